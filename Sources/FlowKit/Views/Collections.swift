/// A list on screen: its sections, header and footer texts, and rows, each tappable unless its
/// cell is disabled. A row's tap sends highlight, unhighlight and select to the list's
/// ``ListViewModel/interactions``.
@MainActor
public func List(_ list: ListViewModel, emptyText: String? = nil) -> Element {
  var sections: [Element] = []
  var budget = Display.visibleRowLimit
  for (index, section) in list.sections.enumerated() {
    // Only what is visible is laid out: a list of 100 000 rows costs as much as one of 50.
    let shown = min(section.cells.count, budget)
    budget -= shown
    let rows = (0..<shown).map { row in
      rowElement(section.cells[row], at: IndexPath(row: row, section: index), in: list)
    }
    sections.append(
      Element(.section(title: section.header ?? "", footer: section.footer), children: rows))
  }
  var children = sections
  if list.isEmpty, let emptyText { children.append(Element(.empty(emptyText))) }
  // A row asked for by its place: a path out of range has no element (the resolver then says
  // how many rows there are).
  let rowAt: @MainActor @Sendable (IndexPath) -> Element? = { [weak list] path in
    guard let list, let cell = try? list.cell(at: path) else { return nil }
    return rowElement(cell, at: path, in: list)
  }
  return Element(
    .list(rowCounts: list.sections.map(\.cells.count), rowAt: rowAt), id: list.id,
    children: children)
}

@MainActor
private func rowElement(_ cell: CellViewModel, at path: IndexPath, in list: ListViewModel)
  -> Element
{
  Element(
    .row(
      Element.Row(
        text: cell.text, detail: cell.detail.isEmpty ? nil : cell.detail, image: cell.image,
        style: cell.style, indexPath: path)),
    isEnabled: cell.isEnabled,
    // A disabled or vanished row does nothing when tapped, as in UIKit.
    actions: .init(tap: { [weak list] in try? list?.tap(path) }))
}

/// A list that a user can pull to refresh: `onRefresh` runs on `refresh`, and while
/// `isRefreshing` the list's header says so, in the app's `texts` (`context.texts`).
@MainActor
public func Refreshable(
  _ list: Element, isRefreshing: Bool, texts: AppTexts,
  onRefresh: @escaping @MainActor @Sendable () -> Void
) -> Element {
  var list = list
  if isRefreshing {
    list.children.insert(Element(.header(texts.refreshing), isBusy: true), at: 0)
  }
  list.actions.refresh = onRefresh
  return list
}

/// A list loaded page by page: ``List(_:emptyText:)`` with pull to refresh and load more bound
/// to `model`, the header while refreshing and the footer's state (loading, no more data,
/// failed).
@MainActor
public func ScrollList(_ model: ScrollViewModel, emptyText: String? = nil) -> Element {
  let texts = model.context.texts
  var element = Refreshable(
    List(model.list, emptyText: nil), isRefreshing: model.loadState == .refreshing, texts: texts
  ) { [weak model] in model?.refresh() }
  switch model.loadsMore && !model.list.isEmpty ? model.moreState : .idle {
  case .idle: break
  case .loading: element.children.append(Element(.footer(texts.loadingMore), isBusy: true))
  case .noMore: element.children.append(Element(.footer(texts.noMore)))
  case .failed(let failure):
    element.children.append(
      Element(.footer(texts.advice(failure.reason(in: texts), texts.pullUpToRetry))))
  }
  if model.list.isEmpty {
    switch model.loadState {
    case .notLoaded, .firstLoading: break
    case .refreshing, .loaded:
      element.children.append(Element(.empty(emptyText ?? texts.empty)))
    case .failed(let failure):
      element.children.append(
        Element(.empty(texts.advice(failure.reason(in: texts), texts.pullDownToRetry))))
    }
  }
  if model.loadsMore { element.actions.loadMore = { [weak model] in model?.loadMore() } }
  return element
}

/// The tab bar of a ``TabsViewModel``: one tab a child, the selected one marked; a tap selects.
@MainActor
public func Tabs(_ tabs: TabsViewModel) -> Element {
  let items = tabs.children.enumerated().map { index, child in
    Element(
      .tab(title: child.title, isSelected: index == tabs.selectedIndex),
      id: tabs.tabID(of: child),
      // The index is one of the children's, so selecting it cannot fail.
      actions: .init(tap: { [weak tabs] in try? tabs?.select(index) }))
  }
  return Element(.tabs, children: items)
}
