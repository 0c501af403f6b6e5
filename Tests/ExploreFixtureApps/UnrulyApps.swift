import FlowKit
import Foundation

/// Apps that misbehave in ways a run must report, never hang on.
enum UnrulyApps {
  static let all = [RunawayApp.app, DiceApp.app, OutsideApp.app, ChoresApp.app, ChoresApp.fixed]
}

/// A number drawn afresh on each run: `--repeat` must find that one run differs from the first.
public enum DiceApp {
  /// The app.
  public static let app = FlowApp(name: "dice", summary: "a number drawn on each run") {
    context, _ in
    context.views.register(DiceView.self)
    return DiceViewModel(context: context)
  }
}

final class DiceViewModel: ViewModel {
  /// The fault under test: randomness the simulation does not own.
  let number = Int.random(in: 1...1_000_000_000)
  init(context: AppContext) { super.init(context: context, title: "Dice") }
}

extension DiceViewModel: HasView { typealias View = DiceView }

struct DiceView: FlowView {
  let model: DiceViewModel
  var body: Screen {
    Screen(model.title) { Label("rolled \(model.number)", id: "number") }
  }
}

/// A plain actor that sleeps on the real clock: its work comes back from another thread, which
/// the simulation cannot see start, and is reported when it arrives.
public enum OutsideApp {
  /// The app.
  public static let app = FlowApp(name: "outside", summary: "a real sleep in a plain actor") {
    context, _ in
    context.views.register(OutsideView.self)
    return OutsideViewModel(context: context)
  }
}

/// What sleeps for real.
actor Sleeper {
  func nap() async {
    // The fault under test: a real sleep, in code that does not import FlowKit's overloads.
    try? await ContinuousClock().sleep(until: .now + .milliseconds(50), tolerance: nil)
  }
}

final class OutsideViewModel: ViewModel {
  private(set) var status = "idle"
  let sleeper = Sleeper()
  init(context: AppContext) { super.init(context: context, title: "Outside") }

  func go() {
    status = "napping"
    task {
      await self.sleeper.nap()
      self.status = "awake"
    }
  }
}

extension OutsideViewModel: HasView { typealias View = OutsideView }

struct OutsideView: FlowView {
  let model: OutsideViewModel
  var body: Screen {
    Screen(model.title) {
      Label(model.status, id: "status")
      Button("Go", id: "go") { model.go() }
    }
  }
}
