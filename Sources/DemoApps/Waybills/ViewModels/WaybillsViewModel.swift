public import FlowKit

/// The root screen: the tabs 待取餐 and 待送达, each a list of waybills.
public final class WaybillsViewModel: TabsViewModel {
  /// The tab of waybills to fetch.
  public let fetching: WaybillListViewModel
  /// The tab of waybills to deliver.
  public let delivering: WaybillListViewModel

  /// The two tabs, loading through `service`.
  public init(context: AppContext, service: any WaybillServicing) {
    fetching = WaybillListViewModel(context: context, status: .fetching, service: service)
    delivering = WaybillListViewModel(context: context, status: .delivering, service: service)
    super.init(context: context, title: "运单")
    attempt("add the tabs") {
      try addTab(fetching, id: "fetching")
      try addTab(delivering, id: "delivering")
    }
    fetching.onConfirmed = { [weak self] waybill in self?.confirmed(waybill) }
    delivering.onConfirmed = { [weak self] waybill in self?.confirmed(waybill) }
  }

  private func confirmed(_ waybill: Waybill) {
    fetching.remove(waybill.id)
    delivering.remove(waybill.id)
    if waybill.status == .delivering { delivering.insertAtTop(waybill) }
  }
}
