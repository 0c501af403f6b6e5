import FlowKit

/// A pushed screen whose plain `Task` fills its list after a request, even when the user has
/// gone back by then: work that outlives its screen, as `--faults` checks for.
public enum LateApp {
  /// The app.
  public static let app = FlowApp(name: "late", summary: "a list filled after its screen left") {
    context, _ in
    context.views.register(LateHomeView.self)
    context.views.register(LateListView.self)
    return LateHomeViewModel(context: context)
  }
}

final class LateHomeViewModel: ViewModel {
  init(context: AppContext) { super.init(context: context, title: "Home") }

  func open() {
    try? navigation?.push(LateListViewModel(context: context))
  }
}

final class LateListViewModel: ViewModel {
  private(set) lazy var list = ListViewModel(id: "items", owner: self)

  init(context: AppContext) { super.init(context: context, title: "Items") }

  override func didStart(parameters: Parameters) {
    let environment = context.serviceEnvironment
    // A plain Task: nothing ties it to the screen, so it goes on after the screen is gone.
    Task {
      try? await environment.request(latency: .seconds(1))
      try? self.list.appendSections([ListSection(cells: [CellViewModel(text: "item")])])
    }
  }
}

extension LateHomeViewModel: HasView { typealias View = LateHomeView }
extension LateListViewModel: HasView { typealias View = LateListView }

struct LateHomeView: FlowView {
  let model: LateHomeViewModel
  var body: Screen {
    Screen(model.title) { Button("Open", id: "open") { model.open() } }
  }
}

struct LateListView: FlowView {
  let model: LateListViewModel
  var body: Screen {
    Screen(model.title) { List(model.list) }
  }
}

/// A form whose save closes it at once and fills a list of its own a second later: the walk's
/// own replay of the save, settled, sees work outlive its screen, with no `back` given.
public enum LateSaveApp {
  /// The app.
  public static let app = FlowApp(name: "latesave", summary: "a form closed before its save") {
    context, _ in
    context.views.register(LateSaveHomeView.self)
    context.views.register(LateFormView.self)
    return LateSaveHomeViewModel(context: context)
  }
}

final class LateSaveHomeViewModel: ViewModel {
  init(context: AppContext) { super.init(context: context, title: "Home") }

  func open() {
    try? navigation?.push(LateFormViewModel(context: context))
  }
}

extension LateSaveHomeViewModel: HasView { typealias View = LateSaveHomeView }

struct LateSaveHomeView: FlowView {
  let model: LateSaveHomeViewModel
  var body: Screen {
    Screen(model.title) { Button("Open", id: "open") { model.open() } }
  }
}

final class LateFormViewModel: ViewModel {
  private(set) lazy var saved = ListViewModel(id: "saved", owner: self)

  init(context: AppContext) { super.init(context: context, title: "Form") }

  func save() {
    let environment = context.serviceEnvironment
    Task {
      try? await environment.request(latency: .seconds(1))
      try? self.saved.appendSections([ListSection(cells: [CellViewModel(text: "saved")])])
    }
    _ = try? navigation?.pop()
  }
}

extension LateFormViewModel: HasView { typealias View = LateFormView }

struct LateFormView: FlowView {
  let model: LateFormViewModel
  var body: Screen {
    Screen(model.title) {
      Button("Save", id: "save") { model.save() }
      List(model.saved)
    }
  }
}

/// A draft saved as its screen goes, which shows it saved on that screen a second later: work
/// that a `back` starts and that outlives the screen, after a push that left nothing waiting.
public enum LateLeaveApp {
  /// The app.
  public static let app = FlowApp(name: "lateleave", summary: "a draft saved as it goes") {
    context, _ in
    context.views.register(LateLeaveHomeView.self)
    context.views.register(LateDraftView.self)
    return LateLeaveHomeViewModel(context: context)
  }
}

final class LateLeaveHomeViewModel: ViewModel {
  private let busy: Bool

  init(context: AppContext, busy: Bool = false) {
    self.busy = busy
    super.init(context: context, title: "Home")
  }

  func open() {
    let draft = LateDraftViewModel(context: context)
    try? navigation?.push(draft)
    guard busy else { return }
    Task {
      for _ in 0..<2_500_000 { await Task.yield() }
      try? draft.saved.appendSections([ListSection(cells: [CellViewModel(text: "busy")])])
    }
  }
}

extension LateLeaveHomeViewModel: HasView { typealias View = LateLeaveHomeView }

struct LateLeaveHomeView: FlowView {
  let model: LateLeaveHomeViewModel
  var body: Screen {
    Screen(model.title) { Button("Open", id: "open") { model.open() } }
  }
}

final class LateDraftViewModel: ViewModel {
  private(set) lazy var saved = ListViewModel(id: "saved", owner: self)

  init(context: AppContext) { super.init(context: context, title: "Draft") }

  override func didDisappear() {
    let environment = context.serviceEnvironment
    Task {
      try? await environment.request(latency: .seconds(1))
      try? self.saved.appendSections([ListSection(cells: [CellViewModel(text: "saved")])])
    }
  }
}

extension LateDraftViewModel: HasView { typealias View = LateDraftView }

struct LateDraftView: FlowView {
  let model: LateDraftViewModel
  var body: Screen {
    Screen(model.title) { List(model.saved) }
  }
}

/// A screen whose opening starts more work than one step runs (2.1 million yields, past the
/// runaway limit of a million jobs a step), then adds a row: going back at once, the row lands
/// on a screen that is gone, though nothing waited on the clock when `open` ended.
public enum BusyLeaveApp {
  /// The app.
  public static let app = FlowApp(name: "busyleave", summary: "a screen opened with work held") {
    context, _ in
    context.views.register(LateLeaveHomeView.self)
    context.views.register(LateDraftView.self)
    return LateLeaveHomeViewModel(context: context, busy: true)
  }
}
