/// The parameters a view model is started with, such as a router's path and query values.
public typealias Parameters = [String: String]

/// The base of every view model: state, state flags and the user's intents of one screen.
///
/// A view model lives on the main actor, as in an iOS app. Its life runs in a fixed order, each step once at most:
/// ``didStart(parameters:)`` when it first joins the app (pushed, presented, made root or added
/// as a child), ``didAppear()`` each time it becomes visible, ``didDisappear()`` each time it
/// stops being visible, and ``didEnd()`` when it leaves the app for good. Ending cancels every
/// task it started with ``task(_:)``, and from then on its toasts, alerts and navigation are
/// ignored, so nothing it started can change the app after it is gone.
@MainActor
open class ViewModel {
  /// Where a view model is in its life.
  public enum Phase: Int, Sendable, Comparable {
    case created, started, ended
    public static func < (lhs: Phase, rhs: Phase) -> Bool { lhs.rawValue < rhs.rawValue }
  }

  /// The app this view model belongs to.
  public let context: AppContext
  /// The title in the navigation bar.
  open var title: String
  /// True while the view model submits something: the screen shows a HUD and blocks taps.
  public var isSubmitting = false
  /// Where the view model is in its life.
  public private(set) var phase: Phase = .created
  /// Whether the view model is visible now.
  public private(set) var isVisible = false
  /// The parameters it was started with.
  public private(set) var parameters: Parameters = [:]
  /// The navigation stack it was pushed on, if any (a child uses its parent's).
  public var navigation: NavigationViewModel? { ownNavigation ?? parent?.navigation }
  weak var ownNavigation: NavigationViewModel?
  /// The view model that holds this one as a child.
  public internal(set) weak var parent: ViewModel?
  /// The children, in the order they were added.
  public private(set) var children: [ViewModel] = []

  /// The lists the view model owns, in the order they were made.
  public private(set) var lists: [ListViewModel] = []
  private var tasks: [Int: Task<Void, Never>] = [:]
  private var nextTaskID = 0

  /// Makes a view model of `context`.
  public init(context: AppContext, title: String = "") {
    self.context = context
    self.title = title
  }

  isolated deinit {
    context.events.record(.lifecycle, "deinit \(eventName)")
  }

  /// The name used in events: the type's name.
  open var typeName: String {
    if let cachedTypeName { return cachedTypeName }
    let name = String(describing: type(of: self))
    cachedTypeName = name
    return name
  }
  private var cachedTypeName: String?

  /// How events name the view model: its type, then its title when it has one
  /// (`WaybillListViewModel 待取餐`), so that two of a type can be told apart.
  public var eventName: String {
    if let cachedEventName, cachedEventName.title == title { return cachedEventName.name }
    let name = title.isEmpty ? typeName : "\(typeName) \(title)"
    cachedEventName = (title, name)
    return name
  }
  private var cachedEventName: (title: String, name: String)?

  /// The object its view shows, when that is not the view model itself (``HostedViewModel``).
  var hostedObject: AnyObject? { nil }

  /// Whether the view model still belongs to the app.
  public var isActive: Bool { phase != .ended }

  // MARK: Lifecycle hooks

  /// Called once, when the view model joins the app, before it is first shown.
  open func didStart(parameters: Parameters) {}
  /// Called each time the view model becomes visible.
  open func didAppear() {}
  /// Called each time the view model stops being visible.
  open func didDisappear() {}
  /// Called once, when the view model leaves the app; its tasks are already cancelled.
  open func didEnd() {}
  /// Whether the view model shows a HUD now. Subclasses may add their own loading states.
  open var showsHUD: Bool { isSubmitting }

  func start(parameters: Parameters) {
    guard phase == .created else { return }
    phase = .started
    self.parameters = parameters
    context.events.record(.lifecycle, "start \(eventName)")
    didStart(parameters: parameters)
  }

  func setVisible(_ visible: Bool) {
    guard phase == .started, visible != isVisible else { return }
    isVisible = visible
    context.events.record(.lifecycle, "\(visible ? "appear" : "disappear") \(eventName)")
    if visible { didAppear() } else { didDisappear() }
    for list in lists { list.updateDisplayed() }
  }

  func attach(_ list: ListViewModel) {
    lists.append(list)
  }

  func end() {
    guard phase != .ended else { return }
    for child in children { child.end() }
    // One that never started (a tab never shown) leaves without a word.
    guard phase == .started else {
      phase = .ended
      return
    }
    if isVisible { setVisible(false) }
    phase = .ended
    for task in tasks.values { task.cancel() }
    tasks.removeAll()
    for list in lists { list.finish() }
    context.events.record(.lifecycle, "end \(eventName)")
    didEnd()
  }

  // MARK: Tasks

