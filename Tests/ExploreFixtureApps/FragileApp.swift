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

  // `more` loads more with a request whose failure it shows; `retry` after that failure
  // crashes, so that a crash comes after a step that only a failing request explains.
  private(set) var moreStatus = "none"

  func more() {
    let environment = context.serviceEnvironment
    Task {
      do {
        try await environment.request(latency: .milliseconds(300))
        moreStatus = "more loaded"
      } catch {
        moreStatus = "more failed"
      }
    }
  }

  func retry() {
    // The planted bug: retrying after a failed `more` was never tried by its author.
    if moreStatus == "more failed" { fatalError("retry after a failed more") }
  }
}

extension FragileViewModel: HasView { typealias View = FragileView }

struct FragileView: FlowView {
  let model: FragileViewModel
  var body: Screen {
    Screen(model.title) {
      Label(model.status, id: "status")
      Label(model.moreStatus, id: "moreStatus")
      Button("More", id: "more") { model.more() }
      Button("Retry", id: "retry") { model.retry() }
    }
  }
}
