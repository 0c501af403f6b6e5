public import FlowKit

extension AppTexts {
  /// The texts of the original apps, which the demo apps keep: every demo app sets them when it
  /// is made, so their screens and golden files read as the originals did.
  public static let chinese = AppTexts(
    systemError: "系统异常", networkError: "网络异常", loadFailed: "加载失败", refreshing: "正在刷新…",
    loadingMore: "正在加载…", noMore: "没有更多了", empty: "暂无数据", pullUpToRetry: "上拉重试",
    pullDownToRetry: "下拉刷新重试", separator: "，")
}
