public import FlowKit
import Foundation

/// How a session runs its app: in virtual time (``FlowRuntime``, the default, deterministic) or
/// live on the wall clock (``LiveDriver``, `flowsim --realtime`).
public protocol AppDriver: AnyObject, Sendable {
  /// Whether time is virtual: `settle` can hurry it and the runtime hooks are needed.
  var isVirtual: Bool { get }
  /// Runs `operation` on the main actor, with the work it makes due, and returns its result.
  func perform<T: Sendable>(_ operation: @escaping @MainActor @Sendable () -> T) -> T
  /// Runs `operation` on the main actor, then each step it returns in turn, with the work each
  /// makes due before the next.
  func performSteps<T: Sendable>(
    _ operation: @escaping @MainActor @Sendable () -> (T, [@MainActor @Sendable () -> Void])
  ) -> T
  /// Lets `duration` pass.
  func advance(by duration: Duration)
  /// Lets time pass until nothing waits, at most `limit`; true when everything settled.
  func settle(limit: Duration) -> Bool
  /// Time since the driver began.
  var elapsed: Duration { get }
  /// How many tasks wait on the clock, when the driver can tell.
  var waitingTasks: Int { get }
  /// Whether nothing is left to run: no task waits on the clock and no job waits for the next
  /// step (one a runaway held back), so a settle now would change nothing. Never, live.
  var isIdle: Bool { get }
  /// The waits on real time caught since the last call.
  func takeProblems() -> [AppProblem]
  /// A context for a new app on this driver.
  @MainActor func makeContext(network: NetworkLink) -> AppContext
}

extension FlowRuntime: AppDriver {
  public var isVirtual: Bool { true }
  public var elapsed: Duration { now.offset }

  @MainActor public func makeContext(network: NetworkLink) -> AppContext {
    AppContext(runtime: self, network: network)
  }
}

/// Runs an app live, as an app would: on the real main actor, with `ContinuousClock` in its
/// services, so its waits take real time. The main queue must be serviced (the program calls
/// `dispatchMain()` and reads input on another thread).
public final class LiveDriver: AppDriver {
  private let clock = ContinuousClock()
  private let start: ContinuousClock.Instant
  private let problems = ProblemLog()

  /// A driver whose time starts now.
  public init() { start = clock.now }

  /// Live, time is the wall clock's.
  public var isVirtual: Bool { false }

  public func perform<T: Sendable>(_ operation: @escaping @MainActor @Sendable () -> T) -> T {
    if Thread.isMainThread {
      return MainActor.assumeIsolated { operation() }
    }
    return DispatchQueue.main.sync { MainActor.assumeIsolated { operation() } }
  }

  public func advance(by duration: Duration) {
    // The input thread waits; the main actor goes on with the app meanwhile.
    let (seconds, attoseconds) = duration.components
    Thread.sleep(forTimeInterval: Double(seconds) + Double(attoseconds) / 1e18)
  }

  /// Live time cannot be hurried: there is nothing to settle but to wait.
  public func settle(limit: Duration) -> Bool { false }

  public var elapsed: Duration { start.duration(to: clock.now) }

  /// Live, tasks are not counted.
  public var waitingTasks: Int { 0 }

  /// Live, work may arrive at any time.
  public var isIdle: Bool { false }

  public func takeProblems() -> [AppProblem] { problems.take() }

  public func performSteps<T: Sendable>(
    _ operation: @escaping @MainActor @Sendable () -> (T, [@MainActor @Sendable () -> Void])
  ) -> T {
    let (value, steps) = perform { () -> Stepped<T> in
      let (value, steps) = operation()
      return Stepped(value: value, steps: steps)
    }.parts
    for step in steps { perform(step) }
    return value
  }

  @MainActor public func makeContext(network: NetworkLink) -> AppContext {
    AppContext(clock: clock, network: network, problems: problems)
  }
}

/// A value and the steps after it, carried out of a main-actor operation.
private struct Stepped<T: Sendable>: Sendable {
  let value: T
  let steps: [@MainActor @Sendable () -> Void]
  var parts: (T, [@MainActor @Sendable () -> Void]) { (value, steps) }
}
