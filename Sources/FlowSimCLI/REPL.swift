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

  /// The screen last drawn, so that a live session draws only what changed.
  private final class LastScreen {
    var text = ""
  }
  private let last = LastScreen()

  private func draw() {
    let screen = session.styledScreen()
    last.text = screen.map(\.text).joined(separator: "\n")
    output.write(colorizer.paint(screen) + "\n")
  }

  func run(app: String?, input: (any LineInput)?) -> Int32 {
    output.write(
      "\(identity.name) \(identity.version): type 'help' for the commands; Tab completes; "
        + "Ctrl-D leaves.\n")
    if app == nil {
      output.write(session.run(.apps).output + "\n")
    }
    let opened = session.openInitial(app)
    if opened.failed { output.write(colorizer.paint(opened) + "\n") }
    draw()
    let reader =
      input
      ?? ReadlineInput(
        name: identity.name,
        historyPath: environment["HOME"].map { "\($0)/.\(identity.name)_history" },
        completion: { [session] in
          Completion(
            commands: CommandTable.names, apps: session.apps.map(\.name),
            settings: session.settings, ids: session.elementIDs(),
            files: Self.scenarioFiles(), variables: session.variables.keys)
        })
    if live, let readline = reader as? ReadlineInput {
      readline.setIdle { [self] in
        let screen = session.styledScreen()
        let text = screen.map(\.text).joined(separator: "\n")
        guard session.autoshow, text != last.text else { return nil }
        last.text = text
        return (colorizer.paint(screen) + "\n", prompt())
      }
    }
    while let line = reader.readLine(prompt: prompt()) {
      let outcome = session.execute(line)
      if outcome.quit { break }
      if !outcome.output.isEmpty { output.write(colorizer.paint(outcome) + "\n") }
      let changed = live ? session.screen() != last.text : outcome.changedScreen
      if changed && session.autoshow && !outcome.failed { draw() }
    }
    return 0
  }

  /// The scenario files under the working folder, for `include`.
  static func scenarioFiles() -> [String] {
    let enumerator = FileManager.default.enumerator(atPath: ".")
    var files: [String] = []
    while let path = enumerator?.nextObject() as? String, files.count < 500 {
      // Hidden folders (the build's among them) hold no scenario of the user's.
      if (path as NSString).lastPathComponent.hasPrefix(".") {
        enumerator?.skipDescendants()
        continue
      }
      if path.hasSuffix(".flow") { files.append(path) }
    }
    return files.sorted()
  }

  func prompt() -> String {
    let app = session.appName ?? identity.name
    if live {
      let seconds = session.now.components.seconds
      return "\(app) live \(seconds)s> "
    }
    let time = DurationFormat.string(session.now)
    let waiting = session.waitingTasks
    return "\(app) \(time)\(waiting > 0 ? " (\(waiting) waiting)" : "")> "
  }
}
