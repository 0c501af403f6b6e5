public import FlowKit

/// Where posts come from.
public protocol PostServicing: Sendable {
  /// The latest posts, after 500 ms.
  func posts() async throws -> [Post]
}

/// The demo server: five posts.
public actor PostService: PostServicing {
  private let clock: any Clock<Duration>
  private let network: NetworkLink

  /// A service whose calls wait on `clock` and go through `network`.
  public init(clock: any Clock<Duration>, network: NetworkLink) {
    self.clock = clock
    self.network = network
  }

  public func posts() async throws -> [Post] {
    try await network.call(base: .milliseconds(500), on: clock)
    return [
      Post(userId: 1, id: 1, title: "sunt aut facere", body: "quia et suscipit"),
      Post(userId: 1, id: 2, title: "qui est esse", body: "est rerum tempore vitae"),
      Post(userId: 1, id: 3, title: "ea molestias quasi", body: "et iusto sed quo iure"),
      Post(userId: 1, id: 4, title: "eum et est occaecati", body: "ullam et saepe reiciendis"),
      Post(userId: 1, id: 5, title: "nesciunt quas odio", body: "repudiandae veniam quaerat"),
    ]
  }
}
