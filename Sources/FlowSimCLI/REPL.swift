import FlowKit
import FlowScript

/// The interactive session on a terminal: prompt with the app, the virtual time and the tasks
/// waiting on the clock; the screen drawn after each command that changed it.
struct REPL {
  let session: Session
  let output: any TextOutput
  let colorizer: Colorizer
  let environment: [String: String]

  func run(app: String?, input: (any LineInput)?) -> Int32 {
    output.write(
      "flowsim \(FlowSim.version): type 'help' for the commands; Tab completes; Ctrl-D leaves.\n")
    if app == nil {
      output.write(session.run(.apps).output + "\n")
    }
    if let name = app ?? session.apps.first?.name {
      let outcome = session.run(.open(app: name, parameters: [:]))
      if outcome.failed { output.write(colorizer.paint(outcome.output) + "\n") }
    }
    output.write(colorizer.paint(session.screen()) + "\n")
    let reader =
      input
      ?? ReadlineInput(
        historyPath: environment["HOME"].map { "\($0)/.flowsim_history" },
        completion: { [session] in
          Completion(
            commands: CommandTable.names, apps: session.apps.map(\.name),
            settings: session.settingNames, ids: session.elementIDs())
        })
    while let line = reader.readLine(prompt: prompt()) {
      let outcome = session.execute(line)
      if outcome.quit { break }
      if !outcome.output.isEmpty { output.write(colorizer.paint(outcome.output) + "\n") }
      if outcome.changedScreen && session.autoshow && !outcome.failed {
        output.write(colorizer.paint(session.screen()) + "\n")
      }
    }
    return 0
  }

  func prompt() -> String {
    let app = session.appName ?? "flowsim"
    let time = DurationFormat.string(session.now)
    let waiting = session.waitingTasks
    return "\(app) \(time)\(waiting > 0 ? " (\(waiting) waiting)" : "")> "
  }
}
