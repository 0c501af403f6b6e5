public import FlowKit

/// The model of MVP: it fetches and shapes the data, and answers after 500 ms.
public protocol ListDatasourcing: Sendable {
  /// The items.
  func requestData() async throws -> [ListItem]
}

/// The demo datasource: three items, each request counted so that a refresh shows it asked again.
public actor ListDatasource: ListDatasourcing {
  private let environment: ServiceEnvironment
  /// How many requests it has answered.
  public private(set) var requests = 0

  /// A datasource whose requests wait on the environment's clock and go through its network.
  public init(_ environment: ServiceEnvironment) {
    self.environment = environment
  }

  public func requestData() async throws -> [ListItem] {
    try await environment.request(latency: .milliseconds(500))
    requests += 1
    return (1...3).map { ListItem(title: "item \($0)") }
  }
}
