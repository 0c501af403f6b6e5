public import FlowKit

/// Where the user comes from.
public protocol UserServicing: Sendable {
  /// The signed-in user, after 500 ms.
  func requestUser() async throws -> User
}

/// The demo server: lee, 190 cm, id 9527.
public actor UserService: UserServicing {
  private let environment: ServiceEnvironment

  /// A service whose calls wait on the environment's clock and go through its network.
  public init(_ environment: ServiceEnvironment) {
    self.environment = environment
  }

  public func requestUser() async throws -> User {
    try await environment.request(latency: .milliseconds(500))
    return User(id: "9527", name: "lee", height: 190)
  }
}

/// The user as the app holds it now, shared by its screens (the article's KVO-observed model).
@MainActor
public final class UserStore {
  /// The user, once loaded.
  public var user: User?

  /// An empty store.
  public init() {}
}
