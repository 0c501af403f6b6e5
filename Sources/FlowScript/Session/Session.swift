public import FlowKit
public import FlowRender
import Foundation

/// What a command printed and how it went.
public struct Outcome: Equatable, Sendable {
  /// What the command printed when it worked (a screen, a listing), without failures.
  public var text: String
  /// Why it failed, as values: the command's own failure, then any problem of the app.
  public var failures: [CommandFailure]
  /// Whether the user asked to leave.
  public var quit: Bool
  /// Whether the command may have changed what the screen shows.
  public var changedScreen: Bool
  /// Whether the text is the screen, as `show` draws it: a terminal may draw it again narrower.
  public var isScreen = false

  /// What the command printed: its text, then a line for each failure. No trailing newline.
  public var output: String {
    guard !failures.isEmpty else { return text }
    return ((text.isEmpty ? [] : [text]) + failures.map(\.line)).joined(separator: "\n")
  }

  /// Whether the command failed: an error or a failed expectation.
  public var failed: Bool { !failures.isEmpty }

  static func ok(_ text: String = "", changed: Bool = false) -> Outcome {
    Outcome(text: text, failures: [], quit: false, changedScreen: changed)
  }

  static func failure(_ failure: CommandFailure, changed: Bool = false) -> Outcome {
    Outcome(text: "", failures: [failure], quit: false, changedScreen: changed)
  }
}

/// One command of a session and what it printed, for transcripts and `save`.
public struct TranscriptEntry: Equatable, Sendable {
  /// The command as typed.
  public var command: String
  /// What it printed.
  public var output: String
  /// Whether the line parsed as a command. One that did not ran nothing, and a transcript keeps
  /// it as prose with its error, so that the transcript still replays.
  public var parsed = true

  /// An entry of the transcript.
  public init(command: String, output: String, parsed: Bool = true) {
    self.command = command
    self.output = output
    self.parsed = parsed
  }
}

/// A flowsim session: one app at a time on a deterministic runtime, driven one command at a time.
///
/// The session runs on the thread that calls it; it needs no async context, so a REPL can block
/// in readline between commands. Everything the app does runs inside ``execute(_:)``.
public final class Session {
  /// The apps that `open` can start.
  public let apps: [FlowApp]
  /// The screen width for `show`, 24 to 200.
  public private(set) var width: Int
  /// Whether an interactive front end should draw the screen after a command that changed it.
  public private(set) var autoshow = true
  /// The open app's name.
  public private(set) var appName: String?
  /// The commands so far and what they printed.
  public var transcript: [TranscriptEntry] { recorder.entries }
  private let recorder = TranscriptRecorder()
  /// What follows the commands: the transcript first, then any a caller adds (coverage).
  package private(set) var observers: [any SessionObserver]

  private(set) var runtime: any AppDriver
  private let makeDriver: () -> any AppDriver
  private(set) var context: AppContext?
  private var network = NetworkLink.Condition.online
  /// Every request the apps of this session made, one of which may fail on purpose.
  public let requests: RequestLog
  /// The command during which the failing request was made, once it has been.
  public private(set) var faultStruckAt: Command?

  /// A session with no app open.
  ///
  /// - Parameters:
  ///   - apps: the apps `open` can open.
  ///   - width: the width screens are drawn at, kept within ``ScreenRenderer/widths``.
  ///   - live: run apps on the wall clock (``LiveDriver``) instead of in virtual time. A live
  ///     app's main-actor work runs on the process's real main queue, which simulations driving
  ///     on other threads at the same time (a parallel test run) take turns on: run a live
  ///     session in a process of its own, as `flowsim --realtime` is.
  ///   - failingRequest: the request (counted from 1) that fails as a dropped connection does,
  ///     as `flowsim test --faults` makes one fail; nil fails none.
  ///   - shuffle: a seed: jobs that are ready together run in an order drawn from it; nil runs
  ///     them in the order they arrived.
  public init(
    apps: [FlowApp], width: Int = 40, live: Bool = false, failingRequest: Int? = nil,
    shuffle: UInt64? = nil
  ) {
    self.apps = apps
    requests = RequestLog(failing: failingRequest)
    makeDriver = live ? { LiveDriver() } : { FlowRuntime(shuffle: shuffle) }
    runtime = makeDriver()
    observers = [recorder]
    self.width = min(max(width, ScreenRenderer.widths.lowerBound), ScreenRenderer.widths.upperBound)
  }

