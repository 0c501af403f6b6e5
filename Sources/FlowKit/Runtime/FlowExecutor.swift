import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The simulator's own executor: it keeps every job the app enqueues and runs them only when the
/// driver calls ``drain()``, on the driver's thread.
///
/// It is both the serial executor of ``FlowActor`` and the task executor that every task of an app
/// prefers (see ``FlowTask``), so a resumed continuation comes back to this queue and never to the
/// global concurrent pool. That is what makes a run deterministic.
public final class FlowExecutor: SerialExecutor, TaskExecutor, Sendable {
  /// The one executor of the process. ``FlowActor`` is a global actor, so there is one queue.
  public static let shared = FlowExecutor()

  private struct Queue {
    var jobs: [UnownedJob] = []
    var head = 0
  }

  // The queue is guarded by this Mutex: jobs may be enqueued from any thread.
  private let queue = Mutex(Queue())

  /// Serialises drivers: two sessions on two threads take turns, one whole command at a time.
  private let driverLock = Mutex(())

  /// The thread that holds the driver lock, if any.
  private let driver = Mutex<pthread_t?>(nil)

  /// Runs `body` while holding the driver lock, so that one driver at a time drains the queue.
  /// Re-entrant on the thread that holds it.
  package func withDriver<T>(_ body: () throws -> T) rethrows -> T {
    if isDriverThread { return try body() }
    return try driverLock.withLock { _ in
      driver.withLock { $0 = pthread_self() }
      defer { driver.withLock { $0 = nil } }
      return try body()
    }
  }

  /// Whether this thread drives the executor now. While it does, no job runs anywhere else, so
  /// code on this thread is isolated to ``FlowActor`` as surely as a job of the queue is.
  var isDriverThread: Bool {
    driver.withLock { owner in owner.map { pthread_equal($0, pthread_self()) != 0 } ?? false }
  }

  public func isIsolatingCurrentContext() -> Bool? {
    isDriverThread ? true : nil
  }

  public func checkIsolated() {
    precondition(isDriverThread, "not on FlowActor: only the simulator's driver runs its work")
  }

  private init() {}

  public func enqueue(_ job: consuming ExecutorJob) {
    let unowned = UnownedJob(job)
    queue.withLock { $0.jobs.append(unowned) }
  }

  public func asUnownedSerialExecutor() -> UnownedSerialExecutor {
    UnownedSerialExecutor(ordinary: self)
  }

  /// The number of jobs waiting to run.
  public var pendingJobs: Int {
    queue.withLock { $0.jobs.count - $0.head }
  }

  /// Runs every queued job, and the jobs they enqueue, until the queue is empty.
  /// Returns the number of jobs run.
  @discardableResult
  public func drain() -> Int {
    var count = 0
    while let job = next() {
      job.runSynchronously(
        isolatedTo: asUnownedSerialExecutor(), taskExecutor: asUnownedTaskExecutor())
      count += 1
    }
    return count
  }

  private func next() -> UnownedJob? {
    queue.withLock { queue in
      guard queue.head < queue.jobs.count else {
        if !queue.jobs.isEmpty {
          queue.jobs.removeAll(keepingCapacity: true)
          queue.head = 0
        }
        return nil
      }
      let job = queue.jobs[queue.head]
      queue.head += 1
      return job
    }
  }
}
