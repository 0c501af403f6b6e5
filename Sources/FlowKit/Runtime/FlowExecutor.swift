import Synchronization

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

  /// Runs `body` while holding the driver lock, so that one driver at a time drains the queue.
  package func withDriver<T>(_ body: () throws -> T) rethrows -> T {
    try driverLock.withLock { _ in try body() }
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
