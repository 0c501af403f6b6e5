import FlowKit

/// Tabs, as SwiftUI's `TabView`: the selected tab's content, then the tab bar, each tab named
/// by its `.tabItem` and standing for its `.tag`. A tab not selected keeps its state; its views
/// disappear (their tasks are cancelled) until it is selected again.
public struct TabView<SelectionValue: Hashable, Content: View>: View, PrimitiveView {
  let selection: Binding<SelectionValue>?
  let content: Content

  /// Tabs whose selection is bound to `selection`.
  public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
    self.selection = selection
    self.content = content()
  }

  public var body: Never { primitiveBody() }

  func makeElements(in scope: Scope) -> [Element] {
    let record = scope.record
    let leaves = Evaluator.leaves(of: content, in: scope.child("c"))
    let tags = leaves.enumerated().map { index, leaf in
      Tags.tag(of: leaf.view) ?? leaf.scope.implicitTag ?? AnyHashable(index)
    }
    let own: StateStorage<Int>
    if let storage = record.states[-4] as? StateStorage<Int> {
      own = storage
    } else {
      own = StateStorage(0)
      record.states[-4] = own
    }
    let selected: Int
    if let selection {
      selected = tags.firstIndex(of: AnyHashable(selection.wrappedValue)) ?? 0
    } else {
      selected = min(own.value, max(leaves.count - 1, 0))
    }
    var elements: [Element] = []
    var tabs: [Element] = []
    let owner = record.owner
    let graph = scope.graph
    let places = leaves.map(\.scope.path)
    // Back to a tab whose stack was set aside: its screens come back.
    if let previous = record.values["selectedTab"] as? Int, previous != selected,
      selected < places.count
    {
      let place = places[selected]
      graph.afterEvaluation { graph.tabStacks[place]?.controller?.restore() }
    }
    record.values["selectedTab"] = selected
    let shownPlace = selected < places.count ? places[selected] : nil
    for (index, leaf) in leaves.enumerated() {
      if index == selected {
        var inside = leaf.scope
        inside.tabs.append(leaf.scope.path)
        elements += Evaluator.elements(of: leaf.view, in: inside)
      } else {
        scope.graph.keepHidden(leaf.scope.path)
      }
      let title =
        Tags.tabItem(of: leaf.view).map {
          Controls.title(of: $0, in: leaf.scope.child("tabItem"))
        } ?? ""
      let tag = UncheckedSendable(tags[index])
      let selection = selection
      tabs.append(
        Element(
          .tab(title: title, isSelected: index == selected),
          actions: .init(tap: {
            // From a screen the shown tab's stack pushed: another tab sets that stack aside,
            // the same tab pops it to its root, as on a phone.
            if let shownPlace, let stack = graph.tabStacks[shownPlace]?.controller {
              if index == selected { stack.popToRoot() } else { stack.setAside() }
            }
            // As FlowKit's tabs do: the switch is an event of its own, before what it shows.
            if index != selected { graph.context.events.record(.navigation, "select tab \(title)") }
            ViewOwner.$current.withValue(owner) {
              if let selection {
                if let value = tag.value.base as? SelectionValue { selection.wrappedValue = value }
              } else {
                own.value = index
              }
            }
          })))
    }
    let bar = Element(.tabs, children: tabs)
    graph.tabBar = bar
    elements.append(bar)
    return elements
  }
}

extension TabView where SelectionValue == Int {
  /// Tabs that keep their selection themselves.
  public init(@ViewBuilder content: () -> Content) {
    selection = nil
    self.content = content()
  }
}

/// `.tabItem { ... }`: the tab's label; the content shows as it is.
struct TabItemModifier: ViewModifier, PrimitiveModifier {
  let label: any View
  func body(content: Content) -> Never { primitiveBody() }
  func makeElements(content: some View, in scope: Scope) -> [Element] {
    Evaluator.elements(of: content, in: scope)
  }
}

extension View {
  /// The label of this view's tab in a `TabView`.
  public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View {
    modifier(TabItemModifier(label: label()))
  }
}
