import FlowKit
import Synchronization

/// A screen of SwiftUI views, as a FlowKit view model: the root view of an app, a view a
/// `NavigationStack` pushed, or a sheet's content. FlowKit shows, pushes, presents and ends it
/// like any view model; it evaluates its views when something they read changes.
@MainActor
final class ViewHost: ViewModel, HasView {
  typealias View = ViewHostView

  /// The screen's views.
  let graph: ViewGraph
  /// The views of the screen, as its maker has them now.
  var content: () -> any FlowUI.View
  /// The environment its views start from.
  var environment: EnvironmentValues
  /// The stack its views are in, for a pushed screen.
  let stack: StackController?
  /// Whether it is a sheet: the screen under it stays on screen.
  let isSheet: Bool
  /// Runs when the screen leaves the app (popped, dismissed): the stack or sheet that showed
  /// it brings its path or binding up to date.
  var onEnd: (@MainActor () -> Void)?
  private var screen = Screen(title: "", elements: [])
  private let invalidation = Invalidation()
  /// What the last evaluation read.
  private var reader: StateReader?
  private var evaluating = false
  /// How many evaluations in a row were asked for by what ran after the one before.
  private var chain = 0
  /// More than this many in a row is a loop (an `.onChange` that sets what it watches), which
  /// SwiftUI breaks too: the last screen stays and the command fails.
  static let chainLimit = 100
  private let name: String
  /// The screen's edit mode, which `EditButton` switches.
  private let editMode = StateStorage(EditMode.inactive)

  init(
    context: AppContext, name: String, environment: EnvironmentValues,
    stack: StackController? = nil, isSheet: Bool = false,
    content: @escaping () -> any FlowUI.View
  ) {
    graph = ViewGraph(context: context)
    self.content = content
    self.environment = environment
    self.stack = stack
    self.isSheet = isSheet
    self.name = name
    super.init(context: context)
    graph.name = name
    graph.host = self
  }

  /// The title its views give the navigation bar.
  override var title: String {
    get { screen.title }
    set {}
  }

  /// Events name it by its view.
  override var typeName: String { name }

  /// The screen as its views show it now.
  func currentScreen() -> Screen {
    if invalidation.isSet, isActive { refresh() }
    return screen
  }

  override func didAppear() {
    graph.isVisible = true
    // Evaluated once the navigation that showed it is done (a pop also brings a bound path up
    // to date), in the next job: one evaluation, not one before and one after.
    scheduleRefresh()
  }

  override func didDisappear() {
    graph.disappearAll()
  }

  /// A sheet covers part of the screen: the views under it stay on screen, as on a phone.
  override var keepsScreenBelowVisible: Bool { isSheet }

  /// A sheet closes by a swipe down, which `back` is, unless its content disables that; a
  /// full-screen cover only by its own buttons.
  override var closesByBack: Bool { isSheet && !graph.dismissDisabled }

  override func didEnd() {
    graph.tearDown()
    let onEnd = onEnd
    self.onEnd = nil
    // The binding or path that showed the screen is brought up to date by the navigation, not
    // by the view whose action closed it (which is gone by now).
    ViewOwner.$current.withValue(nil) { onEnd?() }
  }

  private func scheduleRefresh() {
    if invalidation.invalidate(late: nil) {
      ViewOwner.$current.withValue(nil) {
        Task { @MainActor [weak self] in self?.refreshIfNeeded() }
      }
    }
  }

  /// Evaluates the views again when something they read has changed.
  func refreshIfNeeded() {
    guard invalidation.isSet, isActive else { return }
    refresh()
  }

  /// Evaluates the views, watching what they read, then runs what SwiftUI runs after a body.
  func refresh() {
    guard !evaluating, phase != .ended else { return }
    if chain >= Self.chainLimit {
      chain = 0
      _ = invalidation.reset()
      context.problems.report(
        .view(
          name: name,
          problem: "its views change what they read each time they are evaluated "
            + "(\(Self.chainLimit) evaluations in a row), as an .onChange or .onAppear that sets "
            + "the value it watches does",
          fix: "set the value only when it differs, or move the work into the action that "
            + "changes it"))
      return
    }
    evaluating = true
    for late in invalidation.reset() {
      context.reportLateWork("\(late) changed \(screenName) after its view was gone")
    }
    var environment = environment
    environment.dismiss = DismissAction { [weak self] in self?.dismiss() }
    if environment.editMode == nil {
      // Each screen has its edit mode, as each of a phone's navigation bars has.
      let storage = editMode
      environment.editMode = Binding(
        get: { storage.value }, set: { storage.value = $0 })
    }
    let content = content()
    // What the evaluation reads is watched by one reader: the views' `@State` by the reader
    // itself, the app's observable models through Observation, which tells the reader; the
    // first change asks for the next evaluation, and one seen after that evaluation began
    // asks for nothing.
    reader?.stop()
    let reader = StateReader { [invalidation, weak self] in
      let owner = ViewOwner.current
      if invalidation.invalidate(late: owner.flatMap { $0.screenIsGone ? $0.name : nil }) {
        // The evaluation is the screen's own work, not that of the view whose change asked
        // for it: it starts with no owner.
        ViewOwner.$current.withValue(nil) {
          Task { @MainActor in self?.refreshIfNeeded() }
        }
      }
    }
    self.reader = reader
    let (screen, actions) = reader.reading {
      withObservationTracking {
        graph.evaluate(content, environment: environment, stack: stack)
      } onChange: {
        reader.tell()
      }
    }
    self.screen = screen
    evaluating = false
    // What runs after a body is the views' own work, each with its owner where it has one.
    ViewOwner.$current.withValue(nil) {
      for action in actions { action() }
    }
    // What ran after the body changed what the body reads: the next evaluation is its doing.
    chain = !actions.isEmpty && invalidation.isSet ? chain + 1 : 0
  }

  private var screenName: String {
    screen.title.isEmpty ? name : "\"\(screen.title)\""
  }

  /// `@Environment(\.dismiss)`: a pushed screen is popped, a sheet dismissed.
  private func dismiss() {
    guard isActive, navigation != nil else { return }
    attempt("dismiss") { try context.navigator.close(self) }
  }
}

/// Shows a ``ViewHost``: the screen of its last evaluation.
@MainActor
struct ViewHostView: FlowView {
  let model: ViewHost
  var body: Screen { model.currentScreen() }
}

/// Whether a screen's views must be evaluated again, set from whatever thread changed what they
/// read, with the work of gone views that made a change.
final class Invalidation: Sendable {
  private struct State {
    var isSet = true
    var isScheduled = false
    var late: [String] = []
  }
  // Guarded by this Mutex: set by Observation's change handler, read on the main actor.
  private let state = Mutex(State())

  var isSet: Bool { state.withLock { $0.isSet } }

  /// Marks the views changed; true when no evaluation is scheduled yet, so one is.
  func invalidate(late: String?) -> Bool {
    state.withLock { state in
      if let late, !state.late.contains(late) { state.late.append(late) }
      state.isSet = true
      defer { state.isScheduled = true }
      return !state.isScheduled
    }
  }

  /// Clears the mark before an evaluation and returns the gone work seen since the last.
  func reset() -> [String] {
    state.withLock { state in
      state.isSet = false
      state.isScheduled = false
      defer { state.late = [] }
      return state.late
    }
  }
}
