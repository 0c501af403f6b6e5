import FlowKit
import FlowRender
import FlowScript
import Foundation

/// The interactive session on a terminal: prompt with the app, the virtual time and the tasks
/// waiting on the clock; the screen drawn after each command that changed it.
///
/// Live (`--realtime`), the app changes by itself as real time passes: the screen is drawn again
/// as soon as it changes while the line is empty, and otherwise after the next command, so that
/// it never scrolls away what the user is typing.
struct REPL {
  let session: Session
  let output: any TextOutput
  let colorizer: Colorizer
  let environment: [String: String]
  var identity = SimulatorIdentity.flowsim
  var live = false

  /// Whether `--width` chose the width: then the display keeps it, whatever the terminal.
  var widthPinned = false
  /// The terminal's columns, asked before each drawing; nil when unknown.
  var terminalColumns: () -> Int? = { TerminalInfo.columns(1) }

  /// What was drawn last, so that a live session or a resize draws only what changed.
  private final class LastScreen {
    var text = ""
    var width = 0
    var pinned = false
    var toldNarrow = false
  }
  private let last = LastScreen()

  /// The width screens are drawn at here: the session's, or the terminal's when that is
  /// narrower and no width was chosen (`--width`, `set width`), with the note that says so until
  /// it has been printed once. Scenario files and transcripts keep the session's width either way.
  private func displayWidth() -> (width: Int, note: String?) {
    guard !last.pinned, let columns = terminalColumns(), columns < session.width else {
      return (session.width, nil)
    }
    let width = max(ScreenRenderer.widths.lowerBound, columns)
    guard !last.toldNarrow else { return (width, nil) }
    let note =
      "note: the terminal is \(columns) columns wide, so screens are drawn \(width) wide here; "
      + "scenario files and transcripts keep \(session.width) (--width N or 'set width N' "
      + "chooses)"
    // Wrapped at words to the terminal, which would otherwise break it mid-word.
    return (width, TextWidth.wrap(note, width: columns).joined(separator: "\n") + "\n")
  }

  /// The screen at the display width, its plain text, and the note to print before it.
  /// The screen now, or `display` when a command made it already (`show`: one screen a
  /// command).
  private func currentScreen(of display: Display? = nil)
    -> (lines: [StyledLine], text: String, width: Int, note: String)
  {
    let (width, note) = displayWidth()
    let lines = session.styledScreen(width: width, of: display)
    return (lines, lines.map(\.text).joined(separator: "\n"), width, note ?? "")
  }

  private func draw(_ display: Display? = nil) {
    let screen = currentScreen(of: display)
    last.text = screen.text
    last.width = screen.width
    if !screen.note.isEmpty { last.toldNarrow = true }
    output.write(screen.note + colorizer.paint(screen.lines) + "\n")
  }

  func run(app: String?, input: (any LineInput)?) -> ExitStatus {
    last.pinned = widthPinned
    // Text that is not a screen is wrapped at words to a terminal narrower than its lines.
    let columns = terminalColumns()
    output.write(
      Colorizer.fit(
        "\(identity.name) \(identity.version): type 'help' for the commands; Tab completes; "
          + "Ctrl-D leaves.", width: columns) + "\n")
    if app == nil {
      output.write(Colorizer.fit(session.run(.apps).output, width: columns) + "\n")
    }
    let opened = session.openInitial(app)
    if opened.failed { output.write(colorizer.paint(opened, width: columns) + "\n") }
    draw()
    let reader =
      input
      ?? ReadlineInput(
        name: identity.name,
        historyPath: environment["HOME"].map { "\($0)/.\(identity.name)_history" },
        completion: { [session] in
          Completion(
            commands: CommandTable.names, apps: session.apps.map(\.name),
            settings: session.settings, targets: session.targets(),
            files: Self.scenarioFiles(), variables: session.variables.keys)
        })
    if let readline = reader as? ReadlineInput {
      // While the line is empty: live, the app may have changed the screen; and the terminal may
      // have been resized (SIGWINCH), which changes the width a screen is drawn at.
      readline.setIdle { [self] in
        guard session.autoshow else { return nil }
        let screen = currentScreen()
        guard live ? screen.text != last.text : screen.width != last.width else { return nil }
        last.text = screen.text
        last.width = screen.width
        if !screen.note.isEmpty { last.toldNarrow = true }
        return (screen.note + colorizer.paint(screen.lines) + "\n", prompt())
      }
    }
    while let line = reader.readLine(prompt: prompt()) {
      let outcome = session.execute(line)
      if outcome.quit { break }
      if case .set(let key, _)? = try? CommandTable.parse(line), !outcome.failed,
        session.settings.first(where: { $0.name == key })?.kind == .width
      {
        last.pinned = true
      }
      if outcome.isScreen && !outcome.failed {
        draw(session.shown)  // `show`: its screen at the display width, coloured like every drawing
        continue
      }
      if !outcome.output.isEmpty {
        output.write(colorizer.paint(outcome, width: terminalColumns()) + "\n")
      }
      let changed = live ? currentScreen().text != last.text : outcome.changedScreen
      if changed && session.autoshow && !outcome.failed { draw() }
    }
    return .held
  }

  /// The scenario files under the working folder, for `include`.
  static func scenarioFiles() -> [String] {
    // Steps too: they are what an include names most.
    ScenarioFolder(".").flowFiles(limit: 500)
  }

  func prompt() -> String {
    // A network set otherwise than online shows while it holds, so that no one forgets it.
    let network =
      session.networkCondition == .online ? "" : " \(session.networkCondition.rawValue)"
    let app = (session.appName ?? identity.name) + network
    if live {
      let seconds = session.now.components.seconds
      return "\(app) live \(seconds)s> "
    }
    let time = DurationFormat.string(session.now)
    let waiting = session.waitingTasks
    return "\(app) \(time)\(waiting > 0 ? " (\(waiting) waiting)" : "")> "
  }
}
