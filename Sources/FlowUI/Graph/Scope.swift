import FlowKit
import Synchronization

/// Where a view is evaluated: its place in the screen's tree (its structural identity), the
/// environment it sees, and the screen it belongs to.
@MainActor
struct Scope {
  /// What a view's children share with it, unless one of them changes it: held in one object,
  /// so that a scope, which is copied for every view of every evaluation, is cheap to copy (the
  /// screen's graph and a stack are held weakly elsewhere too, which makes each of their own
  /// retains slow).
  @MainActor
  private final class Frame {
    let graph: ViewGraph
    let tabs: [Int]
    let stack: StackController?
    let buttons: ButtonCollector?

    init(graph: ViewGraph, tabs: [Int], stack: StackController?, buttons: ButtonCollector?) {
      self.graph = graph
      self.tabs = tabs
      self.stack = stack
      self.buttons = buttons
    }
  }

  private var frame: Frame
  /// The view's place: the child positions and branch choices from the screen's root, with
  /// `ForEach` and `.id` ids, hashed into one key (a place is never spelled out, only compared).
  private(set) var path: Int
  /// What the view reads with `@Environment`.
  var environment: EnvironmentValues
  /// The id of the `ForEach` element this view was made for, a picker option's tag unless it has
  /// its own.
  var implicitTag: AnyHashable?

  /// The screen's store of state, tasks and what the evaluation found.
  var graph: ViewGraph { frame.graph }

  /// The places of the tabs this view is in, innermost last: a tab not selected keeps the state
  /// of the views in it.
  var tabs: [Int] {
    get { frame.tabs }
    set { frame = Frame(graph: frame.graph, tabs: newValue, stack: frame.stack, buttons: buttons) }
  }

  /// The navigation stack the view is in, if any.
  var stack: StackController? {
    get { frame.stack }
    set { frame = Frame(graph: frame.graph, tabs: frame.tabs, stack: newValue, buttons: buttons) }
  }

  /// Where buttons go when an alert's or a dialog's actions are collected, rather than shown.
  var buttons: ButtonCollector? {
    get { frame.buttons }
    set { frame = Frame(graph: frame.graph, tabs: frame.tabs, stack: stack, buttons: newValue) }
  }

  init(graph: ViewGraph, environment: EnvironmentValues, stack: StackController?) {
    frame = Frame(graph: graph, tabs: [], stack: stack, buttons: nil)
    self.path = 0
    self.environment = environment
  }

  /// The scope of a child at `component`.
  func child<Component: Hashable>(_ component: Component) -> Scope {
    var hasher = Hasher()
    hasher.combine(path)
    hasher.combine(component)
    var scope = self
    scope.path = hasher.finalize()
    return scope
  }

  /// The record of the view at this place, made when it is first seen.
  var record: NodeRecord { graph.record(at: path, tabs: tabs) }
}

/// The buttons of an alert or a confirmation dialog, collected as its actions are evaluated.
@MainActor
final class ButtonCollector {
  struct Button {
    var title: String
    var role: ButtonRole?
    var id: String?
    var isEnabled = true
    var action: @MainActor () -> Void
  }
  var buttons: [Button] = []
  /// The text fields among the actions (iOS 16's `TextField` in an alert).
  var fields: [FlowKit.Alert.Field] = []
  /// Whose work the buttons' actions are: the alert's, which stays while its view does (the
  /// buttons themselves are evaluated only when the alert goes up).
  let owner: ViewOwner
  init(owner: ViewOwner) { self.owner = owner }
}

/// Who did something: the view whose task or action it was. A change that work of a view whose
/// screen is gone makes to what a screen shows is "work that outlived its screen". Work of a
/// view that left a screen still shown (a button's `Task` that replaced its view by a spinner)
/// is the screen's, as on a phone: what it changes is still on screen.
final class ViewOwner: Sendable {
  /// The view's name, for the report.
  let name: String
  /// The owner of the screen the view is on; nil for a screen's own.
  let screen: ViewOwner?
  private let goneFlag = Mutex(false)

  init(name: String, screen: ViewOwner? = nil) {
    self.name = name
    self.screen = screen
  }

  /// Whether the view has left the app.
  var isGone: Bool { goneFlag.withLock { $0 } }
  /// Whether the screen the view was on has left the app.
  var screenIsGone: Bool { (screen ?? self).isGone }
  /// Marks the view gone.
  func markGone() { goneFlag.withLock { $0 = true } }

  /// The view whose work runs now, if any.
  @TaskLocal static var current: ViewOwner?
}
