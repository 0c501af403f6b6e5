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
