public import FlowKit

/// Where a waybill is on its way to the customer.
public enum WaybillStatus: String, Sendable, CaseIterable {
  /// To be fetched from the restaurant: the tab 待取餐.
  case fetching
  /// Fetched, to be delivered: the tab 待送达.
  case delivering
  /// Delivered; it is in no tab.
  case delivered

  /// The tab's title.
  public var title: String {
    switch self {
    case .fetching: "待取餐"
    case .delivering: "待送达"
    case .delivered: "已送达"
    }
  }

  /// The title of the button that moves a waybill on.
  public var confirmTitle: String {
    switch self {
    case .fetching: "确认取餐"
    case .delivering, .delivered: "确认送达"
    }
  }
}

/// One delivery order.
public struct Waybill: Sendable, Equatable, Identifiable {
  /// The waybill number, such as 1001.
  public var id: Int
  /// Where it is.
  public var status: WaybillStatus
  /// Its place in its list: lists are ordered by rank, and pages follow the last rank loaded, so
  /// a waybill that moves away never makes a page skip or repeat another.
  public var rank: Int

  /// Makes a waybill.
  public init(id: Int, status: WaybillStatus, rank: Int) {
    self.id = id
    self.status = status
    self.rank = rank
  }

  /// Whether the customer cancelled it: in the demo, those whose number is divisible by 7.
  public var isCancelled: Bool { id % 7 == 0 }
}

/// A page of waybills and whether another follows.
public struct WaybillPage: Sendable, Equatable {
  /// The waybills, in list order.
  public var waybills: [Waybill]
  /// Whether there are more after these.
  public var hasMore: Bool

  /// Makes a page.
  public init(waybills: [Waybill], hasMore: Bool) {
    self.waybills = waybills
    self.hasMore = hasMore
  }
}

/// A waybill that cannot be moved on.
public enum WaybillError: Error, Equatable, UserFacingError {
  /// No such waybill in a list.
  case unknown(Int)
  /// The customer cancelled it.
  case cancelled(Int)

  public var userMessage: String {
    switch self {
    case .unknown: "运单不存在"
    case .cancelled: "运单已取消"
    }
  }
}
