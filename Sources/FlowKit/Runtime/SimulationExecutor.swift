import Dispatch
import Synchronization
@_spi(ExperimentalScheduling) @_spi(ExperimentalCustomExecutors) import _Concurrency

/// The executor of a simulation: while a ``FlowRuntime`` drives, every job of the app waits in
/// one queue and runs only when the driver drains it, in the order it arrived, on the driver's
/// thread. That is what makes a run deterministic.
///
/// It has two lanes, fed by the hooks of ``RuntimeHooks``: ``main`` is the main actor's executor
/// (so `@MainActor` view models, `Task {}` started from them and continuations resumed on the main
/// actor land here) and ``pool`` runs what would have gone to the global pool (plain actors,
/// nonisolated async functions, `Task.detached`, child tasks). Both are scheduling executors: a
/// task that sleeps on a real clock while it runs here is caught, reported as an error and parked
/// on the virtual clock, so a run never hangs on the wall clock.
///
/// When no simulation drives, main-actor jobs go to the real main queue and pool jobs to the real
/// pool: a process that simulates can still run ordinary concurrent code, such as a test suite's
/// own tests.
package final class SimulationExecutor: Sendable {
  /// The process's one executor: the main actor and the global pool are one of each.
  package static let shared = SimulationExecutor()
  /// The main actor's executor.
  static let main = MainLane()
  /// The lane of jobs bound for the global pool.
  static let pool = PoolLane()

  /// Where a job runs.
  enum Lane: Sendable { case main, pool }

  /// A job in the queue. `hop` is set for a task that moved itself here from the other lane (a
  /// main-actor task calling a nonisolated function): when it arrived, on the real clock, and how
  /// long its job on the other lane had run by then.
  private struct Entry {
    var job: UnownedJob
    var lane: Lane
    var hop: (at: ContinuousClock.Instant, ran: Duration)? = nil
  }

  /// The job that runs now: which task, when it started, and for a hop, how long it waited in
  /// the queue and how long the job before the hop had run.
  private struct Running {
    var id: UInt
    var start: ContinuousClock.Instant
    var hop: Hop?
  }

  private struct State {
    var jobs: [Entry] = []
    var head = 0
    var running: Running?
    /// The runtimes driving now, innermost last.
    var drivers: [FlowRuntime] = []
    /// Whether this process is a simulator and nothing else (the flowsim program): then work
    /// that arrives from another thread belongs to the app, and is kept and reported.
    var ownsProcess = false
    /// Jobs that arrived from another thread since the last drive.
    var outsideArrivals = 0
  }

  // All state is guarded by this Mutex: jobs may arrive from any thread.
  private let state = Mutex(State())

  private init() {}

  /// Takes `job` if a simulation owns it: it was enqueued by the driver, or this process is a
  /// simulator. Returns false when the job belongs to ordinary code.
  func accept(_ job: UnownedJob, lane: Lane) -> Bool {
    let onMainQueue = MainQueue.isCurrent
    return state.withLock { state in
      if onMainQueue, !state.drivers.isEmpty {
        var entry = Entry(job: job, lane: lane)
        if let running = state.running, running.id == Self.id(of: job) {
          let now = ContinuousClock.now
          entry.hop = (now, running.start.duration(to: now))
        }
        state.jobs.append(entry)
        return true
      }
      guard state.ownsProcess else { return false }
      state.jobs.append(Entry(job: job, lane: lane))
      state.outsideArrivals += 1
      return true
    }
  }

  /// Queues `job` from the driver, such as a job parked on the virtual clock that fell due.
  func enqueueFromDriver(_ job: UnownedJob, lane: Lane) {
    state.withLock { $0.jobs.append(Entry(job: job, lane: lane)) }
  }

  /// Marks this process as a simulator and nothing else: work that arrives from another thread
  /// while no command runs (a timer, a real sleep in a plain actor) is kept for the app and
  /// reported as an error, instead of running outside the simulation.
  package func claimProcess() {
    state.withLock { $0.ownsProcess = true }
  }

  /// The runtime that drives now, if any.
  var currentDriver: FlowRuntime? {
    guard MainQueue.isCurrent else { return nil }
    return state.withLock { $0.drivers.last }
  }

  /// Runs `body` as `runtime`'s driver, on the main queue (waiting for it when this thread is
  /// not the main queue), so that one driver at a time runs the app's jobs.
  func drive<T, E: Error>(_ runtime: FlowRuntime, _ body: () throws(E) -> T) throws(E)
    -> T
  {
    try MainQueue.run { () throws(E) -> T in
      let held = runtime.takeHeld()
      let outside = state.withLock { state in
        state.jobs += held.map { Entry(job: $0.job, lane: $0.lane) }
        state.drivers.append(runtime)
        defer { state.outsideArrivals = 0 }
        return state.outsideArrivals
      }
      defer { state.withLock { _ = $0.drivers.popLast() } }
      if outside > 0 { runtime.report(.outsideWork(jobs: outside)) }
      return try body()
    }
  }

  /// The number of jobs waiting to run.
  var pendingJobs: Int {
    state.withLock { $0.jobs.count - $0.head }
  }

  /// The most jobs one drain runs: an app that keeps making work without pause is stopped
  /// there and reported (``AppProblem/runaway(jobs:)``), so that a run fails instead of hanging.
  /// The jobs left stay queued for the next drain.
  static let jobsPerDrain = 1_000_000

  /// Runs every queued job, and the jobs they enqueue, until the queue is empty or
  /// ``jobsPerDrain`` jobs have run. Returns the number of jobs run.
  @discardableResult
  func drain() -> Int {
    var count = 0
    while count < Self.jobsPerDrain, let (job, lane) = next() {
      switch lane {
      case .main: job.runSynchronously(on: Self.main.asUnownedSerialExecutor())
      case .pool:
        // A task's job runs on the pool lane, so that a real sleep in it finds this executor.
        // Any other job (an actor's turn to process its queue) is not a task and must not be run
        // as one: running it on a task executor over-releases the actor.
        if Self.isTask(job) {
          job.runSynchronously(on: Self.pool.asUnownedTaskExecutor())
        } else {
          job.runSynchronously(on: Self.main.asUnownedSerialExecutor())
        }
      }
      count += 1
    }
    state.withLock { $0.running = nil }
    if count == Self.jobsPerDrain, let runtime = currentDriver {
      // The jobs left are the runtime's: they wait for its next drive, out of the queue that
      // other simulations share.
      let left = state.withLock { state in
        defer {
          state.jobs.removeAll(keepingCapacity: true)
          state.head = 0
        }
        return state.jobs[state.head...].map { ($0.job, $0.lane) }
      }
      if !left.isEmpty {
        runtime.hold(left)
        runtime.report(.runaway(jobs: count))
      }
    }
    return count
  }

  /// A job's identity: for a task's job, the task's, which is the same on each lane it hops to.
  private static func id(of job: UnownedJob) -> UInt {
    unsafeBitCast(job, to: UInt.self)
  }

  /// Whether `job` is a task's, not an actor's turn to process its queue.
  private static func isTask(_ job: UnownedJob) -> Bool {
    // An ExecutorJob made from an unowned job owns it: letting it go would release the job, so
    // it is handed back as an unowned job, which forgets it, once its kind is read.
    let owned = ExecutorJob(job)
    let isTask = owned.kind == .task
    _ = UnownedJob(owned)
    return isTask
  }

  private func next() -> (UnownedJob, Lane)? {
    state.withLock { state in
      guard state.head < state.jobs.count else {
        if !state.jobs.isEmpty {
          state.jobs.removeAll(keepingCapacity: true)
          state.head = 0
        }
        return nil
      }
      // Shuffled, any of the jobs ready now may go first, as the seed draws it.
      let ready = state.jobs.count - state.head
      if ready > 1, let order = state.drivers.last?.order {
        state.jobs.swapAt(state.head, state.head + order.pick(ready))
      }
      let entry = state.jobs[state.head]
      state.head += 1
      let now = ContinuousClock.now
      state.running = Running(
        id: Self.id(of: entry.job), start: now,
        hop: entry.hop.map { Hop(wait: $0.at.duration(to: now), ranBefore: $0.ran) })
      return (entry.job, entry.lane)
    }
  }

  /// A job that asked to run at `instant` of a clock that is not the simulation's: a sleep until
  /// a deadline, which the standard library computed from the real clock when the task asked.
  func schedule<C: Clock>(
    _ job: UnownedJob, lane: Lane, at instant: C.Instant, clock: C
  ) {
    // The two clocks are read together, and before anything that may take time.
    let now = clock.now
    let realNow = ContinuousClock.now
    let (start, hop) = state.withLock { ($0.running?.start, $0.running?.hop) }
    let ran = start.map { $0.duration(to: realNow) } ?? .zero
    let left = (now.duration(to: instant) as? Duration).map { max($0, .zero) } ?? .zero
    schedule(job, lane: lane, after: Self.asked(left: left, ran: ran, hop: hop), clock: clock)
  }

  /// A task's move from one lane to the other, as the job after it sees it.
  struct Hop: Sendable {
    /// How long the task waited in the queue.
    var wait: Duration
    /// How long its job on the other lane had run when it moved.
    var ranBefore: Duration
  }

  /// What a sleep until a deadline asked for, from the time `left` to it now on the real clock.
  ///
  /// The deadline was read from the real clock a moment ago: in this job, which has run for `ran`,
  /// or, when this job is a task that hopped here from the other lane, in the job before the hop
  /// (a main-actor task's `Task.sleep(until: .now + d)`), and other jobs ran while it waited. So
  /// the duration asked lies in a span: `left` to `left + ran` for a reading in this job, and
  /// past the wait for one before the hop. Apps ask for round durations (300 ms, 1 s, 250 ms),
  /// and a reading is most likely just before the sleep; so the answer is the duration in a span
  /// that is roundest for how far back its reading lies: a whole second, 100 ms or 10 ms is worth
  /// a reading 21, 14 or 7 ms further back than a whole millisecond. A real pause between the
  /// reading and the sleep (a loaded machine preempting the task) of up to 10 ms is thus undone
  /// for a sleep of whole hundreds of milliseconds, where rounding up to the millisecond undid
  /// only a pause under one. (A sleep for a duration, `Task.sleep(for:)`, never comes here:
  /// ``ExactSleep`` hands the duration itself to the virtual clock.)
  static func asked(left: Duration, ran: Duration, hop: Hop?) -> Duration {
    var spans = [(from: left, to: left + ran)]
    if let hop, hop.wait > .zero {
      let from = left + ran + hop.wait
      spans.append((from, from + hop.ranBefore))
    }
    // Each grain with what it is worth, in how much further back its reading may lie.
    let grains: [(size: Duration, worth: Duration)] = [
      (.seconds(1), .milliseconds(21)), (.milliseconds(100), .milliseconds(14)),
      (.milliseconds(10), .milliseconds(7)), (.milliseconds(1), .zero),
    ]
    var best: (value: Duration, cost: Duration)?
    for span in spans {
      for grain in grains {
        let value = roundedUp(span.from, to: grain.size)
        guard value <= span.to else { continue }
        let cost = (value - left) - grain.worth
        if best.map({ cost < $0.cost }) ?? true { best = (value, cost) }
      }
    }
    // No whole millisecond in any span: the app asked for a part of one.
    return best?.value ?? roundedUp(left, to: .milliseconds(1))
  }

  /// `duration` rounded up to a whole number of `grain`s.
  static func roundedUp(_ duration: Duration, to grain: Duration) -> Duration {
    // The real clocks count whole nanoseconds.
    let (count, rest) = duration.components
    let nanoseconds = count * 1_000_000_000 + rest / 1_000_000_000
    let (grainCount, grainRest) = grain.components
    let grainNanoseconds = grainCount * 1_000_000_000 + grainRest / 1_000_000_000
    let whole = (nanoseconds + grainNanoseconds - 1) / grainNanoseconds
    return .nanoseconds(whole * grainNanoseconds)
  }

  /// A job that asked to run after `duration` on `clock`.
  func schedule<C: Clock>(
    _ job: UnownedJob, lane: Lane, after duration: Duration, clock: C
  ) {
    if let runtime = currentDriver {
      // Inside a simulation the job waits in virtual time, so the run ends and gives the same
      // bytes every time. The system's clocks are what `Task.sleep` uses (a debounce in a view
      // model or a `.task(id:)`), so a sleep on them is simply virtual; any other clock is one
      // the app meant to be real, and is reported.
      if !(clock is ContinuousClock || clock is SuspendingClock) {
        runtime.report(.realClock(clock: String(describing: C.self), delay: duration))
      }
      runtime.clock.park(job, lane: lane, after: duration)
      return
    }
    // Ordinary code on the main actor (a test of the user's, say): wait for real.
    let (seconds, attoseconds) = duration.components
    let deadline =
      DispatchTime.now()
      + .nanoseconds(
        Int(seconds) * 1_000_000_000 + Int(attoseconds / 1_000_000_000))
    switch lane {
    case .main:
      let work: @Sendable () -> Void = {
        job.runSynchronously(on: Self.main.asUnownedSerialExecutor())
      }
      DispatchQueue.main.asyncAfter(deadline: deadline, execute: work)
    case .pool:
      let work: @Sendable () -> Void = {
        job.runSynchronously(on: globalConcurrentExecutor.asUnownedTaskExecutor())
      }
      DispatchQueue.global().asyncAfter(deadline: deadline, execute: work)
    }
  }

  /// The main actor's executor.
  final class MainLane: SerialExecutor, SimulationLane, Sendable {
    fileprivate init() {}

    func enqueue(_ job: consuming ExecutorJob) {
      let job = UnownedJob(job)
      guard !SimulationExecutor.shared.accept(job, lane: .main) else { return }
      // Typed first: a closure written inline here would be inferred @MainActor, and the
      // runtime's isolation check for it would ask this very executor.
      let work: @Sendable () -> Void = {
        job.runSynchronously(on: SimulationExecutor.main.asUnownedSerialExecutor())
      }
      DispatchQueue.main.async(execute: work)
    }

    let lane = Lane.main

    func asUnownedSerialExecutor() -> UnownedSerialExecutor {
      UnownedSerialExecutor(ordinary: self)
    }

    func isIsolatingCurrentContext() -> Bool? {
      MainQueue.isCurrent
    }

    func checkIsolated() {
      precondition(MainQueue.isCurrent, "not on the main actor: this code runs off the main queue")
    }
  }

  /// The lane of jobs bound for the global pool, run by the driver.
  final class PoolLane: TaskExecutor, SimulationLane, Sendable {
    fileprivate init() {}

    func enqueue(_ job: consuming ExecutorJob) {
      let job = UnownedJob(job)
      guard !SimulationExecutor.shared.accept(job, lane: .pool) else { return }
      let work: @Sendable () -> Void = {
        job.runSynchronously(on: globalConcurrentExecutor.asUnownedTaskExecutor())
      }
      DispatchQueue.global().async(execute: work)
    }

    let lane = Lane.pool
  }
}

/// A lane of the simulation's executor: a scheduling executor whose delayed jobs go to
/// ``SimulationExecutor/schedule(_:lane:at:clock:)``, whichever way the runtime asks.
protocol SimulationLane: SchedulingExecutor {
  /// Which lane this is.
  var lane: SimulationExecutor.Lane { get }
}

extension SimulationLane {
  func enqueue<C: Clock>(
    _ job: consuming ExecutorJob, at instant: C.Instant, tolerance: C.Duration?, clock: C
  ) {
    SimulationExecutor.shared.schedule(UnownedJob(job), lane: lane, at: instant, clock: clock)
  }

  func enqueue<C: Clock>(
    _ job: consuming ExecutorJob, after delay: C.Duration, tolerance: C.Duration?, clock: C
  ) {
    // A delay is what the app asked for (`Task.sleep(nanoseconds:)`): it is kept exactly.
    guard let duration = delay as? Duration else {
      let instant = clock.now.advanced(by: delay)
      SimulationExecutor.shared.schedule(UnownedJob(job), lane: lane, at: instant, clock: clock)
      return
    }
    SimulationExecutor.shared.schedule(
      UnownedJob(job), lane: lane, after: max(duration, .zero), clock: clock)
  }
}
