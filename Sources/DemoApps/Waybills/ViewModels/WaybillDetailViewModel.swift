public import FlowKit

/// A waybill's detail: its number and the button that moves it on.
public final class WaybillDetailViewModel: ViewModel {
  /// The waybill shown.
  public let waybill: Waybill
  /// Told once the waybill was confirmed, with the waybill as it is now.
  public var onConfirmed: (@MainActor (Waybill) -> Void)?
  private let service: any WaybillServicing

  /// The detail of `waybill`, confirming through `service`.
  public init(context: AppContext, waybill: Waybill, service: any WaybillServicing) {
    self.waybill = waybill
    self.service = service
    super.init(context: context, title: "运单详情")
  }

  /// "确认取餐" or "确认送达".
  public var confirmTitle: String { waybill.status.confirmTitle }

  /// Confirms: a HUD while the server answers, then "操作成功" and back to the list.
  public func confirm() {
    guard !isSubmitting else { return }
    let service = service
    let id = waybill.id
    submit {
      try await service.confirm(id)
    } success: { [weak self] moved in
      guard let self else { return }
      showSuccess("操作成功")
      onConfirmed?(moved)
      attempt("close the detail") { try navigation?.remove(self) }
    }
  }
}
