import Synchronization

/// The simulated network that an app's services go through: online, offline or slow.
///
/// It is shared by the app's view models and its service actors, so it is guarded by a Mutex.
public final class NetworkLink: Sendable {
  /// The state of the network.
  public enum Condition: String, Sendable, CaseIterable {
    case online, offline, slow
  }

  private let state = Mutex(Condition.online)
  /// The requests made through this link, one of which may be set to fail.
  public let requests: RequestLog

  /// A link that starts `online`, counting its requests in `requests`.
  public init(_ condition: Condition = .online, requests: RequestLog = RequestLog()) {
    self.requests = requests
    state.withLock { $0 = condition }
  }

  /// The current condition.
  public var condition: Condition {
    get { state.withLock { $0 } }
    set { state.withLock { $0 = newValue } }
  }

  /// How much a slow network adds to each call.
  public static let slowDelay: Duration = .seconds(3)

  /// Waits as a network call would: `base` (plus ``slowDelay`` when slow) on `clock`, then
  /// throws ``NetworkError/offline`` if the network is off, or if this is the request that
  /// ``requests`` fails (the connection drops: the app sees what it sees offline).
  public func call(base: Duration, on clock: any Clock<Duration>, label: String? = nil)
    async throws
  {
    let fails = requests.begin(label: label)
    let delay = condition == .slow ? base + Self.slowDelay : base
    try await clock.sleep(for: delay)
    if condition == .offline || fails { throw NetworkError.offline }
  }
}

/// A failure of the network rather than of the server or the app.
public enum NetworkError: Error, Sendable, Equatable {
  /// No connection.
  case offline
  /// The request took too long.
  case timedOut
}
