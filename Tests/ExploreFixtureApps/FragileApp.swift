import FlowKit

/// A screen that loads with `try!`: fine while the network is, a crash when its request fails.
/// `--faults` turns that crash into a failure of the file, and the run goes on.
public enum FragileApp {
  /// The app.
  public static let app = FlowApp(name: "fragile", summary: "loads with try!") { context, _ in
    context.views.register(FragileView.self)
    return FragileViewModel(context: context)
  }
}

final class FragileViewModel: ViewModel {
  private(set) var status = "loading"

  init(context: AppContext) { super.init(context: context, title: "Fragile") }

  override func didStart(parameters: Parameters) {
    let environment = context.serviceEnvironment
    Task {
      // The fault under test: a force try, as apps have them.
      try! await environment.request(latency: .milliseconds(300))
      status = "loaded"
    }
  }
}

extension FragileViewModel: HasView { typealias View = FragileView }

struct FragileView: FlowView {
  let model: FragileViewModel
  var body: Screen {
    Screen(model.title) { Label(model.status, id: "status") }
  }
}
