import FlowKit

// What a user does to a row besides tapping it: its swipe actions, `onDelete`'s Delete,
// `onMove`'s moves in edit mode, a context menu's items. A phone hides them behind a swipe or a
// long press; a text screen shows them as the row's own buttons, on a line under it, where `tap`
// and `explore` reach them as any button (`tap #delete2` deletes the second row).

/// A set of views that a `ForEach` makes from a collection, as SwiftUI's `DynamicViewContent`.
@MainActor @preconcurrency
public protocol DynamicViewContent: View {
  /// The type of the collection.
  associatedtype Data: Collection
  /// The collection.
  var data: Data { get }
}

extension ForEach: DynamicViewContent where Content: View {}

/// A `ForEach` whose rows can be deleted or moved.
public struct EditableContent<Base: DynamicViewContent>: DynamicViewContent, GroupingView {
  let base: Base
  let onDelete: ((IndexSet) -> Void)?
  let onMove: ((IndexSet, Int) -> Void)?

  public var data: Base.Data { base.data }
  public var body: Never { noBody(Self.self) }

  func children(in scope: Scope) -> [(view: any View, scope: Scope)] {
    let children = Evaluator.leaves(of: base, in: scope)
    let count = children.count
    let editing = scope.environment.editMode?.wrappedValue.isEditing ?? false
    return children.enumerated().map { offset, child in
      var actions: [RowAction] = []
      if let onMove, editing {
        if offset > 0 {
          actions.append(
            RowAction(title: "Move up") { onMove(IndexSet(integer: offset), offset - 1) })
        }
        if offset < count - 1 {
          actions.append(
            RowAction(title: "Move down") { onMove(IndexSet(integer: offset), offset + 2) })
        }
      }
      if let onDelete {
        var delete = RowAction(title: "Delete", role: .destructive) {
          onDelete(IndexSet(integer: offset))
        }
        // A row's own `.swipeActions` replace the swipe's Delete, as on iOS 15 and later; edit
        // mode still shows it.
        delete.givesWayToSwipeActions = !editing
        actions.append(delete)
      }
      guard !actions.isEmpty else { return child }
      return (RowActionsView(content: child.view, actions: actions), child.scope)
    }
  }
}

extension DynamicViewContent {
  /// Lets a user delete rows: each row shows a Delete button, and a tap on it runs `action` with
  /// the row's offset.
  public func onDelete(perform action: ((IndexSet) -> Void)?) -> some DynamicViewContent {
    EditableContent(base: self, onDelete: action, onMove: nil)
  }

  /// Lets a user move rows in edit mode: each row shows Move up and Move down, which run
  /// `action` with the row's offset and where it goes, as a drag would.
  public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> some DynamicViewContent {
    EditableContent(base: self, onDelete: nil, onMove: action)
  }
}

extension EditableContent {
  /// Lets a user delete rows as well.
  public func onDelete(perform action: ((IndexSet) -> Void)?) -> EditableContent<Base> {
    EditableContent(base: base, onDelete: action, onMove: onMove)
  }
  /// Lets a user move rows as well.
  public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> EditableContent<Base> {
    EditableContent(base: base, onDelete: onDelete, onMove: action)
  }
}

/// One of a row's own actions.
struct RowAction {
  var title: String
  var role: ButtonRole?
  var action: () -> Void
  /// Whether the row's own swipe actions, when it has some, take its place.
  var givesWayToSwipeActions = false
  init(title: String, role: ButtonRole? = nil, action: @escaping () -> Void) {
    self.title = title
    self.role = role
    self.action = action
  }
}

/// A view with its row actions: its elements, then a bar of the actions' buttons.
struct RowActionsView: View, PrimitiveView {
  let content: any View
  let actions: [RowAction]
  var body: Never { primitiveBody() }

