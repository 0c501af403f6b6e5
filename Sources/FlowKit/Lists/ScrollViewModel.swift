/// How far a list's first page has come.
public enum LoadState: Sendable, Equatable {
  /// Nothing asked for yet.
  case notLoaded
  /// The first load is running; a HUD shows.
  case firstLoading
  /// A pull to refresh is running; the list's header says so.
  case refreshing
  /// A page is in.
  case loaded
  /// The last load of page one failed, for this reason.
  case failed(LoadFailure)
}

/// The state of the footer that loads more at a list's bottom.
public enum LoadMoreState: Sendable, Equatable {
  /// Ready to load the next page.
  case idle
  /// The next page is on its way.
  case loading
  /// The last page is in.
  case noMore
  /// Loading the next page failed; loading more again retries it.
  case failed(LoadFailure)
}

/// Why a load failed: the network, which a retry may fix, or anything else.
public enum LoadFailure: Sendable, Equatable {
  /// No network, or a timeout.
  case network
  /// Another error, with the message people were shown.
  case other(String)

  /// What a screen says of it, in the app's texts: the network message, or that loading failed.
  public func reason(in texts: AppTexts) -> String {
    self == .network ? texts.networkError : texts.loadFailed
  }

  init(_ error: any Error, texts: AppTexts) {
    if error is NetworkError {
      self = .network
    } else {
      self = .other(Messages.message(for: error, texts: texts) ?? "")
    }
  }
}

/// One page of rows and whether another follows.
@MainActor
public struct ListPage {
  /// The rows of the page.
  public var cells: [CellViewModel]
  /// Whether there is a next page.
  public var hasMore: Bool

  /// Makes a page.
  public init(cells: [CellViewModel], hasMore: Bool) {
    self.cells = cells
    self.hasMore = hasMore
  }
}

/// A view model whose screen is a list loaded page by page: the first load with a HUD the first
/// time it appears, pull to refresh, and load more at the bottom.
///
/// Subclasses implement ``fetch(page:)``. Every load ends in a known state, whether it succeeds,
/// fails or is replaced by a newer one: no flag is left set (the original's load-more could stick
/// after a failure). A failure shows its message as a toast (``Messages``), keeps the rows that
/// were there, and a network failure is told apart (``LoadFailure/network``). Loading more after
/// a failure retries the page that failed.
@MainActor
open class ScrollViewModel: ViewModel {
  /// The list the pages go into.
  public let list: ListViewModel
  /// How far page one has come.
  public private(set) var loadState: LoadState = .notLoaded
  /// The state of the footer.
  public private(set) var moreState: LoadMoreState = .idle
  /// The next page that loading more asks for; page 0 is the first.
  public private(set) var nextPage = 1
  private var generation = 0

  /// A view model of `context` whose list is shown as `#listID`.
  public init(context: AppContext, title: String = "", listID: String) {
    self.list = ListViewModel(id: listID)
    super.init(context: context, title: title)
    list.attach(to: self)
  }

  /// Fetches page `page` (0 is the first). Override it; the default has no rows.
  open func fetch(page: Int) async throws -> ListPage { ListPage(cells: [], hasMore: false) }

  /// Whether the list has further pages to load at its bottom; a list of one page says no, and
  /// shows no footer.
  open var loadsMore: Bool { true }

  /// The animation that puts page one in place.
  open var firstPageAnimation: RowAnimation { .none }
  /// The animation that appends a further page.
  open var nextPageAnimation: RowAnimation { .automatic }

  /// Loads page one the first time the view model appears. Subclasses that override it call
  /// `super.didAppear()`.
  open override func didAppear() {
    if loadState == .notLoaded { load() }
  }

  /// Shows a HUD while submitting or during the first load.
  open override var showsHUD: Bool { isSubmitting || loadState == .firstLoading }

  /// Whether a load of page one or of the next page is running.
  public var isLoading: Bool {
    loadState == .firstLoading || loadState == .refreshing || moreState == .loading
  }

  /// The first load: page one, with a HUD.
  public func load() {
    loadPageOne(as: .firstLoading)
  }

  /// Pull to refresh: page one again, with the list's header showing. Ignored while page one is
  /// already loading.
  public func refresh() {
    guard loadState != .firstLoading, loadState != .refreshing else { return }
    loadPageOne(as: loadState == .notLoaded ? .firstLoading : .refreshing)
  }

  /// Loads the next page at the bottom, or retries it after a failure. Ignored while page one
  /// loads, while a page is on its way, and after the last page.
  public func loadMore() {
    switch loadState {
    case .notLoaded, .firstLoading, .refreshing: return
    case .loaded, .failed: break
    }
    switch moreState {
    case .loading, .noMore: return
    case .idle, .failed: break
    }
    guard loadsMore, !list.isEmpty else { return }
    let page = nextPage
    moreState = .loading
    load(page) { model, result in
      try model.list.appendRows(
        result.cells, section: model.list.sections.count - 1, animation: model.nextPageAnimation)
    } failing: { model, failure in
      model.moreState = .failed(failure)
    }
  }

  /// Runs again whatever failed last: page one, or the next page.
  public func retry() {
    if case .failed = loadState { return refresh() }
    if case .failed = moreState { loadMore() }
  }

  private func loadPageOne(as state: LoadState) {
    loadState = state
    if moreState == .loading { moreState = .idle }
    load(0) { model, result in
      let list = model.list
      if list.sections.isEmpty {
        try list.insertSections(
          [ListSection(cells: result.cells)], at: 0, animation: model.firstPageAnimation)
      } else {
        try list.replaceSection(0, with: result.cells, animation: model.firstPageAnimation)
      }
      model.loadState = .loaded
    } failing: { model, failure in
      model.loadState = model.list.isEmpty ? .failed(failure) : .loaded
    }
  }

  /// Fetches `page` in a task tied to this view model. The result lands only if no newer load
  /// has started since (a stale one is dropped, never raced), then the footer and the next page
  /// follow it; a failure shows its message and leaves the state `failing` sets.
  private func load(
    _ page: Int,
    landing: @escaping @MainActor @Sendable (ScrollViewModel, ListPage) throws -> Void,
    failing: @escaping @MainActor @Sendable (ScrollViewModel, LoadFailure) -> Void
  ) {
    generation += 1
    let current = generation
    task { [weak self] in
      guard let self else { return }
      do {
        let result = try await fetch(page: page)
        guard current == generation else { return }
        try landing(self, result)
        nextPage = page + 1
        moreState = result.hasMore ? .idle : .noMore
      } catch {
        guard current == generation, !(error is CancellationError) else { return }
        failing(self, LoadFailure(error, texts: context.texts))
        showError(error)
      }
    }
  }
}
