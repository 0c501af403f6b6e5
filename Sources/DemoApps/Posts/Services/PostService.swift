public import FlowKit

/// Where posts come from.
public protocol PostServicing: Sendable {
  /// The latest posts, after 500 ms.
  func posts() async throws -> [Post]
}

/// The demo server: five posts.
public actor PostService: PostServicing {
  private let environment: ServiceEnvironment

  /// A service whose calls wait on the environment's clock and go through its network.
  public init(_ environment: ServiceEnvironment) {
    self.environment = environment
  }

  public func posts() async throws -> [Post] {
    try await environment.request(latency: .milliseconds(500))
    return [
      Post(userId: 1, id: 1, title: "sunt aut facere", body: "quia et suscipit"),
      Post(userId: 1, id: 2, title: "qui est esse", body: "est rerum tempore vitae"),
      Post(userId: 1, id: 3, title: "ea molestias quasi", body: "et iusto sed quo iure"),
      Post(userId: 1, id: 4, title: "eum et est occaecati", body: "ullam et saepe reiciendis"),
      Post(userId: 1, id: 5, title: "nesciunt quas odio", body: "repudiandae veniam quaerat"),
    ]
  }
}
