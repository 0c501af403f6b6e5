public import FlowKit

/// Where the user comes from.
public protocol UserServicing: Sendable {
  /// The signed-in user, after 500 ms.
  func requestUser() async throws -> User
}

/// The demo server: lee, 190 cm, id 9527.
public actor UserService: UserServicing {
  private let clock: any Clock<Duration>
  private let network: NetworkLink

  /// A service whose calls wait on `clock` and go through `network`.
  public init(clock: any Clock<Duration>, network: NetworkLink) {
    self.clock = clock
    self.network = network
  }

  public func requestUser() async throws -> User {
    try await network.call(base: .milliseconds(500), on: clock)
    return User(id: "9527", name: "lee", height: 190)
  }
}

/// The user as the app holds it now, shared by its screens (the article's KVO-observed model).
@FlowActor
public final class UserStore {
  /// The user, once loaded.
  public var user: User?

  /// An empty store.
  public init() {}
}
