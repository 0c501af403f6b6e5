public import FlowKit

/// The passive view of MVP: it shows the items its presenter gives it and passes on what the
/// user does. It has no logic of its own.
public final class ListScreen: ViewModel, PassiveView {
  /// The presenter that drives it; the view owns it.
  public let presenter: ListPresenter
  /// The list `#items`.
  public private(set) lazy var list = ListViewModel(id: "items", owner: self)
  /// Whether the presenter is waiting for the first data (a HUD shows).
  public var isLoading = false
  /// Whether the presenter is asking again after a pull to refresh.
  public var isRefreshing = false

  /// The view, with the presenter attached.
  public init(context: AppContext, presenter: ListPresenter) {
    self.presenter = presenter
    super.init(context: context, title: "列表")
    presenter.attach(to: self)
  }

  /// A HUD while the first data is on its way.
  public override var showsHUD: Bool { super.showsHUD || isLoading }

  public override func didAppear() { presenter.viewDidAppear() }

  /// The user pulled to refresh.
  public func pullToRefresh() { presenter.refresh() }

  /// The presenter's update: shows `items`.
  public func update(_ items: [ListItem]) {
    attempt("show the items") {
      try list.setSections([ListSection(cells: items.map { CellViewModel(text: $0.title) })])
    }
  }
}

/// The presenter of MVP: it owns the datasource, asks it when the view first appears and when
/// the user refreshes, and updates the passive view with what it answers.
public final class ListPresenter: Presenter<ListScreen> {
  private let datasource: any ListDatasourcing
  private var hasAsked = false

  /// A presenter that asks `datasource`.
  public init(datasource: any ListDatasourcing) {
    self.datasource = datasource
    super.init()
  }

  /// The view appeared: the first time, ask for the data.
  public func viewDidAppear() {
    guard !hasAsked else { return }
    hasAsked = true
    view?.isLoading = true
    request()
  }

  /// The user pulled to refresh: ask again.
  public func refresh() {
    guard let view, !view.isLoading, !view.isRefreshing else { return }
    view.isRefreshing = true
    request()
  }

  private func request() {
    view?.context.events.record(.action, "presenter requests data")
    task { [weak self] in
      guard let self else { return }
      do {
        let items = try await datasource.requestData()
        view?.context.events.record(.action, "datasource answers \(items.count) items")
        view?.update(items)
      } catch is CancellationError {
        return
      } catch {
        view?.showError(error)
      }
      view?.isLoading = false
      view?.isRefreshing = false
    }
  }
}