  deinit {
    if let context { runtime.perform { context.tearDown() } }
  }

  /// Runs `body` on the runtime with the open app's context; nil when no app is open.
  package func withContext<T: Sendable>(_ body: @escaping @MainActor @Sendable (AppContext) -> T)
    -> T?
  {
    guard let context else { return nil }
    return runtime.perform { body(context) }
  }

  /// The runtime of the open app.
  package var currentRuntime: any AppDriver { runtime }

  /// The variables `${KEY}` reads: `-e KEY=VALUE`, then the parameters of each `include`.
  public var variables = Variables()
  /// What runs an `include`: from the working folder, unless the runner hands in its own.
  public var includes: any IncludeHost = ScenarioIncludes()
  /// A `type` of a text longer than this arrives as one paste, not a keystroke a character;
  /// nil (as a user's session has it) types every text a key at a time. Explore pastes its long
  /// built-in text, which no user types by hand, so that its walk does not evaluate each view
  /// once for every character of it on every path.
  package var pastesTextsLongerThan: Int?

  /// Adds `observer`, told of every command from now on.
  package func observe(_ observer: any SessionObserver) {
    observers.append(observer)
  }

  /// Stops telling `observer`.
  package func stopObserving(_ observer: any SessionObserver) {
    observers.removeAll { $0 === observer }
  }

  private var parseCache = ParseCache()

  /// Runs one line: a command, a comment or a blank line.
  @discardableResult
  public func execute(_ line: String) -> Outcome {
    // Variables are replaced before parsing; the transcript keeps the line as it was written.
    let expanded: String
    do {
      expanded = try variables.expand(line)
    } catch {
      let outcome = Outcome.failure(.syntax(error))
      tell(nil, line, outcome)
      return outcome
    }
    let command: Command?
    do {
      command = try parseCache.command(expanded)
    } catch {
      let outcome = Outcome.failure(.syntax(withAppExample(error, line: expanded)))
      tell(nil, line, outcome)
      return outcome
    }
    guard let command else { return .ok() }
    return execute(command, line: line)
  }

  /// Runs a command already parsed from `line`, and records it in the transcript as `line`.
  @discardableResult
  public func execute(_ command: Command, line: String) -> Outcome {
    for observer in observers { observer.session(self, willRun: command) }
    let outcome = run(command)
    tell(command, line, outcome)
    return outcome
  }

  private func tell(_ command: Command?, _ line: String, _ outcome: Outcome) {
    for observer in observers {
      observer.session(self, didRun: command, line: line, outcome: outcome)
    }
  }

  /// Runs a parsed command. A problem the app had meanwhile (a wait on real time, a screen
  /// without a view) fails it too, after what it printed.
  @discardableResult
  public func run(_ command: Command) -> Outcome {
    shown = nil
    var outcome = dispatch(command)
    if faultStruckAt == nil, requests.failing != nil, requests.takeStruck() {
      faultStruckAt = command
    }
    outcome.failures += runtime.takeProblems().map(CommandFailure.app)
    return outcome
  }