  func makeElements(in scope: Scope) -> [Element] {
    let owner = scope.record.owner
    let enabled = scope.environment.isEnabled
    let elements = Evaluator.elements(of: content, in: scope.child("c"))
    let hasSwipeActions = elements.last?.kind == .toolbar
    let buttons = actions.filter { !($0.givesWayToSwipeActions && hasSwipeActions) }.map {
      action in
      let run = UncheckedSendable(action.action)
      return Element(
        .button(title: action.title), isEnabled: enabled,
        actions: .init(tap: { ViewOwner.$current.withValue(owner) { run.value() } }))
    }
    return RowActions.append(buttons, to: elements)
  }
}

/// How row actions join a view's elements.
enum RowActions {
  /// `elements` with `buttons` in a bar after them, or in the bar they already end with.
  static func append(_ buttons: [Element], to elements: [Element]) -> [Element] {
    guard !buttons.isEmpty else { return elements }
    var elements = elements
    if let last = elements.last, last.kind == .toolbar {
      elements[elements.count - 1].children += buttons
    } else {
      elements.append(Element(.toolbar, children: buttons))
    }
    return elements
  }
}

/// `.swipeActions` and `.contextMenu`: the buttons their content makes, as row actions.
struct ActionsModifier: ViewModifier, PrimitiveModifier {
  let actions: any View
  func body(content: Content) -> Never { primitiveBody() }
  func makeElements(content: some View, in scope: Scope) -> [Element] {
    let buttons = Evaluator.elements(of: actions, in: scope.child("actions")).filter {
      $0.kind == .button
    }
    return RowActions.append(buttons, to: Evaluator.elements(of: content, in: scope.child("m")))
  }
}

/// Where swipe actions are, ignored: all show under the row.
public enum HorizontalEdge: Int8, Hashable, Sendable, CaseIterable {
  case leading, trailing
}

extension View {
  /// Buttons a swipe on the row shows: under the row, each tapped by its id.
  public func swipeActions<T: View>(
    edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true,
    @ViewBuilder content: () -> T
  ) -> some View {
    modifier(ActionsModifier(actions: content()))
  }

  /// A menu a long press shows: its buttons under the view, each tapped by its id.
  public func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems) -> some View {
    modifier(ActionsModifier(actions: menuItems()))
  }

  /// A menu with a preview a long press shows: its buttons under the view (the preview is not).
  public func contextMenu<M: View, P: View>(
    @ViewBuilder menuItems: () -> M, @ViewBuilder preview: () -> P
  ) -> some View {
    modifier(ActionsModifier(actions: menuItems()))
  }

  /// A context menu of SwiftUI 1 (`ContextMenu { ... }`).
  @available(iOS, deprecated: 100000.0, message: "use contextMenu(menuItems:)")
  public func contextMenu<MenuItems: View>(_ contextMenu: ContextMenu<MenuItems>?) -> some View {
    modifier(ActionsModifier(actions: contextMenu?.items ?? AnyView(EmptyView())))
  }
}

/// A context menu's items, as SwiftUI 1's `ContextMenu`.
@available(iOS, deprecated: 100000.0, message: "use contextMenu(menuItems:)")
public struct ContextMenu<MenuItems: View> {
  let items: any View
  /// A menu of the items `menuItems` makes.
  public init(@ViewBuilder menuItems: () -> MenuItems) { items = menuItems() }
}

extension RangeReplaceableCollection where Self: MutableCollection {
  /// Removes the elements at `offsets`, as SwiftUI's extension does for `onDelete`.
  public mutating func remove(atOffsets offsets: IndexSet) {
    for offset in offsets.reversed() {
      remove(at: index(startIndex, offsetBy: offset))
    }
  }
}

extension MutableCollection {
  /// Moves the elements at `source` to before `destination`, as SwiftUI's extension does for
  /// `onMove`.
  public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
    var elements = Array(self)
    let moving = source.map { elements[$0] }
    let before = source.filter { $0 < destination }.count
    for offset in source.reversed() { elements.remove(at: offset) }
    elements.insert(contentsOf: moving, at: destination - before)
    for (index, element) in zip(indices, elements) { self[index] = element }
  }
}
