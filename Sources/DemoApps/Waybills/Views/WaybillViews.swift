import FlowKit

/// The root screen: the tab bar, then the selected tab's list.
struct WaybillsView: FlowView {
  let model: WaybillsViewModel

  var body: Screen {
    Screen(model.title) {
      Tabs(model)
      if let selected = model.selected { Embed(selected) }
    }
  }
}

/// One tab's list of waybills.
struct WaybillListView: FlowView {
  let model: WaybillListViewModel

  var body: Screen {
    Screen(model.title) {
      ScrollList(model, emptyText: "暂无运单")
    }
  }
}

/// A waybill's detail.
struct WaybillDetailView: FlowView {
  let model: WaybillDetailViewModel

  var body: Screen {
    Screen(model.title) {
      Label(String(model.waybill.id), id: "waybillId")
      Button(model.confirmTitle, id: "confirm", isEnabled: !model.isSubmitting) { model.confirm() }
    }
  }
}
