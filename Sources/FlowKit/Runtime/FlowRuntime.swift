import Synchronization

/// Drives one simulation: runs the app's work when it is due and moves its virtual time.
///
/// The runtime never advances time by itself. After each step the driver calls ``drain()``
/// (``perform(_:)`` does it), so everything due now has run, and nothing else has.
public final class FlowRuntime: Sendable {
  /// The clock that the app's services sleep on.
  public let clock: VirtualClock

  /// A runtime with a fresh clock at time zero.
  public init(clock: VirtualClock = VirtualClock()) {
    self.clock = clock
  }

  /// The current virtual time.
  public var now: VirtualClock.Instant { clock.now }

  /// How many tasks wait on the clock.
  public var waitingTasks: Int { clock.sleeperCount }

  /// Runs every job that is due now.
  public func drain() {
    FlowExecutor.shared.withDriver { _ = FlowExecutor.shared.drain() }
  }

  /// Runs `operation` on ``FlowActor``, then all work it made due, and returns its result.
  @discardableResult
  public func perform<T: Sendable>(_ operation: @escaping @FlowActor @Sendable () -> T) -> T {
    FlowExecutor.shared.withDriver {
      // Work already due runs first, then the operation, right here on the driver's thread:
      // holding the driver lock is what isolation to FlowActor means, so no task is needed.
      FlowExecutor.shared.drain()
      let value = FlowActor.runOnDriver(operation)
      FlowExecutor.shared.drain()
      return value
    }
  }

  /// Advances virtual time by `duration`, resuming each sleeper that falls due in deadline order
  /// and draining after each one.
  public func advance(by duration: Duration) {
    FlowExecutor.shared.withDriver {
      FlowExecutor.shared.drain()
      let target = clock.now.advanced(by: duration)
      while clock.resumeNext(notAfter: target) {
        FlowExecutor.shared.drain()
      }
      clock.move(to: target)
      FlowExecutor.shared.drain()
    }
  }

  /// Advances time until no task waits on the clock, at most by `limit`.
  /// Returns true when everything settled, false when sleepers remain after `limit`.
  @discardableResult
  public func settle(limit: Duration = .seconds(600)) -> Bool {
    FlowExecutor.shared.withDriver {
      FlowExecutor.shared.drain()
      let target = clock.now.advanced(by: limit)
      while clock.resumeNext(notAfter: target) {
        FlowExecutor.shared.drain()
      }
      return clock.sleeperCount == 0
    }
  }
}