  /// The one switch over commands.
  private func dispatch(_ command: Command) -> Outcome {
    switch command {
    case .open(let name, let parameters): return open(name, parameters: parameters)
    case .apps: return .ok(appsListing())
    case .help(let topic): return help(topic)
    case .quit: return Outcome(text: "", failures: [], quit: true, changedScreen: false)
    case .show:
      let display = display()
      shown = display
      var outcome = Outcome.ok(ScreenRenderer(width: width).render(display))
      outcome.isScreen = true
      return outcome
    case .tree: return .ok(tree())
    case .wait(let duration):
      runtime.advance(by: duration)
      return .ok(changed: true)
    case .settle: return settle()
    case .set(let key, let value): return set(key, value)
    case .include(let path, let parameters): return include(path, parameters: parameters)
    case .repeat(let count, let command):
      var outcome = Outcome.ok()
      var texts: [String] = []
      for _ in 0..<count {
        let run = dispatch(command)
        if !run.text.isEmpty { texts.append(run.text) }
        outcome.changedScreen = outcome.changedScreen || run.changedScreen
        outcome.quit = run.quit
        if run.failed || run.quit {
          outcome.failures = run.failures
          break
        }
      }
      outcome.text = texts.joined(separator: "\n")
      return outcome
    case .settings:
      let values = settingValues()
      let width = values.map(\.name.count).max() ?? 0
      return .ok(
        values.map { $0.name + String(repeating: " ", count: width + 2 - $0.name.count) + $0.value }
          .joined(separator: "\n"))
    case .save(let path, let force): return save(path, force: force)
    case .events:
      return onApp { context in
        let events = context.events.unread().map(\.description)
        return .ok(events.isEmpty ? "(no events)" : events.joined(separator: "\n"))
      }
    case .expect(let expectation):
      return onApp { context in
        Assertions(context: context).check(expectation).map {
          .failure(.expectation(ExpectationFailure(expectation: expectation, message: $0)))
        } ?? .ok()
      }
    case .tap(let target):
      return interact { (interaction) throws(InteractionError) in try interaction.tap(target) }
    case .type(let target, let text):
      return type(text, into: target)
    case .clear(let target):
      return interact { (interaction) throws(InteractionError) in try interaction.clear(target) }
    case .submit(let target):
      return interact { (interaction) throws(InteractionError) in try interaction.submit(target) }
    case .back: return interact { (interaction) throws(InteractionError) in try interaction.back() }
    case .route(let url):
      return interact { (interaction) throws(InteractionError) in try interaction.route(url) }
    case .refresh(let target):
      return interact { (interaction) throws(InteractionError) in try interaction.refresh(target) }
    case .more(let target):
      return interact { (interaction) throws(InteractionError) in try interaction.more(target) }
    }
  }

  /// Runs `body` on the main actor with the open app's context, or fails when none is open.
  private func onApp(_ body: @escaping @MainActor @Sendable (AppContext) -> Outcome) -> Outcome {
    guard let context else { return .failure(.interaction(.noApp(example: apps.first?.name))) }
    return runtime.perform { body(context) }
  }

  /// Runs one interaction; it changes the screen unless it fails.
  private func interact(
    _ body: @escaping @MainActor @Sendable (Interaction) throws(InteractionError) -> Void
  ) -> Outcome {
    onApp { context in
      do throws(InteractionError) {
        try body(Interaction(context: context))
        return .ok(changed: true)
      } catch {
        return .failure(.interaction(error))
      }
    }
  }

  /// Types `text` into the field at `target`, one keystroke a step: the work each keystroke
  /// makes due runs before the next arrives.
  private func type(_ text: String, into target: Target) -> Outcome {
    guard let context else { return .failure(.interaction(.noApp(example: apps.first?.name))) }
    let limit = pastesTextsLongerThan
    let typed = runtime.performSteps {
      () -> (InteractionError?, [@MainActor @Sendable () -> Void]) in
      do throws(InteractionError) {
        let keys = try Interaction(context: context).keystrokes(
          target, text, pastingOver: limit)
        return (nil, keys.steps)
      } catch {
        return (error, [])
      }
    }
    if let typed { return .failure(.interaction(typed)) }
    return .ok(changed: true)
  }

  private func settle() -> Outcome {
    guard runtime.isVirtual else { return .failure(.settleLive) }
    guard runtime.settle(limit: .seconds(600)) else {
      return .failure(.unsettled(tasks: runtime.waitingTasks))
    }
    return .ok(changed: true)
  }

  // MARK: Include

  /// Runs the scenario file at `path` here, as ``includes`` finds and checks it.
  private func include(_ path: String, parameters: [String: String]) -> Outcome {
    includes.include(path, parameters: parameters, in: self)
  }

  // MARK: Apps

