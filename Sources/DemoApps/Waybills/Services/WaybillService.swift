public import FlowKit

/// The waybills of one rider, page by page, and the confirmations that move them on.
public protocol WaybillServicing: Sendable {
  /// Up to `limit` waybills of `status` that follow the waybill ranked `rank` (from the top
  /// when nil), after 500 ms.
  func page(_ status: WaybillStatus, after rank: Int?, limit: Int) async throws -> WaybillPage
  /// Moves the waybill on, after 500 ms: fetched ones go to the top of 待送达, delivered ones
  /// leave it. Returns it as it is now.
  func confirm(_ id: Int) async throws -> Waybill
}

/// The demo server: 待取餐 holds 1001 to 1023 and 待送达 holds 2001 to 2012, in ascending order.
public actor WaybillService: WaybillServicing {
  private let environment: ServiceEnvironment
  private var waybills: [Int: Waybill] = [:]
  private var topRank = 0

  /// The demo's waybills, served over its network with delays on the environment's clock.
  public init(_ environment: ServiceEnvironment) {
    self.environment = environment
    for id in 1001...1023 { waybills[id] = Waybill(id: id, status: .fetching, rank: id) }
    for id in 2001...2012 { waybills[id] = Waybill(id: id, status: .delivering, rank: id) }
  }

  public func page(_ status: WaybillStatus, after rank: Int?, limit: Int) async throws
    -> WaybillPage
  {
    try await environment.request(latency: .milliseconds(500))
    let ordered = waybills.values.filter { $0.status == status }.sorted { $0.rank < $1.rank }
    let rest = rank.map { rank in ordered.filter { $0.rank > rank } } ?? ordered
    return WaybillPage(waybills: Array(rest.prefix(limit)), hasMore: rest.count > limit)
  }

  public func confirm(_ id: Int) async throws -> Waybill {
    try await environment.request(latency: .milliseconds(500))
    guard var waybill = waybills[id], waybill.status != .delivered else {
      throw WaybillError.unknown(id)
    }
    guard !waybill.isCancelled else { throw WaybillError.cancelled(id) }
    switch waybill.status {
    case .fetching:
      topRank -= 1
      waybill.status = .delivering
      waybill.rank = topRank
    case .delivering, .delivered:
      waybill.status = .delivered
    }
    waybills[id] = waybill
    return waybill
  }
}
