import FlowKit

/// An app as big as a team's, made to measure how explore's cost grows with screens: a home
/// screen and, for each of its units, five screens a user reaches in at most seven commands:
///
/// - a form (`Form K`) whose save button waits for a name and a code of four characters or more,
///   and saves over the network (offline, it says so);
/// - what was saved: tabs of rows loaded over the network (`Rows K`) and of information
///   (`Info K`);
/// - a row's detail (`Row K`), pushed from the rows;
/// - an editor (`Edit K`), presented as a modal with a switch, that closes itself.
///
/// `flowsim-bench` walks it at 3, 6 and 12 units (16, 31 and 61 screens).
public enum BigApp {
  /// The app with `units` units: `1 + 5 × units` screens.
  public static func app(units: Int, name: String = "big") -> FlowApp {
    FlowApp(name: name, summary: "\(1 + 5 * units) screens: forms, lists, tabs and modals") {
      context, _ in
      context.views.register(BigHomeView.self)
      context.views.register(BigFormView.self)
      context.views.register(BigSavedView.self)
      context.views.register(BigRowsView.self)
      context.views.register(BigInfoView.self)
      context.views.register(BigRowView.self)
      context.views.register(BigEditView.self)
      return BigHomeViewModel(context: context, units: units)
    }
  }

  /// The screens an app of `units` units has.
  public static func screens(units: Int) -> Int { 1 + 5 * units }
}

final class BigHomeViewModel: ViewModel {
  let units: Int
  init(context: AppContext, units: Int) {
    self.units = units
    super.init(context: context, title: "Home")
  }

  func open(_ unit: Int) {
    try? navigation?.push(BigFormViewModel(context: context, unit: unit))
  }
}

final class BigFormViewModel: ViewModel {
  let unit: Int
  private(set) var name = ""
  private(set) var code = ""
  private(set) var failure: String?

  init(context: AppContext, unit: Int) {
    self.unit = unit
    super.init(context: context, title: "Form \(unit)")
  }

  /// The form's rule.
  var canSave: Bool { !name.isEmpty && code.count >= 4 && !isSubmitting }

  func setName(_ text: String) { name = text }
  func setCode(_ text: String) { code = text }

  func save() {
    guard canSave else { return }
    let environment = context.serviceEnvironment
    submit {
      try await environment.request(latency: .milliseconds(150))
    } success: { [weak self] _ in
      guard let self else { return }
      failure = nil
      try? navigation?.push(BigSavedViewModel(context: context, unit: unit))
    } failure: { [weak self] _ in
      self?.failure = "could not save"
    }
  }
}

final class BigSavedViewModel: TabsViewModel {
  init(context: AppContext, unit: Int) {
    super.init(context: context, title: "Saved \(unit)")
    attempt("add the tabs") {
      try addTab(BigRowsViewModel(context: context, unit: unit), id: "rows")
      try addTab(BigInfoViewModel(context: context, unit: unit), id: "info")
    }
  }
}

final class BigRowsViewModel: ViewModel {
  let unit: Int
  private(set) var rows: [String] = []
  private(set) var isLoading = false

  init(context: AppContext, unit: Int) {
    self.unit = unit
    super.init(context: context, title: "Rows \(unit)")
  }

  override func didStart(parameters: Parameters) { load() }

  func load() {
    isLoading = true
    let environment = context.serviceEnvironment
    let unit = unit
    task {
      let loaded = (try? await environment.request(latency: .milliseconds(100))) != nil
      self.rows = loaded ? (1...4).map { "row \(unit).\($0)" } : []
      self.isLoading = false
    }
  }

  func open(_ row: String) {
    try? navigation?.push(BigRowViewModel(context: context, unit: unit, row: row))
  }
}

final class BigInfoViewModel: ViewModel {
  let unit: Int
  init(context: AppContext, unit: Int) {
    self.unit = unit
    super.init(context: context, title: "Info \(unit)")
  }

  func edit() {
    _ = try? navigation?.present(BigEditViewModel(context: context, unit: unit))
  }
}

final class BigRowViewModel: ViewModel {
  let row: String
  init(context: AppContext, unit: Int, row: String) {
    self.row = row
    super.init(context: context, title: "Row \(unit)")
  }
}

final class BigEditViewModel: ViewModel {
  private(set) var notifies = false
  init(context: AppContext, unit: Int) {
    super.init(context: context, title: "Edit \(unit)")
  }

  func flip() { notifies.toggle() }
  func done() { try? context.navigator.close(self) }
}

extension BigHomeViewModel: HasView { typealias View = BigHomeView }
extension BigFormViewModel: HasView { typealias View = BigFormView }
extension BigSavedViewModel: HasView { typealias View = BigSavedView }
extension BigRowsViewModel: HasView { typealias View = BigRowsView }
extension BigInfoViewModel: HasView { typealias View = BigInfoView }
extension BigRowViewModel: HasView { typealias View = BigRowView }
extension BigEditViewModel: HasView { typealias View = BigEditView }

struct BigHomeView: FlowView {
  let model: BigHomeViewModel
  var body: Screen {
    Screen(model.title) {
      for unit in 1...max(model.units, 1) {
        Button("Unit \(unit)", id: "unit\(unit)") { model.open(unit) }
      }
    }
  }
}

struct BigFormView: FlowView {
  let model: BigFormViewModel
  var body: Screen {
    Screen(model.title) {
      TextField(id: "name", placeholder: "name", text: model.name) { model.setName($0) }
      TextField(id: "code", placeholder: "code, 4 or more", text: model.code) {
        model.setCode($0)
      }
      Button("Save", id: "save", isEnabled: model.canSave) { model.save() }
      // Always there, blank until a save fails: a failure is news on the form, not a screen.
      Label(model.failure ?? "", id: "failure")
    }
  }
}

struct BigSavedView: FlowView {
  let model: BigSavedViewModel
  var body: Screen {
    Screen(model.title) {
      Tabs(model)
      if let selected = model.selected { Embed(selected) }
    }
  }
}

struct BigRowsView: FlowView {
  let model: BigRowsViewModel
  var body: Screen {
    let rows = model.rows.enumerated().map { index, row in
      Element(
        .row(.init(text: row, indexPath: IndexPath(row: index))),
        actions: .init(tap: { [weak model] in model?.open(row) }))
    }
    let list = Element(
      .list(rowCounts: [model.rows.count], rowAt: nil), id: "rows\(model.unit)",
      children: model.isLoading ? [Element(.header(model.context.texts.refreshing))] + rows : rows,
      actions: .init(refresh: { [weak model] in model?.load() }))
    return Screen(model.title) { list }
  }
}

struct BigInfoView: FlowView {
  let model: BigInfoViewModel
  var body: Screen {
    Screen(model.title) {
      Label("unit \(model.unit)", id: "about")
      Button("Edit", id: "edit") { model.edit() }
    }
  }
}

struct BigRowView: FlowView {
  let model: BigRowViewModel
  var body: Screen {
    Screen(model.title) { Label(model.row, id: "row") }
  }
}

struct BigEditView: FlowView {
  let model: BigEditViewModel
  var body: Screen {
    Screen(model.title) {
      Element(
        .toggle(title: "Notify", isOn: model.notifies), id: "notify",
        actions: .init(tap: { [weak model] in model?.flip() }))
      Button("Done", id: "done") { model.done() }
    }
  }
}
