public import FlowKit
import FlowScript
import Foundation

/// The `flowsim` program, for any set of apps: `FlowSim.main(apps:)` is all an executable needs,
/// so a team can build a simulator of its own apps.
public enum FlowSim {
  /// The version `--version` prints.
  public static let version = "0.1.0"

  /// Runs the program with the process's arguments and standard streams, and exits.
  public static func main(apps: [FlowApp]) -> Never {
    let isTerminal = TerminalInfo.isTerminal(0) && TerminalInfo.isTerminal(1)
    let environment = ProcessInfo.processInfo.environment
    let arguments = Array(CommandLine.arguments.dropFirst())
    let start: @Sendable () -> Never = {
      exit(
        run(
          apps: apps, arguments: arguments, input: nil, output: FileOutput.standardOutput(),
          errorOutput: FileOutput.standardError(), environment: environment,
          isTerminal: isTerminal))
    }
    if arguments.contains("--realtime") {
      // Live, the app runs on the real main actor: the main thread serves the main queue, and
      // the session reads its input on a thread of its own.
      let reader = Thread { start() }
      reader.stackSize = 8 << 20
      reader.start()
      dispatchMain()
    }
    // Simulated, this process is the simulator: work of the app that arrives from another thread
    // is the app's, kept and reported, never run behind the simulation's back.
    do {
      try FlowRuntime.checkSupport()
    } catch {
      FileOutput.standardError().write("flowsim: error: \(error)\n")
      exit(2)
    }
    SimulationExecutor.shared.claimProcess()
    start()
  }

  /// Runs the program with injected input and output; returns the exit status.
  ///
  /// - Parameters:
  ///   - input: where commands come from; nil reads standard input (with readline on a terminal).
  ///   - isTerminal: whether input and output are a terminal: prompt, screen drawing and colour.
  public static func run(
    apps: [FlowApp], arguments: [String], input: (any LineInput)?, output: any TextOutput,
    errorOutput: any TextOutput, environment: [String: String], isTerminal: Bool
  ) -> Int32 {
    let parsed: Arguments
    do {
      parsed = try Arguments.parse(arguments, appNames: apps.map(\.name))
    } catch {
      errorOutput.write("flowsim: error: \(error)\n\(Arguments.usage)\n")
      return 2
    }
    let arguments = parsed
    let useColor: Bool
    switch arguments.color {
    case .always: useColor = true
    case .never: useColor = false
    case .auto: useColor = isTerminal && environment["NO_COLOR"].map(\.isEmpty) ?? true
    }
    switch arguments.mode {
    case .version:
      output.write("flowsim \(version)\n")
      return 0
    case .help(nil):
      output.write(Arguments.usage + "\n\nCommands of a session (flowsim help COMMAND for one):\n")
      output.write(Session(apps: apps).run(.help(nil)).output + "\n")
      return 0
    case .help(let topic?):
      let outcome = Session(apps: apps).run(.help(topic))
      (outcome.failed ? errorOutput : output).write(outcome.output + "\n")
      return outcome.failed ? 2 : 0
    case .apps:
      output.write(Session(apps: apps).run(.apps).output + "\n")
      return 0
    case .test(let paths):
      var options = ScenarioSuite.Options()
      if !paths.isEmpty { options.paths = paths }
      options.update = arguments.update
      options.junit = arguments.junit
      options.jobs = arguments.jobs ?? ProcessInfo.processInfo.activeProcessorCount
      options.filter = arguments.filter
      options.repeatCount = arguments.repeatCount
      options.isCI = ScenarioSuite.isCI(environment)
      options.width = arguments.width
      return ScenarioSuite(apps: apps, options: options).main { output.write($0 + "\n") }
    case .run(let path):
      return runFile(
        path, apps: apps, width: arguments.width, output: output, errorOutput: errorOutput)
    case .interactive(let app):
      let session = Session(apps: apps, width: arguments.width, live: arguments.realtime)
      if isTerminal {
        let repl = REPL(
          session: session, output: output, colorizer: Colorizer(enabled: useColor),
          environment: environment, live: arguments.realtime)
        return repl.run(app: app, input: input)
      }
      return Transcriber(session: session, output: output).run(
        app: app, input: input ?? StandardInput())
    }
  }

  private static func runFile(
    _ path: String, apps: [FlowApp], width: Int, output: any TextOutput,
    errorOutput: any TextOutput
  ) -> Int32 {
    do {
      let scenario = try Scenario.load(path)
      let runner = ScenarioRunner(apps: apps, width: width)
      let result = runner.run(scenario)
      output.write(scenario.textWithActualOutput(result))
      return 0
    } catch {
      errorOutput.write("\(error)\n")
      return 2
    }
  }
}

/// Piped input: reads commands, prints no prompt, writes the transcript (SPEC §1).
struct Transcriber {
  let session: Session
  let output: any TextOutput

  func run(app: String?, input: any LineInput) -> Int32 {
    var failed = false
    if let app {
      output.write("> open \(app)\n")
      let outcome = session.execute("open \(app)")
      output.write(Transcript.block(outcome.output))
      failed = outcome.failed
    } else if let first = session.apps.first {
      session.run(.open(app: first.name, parameters: [:]))
    }
    while let raw = input.readLine(prompt: "") {
      let line = raw.hasSuffix("\r") ? String(raw.dropLast()) : raw
      let trimmed = line.trimmingSpaces()
      if trimmed.isEmpty || trimmed.hasPrefix("#") {
        output.write(trimmed.isEmpty ? "\n" : "\(trimmed)\n")
        continue
      }
      let outcome = session.execute(trimmed)
      output.write("> \(trimmed)\n")
      output.write(Transcript.block(outcome.output))
      failed = failed || outcome.failed
      if outcome.quit { break }
    }
    return failed ? 1 : 0
  }
}
