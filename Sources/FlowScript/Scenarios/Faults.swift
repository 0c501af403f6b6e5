import FlowKit
import Foundation

/// What must hold at the end of any scenario, whatever failed on the way: checked after the
/// last command and a `settle`, when goldens no longer apply (`flowsim test --faults`).
public enum Invariants {
  /// What does not hold in `session`, each in a line. Settles first.
  public static func violations(in session: Session) -> [String] {
    var found: [String] = []
    let settled = session.run(.settle)
    for failure in settled.failures {
      if case .unsettled = failure {
        found.append("work still waits on the clock after 10 virtual minutes")
      } else {
        found.append(failure.line)
      }
    }
    let display = session.display()
    // The top screen's HUD and lists, then the lists of the screens under it.
    let (loading, late) =
      session.withContext { context -> ([String], [String]) in
        var loading: [String] = []
        let shown = context.display()
        if let top = ScreenChecks.loading(shown, texts: context.texts) {
          // A HUD covers the screen: which screen it is on says whose work never ended.
          let place = shown.hud ? " on \"\(shown.title)\"" : ""
          loading.append("\(top) is still up after everything settled\(place)")
        }
        for below in context.stackedDisplays().dropLast() {
          if let left = ScreenChecks.loading(below, texts: context.texts) {
            loading.append(
              "\(left) is still up after everything settled, on \"\(below.title)\" under the top screen"
            )
          }
        }
        return (loading, context.lateWork)
      } ?? ([], [])
    found += loading
    if session.appName != nil,
      ScreenChecks.offersNoWay(display, commands: Explorer.commands(display, inputs: [""]))
    {
      let disabled = ScreenChecks.disabledWays(display)
      found.append(
        "the screen \"\(display.title)\" offers no way on or back"
          + (disabled.isEmpty ? "" : " (disabled: \(disabled.joined(separator: ", ")))"))
    }
    found += late.map { "work outlived its screen: \($0)" }
    return found
  }
}

/// A scenario run again with one request failing, and what broke.
public struct FaultFinding: Sendable, Equatable, Codable {
  /// The request that failed, counted from 1.
  public var request: Int
  /// How many requests the plain run made.
  public var requests: Int
  /// The file's line of the command during which it failed, and the command.
  public var line: Int?
  public var command: String?
  /// What did not hold at the end.
  public var violations: [String]
  /// The failing request as the service named it (its method, `loadProducts()`), if it did.
  public var label: String?
}

extension ScenarioRunner {
  /// Replays `scenario` with its `request`-th request failing, runs every command whatever it
  /// prints (blocks and expectations do not apply under a fault), and checks the invariants.
  ///
  /// `willRun` is told each step before it runs, with the command during which the request
  /// failed once it has (a worker notes both, so that a crash names them).
  public func runFaulted(
    _ scenario: Scenario, failing request: Int, of requests: Int,
    willRun: (Scenario.Step, _ struck: String?) -> Void = { _, _ in }
  ) -> FaultFinding {
    let session = self.session(running: scenario, failingRequest: request)
    var line: Int?
    var command: String?
    if session.faultStruckAt != nil { command = "open" }
    for step in scenario.steps {
      if case .save = step.parsed { continue }
      willRun(step, command)
      let outcome =
        step.parsed.map { session.execute($0, line: step.command) } ?? session.execute(step.command)
      if command == nil, session.faultStruckAt != nil {
        line = step.line
        command = step.command
      }
      if outcome.quit { break }
    }
    let violations = Invariants.violations(in: session)
    if command == nil, session.faultStruckAt != nil { command = "settle" }
    return FaultFinding(
      request: request, requests: requests, line: line, command: command, violations: violations,
      label: session.requests.failingLabel)
  }

  /// Replays `scenario` as `flowsim run FILE --fail-request N --shuffle SEED` does: what it
  /// printed, and, with a failing request, what did not hold at the end. `willRun` is told each
  /// step before it runs.
  public func reproduce(
    _ scenario: Scenario, failingRequest: Int?, shuffle: UInt64?,
    willRun: (Scenario.Step) -> Void = { _ in }
  ) -> (result: ScenarioResult, violations: [String]) {
    let session = self.session(running: scenario, failingRequest: failingRequest, shuffle: shuffle)
    let result = Self.replay(scenario, in: session, willRun: willRun)
    let violations = failingRequest == nil ? [] : Invariants.violations(in: session)
    return (result, violations)
  }

  /// A run of `scenario` up to its step at `line`, one that crashed the app in a process of its
  /// own: the transcript of the steps before that one, and the screen it was given on (its title,
  /// with the HUD or alert over it). The steps before it did not crash, and time is virtual, so
  /// they run here as they ran there. Nil when the lines before it are no scenario.
  public func replay(
    before line: Int, of scenario: Scenario, failingRequest: Int? = nil, shuffle: UInt64? = nil
  ) -> (transcript: String, screen: String)? {
    let text = scenario.lines.prefix(max(line - 1, 0)).map { $0 + scenario.lineEnd }.joined()
    guard let before = try? Scenario(path: scenario.path, text: text) else { return nil }
    let session = self.session(running: scenario, failingRequest: failingRequest, shuffle: shuffle)
    let result = Self.replay(before, in: session)
    return (before.textWithActualOutput(result), Explorer.nodeTitle(session.display()))
  }

  /// Replays `scenario` with jobs that are ready together run in an order drawn from `seed`.
  /// `willRun` is told each step before it runs.
  public func runShuffled(
    _ scenario: Scenario, seed: UInt64, willRun: (Scenario.Step) -> Void = { _ in }
  ) -> ScenarioResult {
    let session = self.session(running: scenario, shuffle: seed)
    return Self.replay(scenario, in: session, willRun: willRun)
  }
}
