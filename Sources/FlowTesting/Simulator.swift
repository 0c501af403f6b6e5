public import FlowKit
public import FlowScript

/// An app on the deterministic runtime, driven from a test: the commands of the command language
/// as Swift calls, with virtual time.
///
/// ```swift
/// let app = Simulator(app: LoginApp.app)
/// try app.type("lee", into: .id("name"))
/// try app.tap(.id("login"))
/// app.advance(by: .milliseconds(500))
/// assertScreen(app) { ... }
/// ```
///
/// Like TCA's TestStore it is exhaustive about time: when it goes away with tasks still waiting
/// on the clock, the test fails at the line that made it, unless ``allowsPendingTasks`` is set.
public final class Simulator {
  /// The session underneath, for anything the Swift API does not cover.
  public let session: Session
  /// Whether the simulator may end with tasks still waiting on the clock.
  public var allowsPendingTasks = false
  private let location: CallSite

  /// Opens `app` with `parameters`, its screen `width` columns wide.
  ///
  /// - Parameters:
  ///   - app: the app to open.
  ///   - parameters: what it is opened with, as `open APP key=value` gives them.
  ///   - width: the width screens are drawn at, in columns.
  ///   - failingRequest: the request (counted from 1, across the simulator's life) that fails as
  ///     the network fails it, as `flowsim test --faults` makes one fail; ``requestCount`` says
  ///     how many a run made, and ``invariantViolations()`` what no longer holds.
  ///   - shuffle: a seed: jobs that are ready together run in an order drawn from it, as
  ///     `flowsim test --shuffle SEED` runs them; nil runs them in the order they arrived.
  ///   - fileID: where the simulator is made, for a failure that names it (the default).
  ///   - filePath: the same, as a path.
  ///   - line: the same, its line.
  ///   - column: the same, its column.
  public init(
    app: FlowApp, parameters: Parameters = [:], width: Int = 40, failingRequest: Int? = nil,
    shuffle: UInt64? = nil,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
  ) {
    session = Session(apps: [app], width: width, failingRequest: failingRequest, shuffle: shuffle)
    location = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    let outcome = session.run(.open(app: app.name, parameters: parameters))
    if outcome.failed { Failure.report(outcome.output, at: location) }
  }

  /// Opens a single view model: `make` registers its views and services on the context and
  /// returns it.
  ///
  /// `failingRequest` and `shuffle` are as for ``init(app:parameters:width:failingRequest:shuffle:fileID:filePath:line:column:)``.
  public convenience init(
    width: Int = 40, failingRequest: Int? = nil, shuffle: UInt64? = nil,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line,
    column: Int = #column,
    _ make: @escaping @MainActor @Sendable (AppContext) throws -> ViewModel
  ) {
    let app = FlowApp(name: "test", summary: "a view model under test") { context, _ in
      try make(context)
    }
    self.init(
      app: app, width: width, failingRequest: failingRequest, shuffle: shuffle, fileID: fileID,
      filePath: filePath, line: line, column: column)
  }

  /// The requests the app made through its network so far.
  public var requestCount: Int { session.requests.count }

  /// What does not hold once everything settles: work still pending, a HUD or a loading footer
  /// still up, a screen with no way on or back, work of a gone screen. Settles first, as
  /// `flowsim test --faults` does after a file's last command. Empty when all holds.
  ///
  /// With a `failingRequest` the run never reached, that is said too: nothing failed, so the
  /// test would check nothing.
  public func invariantViolations() -> [String] {
    var violations = Invariants.violations(in: session)
    if let failing = session.requests.failing, session.requests.count < failing {
      let made = session.requests.count
      violations.append(
        "request \(failing) never happened: the run made \(made) request\(made == 1 ? "" : "s"), "
          + "so nothing failed (a service's calls fail only when made through "
          + "context.serviceEnvironment.request)")
    }
    return violations
  }

  deinit {
    for wait in session.currentRuntime.takeProblems() {
      Failure.report("error: \(wait)", at: location)
    }
    let waiting = session.currentRuntime.waitingTasks
    if !allowsPendingTasks, waiting > 0 {
      Failure.report(
        "\(waiting) task\(waiting == 1 ? " is" : "s are") still waiting on the clock; "
          + "advance(by:) or settle() when that work ends, or set allowsPendingTasks for work "
          + "that never does (a ticker)", at: location)
    }
  }

  // MARK: Commands
  //
  // As TCA's TestStore does, a command that fails records the failure at the line that called it
  // and the test goes on. To catch a failure as a typed error instead, use `run(_:)`.

