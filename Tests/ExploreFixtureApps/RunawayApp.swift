import FlowKit

/// A button that starts a task which never waits for anything: a run of it must fail, naming the
/// file and the command, and never hang.
public enum RunawayApp {
  /// The app.
  public static let app = FlowApp(name: "runaway", summary: "a task that never waits") {
    context, _ in
    context.views.register(RunawayView.self)
    return RunawayViewModel(context: context)
  }
}

final class RunawayViewModel: ViewModel {
  private(set) var turns = 0

  init(context: AppContext) { super.init(context: context, title: "Runaway") }

  func loop() {
    // The fault under test: a loop that yields but never waits, so its screen never settles.
    task {
      while !Task.isCancelled {
        self.turns += 1
        await Task.yield()
      }
    }
  }
}

extension RunawayViewModel: HasView { typealias View = RunawayView }

struct RunawayView: FlowView {
  let model: RunawayViewModel
  var body: Screen {
    Screen(model.title) { Button("Loop", id: "loop") { model.loop() } }
  }
}
