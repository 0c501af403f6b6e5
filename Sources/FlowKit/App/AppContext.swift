/// One running app: its clock, network, services, views, events and overlays, and the stacks of
/// view models on its window. Everything here belongs to one session; two sessions never share it.
@MainActor
public final class AppContext {
  /// The clock to hand to services: the simulation's virtual clock, or `ContinuousClock` live.
  public let clock: any Clock<Duration>
  /// Time since the app's clock began: virtual in a simulation, wall time live.
  public var now: Duration { elapsed() }
  private let elapsed: @Sendable () -> Duration
  private let nextWake: @Sendable () -> Duration?

  /// How long until the next thing the app waits for on its clock, when that is known (in a
  /// simulation); nil when nothing waits or live.
  public var timeToNextWake: Duration? { nextWake() }
  /// Where the app's problems go: a screen without a view, say.
  public let problems: ProblemLog
  /// What the app did for a screen after that screen was gone (a list changed by a task that
  /// outlived it), oldest first: `flowsim test --faults` checks that nothing is here.
  public internal(set) var lateWork: [String] = []
  /// The simulated network.
  public let network: NetworkLink
  /// The app's services, by protocol type.
  public let services: ServiceLocator
  /// The views of the app's view models.
  public let views: ViewRegistry
  /// The app's deep links.
  public let router: Router
  /// Shows and closes view models by type (push or present, as their views ask).
  public private(set) lazy var navigator = NavigationService(context: self)
  /// What happened, in order.
  public let events = EventLog()
  /// The texts the library shows on this app's screens; English unless the app sets its own.
  public var texts = AppTexts.english
  /// The app's own settings, as `set KEY VALUE` leaves them.
  public var settings: [String: String] = [:]
  /// The root stack of the window, once the app has one.
  public private(set) var window: NavigationViewModel?
  /// The toast on screen, if any.
  public var toast: Toast? {
    guard let current = storedToast, now < current.until else { return nil }
    return current
  }
  private var storedToast: Toast?
  /// What a layer above FlowKit keeps for this app, by its type (FlowUI's app state).
  package var attachments: [ObjectIdentifier: AnyObject] = [:]
  /// Where `route URL` goes before the router, when set: a SwiftUI app's `.onOpenURL`. It throws
  /// when nothing on screen takes the URL.
  package var openURL: (@MainActor (String) throws -> Void)?
  /// The alerts, oldest first; the last is on top.
  public private(set) var alerts: [Alert] = []

  private var visibleModels: [ObjectIdentifier: ViewModel] = [:]
  private var visibleOrder: [ObjectIdentifier] = []
  private var updatingVisibility = false

  /// A context in the virtual time of `runtime`, with a fresh network, locator, registry and
  /// router: how flowsim and FlowTesting run an app.
  public convenience init(runtime: FlowRuntime, network: NetworkLink = NetworkLink()) {
    self.init(
      clock: runtime.clock, network: network, problems: runtime.problems,
      elapsed: { runtime.now.offset },
      nextWake: { runtime.clock.nextDeadline.map { runtime.now.duration(to: $0) } })
  }

  /// A context on the wall clock, as an app runs: services wait for real.
  public convenience init(
    clock: ContinuousClock = ContinuousClock(), network: NetworkLink = NetworkLink(),
    problems: ProblemLog = ProblemLog()
  ) {
    let start = clock.now
    self.init(
      clock: clock, network: network, problems: problems,
      elapsed: { start.duration(to: clock.now) }, nextWake: { nil })
  }

  private init(
    clock: any Clock<Duration>, network: NetworkLink, problems: ProblemLog,
    elapsed: @escaping @Sendable () -> Duration,
    nextWake: @escaping @Sendable () -> Duration?
  ) {
    self.nextWake = nextWake
    self.clock = clock
    self.problems = problems
    self.elapsed = elapsed
    self.network = network
    self.services = ServiceLocator()
    self.views = ViewRegistry()
    self.router = Router()
  }

