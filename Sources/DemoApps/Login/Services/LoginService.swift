public import FlowKit

/// Logs a user in over the simulated network; the server answers after 500 ms.
public protocol LoginServicing: Sendable {
  /// The user's name when the password is right.
  func login(name: String, password: String) async throws -> String
}

/// The demo server: the password "00000000" is right for every name.
public actor LoginService: LoginServicing {
  private let environment: ServiceEnvironment

  /// A service whose calls wait on the environment's clock and go through its network.
  public init(_ environment: ServiceEnvironment) {
    self.environment = environment
  }

  public func login(name: String, password: String) async throws -> String {
    try await environment.request(latency: .milliseconds(500))
    guard password == "00000000" else { throw LoginError.wrongPassword }
    return name
  }
}