  private func open(_ name: String, parameters: Parameters) -> Outcome {
    guard let app = apps.first(where: { $0.name == name }) else {
      return .failure(
        .unknown(UnknownName("app", name, known: apps.map(\.name), fallback: "'apps' lists them")))
    }
    // The app's own settings may be given as parameters too: `open waybills pagesize=5`.
    let known = app.settings.keys.sorted() + app.parameters
    if let unknown = parameters.keys.sorted().first(where: { !known.contains($0) }) {
      return .failure(
        .unknown(
          UnknownName(
            "parameter", unknown, known: known,
            fallback: known.isEmpty
              ? "\(app.name) takes none" : "\(app.name) takes \(known.spokenList())")))
    }
    var settings = app.settings
    for (key, value) in parameters where settings[key] != nil {
      if case .failure(let error) = SettingSpec.appSetting(key, default: app.settings[key] ?? "")
        .parse(value)
      {
        return .failure(.setting(error))
      }
      settings[key] = value
    }
    if runtime.isVirtual {
      do {
        try FlowRuntime.checkSupport()
      } catch {
        return .failure(.cannotSimulate(app: app.name, error))
      }
    }
    let runtime = makeDriver()
    let network = NetworkLink(self.network, requests: requests)
    let result: Result<AppContext, any Error> = runtime.perform {
      let context = runtime.makeContext(network: network)
      context.settings = settings
      do {
        let root = try app.make(context, parameters)
        context.setRoot(root, parameters: parameters)
        return .success(context)
      } catch {
        context.tearDown()
        return .failure(error)
      }
    }
    switch result {
    case .success(let context):
      // What was open before goes only once the new app has started.
      tearDown()
      self.runtime = runtime
      self.context = context
      self.appName = app.name
      // The network is the device's, as airplane mode is: a new start of the app keeps it, and
      // says so when it is not the default.
      guard self.network == .online else {
        return .ok(
          "note: the network is \(self.network.rawValue), as 'set network' left it; "
            + "'set network online' turns it back on", changed: true)
      }
      return .ok(changed: true)
    case .failure(let error):
      return .failure(.appDidNotStart(app: app.name, reason: "\(error)"))
    }
  }

  /// Opens `app`, or the first app when it is nil: how a session starts (the REPL, a piped
  /// transcript, a scenario file, a test's simulator).
  @discardableResult
  public func openInitial(_ app: String?) -> Outcome {
    guard let name = app ?? apps.first?.name else { return .ok() }
    return run(.open(app: name, parameters: [:]))
  }

  private func tearDown() {
    if let context { runtime.perform { context.tearDown() } }
    context = nil
    appName = nil
  }

  private func appsListing() -> String {
    let width = apps.map(\.name.count).max() ?? 0
    return apps.map { app in
      app.name + String(repeating: " ", count: width - app.name.count + 2) + app.summary
    }.joined(separator: "\n")
  }

  // MARK: Screens

  /// The current display, as values.
  public func display() -> Display {
    guard let context else { return .empty }
    return runtime.perform { context.display() }
  }

  /// The current screen, drawn at the session's width.
  public func screen() -> String {
    ScreenRenderer(width: width).render(display())
  }

  /// The current screen as styled lines, for a terminal to colour; `display` draws one already
  /// made (the one `show` showed, ``shown``) rather than making it again.
  public func styledScreen(width: Int? = nil, of display: Display? = nil) -> [StyledLine] {
    ScreenRenderer(width: width ?? self.width).renderLines(display ?? self.display())
  }

  /// The screen the last `show` drew, so that a terminal draws the same one without making it
  /// again; nil once another command ran.
  public private(set) var shown: Display?

  /// The current element tree.
  public func tree() -> String {
    TreeRenderer.render(display())
  }

  /// What a command can name on the screen, with its kind and whether a tap acts on it: each
  /// element with an id (`#login`),
  /// and each row drawn of a list with an id (`#waybills[3]`, or `#people[1:3]` when the list
  /// has several sections), as the screen numbers them.
  public func targets() -> [(target: String, kind: Element.Kind, tappable: Bool)] {
    var found: [(target: String, kind: Element.Kind, tappable: Bool)] = []
    for element in display().allElements {
      guard let id = element.id else { continue }
      found.append(("#\(id)", element.kind, element.actions.tap != nil))
      guard element.kind == .list else { continue }
      let sections = element.sectionRowCounts?.count ?? 1
      for row in element.flattened where row.kind == .row {
        guard let place = row.indexPath else { continue }
        let index = sections > 1 ? "\(place.section):\(place.row)" : "\(place.row)"
        found.append(("#\(id)[\(index)]", .row, true))
      }
    }
    return found
  }

