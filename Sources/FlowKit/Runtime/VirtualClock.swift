import Synchronization

/// A clock whose time moves only when the simulator says so.
///
/// `sleep` parks the caller in a list ordered by deadline; ``advance(by:)`` (through
/// ``FlowRuntime``) resumes the sleepers in deadline order. Services take `any Clock<Duration>`,
/// so a real app passes `ContinuousClock` and a simulation passes this one.
public final class VirtualClock: Clock, Sendable {
  /// A point of virtual time: the duration since the clock was made.
  public struct Instant: InstantProtocol, Sendable, CustomStringConvertible {
    /// Time since the clock's start.
    public var offset: Duration

    /// Makes an instant at `offset` from the start.
    public init(offset: Duration) { self.offset = offset }

    public func advanced(by duration: Duration) -> Instant {
      Instant(offset: offset + duration)
    }

    public func duration(to other: Instant) -> Duration {
      other.offset - offset
    }

    public static func < (lhs: Instant, rhs: Instant) -> Bool {
      lhs.offset < rhs.offset
    }

    public var description: String { DurationFormat.string(offset) }
  }

  private struct Sleeper {
    var id: UInt64
    var deadline: Instant
    var wake: Wake
  }

  /// What a sleeper does when its deadline comes.
  private enum Wake {
    /// A task that slept on this clock resumes.
    case continuation(CheckedContinuation<Void, any Error>)
    /// A job caught waiting on a real clock is queued for the driver.
    case job(UnownedJob, SimulationExecutor.Lane)
  }

  private struct State {
    var now = Instant(offset: .zero)
    var nextID: UInt64 = 0
    var sleepers: [Sleeper] = []
    var cancelledBeforeParking: Set<UInt64> = []

    /// Adds `sleeper`, keeping the list ordered by deadline, then by arrival.
    mutating func insert(_ sleeper: Sleeper) {
      let index = sleepers.firstIndex { $0.deadline > sleeper.deadline } ?? sleepers.endIndex
      sleepers.insert(sleeper, at: index)
    }
  }

  // All state is guarded by this Mutex.
  private let state = Mutex(State())

  /// A clock at time zero.
  public init() {}

  /// The current virtual time.
  public var now: Instant { state.withLock { $0.now } }

  /// Virtual time has no resolution limit.
  public var minimumResolution: Duration { .zero }

  /// The number of tasks waiting on this clock.
  public var sleeperCount: Int { state.withLock { $0.sleepers.count } }

  /// Cancellations kept for sleepers that have not parked yet (for tests: none is left once
  /// every sleep has returned).
  var cancellationsKept: Int { state.withLock { $0.cancelledBeforeParking.count } }

  /// The earliest deadline any task waits for, if any.
  public var nextDeadline: Instant? {
    state.withLock { $0.sleepers.first?.deadline }
  }

  @concurrent
  public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
    try Task.checkCancellation()
    let id = state.withLock { state -> UInt64 in
      state.nextID += 1
      return state.nextID
    }
    // A cancellation that came after this sleeper was resumed left its id behind; once the
    // handler is gone, no other can come, so the id is dropped.
    defer { _ = state.withLock { $0.cancelledBeforeParking.remove(id) } }
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation {
        (continuation: CheckedContinuation<Void, any Error>) in
        let resumeNow: Result<Void, any Error>? = state.withLock { state in
          if state.cancelledBeforeParking.remove(id) != nil {
            return .failure(CancellationError())
          }
          if deadline <= state.now {
            return .success(())
          }
          state.insert(Sleeper(id: id, deadline: deadline, wake: .continuation(continuation)))
          return nil
        }
        if let resumeNow { continuation.resume(with: resumeNow) }
      }
    } onCancel: {
      let continuation = state.withLock { state -> CheckedContinuation<Void, any Error>? in
        if let index = state.sleepers.firstIndex(where: { $0.id == id }),
          case .continuation(let continuation) = state.sleepers[index].wake
        {
          state.sleepers.remove(at: index)
          return continuation
        }
        state.cancelledBeforeParking.insert(id)
        return nil
      }
      continuation?.resume(throwing: CancellationError())
    }
  }

  /// Moves time to the first deadline at or before `limit`, resumes that sleeper and returns true;
  /// returns false when no sleeper is due by `limit`.
  ///
  /// With `together`, every sleeper due at that same instant is resumed at once, so that their
  /// work is ready together: two replies that land in the same millisecond can then run in
  /// either order (`--shuffle`). Without it, they resume one at a time, in the order they slept.
  func resumeNext(notAfter limit: Instant, together: Bool = false) -> Bool {
    let wakes = state.withLock { state -> [Wake] in
      guard let first = state.sleepers.first, first.deadline <= limit else { return [] }
      let count = together ? state.sleepers.prefix { $0.deadline == first.deadline }.count : 1
      let due = state.sleepers.prefix(count).map(\.wake)
      state.sleepers.removeFirst(count)
      if first.deadline > state.now { state.now = first.deadline }
      return due
    }
    for wake in wakes {
      switch wake {
      case .continuation(let continuation): continuation.resume()
      case .job(let job, let lane): SimulationExecutor.shared.enqueueFromDriver(job, lane: lane)
      }
    }
    return !wakes.isEmpty
  }

  /// Parks `job` until `delay` of virtual time has passed: a job caught sleeping on a real clock.
  func park(_ job: UnownedJob, lane: SimulationExecutor.Lane, after delay: Duration) {
    state.withLock { state in
      state.nextID += 1
      state.insert(
        Sleeper(id: state.nextID, deadline: state.now.advanced(by: delay), wake: .job(job, lane)))
    }
  }

  /// Sets the time to `instant` if that is later than now.
  func move(to instant: Instant) {
    state.withLock { state in
      if instant > state.now { state.now = instant }
    }
  }
}
