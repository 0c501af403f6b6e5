import FlowKit

/// The MVP list's screen: the items, pull to refresh bound to the presenter.
struct ListScreenView: FlowView {
  let model: ListScreen

  var body: Screen {
    Screen(model.title) {
      Refreshable(
        List(model.list, emptyText: model.isLoading ? nil : model.context.texts.empty),
        isRefreshing: model.isRefreshing, texts: model.context.texts
      ) { [model] in model.pullToRefresh() }
    }
  }
}