  /// Virtual time since the app was opened.
  public var now: Duration { runtime.elapsed }

  /// How many tasks wait on the clock.
  public var waitingTasks: Int { runtime.waitingTasks }

  /// The network as `set network` left it.
  public var networkCondition: NetworkLink.Condition { network }

  /// The settings `set` takes: the built-in ones and the open app's own.
  public var settings: [SettingSpec] {
    let app = apps.first { $0.name == appName }
    return SettingSpec.builtIn
      + (app?.settings.sorted { $0.key < $1.key }.map {
        SettingSpec.appSetting($0.key, default: $0.value)
      } ?? [])
  }

  /// The names of the settings `set` takes.
  public var settingNames: [String] { settings.map(\.name) }

  /// Each setting with its value now, for `set` alone.
  public func settingValues() -> [(name: String, value: String)] {
    let appSettings = context.map { context in runtime.perform { context.settings } } ?? [:]
    return settings.map { setting in
      let value =
        switch setting.kind {
        case .width: "\(width)"
        case .autoshow: autoshow ? "on" : "off"
        case .network: network.rawValue
        case .appNumber, .appWord: appSettings[setting.name] ?? setting.example
        }
      return (setting.name, value)
    }
  }

  // MARK: Settings

  private func set(_ key: String, _ value: String) -> Outcome {
    guard let setting = settings.first(where: { $0.name == key }) else {
      return .failure(
        .unknown(
          UnknownName(
            "setting", key, known: settingNames,
            fallback: "settings: \(settingNames.joined(separator: ", "))")))
    }
    switch setting.parse(value) {
    case .failure(let error): return .failure(.setting(error))
    case .success(.width(let columns)): width = columns
    case .success(.autoshow(let on)):
      autoshow = on
      return .ok()
    case .success(.network(let condition)):
      network = condition
      if let context { runtime.perform { context.network.condition = condition } }
    case .success(.app(let value)):
      if let context { runtime.perform { context.settings[key] = value } }
    }
    return .ok(changed: true)
  }

  // MARK: Help

  /// A parse error whose fix shows the command's example, with the example of the app that is
  /// open (`type #email hello`), as `help` gives it, rather than the table's.
  private func withAppExample(_ error: ScriptError, line: String) -> ScriptError {
    guard let hint = error.hint, let word = line.split(separator: " ").first,
      let spec = CommandTable.spec(named: String(word)), hint.contains(spec.example)
    else { return error }
    var error = error
    error.hint = hint.replacingOccurrences(of: spec.example, with: spec.example(in: examplePlace()))
    return error
  }

  /// What examples can name now: the app open (or the first), its first link, and ids on its
  /// screen, so that help never names an app this simulator lacks.
  private func examplePlace() -> ExamplePlace {
    var place = ExamplePlace(app: appName ?? apps.first?.name)
    guard let context else { return place }
    place.isOpen = true
    place.link = runtime.perform { context.router.examples.first }
    let elements = display().allElements
    if let id = elements.first(where: { $0.kind == .button && $0.id != nil })?.id {
      place.button = id
    }
    if let id = elements.first(where: { $0.isField && $0.id != nil })?.id { place.field = id }
    if let id = elements.first(where: { $0.kind == .list && $0.id != nil })?.id { place.list = id }
    return place
  }

  private func help(_ topic: String?) -> Outcome {
    guard let topic else { return .ok(HelpText.overview()) }
    guard let text = HelpText.topic(topic, settings: settings, place: examplePlace()) else {
      return .failure(
        .unknown(
          UnknownName(
            "command", topic, known: CommandTable.names, fallback: "'help' lists the commands")))
    }
    return .ok(text)
  }

  // MARK: Transcript

  private func save(_ path: String, force: Bool) -> Outcome {
    guard force || !FileManager.default.fileExists(atPath: path) else {
      return .failure(.fileExists(path))
    }
    do throws(FileWriteError) {
      try AtomicFile.write(Transcript.format(transcript), to: path)
      return .ok()
    } catch {
      return .failure(.file(error))
    }
  }
}
