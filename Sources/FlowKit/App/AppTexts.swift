/// Every text the library shows on an app's screens, the app's to choose: set once when the app
/// is made (`context.texts = ...`), or in a test's simulator. English by default.
public struct AppTexts: Sendable, Equatable {
  /// What a raw server or programming error becomes: people never see its text.
  public var systemError: String
  /// What a network failure becomes.
  public var networkError: String
  /// Why a page did not load, when it is not the network.
  public var loadFailed: String
  /// The header of a list being refreshed.
  public var refreshing: String
  /// The footer of a list loading its next page.
  public var loadingMore: String
  /// The footer of a list with no more pages.
  public var noMore: String
  /// What an empty list shows.
  public var empty: String
  /// After a failed next page: `<reason><separator><pullUpToRetry>`.
  public var pullUpToRetry: String
  /// After a failed first page: `<reason><separator><pullDownToRetry>`.
  public var pullDownToRetry: String
  /// Between a reason and what to do about it.
  public var separator: String

  /// Texts; each defaults to English.
  public init(
    systemError: String = "Something went wrong", networkError: String = "Network error",
    loadFailed: String = "Could not load", refreshing: String = "Refreshing…",
    loadingMore: String = "Loading…", noMore: String = "No more", empty: String = "Nothing here",
    pullUpToRetry: String = "pull up to retry", pullDownToRetry: String = "pull down to retry",
    separator: String = ", "
  ) {
    self.systemError = systemError
    self.networkError = networkError
    self.loadFailed = loadFailed
    self.refreshing = refreshing
    self.loadingMore = loadingMore
    self.noMore = noMore
    self.empty = empty
    self.pullUpToRetry = pullUpToRetry
    self.pullDownToRetry = pullDownToRetry
    self.separator = separator
  }

  /// English.
  public static let english = AppTexts()

  /// `reason` and what to do about it, as one line.
  public func advice(_ reason: String, _ action: String) -> String {
    reason + separator + action
  }
}
