public import FlowKit

/// `waybills`, after lpd-mvvm-kit's waybill lists.
public enum WaybillsApp {
  /// The app as flowsim lists it.
  public static let app = FlowApp(
    name: "waybills",
    summary: "waybills in two tabs, paged, confirmed and moved (lpd-mvvm-kit)",
    settings: [WaybillListViewModel.pageSizeSetting: String(WaybillListViewModel.pageSize)]
  ) { context, _ in
    context.texts = .chinese
    context.views.register(WaybillsView.self)
    context.views.register(WaybillListView.self)
    context.views.register(WaybillDetailView.self)
    let service = WaybillService(context.serviceEnvironment)
    context.services.register((any WaybillServicing).self, service)
    return WaybillsViewModel(context: context, service: try context.services.resolve())
  }
}
