import Synchronization

/// Counts the requests an app makes through its ``NetworkLink``, and fails one of them on
/// purpose: `flowsim test --faults` replays a scenario once for each request it makes, that
/// request failing as the network fails it.
///
/// One log serves every app a session opens, so the count runs across the session.
public final class RequestLog: Sendable {
  private struct State {
    var count = 0
    var failing: Int?
    var struck = false
    var failingLabel: String?
  }

  private let state: Mutex<State>

  /// A log that fails the `failing`-th request (counted from 1), or none.
  public init(failing: Int? = nil) {
    state = Mutex(State(failing: failing))
  }

  /// The requests made so far.
  public var count: Int { state.withLock { $0.count } }

  /// The request that fails, if one does.
  public var failing: Int? { state.withLock { $0.failing } }

  /// What the failing request was, as the service that made it named it, once it was made.
  public var failingLabel: String? { state.withLock { $0.failingLabel } }

  /// Counts a request; returns whether it is the one to fail.
  func begin(label: String? = nil) -> Bool {
    state.withLock { state in
      state.count += 1
      guard state.count == state.failing else { return false }
      state.struck = true
      state.failingLabel = label
      return true
    }
  }

  /// Whether the failing request was made since the last call.
  public func takeStruck() -> Bool {
    state.withLock { state in
      defer { state.struck = false }
      return state.struck
    }
  }
}
