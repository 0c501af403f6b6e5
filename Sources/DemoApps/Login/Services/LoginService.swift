public import FlowKit

/// Logs a user in over the simulated network; the server answers after 500 ms.
public protocol LoginServicing: Sendable {
  /// The user's name when the password is right.
  func login(name: String, password: String) async throws -> String
}

/// The demo server: the password "00000000" is right for every name.
public actor LoginService: LoginServicing {
  private let clock: any Clock<Duration>
  private let network: NetworkLink

  /// A service whose calls wait on `clock` and go through `network`.
  public init(clock: any Clock<Duration>, network: NetworkLink) {
    self.clock = clock
    self.network = network
  }

  public func login(name: String, password: String) async throws -> String {
    try await network.call(base: .milliseconds(500), on: clock)
    guard password == "00000000" else { throw LoginError.wrongPassword }
    return name
  }
}
