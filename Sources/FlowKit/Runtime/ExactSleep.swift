// A sleep for a duration, asked in code that imports FlowKit (or FlowUI), waits exactly that
// duration of virtual time in a simulation.
//
// Why these overloads: the standard library's `Task.sleep(for:)` and `Clock.sleep(for:)` turn the
// duration into a deadline on the real clock (`now.advanced(by:)`) before the job reaches the
// executor, so the simulation sees only the deadline and must subtract the real clock from it;
// any real time that passes in between (a busy machine, other jobs run first under `--shuffle`)
// would shorten the virtual sleep. These overloads take the same arguments, are chosen over the
// standard library's generic ones by the type checker, and hand the duration itself to the
// virtual clock. Outside a simulation (a phone, `--realtime`, a test of the user's own) they sleep
// on the real clock, as the standard library does.

extension Task where Success == Never, Failure == Never {
  /// Suspends the current task for `duration`: exactly that long in virtual time in a simulation,
  /// on the continuous clock otherwise (as the standard library's `sleep(for:tolerance:clock:)`).
  public static func sleep(for duration: Duration, tolerance: Duration? = nil) async throws {
    try await ExactSleep.sleep(for: duration, tolerance: tolerance, on: ContinuousClock())
  }

  /// Suspends the current task for `duration` nanoseconds: exactly that long in virtual time in a
  /// simulation, on the continuous clock otherwise.
  public static func sleep(nanoseconds duration: UInt64) async throws {
    let (seconds, nanoseconds) = duration.quotientAndRemainder(dividingBy: 1_000_000_000)
    let length = Duration.seconds(Int64(seconds)) + .nanoseconds(Int64(nanoseconds))
    try await ExactSleep.sleep(for: length, tolerance: nil, on: ContinuousClock())
  }

  /// Suspends the current task for `duration` on `clock`: exactly that long in virtual time in a
  /// simulation.
  public static func sleep(
    for duration: Duration, tolerance: Duration? = nil, clock: ContinuousClock
  ) async throws {
    try await ExactSleep.sleep(for: duration, tolerance: tolerance, on: clock)
  }

  /// Suspends the current task for `duration` on `clock`: exactly that long in virtual time in a
  /// simulation.
  public static func sleep(
    for duration: Duration, tolerance: Duration? = nil, clock: SuspendingClock
  ) async throws {
    try await ExactSleep.sleep(for: duration, tolerance: tolerance, on: clock)
  }
}

extension ContinuousClock {
  /// Suspends the current task for `duration`: exactly that long in virtual time in a simulation.
  public func sleep(for duration: Duration, tolerance: Duration? = nil) async throws {
    try await ExactSleep.sleep(for: duration, tolerance: tolerance, on: self)
  }
}

extension SuspendingClock {
  /// Suspends the current task for `duration`: exactly that long in virtual time in a simulation.
  public func sleep(for duration: Duration, tolerance: Duration? = nil) async throws {
    try await ExactSleep.sleep(for: duration, tolerance: tolerance, on: self)
  }
}

/// The one way a sleep for a duration is taken.
package enum ExactSleep {
  /// Sleeps `duration` on the virtual clock of the simulation that runs this task, or on `clock`
  /// when none does.
  @concurrent
  package static func sleep<C: Clock<Duration>>(
    for duration: Duration, tolerance: Duration?, on clock: C
  ) async throws {
    // A sleep of no time still lets the other ready work run first, as the executor's parked
    // jobs do; so it takes the standard library's way.
    if duration > .zero, let runtime = SimulationExecutor.shared.currentDriver {
      try await runtime.clock.sleep(until: runtime.clock.now.advanced(by: duration))
    } else {
      // `sleep(until:)` is the standard library's own: no overload here shadows it.
      try await clock.sleep(until: clock.now.advanced(by: duration), tolerance: tolerance)
    }
  }
}
