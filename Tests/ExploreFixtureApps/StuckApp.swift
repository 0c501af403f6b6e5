import FlowKit
import Foundation

/// A button whose action blocks the main thread for two minutes, as an app stuck in its own code
/// does: a second Ctrl-C must end a walk that reached it at once, not when the app lets go.
public enum StuckApp {
  /// The app.
  public static let app = FlowApp(name: "stuck", summary: "a tap that blocks for two minutes") {
    context, _ in
    context.views.register(StuckView.self)
    return StuckViewModel(context: context)
  }
}

final class StuckViewModel: ViewModel {
  init(context: AppContext) { super.init(context: context, title: "Stuck") }

  func freeze() {
    // A signal cuts one short sleep, never the whole wait.
    for _ in 0..<1200 { usleep(100_000) }
  }
}

extension StuckViewModel: HasView { typealias View = StuckView }

struct StuckView: FlowView {
  let model: StuckViewModel
  var body: Screen {
    Screen(model.title) { Button("Freeze", id: "freeze") { model.freeze() } }
  }
}