  /// Taps a button, row, tab, alert action or the toast.
  public func tap(
    _ target: Target, fileID: String = #fileID, filePath: String = #filePath, line: Int = #line,
    column: Int = #column
  ) {
    check(
      .tap(target), at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
  }
  /// Replaces a field's text as a user typing it.
  public func type(
    _ text: String, into target: Target, fileID: String = #fileID, filePath: String = #filePath,
    line: Int = #line, column: Int = #column
  ) {
    check(
      .type(target, text),
      at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Presses the return key in a field: what the app does on submit.
  public func submit(
    _ target: Target, fileID: String = #fileID, filePath: String = #filePath, line: Int = #line,
    column: Int = #column
  ) {
    check(
      .submit(target), at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Empties a field.
  public func clear(
    _ target: Target, fileID: String = #fileID, filePath: String = #filePath, line: Int = #line,
    column: Int = #column
  ) {
    check(
      .clear(target), at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
  }
  /// The back button: pop, or dismiss a modal at its root.
  public func back(
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
  ) {
    check(.back, at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
  }
  /// Pulls to refresh the list (the only one on screen when nil).
  public func refresh(
    _ list: Target? = nil, fileID: String = #fileID, filePath: String = #filePath,
    line: Int = #line, column: Int = #column
  ) {
    check(
      .refresh(list), at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
  }
  /// Scrolls to the bottom of the list and loads more.
  public func more(
    _ list: Target? = nil, fileID: String = #fileID, filePath: String = #filePath,
    line: Int = #line, column: Int = #column
  ) {
    check(.more(list), at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
  }
  /// Opens a deep link through the app's router.
  public func route(
    _ url: String, fileID: String = #fileID, filePath: String = #filePath, line: Int = #line,
    column: Int = #column
  ) {
    check(.route(url), at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
  }
  /// Sets a setting, such as `network` `offline` or one of the app's own.
  public func set(
    _ key: String, _ value: String, fileID: String = #fileID, filePath: String = #filePath,
    line: Int = #line, column: Int = #column
  ) {
    check(
      .set(key: key, value: value),
      at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
  }
  /// Checks an assertion of the command language; a failure is reported at this call, written
  /// in the command language (`expect #todos count 4: expected 4 rows, found 3`).
  public func expect(
    _ expectation: Expectation, fileID: String = #fileID, filePath: String = #filePath,
    line: Int = #line, column: Int = #column
  ) {
    check(
      .expect(expectation),
      at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Advances virtual time, running all that falls due.
  public func advance(
    by duration: Duration, fileID: String = #fileID, filePath: String = #filePath,
    line: Int = #line, column: Int = #column
  ) {
    check(
      .wait(duration), at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Advances virtual time until nothing waits, at most 10 virtual minutes.
  public func settle(
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
  ) {
    check(.settle, at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Runs a line of the command language and returns what it printed; a failure is reported at
  /// this call.
  @discardableResult
  public func execute(
    _ command: String, fileID: String = #fileID, filePath: String = #filePath, line: Int = #line,
    column: Int = #column
  ) -> String {
    let outcome = session.execute(command)
    report(
      outcome, command: command,
      at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    return outcome.output
  }

  private func check(_ command: Command, at site: CallSite) {
    report(session.run(command), command: command.description, at: site)
  }

  private func report(_ outcome: Outcome, command: String, at site: CallSite) {
    for failure in outcome.failures { Failure.report("\(command): \(failure.line)", at: site) }
  }

  /// Runs a command.
  /// - Throws: the underlying typed error of the first failure, so that a test can catch it by
  ///   case: an ``InteractionError`` (`.disabled(target)`, `.notFound`), a `NavigationError`, an
  ///   ``ExpectationFailure``, an `AppProblem`, or a ``CommandFailure`` for the rest.
  public func run(_ command: Command) throws {
    let outcome = session.run(command)
    if let failure = outcome.failures.first { throw failure.underlying }
  }

  // MARK: What there is to see

  /// The screen as `show` draws it.
  public var screen: String { session.screen() }
  /// The element tree as `tree` lists it.
  public var tree: String { session.tree() }
  /// Everything on screen, as values.
  public var display: Display { session.display() }
  /// Virtual time since the app opened.
  public var now: Duration { session.now }
  /// How many tasks wait on the clock.
  public var waitingTasks: Int { session.waitingTasks }

  /// The events since the last call (or the last `events` command), of `kinds` when given; the
  /// others are dropped too.
  public func takeEvents(_ kinds: Set<EventLog.Event.Kind>? = nil) -> [EventLog.Event] {
    let events = session.withContext { $0.events.unread() } ?? []
    return kinds.map { kinds in events.filter { kinds.contains($0.kind) } } ?? events
  }

  /// The texts of the events since the last call, of one kind: `["cell 0 点击上报"]`.
  public func takeEvents(_ kind: EventLog.Event.Kind) -> [String] {
    takeEvents([kind]).map(\.text)
  }

  /// Runs `body` with the visible view model, if it is a `Model`.
  public func withViewModel<Model: ViewModel, T: Sendable>(
    _ type: Model.Type, _ body: @escaping @MainActor @Sendable (Model) -> T
  ) -> T? {
    session.withContext { context in
      (context.visibleViewModel as? Model).map(body)
    } ?? nil
  }
}
