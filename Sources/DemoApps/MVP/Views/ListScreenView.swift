import FlowKit

/// The MVP list's screen: the items, pull to refresh bound to the presenter.
struct ListScreenView: FlowView {
  let model: ListScreen

  var body: Screen {
    Screen(model.title) {
      refreshable(List(model.list, emptyText: model.isLoading ? nil : "暂无数据"))
    }
  }

  private func refreshable(_ list: Element) -> Element {
    var list = list
    if model.isRefreshing { list.children.insert(Element(kind: .header, label: "正在刷新…"), at: 0) }
    list.actions.refresh = { [model] in model.pullToRefresh() }
    return list
  }
}
