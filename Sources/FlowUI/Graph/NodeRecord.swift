import FlowKit

/// What lives at one place of a screen's tree while a view stays there: its `@State`, whether it
/// has appeared, its `.task`, the last value an `.onChange` saw, and what goes when it goes.
@MainActor
final class NodeRecord {
  /// When it was made, for the order in which records go.
  let serial: Int
  /// The view's `@State` storage, by the property's place in the view.
  var states: [Int: AnyObject] = [:]
  /// Whether the view is on screen (its `.onAppear` ran, its `.task` started).
  private(set) var appeared = false
  /// The running `.task`.
  var task: Task<Void, Never>?
  /// The `.task(id:)` value it was started for.
  var taskID: (any Equatable)?
  /// The value an `.onChange` saw last.
  var lastValue: (any Equatable)?
  /// Runs when the view disappears.
  var onDisappear: (@MainActor () -> Void)?
  /// Run once when the view leaves for good: a sheet it presents is dismissed, an alert hidden.
  var onGone: [@MainActor () -> Void] = []
  /// Whatever else a kind of view keeps at its place (a list's rows on screen, a stack).
  var values: [String: Any] = [:]
  /// Who the view's work belongs to.
  let owner: ViewOwner
  /// Whether a problem of this view was already reported.
  var reported: Set<String> = []

  /// The places of the tabs it is in.
  let tabs: [Int]

  init(serial: Int, name: String, tabs: [Int], screen: ViewOwner) {
    self.serial = serial
    self.tabs = tabs
    owner = ViewOwner(name: name, screen: screen)
  }

  /// Marks the view on screen; true the first time since it last disappeared.
  func appear() -> Bool {
    guard !appeared else { return false }
    appeared = true
    return true
  }

  /// The view left the screen: its task is cancelled and its `.onDisappear` runs; its state
  /// stays (a tab not selected, a screen under a pushed one).
  func disappear() {
    guard appeared else { return }
    appeared = false
    task?.cancel()
    task = nil
    onDisappear?()
  }

  /// The view left the tree: all it started ends.
  func remove() {
    disappear()
    task?.cancel()
    let gone = onGone
    onGone = []
    for action in gone { action() }
    owner.markGone()
  }

  /// Starts `action` as this view's task, as `.task` does: the work belongs to this view.
  func start(_ action: sending @escaping @isolated(any) () async -> Void) {
    task?.cancel()
    let owner = owner
    task = Task { await ViewOwner.$current.withValue(owner) { await action() } }
  }
}
