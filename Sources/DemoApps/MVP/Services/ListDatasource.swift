public import FlowKit

/// The model of MVP: it fetches and shapes the data, and answers after 500 ms.
public protocol ListDatasourcing: Sendable {
  /// The items.
  func requestData() async throws -> [ListItem]
}

/// The demo datasource: three items, each request counted so that a refresh shows it asked again.
public actor ListDatasource: ListDatasourcing {
  private let clock: any Clock<Duration>
  private let network: NetworkLink
  /// How many requests it has answered.
  public private(set) var requests = 0

  /// A datasource whose requests wait on `clock` and go through `network`.
  public init(clock: any Clock<Duration>, network: NetworkLink) {
    self.clock = clock
    self.network = network
  }

  public func requestData() async throws -> [ListItem] {
    try await network.call(base: .milliseconds(500), on: clock)
    requests += 1
    return (1...3).map { ListItem(title: "item \($0)") }
  }
}
