import FlowKit

/// Apps with the faults `flowsim explore` looks for, one button each, for its tests.
public enum BrokenApps {
  /// The faults `broken` has, each accepted by `broken-accepted` with a reason.
  static let accepted: [ExpectedFinding] = [
    ExpectedFinding(.deadEnd, on: "Done", because: "the fixture ends there on purpose"),
    ExpectedFinding(.endlessLoading, on: "Home", because: "the fixture spins on purpose"),
    ExpectedFinding(.pendingWork, on: "Home", because: "the fixture spins on purpose"),
    ExpectedFinding(.error, on: "Home", because: "the fixture fails on purpose"),
  ]

  /// A dead end, a spinner that never stops, and a step that fails.
  public static let broken = FlowApp(name: "broken", summary: "a dead end, a spinner, a failure") {
    context, _ in
    context.views.register(BrokenView.self)
    return BrokenViewModel(context: context, crashes: false)
  }

  /// The same, each fault accepted with a reason.
  public static let brokenAccepted = FlowApp(
    name: "broken-accepted", summary: "broken, its findings accepted", expectedFindings: accepted
  ) { context, _ in
    context.views.register(BrokenView.self)
    return BrokenViewModel(context: context, crashes: false)
  }

  /// A button that crashes the app (only in a process of its own: it ends the process).
  public static let crashy = FlowApp(name: "crashy", summary: "a button that crashes") {
    context, _ in
    context.views.register(BrokenView.self)
    return BrokenViewModel(context: context, crashes: true)
  }

  /// Every fixture app: those with the faults explore finds, then those a run must report and
  /// never hang on.
  public static let all =
    [broken, brokenAccepted, crashy, FeedApp.app, RacyApp.app, LateApp.app, FragileApp.app]
    + [ShopApp.app, LedgerApp.app, SearchApp.app, CartApp.app] + UnrulyApps.all
}

struct FixtureError: Error {}

final class BrokenViewModel: ViewModel {
  let crashes: Bool
  private(set) var finished = false
  private(set) var spins = 0

  init(context: AppContext, crashes: Bool) {
    self.crashes = crashes
    super.init(context: context, title: "Home")
  }

  func finish() { finished = true }

  func spin() {
    let clock = context.clock
    submit({ try await clock.sleep(for: .seconds(100_000)) }, success: { _ in })
  }

  func fail() {
    attempt("save the draft") { () throws -> Void in throw FixtureError() }
  }

  func crash() {
    // The fault under test: an app that traps, as a force unwrap of nil would.
    fatalError("the fixture crashes on purpose")
  }
}

extension BrokenViewModel: HasView { typealias View = BrokenView }

struct BrokenView: FlowView {
  let model: BrokenViewModel

  var body: Screen {
    if model.finished {
      return Screen("Done") { Label("nothing more", id: "done") }
    }
    return Screen(model.title) {
      Button("Finish", id: "finish") { model.finish() }
      if model.crashes {
        Button("Crash", id: "crash") { model.crash() }
      } else {
        Button("Spin", id: "spin") { model.spin() }
        Button("Fail", id: "fail") { model.fail() }
      }
    }
  }
}