  /// Starts `operation` on the main actor, tied to this view model's life: ending the view model
  /// cancels it. Does nothing once the view model has ended. A plain `Task {}` runs in the
  /// simulation just as well; this one also ends with the screen.
  @discardableResult
  public func task(_ operation: @escaping @MainActor @Sendable () async -> Void) -> Task<
    Void, Never
  >? {
    guard isActive else { return nil }
    nextTaskID += 1
    let id = nextTaskID
    let task = Task { @MainActor [weak self] in
      await operation()
      self?.tasks[id] = nil
    }
    tasks[id] = task
    return task
  }

  /// Submits what the user asked for, as every form does: the HUD shows (``isSubmitting``)
  /// while `work` runs in a task tied to this view model's life; then `success` gets its value,
  /// or, when it throws, `failure` gets the error and it shows as a toast. When the view model
  /// ends first, nothing happens after the work: neither handler runs and no toast shows.
  @discardableResult
  public func submit<Value: Sendable>(
    _ work: @escaping @MainActor @Sendable () async throws -> Value,
    success: @escaping @MainActor @Sendable (Value) -> Void,
    failure: (@MainActor @Sendable (any Error) -> Void)? = nil
  ) -> Task<Void, Never>? {
    isSubmitting = true
    return task { [weak self] in
      do {
        let value = try await work()
        guard let self, self.isActive else { return }
        self.isSubmitting = false
        success(value)
      } catch is CancellationError {
        return
      } catch {
        guard let self, self.isActive else { return }
        self.isSubmitting = false
        failure?(error)
        self.showError(error)
      }
    }
  }

  /// Runs a step that fails only when the app itself is wrong (a row that is not there, a view
  /// model shown twice, a service never registered): a failure fails the command the user typed
  /// with an ``AppProblem/failedStep(viewModel:step:error:)``, so it is never silently dropped.
  /// Returns the step's value, or nil when it failed.
  @discardableResult
  public func attempt<Value>(_ step: String, _ body: () throws -> Value) -> Value? {
    do {
      return try body()
    } catch {
      context.problems.report(
        .failedStep(viewModel: typeName, step: step, error: String(describing: error)))
      return nil
    }
  }

  /// Runs `body` for each value of `stream`, in a task tied to this view model's life: the usual
  /// way to follow a list's ``ListViewModel/interactions``.
  public func observe<Value: Sendable>(
    _ stream: AsyncStream<Value>, _ body: @escaping @MainActor @Sendable (Value) -> Void
  ) {
    task {
      for await value in stream { body(value) }
    }
  }

  /// How many of its tasks are still running.
  public var runningTasks: Int { tasks.count }

  // MARK: Children

  /// Adds `child`; it starts now if this view model has started.
  /// - Throws: ``NavigationError/alreadyHasParent(_:)`` when `child` already has a parent.
  public func addChild(_ child: ViewModel, parameters: Parameters = [:]) throws(NavigationError) {
    guard child.parent == nil, !children.contains(where: { $0 === child }), child !== self else {
      throw .alreadyHasParent(child.typeName)
    }
    children.append(child)
    child.parent = self
    if phase == .started, !(self is any LazyChildren) { child.start(parameters: parameters) }
    context.visibilityChanged()
  }

  /// Removes `child` and ends it.
  /// - Throws: ``NavigationError/notAChild(_:)`` when it is not a child of this view model.
  public func removeChild(_ child: ViewModel) throws(NavigationError) {
    guard let index = children.firstIndex(where: { $0 === child }) else {
      throw .notAChild(child.typeName)
    }
    children.remove(at: index)
    child.parent = nil
    child.end()
    context.visibilityChanged()
  }

  /// The children that are visible while this view model is. All of them, unless a container
  /// (such as ``TabsViewModel``) shows only some.
  open var visibleChildren: [ViewModel] { children }
  /// Whether, presented as the root of a modal, it leaves the screen under it on screen, as a
  /// sheet does on a phone (the presenter neither disappears nor appears again). False: a modal
  /// covers the screen under it.
  open var keepsScreenBelowVisible: Bool { false }

  /// Whether, at the root of a modal, the back command closes it (a FlowKit modal's close
  /// button, a sheet's swipe down). False for a full-screen cover and a sheet whose interactive
  /// dismissal is disabled: on a phone only their own buttons close them.
  open var closesByBack: Bool { true }

  // MARK: Messages

  /// Shows a success message as a toast, cleaned (trailing `。` or `.` trimmed, empty dropped).
  public func showSuccess(_ message: String) {
    guard isActive, let text = Messages.clean(message) else { return }
    context.showToast(text)
  }

  /// Shows an error as a toast with a message for people (see ``Messages/message(for:)``).
  public func showError(_ error: any Error) {
    guard isActive, let text = Messages.message(for: error, texts: context.texts) else { return }
    context.showToast(text)
  }

  /// Shows an error message as a toast, cleaned.
  public func showError(message: String) {
    guard isActive, let text = Messages.clean(message) else { return }
    context.showToast(text)
  }
}

/// A container whose children start the first time they are shown, not when added.
@MainActor
public protocol LazyChildren: AnyObject {}
