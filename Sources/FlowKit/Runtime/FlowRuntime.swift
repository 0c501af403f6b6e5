import Synchronization

/// Drives one simulation: runs the app's work when it is due and moves its virtual time.
///
/// The runtime never advances time by itself. Each step runs on the main queue as the driver
/// (waiting for it when called from another thread), with every job of the app queued for it
/// (see ``RuntimeHooks``), and drains the queue before it returns: so everything due now has
/// run, and nothing else has.
public final class FlowRuntime: Sendable {
  /// The clock that the app's services sleep on.
  public let clock: VirtualClock
  /// What went wrong in the app without a command asking: waits on real time, screens without
  /// a view.
  public let problems = ProblemLog()

  /// When set, jobs that are ready together run in an order drawn from its seed
  /// (`flowsim test --shuffle SEED`); when nil, in the order they arrived.
  public let order: JobOrder?

  /// A runtime with a fresh clock at time zero; with a `shuffle` seed, jobs ready together run
  /// in an order drawn from it.
  public init(clock: VirtualClock = VirtualClock(), shuffle: UInt64? = nil) {
    self.clock = clock
    self.order = shuffle.map { JobOrder(seed: $0) }
    // A missing hook is reported by `checkSupport()`; here the runtime just runs without it.
    _ = RuntimeHooks.isInstalled
  }

  /// Checks that this toolchain lets a simulation own the app's work.
  /// - Throws: ``RuntimeHookError`` naming the runtime symbol that is missing.
  public static func checkSupport() throws(RuntimeHookError) {
    try RuntimeHooks.check()
  }

  /// The current virtual time.
  public var now: VirtualClock.Instant { clock.now }

  /// How many tasks wait on the clock.
  public var waitingTasks: Int { clock.sleeperCount }

  /// Whether nothing is left to run once the jobs due have run: no task waits on the clock and
  /// no job a runaway held back waits for the next step.
  public var isIdle: Bool { clock.sleeperCount == 0 && held.withLock { $0.isEmpty } }

  /// The problems found since the last call, oldest first.
  public func takeProblems() -> [AppProblem] { problems.take() }

  func report(_ problem: AppProblem) { problems.report(problem) }

  /// Jobs of this simulation's app that a runaway left waiting: they run at its next step.
  private let held = Mutex<[(job: UnownedJob, lane: SimulationExecutor.Lane)]>([])

  func hold(_ jobs: [(job: UnownedJob, lane: SimulationExecutor.Lane)]) {
    held.withLock { $0 += jobs }
  }

  func takeHeld() -> [(job: UnownedJob, lane: SimulationExecutor.Lane)] {
    held.withLock { held in
      defer { held = [] }
      return held
    }
  }

  /// Runs `operation` on the main actor, then all work it made due, and returns its result.
  @discardableResult
  public func perform<T: Sendable>(_ operation: @escaping @MainActor @Sendable () -> T) -> T {
    drive {
      // Work already due runs first, then the operation, right here: the driver runs on the main
      // queue, which is what isolation to the main actor means, so no task is needed.
      SimulationExecutor.shared.drain()
      SimulationExecutor.main.checkIsolated()
      // A synchronous function's global-actor isolation is not part of its representation, so
      // once isolation is checked it can be called as a plain function (as MainActor's
      // assumeIsolated does).
      let value = withoutActuallyEscaping(operation) { operation in
        unsafeBitCast(operation, to: (() -> T).self)()
      }
      SimulationExecutor.shared.drain()
      return value
    }
  }

  /// Runs `operation` on the main actor, then each step it returns in turn, with all the work
  /// each makes due run before the next: separate events (keystrokes) in one turn of the driver.
  public func performSteps<T: Sendable>(
    _ operation: @escaping @MainActor @Sendable () -> (T, [@MainActor @Sendable () -> Void])
  ) -> T {
    drive {
      SimulationExecutor.shared.drain()
      SimulationExecutor.main.checkIsolated()
      let (value, steps) = withoutActuallyEscaping(operation) { operation in
        unsafeBitCast(operation, to: (() -> (T, [@MainActor @Sendable () -> Void])).self)()
      }
      SimulationExecutor.shared.drain()
      for step in steps {
        withoutActuallyEscaping(step) { step in
          unsafeBitCast(step, to: (() -> Void).self)()
        }
        SimulationExecutor.shared.drain()
      }
      return value
    }
  }

  /// Advances virtual time by `duration`, resuming each sleeper that falls due in deadline order
  /// and draining after each one; under a shuffle, the sleepers due at one instant together.
  public func advance(by duration: Duration) {
    drive {
      SimulationExecutor.shared.drain()
      let target = clock.now.advanced(by: duration)
      resumeSleepers(notAfter: target)
      clock.move(to: target)
      SimulationExecutor.shared.drain()
    }
  }

  /// The most sleepers resumed at one instant: sleeps of no time that follow each other without
  /// end are stopped there and reported, so that a run fails instead of hanging.
  static let wakesPerInstant = 100_000

  /// Resumes each sleeper due by `target` in deadline order, draining after each one.
  private func resumeSleepers(notAfter target: VirtualClock.Instant) {
    var instant = clock.now
    var wakes = 0
    while clock.resumeNext(notAfter: target, together: order != nil) {
      SimulationExecutor.shared.drain()
      if clock.now.offset == instant.offset {
        wakes += 1
        if wakes == Self.wakesPerInstant {
          report(.runaway(jobs: wakes))
          return
        }
      } else {
        (instant, wakes) = (clock.now, 0)
      }
    }
  }

  /// Advances time until no task waits on the clock, at most by `limit`.
  /// Returns true when everything settled, false when sleepers remain after `limit`.
  @discardableResult
  public func settle(limit: Duration = .seconds(600)) -> Bool {
    drive {
      SimulationExecutor.shared.drain()
      resumeSleepers(notAfter: clock.now.advanced(by: limit))
      return clock.sleeperCount == 0
    }
  }

  private func drive<T>(_ body: () -> T) -> T {
    SimulationExecutor.shared.drive(self, body)
  }
}

/// The order of jobs that are ready together, drawn from a seed: SplitMix64, so that a seed
/// gives the same orders on every machine and every run.
public final class JobOrder: Sendable {
  private let state: Mutex<UInt64>
  /// The seed it started from.
  public let seed: UInt64

  /// An order drawn from `seed`.
  public init(seed: UInt64) {
    self.seed = seed
    state = Mutex(seed)
  }

  /// A number from 0 to `count - 1`.
  func pick(_ count: Int) -> Int {
    let value = state.withLock { state -> UInt64 in
      state &+= 0x9E37_79B9_7F4A_7C15
      var mixed = state
      mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
      mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
      return mixed ^ (mixed >> 31)
    }
    return Int(value % UInt64(count))
  }
}
