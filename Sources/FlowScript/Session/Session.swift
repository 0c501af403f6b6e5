public import FlowKit
import FlowRender

/// What a command printed and how it went.
public struct Outcome: Equatable, Sendable {
  /// What the command printed: its output, an error or a failed expectation. No trailing newline.
  public var output: String
  /// Whether the command failed: an error or a failed expectation.
  public var failed: Bool
  /// Whether the user asked to leave.
  public var quit: Bool
  /// Whether the command may have changed what the screen shows.
  public var changedScreen: Bool

  static func ok(_ output: String = "", changed: Bool = false) -> Outcome {
    Outcome(output: output, failed: false, quit: false, changedScreen: changed)
  }

  static func error(_ message: String) -> Outcome {
    Outcome(output: "error: \(message)", failed: true, quit: false, changedScreen: false)
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
  public private(set) var transcript: [TranscriptEntry] = []

  private(set) var runtime: any AppDriver
  private let makeDriver: () -> any AppDriver
  private(set) var context: AppContext?
  private var network = NetworkLink.Condition.online

  /// A session with no app open.
  ///
  /// - Parameter live: run apps on the wall clock (``LiveDriver``) instead of in virtual time.
  public init(apps: [FlowApp], width: Int = 40, live: Bool = false) {
    self.apps = apps
    makeDriver = live ? { LiveDriver() } : { FlowRuntime() }
    runtime = makeDriver()
    self.width = min(max(width, ScreenRenderer.minimumWidth), ScreenRenderer.maximumWidth)
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

  /// Runs one line: a command, a comment or a blank line.
  @discardableResult
  public func execute(_ line: String) -> Outcome {
    let command: Command?
    do {
      command = try CommandTable.parse(line)
    } catch {
      let outcome = Outcome.error(Self.message(error))
      record(line, outcome, parsed: false)
      return outcome
    }
    guard let command else { return .ok() }
    return execute(command, line: line)
  }

  /// Runs a command already parsed from `line`, and records it in the transcript as `line`.
  @discardableResult
  public func execute(_ command: Command, line: String) -> Outcome {
    let outcome = run(command)
    if case .save = command {} else if command != .quit { record(line, outcome) }
    return outcome
  }

  /// Runs a parsed command. A wait on real time that the app made meanwhile fails it, with the
  /// error after what the command printed.
  @discardableResult
  public func run(_ command: Command) -> Outcome {
    var outcome = dispatch(command)
    let waits = runtime.takeProblems()
    guard !waits.isEmpty else { return outcome }
    let errors = waits.map { "error: \($0)" }
    outcome.output = ([outcome.output].filter { !$0.isEmpty } + errors).joined(separator: "\n")
    outcome.failed = true
    return outcome
  }

  private func dispatch(_ command: Command) -> Outcome {
    switch command {
    case .open(let name, let parameters): return open(name, parameters: parameters)
    case .apps: return .ok(appsListing())
    case .help(let topic): return help(topic)
    case .quit: return Outcome(output: "", failed: false, quit: true, changedScreen: false)
    case .show: return .ok(screen())
    case .tree: return .ok(tree())
    case .wait(let duration):
      runtime.advance(by: duration)
      return .ok(changed: true)
    case .settle:
      guard !(runtime is LiveDriver) else {
        return .error("settle needs virtual time; live, use 'wait 2s' to let time pass")
      }
      let settled = runtime.settle(limit: .seconds(600))
      guard settled else {
        let count = runtime.waitingTasks
        return .error(
          "still \(count) task\(count == 1 ? "" : "s") waiting after 10 minutes of virtual time; "
            + "something polls or retries without end")
      }
      return .ok(changed: true)
    case .set(let key, let value): return set(key, value)
    case .save(let path): return save(path)
    case .events:
      guard let context else { return .error(InteractionError.noApp.description) }
      let events = runtime.perform { context.events.unread().map(\.description) }
      return .ok(events.isEmpty ? "(no events)" : events.joined(separator: "\n"))
    case .expect(let expectation):
      guard let context else { return .error(InteractionError.noApp.description) }
      let failure = runtime.perform { Assertions(display: context.display()).check(expectation) }
      return failure.map {
        Outcome(
          output: "expectation failed: \($0)", failed: true, quit: false, changedScreen: false)
      } ?? .ok()
    case .tap, .type, .clear, .back, .refresh, .more, .route:
      return interact(command)
    }
  }

  private func interact(_ command: Command) -> Outcome {
    guard let context else { return .error(InteractionError.noApp.description) }
    let error: String? = runtime.perform {
      let interaction = Interaction(context: context)
      do throws(InteractionError) {
        switch command {
        case .tap(let target): try interaction.tap(target)
        case .type(let target, let text): try interaction.type(target, text)
        case .clear(let target): try interaction.clear(target)
        case .back: try interaction.back()
        case .route(let url): try interaction.route(url)
        case .refresh(let target):
          let list = try interaction.list(target, verb: "refresh")
          guard let refresh = list.actions.refresh else {
            throw .other("\(Resolver.describe(list)) cannot be refreshed")
          }
          refresh()
        case .more(let target):
          let list = try interaction.list(target, verb: "more")
          guard let more = list.actions.loadMore else {
            throw .other("\(Resolver.describe(list)) does not load more")
          }
          more()
        default: break
        }
        return nil
      } catch {
        return error.description
      }
    }
    return error.map(Outcome.error) ?? .ok(changed: true)
  }

  // MARK: Apps

  private func open(_ name: String, parameters: Parameters) -> Outcome {
    guard let app = apps.first(where: { $0.name == name }) else {
      let suggestion = Suggest.nearest(name, in: apps.map(\.name))
      return .error(
        "unknown app '\(name)'"
          + (suggestion.map { ". Did you mean '\($0)'?" } ?? "; 'apps' lists them"))
    }
    // The app's own settings may be given as parameters too: `open waybills pagesize=5`.
    var settings = app.settings
    for (key, value) in parameters where settings[key] != nil { settings[key] = value }
    if !(runtime is LiveDriver) {
      do {
        try FlowRuntime.checkSupport()
      } catch {
        return .error("\(app.name) cannot be simulated: \(error)")
      }
    }
    let runtime = makeDriver()
    let network = NetworkLink(self.network)
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
      return .ok(changed: true)
    case .failure(let error):
      return .error("\(app.name) could not start: \(error)")
    }
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

  /// The current element tree.
  public func tree() -> String {
    TreeRenderer.render(display())
  }

  /// The ids on screen, for completion.
  public func elementIDs() -> [String] {
    display().allElements.compactMap { $0.id.map { "#\($0)" } }
  }

  /// Virtual time since the app was opened.
  public var now: Duration { runtime.elapsed }

  /// How many tasks wait on the clock.
  public var waitingTasks: Int { runtime.waitingTasks }

  /// The names of settings `set` takes: the built-in ones and the open app's own.
  public var settingNames: [String] {
    ["width", "autoshow", "network"]
      + (apps.first { $0.name == appName }?.settings.keys.sorted() ?? [])
  }

  // MARK: Settings

  private func set(_ key: String, _ value: String) -> Outcome {
    switch key {
    case "width":
      guard let number = Int(value),
        (ScreenRenderer.minimumWidth...ScreenRenderer.maximumWidth).contains(number)
      else {
        return .error(
          "width '\(value)' is out of range; use a number from 24 to 200, as in: set width 60")
      }
      width = number
      return .ok(changed: true)
    case "autoshow":
      guard value == "on" || value == "off" else {
        return .error("autoshow takes on or off, not '\(value)'")
      }
      autoshow = value == "on"
      return .ok()
    case "network":
      guard let condition = NetworkLink.Condition(rawValue: value) else {
        return .error("network takes online, offline or slow, not '\(value)'")
      }
      network = condition
      if let context { runtime.perform { context.network.condition = condition } }
      return .ok(changed: true)
    default:
      guard let context, let app = apps.first(where: { $0.name == appName }),
        app.settings[key] != nil
      else {
        let names = settingNames
        let suggestion = Suggest.nearest(key, in: names)
        return .error(
          "unknown setting '\(key)'"
            + (suggestion.map { ". Did you mean '\($0)'?" }
              ?? "; settings: \(names.joined(separator: ", "))"))
      }
      // A setting whose default is a number takes a positive whole number.
      if let current = app.settings[key], Int(current) != nil, (Int(value) ?? 0) < 1 {
        return .error(
          "\(key) takes a whole number above 0, not '\(value)', as in: set \(key) \(current)")
      }
      runtime.perform { context.settings[key] = value }
      return .ok(changed: true)
    }
  }

  // MARK: Help

  private func help(_ topic: String?) -> Outcome {
    guard let topic else {
      let width = CommandTable.specs.map(\.usage.count).max() ?? 0
      let lines = CommandTable.specs.map { spec in
        spec.usage + String(repeating: " ", count: width - spec.usage.count + 2) + spec.summary
      }
      return .ok(
        (lines + [
          "", "Targets: #id, \"text\", #list[3], #list[1:3]. 'help expect' lists the assertions.",
        ])
        .joined(separator: "\n"))
    }
    guard let spec = CommandTable.spec(named: topic) else {
      let suggestion = Suggest.nearest(topic, in: CommandTable.names)
      return .error(
        "no command '\(topic)'"
          + (suggestion.map { ". Did you mean '\($0)'?" } ?? "; 'help' lists the commands"))
    }
    var lines = ["usage: \(spec.usage)", spec.summary]
    if !spec.aliases.isEmpty { lines.append("also: \(spec.aliases.joined(separator: ", "))") }
    if spec.name == "expect" {
      lines.append("assertions:")
      lines += ExpectationParser.forms.map { "  \($0)" }
    }
    lines.append("example: \(spec.example)")
    return .ok(lines.joined(separator: "\n"))
  }

  // MARK: Transcript

  private func record(_ line: String, _ outcome: Outcome, parsed: Bool = true) {
    // A transcript starts with the app that was open, however it was opened (`flowsim APP`, or
    // the first app), so that it replays against that app wherever the file is saved.
    if transcript.isEmpty, let appName, !line.trimmingSpaces().hasPrefix("open ") {
      transcript.append(TranscriptEntry(command: "open \(appName)", output: ""))
    }
    transcript.append(
      TranscriptEntry(command: line.trimmingSpaces(), output: outcome.output, parsed: parsed))
  }

  private func save(_ path: String) -> Outcome {
    do {
      try AtomicFile.write(Transcript.format(transcript), to: path)
      return .ok()
    } catch {
      return .error("\(error)")
    }
  }

  package static func message(_ error: ScriptError) -> String {
    guard let hint = error.hint else { return error.message }
    return hint.hasPrefix("Did you mean")
      ? "\(error.message). \(hint)" : "\(error.message); \(hint)"
  }
}
