public import FlowKit

/// One row: a waybill's number, and "已取消" when it was cancelled.
public final class WaybillCellViewModel: CellViewModel {
  /// The waybill shown.
  public let waybill: Waybill

  /// A row for `waybill`.
  public init(_ waybill: Waybill) {
    self.waybill = waybill
    super.init(
      text: String(waybill.id), detail: waybill.isCancelled ? "已取消" : "",
      isEnabled: true)
  }
}

/// One tab: the waybills of a status, 10 a page, loaded the first time the tab appears.
public final class WaybillListViewModel: ScrollViewModel {
  /// The waybills' status.
  public let status: WaybillStatus
  /// Told when a waybill shown here was confirmed and moved on.
  public var onConfirmed: (@MainActor (Waybill) -> Void)?
  private let service: any WaybillServicing
  /// How many waybills a page holds, unless the setting says otherwise.
  public nonisolated static let pageSize = 10
  /// The app's setting for the page size: `set pagesize 5`.
  public nonisolated static let pageSizeSetting = "pagesize"

  /// The tab of `status`, loading through `service`.
  public init(context: AppContext, status: WaybillStatus, service: any WaybillServicing) {
    self.status = status
    self.service = service
    super.init(context: context, title: status.title, listID: "waybills")
    observe(list.interactions) { [weak self] interaction in
      if case .select(let path) = interaction { self?.select(path) }
    }
  }

  /// The waybills in the list, top to bottom.
  public var waybills: [Waybill] {
    list.allCells.compactMap { ($0 as? WaybillCellViewModel)?.waybill }
  }

  public override func fetch(page: Int) async throws -> ListPage {
    // Page one starts at the top; later pages follow the last waybill loaded.
    let after = page == 0 ? nil : waybills.last?.rank
    let size = context.settings[Self.pageSizeSetting].flatMap { Int($0) } ?? Self.pageSize
    let result = try await service.page(status, after: after, limit: min(max(size, 1), 100))
    return ListPage(cells: result.waybills.map(WaybillCellViewModel.init), hasMore: result.hasMore)
  }

  func remove(_ id: Int) {
    guard
      let cell = list.allCells.first(where: { ($0 as? WaybillCellViewModel)?.waybill.id == id }),
      let path = list.indexPath(of: cell)
    else { return }
    attempt("remove a moved waybill") { try list.removeRows(at: [path], animation: .fade) }
  }

  func insertAtTop(_ waybill: Waybill) {
    // A tab not loaded yet gets it from the server, at the top, when it loads.
    guard loadState == .loaded, !list.sections.isEmpty else { return }
    attempt("add a moved waybill") {
      try list.insertRows([WaybillCellViewModel(waybill)], at: 0, animation: .top)
    }
  }

  private func select(_ path: IndexPath) {
    guard let cell = attempt("open a row", { try list.cell(at: path) }) as? WaybillCellViewModel
    else { return }
    let waybill = cell.waybill
    if waybill.isCancelled {
      showError(message: "运单已取消")
      return
    }
    let detail = WaybillDetailViewModel(context: context, waybill: waybill, service: service)
    detail.onConfirmed = { [weak self] moved in self?.onConfirmed?(moved) }
    attempt("show the detail") { try navigation?.push(detail) }
  }
}