  /// Makes `root` the root of the window, starts it and shows it.
  @discardableResult
  public func setRoot(_ root: ViewModel, parameters: Parameters = [:]) -> NavigationViewModel {
    window?.endAll()
    let navigation = NavigationViewModel(root: root)
    window = navigation
    root.start(parameters: parameters)
    visibilityChanged()
    return navigation
  }

  /// The view model the user sees: the top of the deepest presented stack.
  public var visibleViewModel: ViewModel? { window?.visible }

  /// Tears the app down: every view model ends and the overlays go.
  public func tearDown() {
    window?.endAll()
    window = nil
    storedToast = nil
    alerts = []
    visibleModels = [:]
    visibleOrder = []
  }

  // MARK: Overlays

  /// Shows `text` as a toast for ``Toast/duration``, replacing any toast on screen.
  public func showToast(_ text: String) {
    storedToast = Toast(text: text, until: now + Toast.duration)
    events.record(.toast, text)
  }

  /// Hides the toast.
  public func dismissToast() { storedToast = nil }

  /// Shows `alert` over everything, on top of any alert already up.
  public func showAlert(_ alert: Alert) {
    alerts.append(alert)
    events.record(.alert, "show \(alert.title)")
  }

  /// Hides the top alert, then runs the action's handler at `index`.
  public func tapAlertAction(at index: Int) {
    guard let alert = alerts.last, alert.actions.indices.contains(index) else { return }
    alerts.removeLast()
    events.record(.alert, "\(alert.title): \(alert.actions[index].title)")
    alert.actions[index].handler?()
  }

  /// Puts `text` in the top alert's field `id`: what was typed into it.
  package func setAlertField(id: String, text: String) {
    guard let last = alerts.indices.last,
      let index = alerts[last].fields.firstIndex(where: { $0.id == id })
    else { return }
    alerts[last].fields[index].text = text
  }

  /// Hides the alerts that `shouldHide` picks, without running any handler: how an alert of
  /// SwiftUI's names goes when the value that presents it becomes false.
  package func hideAlerts(where shouldHide: (Alert) -> Bool) {
    let kept = alerts.filter { !shouldHide($0) }
    guard kept.count != alerts.count else { return }
    alerts = kept
  }

  /// Notes work the app did for a screen after that screen was gone; `test --faults` and
  /// `explore` report each.
  package func reportLateWork(_ description: String) {
    lateWork.append(description)
  }

  /// Whether any visible view model shows a HUD.
  public var showsHUD: Bool {
    // A loop rather than `contains(where:)`: a main-actor closure handed to a generic function
    // checks its executor at each call, and every command asks this.
    for key in visibleOrder where visibleModels[key]?.showsHUD == true { return true }
    return false
  }

  // MARK: Visibility

  /// Recomputes which view models are visible and sends appear and disappear, in order.
  public func visibilityChanged() {
    guard !updatingVisibility else { return }
    updatingVisibility = true
    defer { updatingVisibility = false }
    var order: [ObjectIdentifier] = []
    var models: [ObjectIdentifier: ViewModel] = [:]
    func visit(_ model: ViewModel) {
      let key = ObjectIdentifier(model)
      guard models[key] == nil else { return }
      order.append(key)
      models[key] = model
      for child in model.visibleChildren { visit(child) }
    }
    if let visible = visibleViewModel { visit(visible) }
    // A sheet leaves the screens under it on screen: each stack's top under a modal whose root
    // keeps them visible stays visible too.
    var stack = window?.deepest
    while let current = stack, let below = current.presenting,
      current.root.keepsScreenBelowVisible
    {
      visit(below.top)
      stack = below
    }
    for key in visibleOrder.reversed() where models[key] == nil {
      visibleModels[key]?.setVisible(false)
    }
    visibleModels = models
    visibleOrder = order
    for key in order {
      guard let model = models[key] else { continue }
      if model.phase == .created { model.start(parameters: [:]) }
      // The screen drawn is the top one's: without a view it would be blank.
      if !model.isVisible, model === visibleViewModel, !views.hasView(for: model) {
        problems.report(.missingView(viewModel: model.typeName))
      }
      model.setVisible(true)
    }
  }
}
