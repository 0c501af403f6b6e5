import FlowKit

/// The MVP list's screen: the items, pull to refresh bound to the presenter.
struct ListScreenView: FlowView {
  let model: ListScreen

  var body: Screen {
    Screen(model.title) {
      Refreshable(
        List(model.list, emptyText: model.isLoading ? nil : "暂无数据"),
        isRefreshing: model.isRefreshing
      ) { [model] in model.pullToRefresh() }
    }
  }
}
