/// A tab container: child view models shown one at a time, each started the first time it is
/// shown (not when added), as the original's tab bar created its tabs lazily.
///
/// Only the selected child is visible; selecting another sends `disappear` to the old one and
/// `appear` (after `start`, the first time) to the new one.
@MainActor
open class TabsViewModel: ViewModel, LazyChildren {
  /// The index of the selected tab.
  public private(set) var selectedIndex = 0
  private var tabIDs: [ObjectIdentifier: String] = [:]

  /// The selected child, if there is one.
  public var selected: ViewModel? {
    children.indices.contains(selectedIndex) ? children[selectedIndex] : nil
  }

  /// Adds `child` as a tab that a command names `#id`; its title is the tab's label.
  /// - Throws: ``NavigationError/alreadyHasParent(_:)`` when it already has a parent.
  public func addTab(_ child: ViewModel, id: String) throws(NavigationError) {
    try addChild(child)
    tabIDs[ObjectIdentifier(child)] = id
  }

  /// The id of `child`'s tab: the one it was added with, else `tabN`.
  public func tabID(of child: ViewModel) -> String {
    if let id = tabIDs[ObjectIdentifier(child)] { return id }
    let index = children.firstIndex { $0 === child } ?? 0
    return "tab\(index)"
  }

  /// Selects the tab at `index`.
  /// - Throws: ``NavigationError/noSuchTab(_:count:)`` when there is none.
  public func select(_ index: Int) throws(NavigationError) {
    guard children.indices.contains(index) else {
      throw .noSuchTab(index, count: children.count)
    }
    guard index != selectedIndex else { return }
    selectedIndex = index
    context.events.record(.navigation, "select tab \(tabID(of: children[index]))")
    context.visibilityChanged()
  }

  /// Selects `child`'s tab.
  /// - Throws: ``NavigationError/notAChild(_:)`` when it is not one of the tabs.
  public func select(_ child: ViewModel) throws(NavigationError) {
    guard let index = children.firstIndex(where: { $0 === child }) else {
      throw .notAChild(child.typeName)
    }
    try select(index)
  }

  /// Only the selected tab is visible.
  open override var visibleChildren: [ViewModel] { selected.map { [$0] } ?? [] }
}
