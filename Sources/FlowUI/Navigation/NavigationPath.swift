import FlowKit

/// A list of values a `NavigationStack` shows, one screen each, as SwiftUI's `NavigationPath`.
public struct NavigationPath: Equatable {
  var elements: [AnyHashable]

  /// An empty path: the stack shows its root.
  public init() { elements = [] }
  /// A path of `elements`.
  public init<S: Sequence>(_ elements: S) where S.Element: Hashable {
    self.elements = elements.map { AnyHashable($0) }
  }
  init(elements: [AnyHashable]) { self.elements = elements }

  /// How many screens are pushed.
  public var count: Int { elements.count }
  /// Whether the stack shows its root.
  public var isEmpty: Bool { elements.isEmpty }
  /// Pushes `value`'s screen.
  public mutating func append<V: Hashable>(_ value: V) { elements.append(AnyHashable(value)) }
  /// Pops `k` screens.
  public mutating func removeLast(_ k: Int = 1) {
    elements.removeLast(Swift.min(k, elements.count))
  }
}

/// A stack of screens, as SwiftUI's `NavigationStack`: its root is the screen it is on, and each
/// value of its path (or each link tapped) pushes a screen that FlowKit's navigation shows, so
/// `back`, `expect stack` and `events` see them as any pushed screen.
public struct NavigationStack<Data, Root: View>: View, PrimitiveView {
  let root: Root
  let path: PathAccess?

  public var body: Never { primitiveBody() }

  func makeElements(in scope: Scope) -> [Element] {
    let record = scope.record
    var inner = scope.child("root")
    if scope.stack != nil {
      scope.graph.report(
        .view(
          name: "NavigationStack",
          problem: "it is inside another NavigationStack, whose bar and pushed screens it would "
            + "take over",
          fix: "remove the inner NavigationStack; a pushed view is already in its stack"),
        for: record)
      return Evaluator.elements(of: root, in: inner)
    }
    let controller: StackController
    if let existing = record.values["stack"] as? StackController {
      controller = existing
    } else {
      controller = StackController(context: scope.graph.context, record: record)
      record.values["stack"] = controller
      record.onGone.append { [weak controller] in controller?.popAll() }
    }
    controller.path = path ?? controller.ownPath
    controller.rootHost = scope.graph.host
    if let tab = scope.tabs.last {
      controller.tab = tab
      scope.graph.tabStacks[tab] = WeakStack(controller)
    }
    controller.environment = scope.environment
    // Read while observed, so that a new path evaluates the screen again and pushes or pops.
    let values = controller.path.get()
    inner.stack = controller
    let elements = Evaluator.elements(of: root, in: inner)
    scope.graph.afterEvaluation { [weak controller] in controller?.sync(values) }
    return elements
  }
}

extension NavigationStack where Data == NavigationPath {
  /// A stack whose path it keeps itself.
  public init(@ViewBuilder root: () -> Root) {
    self.root = root()
    path = nil
  }

  /// A stack whose path is bound to `path`.
  public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) {
    self.root = root()
    self.path = PathAccess(
      get: { path.wrappedValue.elements },
      set: { path.wrappedValue = NavigationPath(elements: $0) })
  }
}

extension NavigationStack
where
  Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection,
  Data.Element: Hashable
{
  /// A stack whose path is bound to an array of values.
  public init(path: Binding<Data>, @ViewBuilder root: () -> Root) {
    self.root = root()
    self.path = PathAccess(
      get: { path.wrappedValue.map { AnyHashable($0) } },
      set: { path.wrappedValue = Data($0.compactMap { $0.base as? Data.Element }) })
  }
}

/// Reads and writes a stack's path as values.
@MainActor
struct PathAccess {
  let get: @MainActor () -> [AnyHashable]
  let set: @MainActor ([AnyHashable]) -> Void
}
