public import FlowKit
import FlowScript
import Foundation

/// A simulator's name and version: what its usage, `--version`, prompt and history file say.
public struct SimulatorIdentity: Sendable, Equatable {
  /// The program's name: `todosim`.
  public var name: String
  /// Its version: `1.2.0`.
  public var version: String

  /// A simulator called `name` at `version`.
  public init(name: String, version: String) {
    self.name = name
    self.version = version
  }

  /// flowsim itself.
  public static let flowsim = SimulatorIdentity(name: "flowsim", version: FlowSim.version)
}

/// The `flowsim` program, for any set of apps: `FlowSim.main(name:version:apps:)` is all an
/// executable needs, so a team can build a simulator of its own apps that speaks of itself.
public enum FlowSim {
  /// flowsim's own version.
  public static let version = "0.1.0"

  /// Runs the simulator called `name` over `apps` with the process's arguments and standard
  /// streams, and exits. Its usage, `--version`, prompt, errors and history file
  /// (`~/.NAME_history`) name it, and its examples come from `apps`.
  public static func main(
    name: String = "flowsim", version: String = FlowSim.version, apps: [FlowApp]
  ) -> Never {
    let identity = SimulatorIdentity(name: name, version: version)
    let isTerminal = TerminalInfo.isTerminal(0) && TerminalInfo.isTerminal(1)
    let environment = ProcessInfo.processInfo.environment
    let arguments = Array(CommandLine.arguments.dropFirst())
    // A worker ends with its parent, however the parent ended.
    if let folder = ParentWatch.sharedFolder(arguments) { ParentWatch.start(removing: folder) }
    let start: @Sendable () -> Never = {
      exit(
        run(
          apps: apps, arguments: arguments, input: nil, output: FileOutput.standardOutput(),
          errorOutput: FileOutput.standardError(), environment: environment,
          isTerminal: isTerminal, executable: ChildProcess.currentExecutable, identity: identity))
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
      FileOutput.standardError().write("\(name): error: \(error)\n")
      exit(2)
    }
    SimulationExecutor.shared.claimProcess()
    start()
  }

  /// Runs the program with injected input and output.
  ///
  /// - Parameters:
  ///   - apps: the apps it simulates.
  ///   - arguments: its command line, without the program's name.
  ///   - input: where commands come from; nil reads standard input (with readline on a terminal).
  ///   - output: its standard output.
  ///   - errorOutput: its standard error.
  ///   - environment: the environment it reads (`TERM`, `NO_COLOR`, `CI`, Bazel's variables).
  ///   - isTerminal: whether input and output are a terminal: prompt, screen drawing and colour.
  ///   - executable: the program's own executable, for `test -j N` to run files in worker
  ///     processes of it; nil runs them in this process.
  ///   - identity: the simulator's name and version.
  ///   - terminalColumns: the terminal's width, asked before each drawing; nil asks the kernel.
  /// - Returns: the exit status (SPEC §1).
  public static func run(
    apps: [FlowApp], arguments: [String], input: (any LineInput)?, output: any TextOutput,
    errorOutput: any TextOutput, environment: [String: String], isTerminal: Bool,
    executable: String? = nil, identity: SimulatorIdentity = .flowsim,
    terminalColumns: (() -> Int?)? = nil
  ) -> Int32 {
    status(
      apps: apps, arguments: arguments, input: input, output: output, errorOutput: errorOutput,
      environment: environment, isTerminal: isTerminal, executable: executable,
      identity: identity, terminalColumns: terminalColumns
    ).rawValue
  }

  /// ``run(apps:arguments:input:output:errorOutput:environment:isTerminal:executable:identity:terminalColumns:)``,
  /// as how it ended.
  private static func status(
    apps: [FlowApp], arguments: [String], input: (any LineInput)?, output: any TextOutput,
    errorOutput: any TextOutput, environment: [String: String], isTerminal: Bool,
    executable: String?, identity: SimulatorIdentity, terminalColumns: (() -> Int?)?
  ) -> ExitStatus {
    let program = identity.name
    let parsed: Arguments
    do {
      parsed = try Arguments.parse(arguments, appNames: apps.map(\.name), program: program)
    } catch {
      // One line: what is wrong and what to try; the whole usage is one `--help` away.
      errorOutput.write("\(program): error: \(error)\n")
      return .badInput
    }
    let arguments = parsed
    let useColor = Colorizer.shouldColor(
      arguments.color, environment: environment, isTerminal: isTerminal)
    switch arguments.mode {
    case .version:
      output.write("\(program) \(identity.version)\n")
      return .held
    case .help(nil):
      // Made only here: laying out the usage is 4 ms, which every run (and every worker of a
      // parallel `test`) would pay at its start.
      let usage = Arguments.usage(program: program, firstApp: apps.first?.name ?? "APP")
      output.write(usage + "\n\nCommands of a session (\(program) help COMMAND for one):\n")
      output.write(Session(apps: apps).run(.help(nil)).output + "\n")
      return .held
    case .help(let topic?) where Arguments.commandLineCommands.contains(topic):
      // A command of the command line (`help explore`): its rows of the usage, its options.
      let usage = Arguments.usage(program: program, firstApp: apps.first?.name ?? "APP")
      output.write(Arguments.usage(of: topic, in: usage, program: program) + "\n")
      return .held
    case .help(let topic?):
      // With the first app open, the examples name its own screen's ids.
      let session = Session(apps: apps)
      session.openInitial(nil)
      let outcome = session.run(.help(topic))
      (outcome.failed ? errorOutput : output).write(outcome.output + "\n")
      return outcome.failed ? .badInput : .held
    case .apps:
      output.write(Session(apps: apps).run(.apps).output + "\n")
      return .held
    case .test(let paths):
      var options = ScenarioSuite.Options()
      if !paths.isEmpty { options.paths = paths }
      options.update = arguments.update
      options.verbose = arguments.verbose
      options.junit = arguments.junit ?? environment["XML_OUTPUT_FILE"]
      options.artifacts = arguments.artifacts
      options.jobs = arguments.jobs ?? ProcessInfo.processInfo.activeProcessorCount
      options.filter = arguments.filter
      options.repeatCount = arguments.repeatCount
      options.isCI = ScenarioSuite.isCI(environment)
      options.width = arguments.width
      options.tags = arguments.tags
      options.skipTags = arguments.skipTags
      options.variables = arguments.variables
      let invoked = invocation(of: program, executable: executable)
      options.program = ProgramWords(
        executable: executable,
        suggest: { arguments.words(for: $0, invoked: invoked) },
        worker: { arguments.forWorker($0).rendered })
      options.name = program
      options.faults = arguments.faults
      options.shuffleSeed = arguments.shuffleSeed
      options.shuffleRuns = arguments.shuffleRuns
      options.faultsFrom = arguments.faultsFrom ?? 1
      options.coverage = arguments.coverage
      options.minCoverage = arguments.minCoverage
      options.coverageJSON = arguments.coverageJSON
      switch bazelShard(environment) {
      case .failure(let error):
        errorOutput.write("\(program): error: \(error)\n")
        return .badInput
      case .success(let shard): options.shard = arguments.shard ?? shard
      }
      let suite = ScenarioSuite(apps: apps, options: options)
      if let workerOutput = arguments.workerOutput {
        return suite.work(writingTo: workerOutput)
      }
      if paths.isEmpty, !FileManager.default.fileExists(atPath: options.paths[0]) {
        errorOutput.write(
          "\(program): error: no \(options.paths[0]) folder in "
            + "\(FileManager.default.currentDirectoryPath); run it where Scenarios/ is, or name "
            + "the files or folders, as in: \(program) test path/to/Scenarios\n")
        return .badInput
      }
      let colorizer = Colorizer(enabled: useColor)
      return suite.main(
        errors: { errorOutput.write("\(program): error: \($0)\n") },
        print: { output.write(colorizer.paintReport($0) + "\n") }, progress: ProgressLine())
    case .explore(let app):
      return ExploreCommand.run(
        apps: apps, arguments: arguments, app: app, output: output, errorOutput: errorOutput,
        executable: executable, program: program)
    case .run(let path):
      return runFile(
        path, apps: apps, arguments: arguments, output: output, errorOutput: errorOutput,
        program: program, executable: executable)
    case .interactive(let app):
      let session = Session(apps: apps, width: arguments.width, live: arguments.realtime)
      if isTerminal {
        var repl = REPL(
          session: session, output: output, colorizer: Colorizer(enabled: useColor),
          environment: environment, identity: identity, live: arguments.realtime)
        repl.widthPinned = arguments.widthGiven
        if let terminalColumns { repl.terminalColumns = terminalColumns }
        return repl.run(app: app, input: input)
      }
      // Piped from the program's own executable, the session runs in a process of its own, so
      // that a crash of the app ends the transcript with the command that crashed.
      if let executable, arguments.pipedWorker == nil,
        let status = PipedSupervisor(arguments: arguments, program: program).run(
          executable, output: output, errorOutput: errorOutput)
      {
        return status
      }
      let notes = PipedSupervisor.Notes(path: arguments.pipedWorker)
      defer { notes.done() }
      return Transcriber(session: session, output: output) { command in
        notes.write(command, screen: session.display().title)
      }.run(app: app, input: input ?? StandardInput())
    }
  }

  /// How a user runs the program again, for the commands a report says to reproduce with: its
  /// name, or `swift run NAME` when it runs from a package's build folder, as a simulator built
  /// in the team's own package does; run from a build folder outside its package, and not on
  /// `PATH` by its name, the path it ran from, which a shell finds where the name would not.
  ///
  /// - Parameters:
  ///   - program: the program's name.
  ///   - executable: the path it runs from, when known.
  ///   - inPackage: whether the working folder is a package's (it has `Package.swift`), where
  ///     `swift run` works.
  ///   - onPath: whether a shell finds `program` by its name.
  /// - Returns: `NAME`, `swift run NAME` or the executable's path.
  static func invocation(
    of program: String, executable: String?,
    inPackage: Bool = FileManager.default.fileExists(atPath: "Package.swift"),
    onPath: (String) -> Bool = FlowSim.isOnPath
  ) -> String {
    // SwiftPM builds into `.build` (or a folder given `--build-path` or `--scratch-path`, in the
    // package or out of it), always into a `debug` or `release` folder of it.
    guard let executable else { return program }
    let folders = executable.split(separator: "/").dropLast()
    let built =
      folders.contains(where: { $0.hasPrefix(".build") })
      || ["debug", "release"].contains(folders.last ?? "")
    guard built else { return program }
    if inPackage { return "swift run \(program)" }
    return onPath(program) ? program : Arguments.shellWord(executable)
  }

  /// Whether a folder of `PATH` holds an executable called `program`.
  static func isOnPath(_ program: String) -> Bool {
    let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
    return folders.contains { access("\($0)/\(program)", X_OK) == 0 }
  }

  /// The shard Bazel asks for: `TEST_SHARD_INDEX` (from 0) of `TEST_TOTAL_SHARDS`. Touching
  /// `TEST_SHARD_STATUS_FILE` tells Bazel that sharding is understood.
  private static func bazelShard(_ environment: [String: String]) -> Result<Shard?, ShardError> {
    guard let total = environment["TEST_TOTAL_SHARDS"] else { return .success(nil) }
    let index = environment["TEST_SHARD_INDEX"] ?? ""
    guard let count = Int(total), let zeroBased = Int(index),
      let shard = Shard(index: zeroBased + 1, count: count)
    else {
      return .failure(
        ShardError(
          description:
            "TEST_SHARD_INDEX '\(index)' and TEST_TOTAL_SHARDS '\(total)' are not a shard; "
            + "the index goes from 0 to TEST_TOTAL_SHARDS - 1"))
    }
    // Bazel reads only that the file exists; if it cannot be made, Bazel says so itself.
    if let status = environment["TEST_SHARD_STATUS_FILE"] {
      _ = FileManager.default.createFile(atPath: status, contents: nil)
    }
    return .success(shard)
  }

  struct ShardError: Error, CustomStringConvertible {
    var description: String
  }

  private static func runFile(
    _ path: String, apps: [FlowApp], arguments: Arguments, output: any TextOutput,
    errorOutput: any TextOutput, program: String, executable: String?
  ) -> ExitStatus {
    let scenario: Scenario
    do {
      scenario = try Scenario.load(path)
    } catch {
      errorOutput.write("\(error)\n")
      return .badInput
    }
    let runner = ScenarioRunner(
      apps: apps, width: arguments.width, variables: Variables(arguments.variables))
    // The replay runs in a process of its own, so that a crash of the app is told, not the end
    // of this one; here when that process cannot start.
    if let executable, arguments.runWorker == nil,
      let status = RunSupervisor(
        scenario: scenario, runner: runner, arguments: arguments, program: program
      ).run(executable, output: output, errorOutput: errorOutput)
    {
      return status
    }
    let notes = RunSupervisor.Notes(path: arguments.runWorker)
    defer { notes.done() }
    // 1 when a command failed, as a piped session ends; under a failing request, the commands
    // that fail are the point, and the invariants decide.
    guard arguments.failRequest != nil || arguments.shuffleSeed != nil else {
      let result = runner.run(scenario) { notes.write(.plain, $0) }
      output.write(scenario.textWithActualOutput(result))
      // A file that cannot be run whole is a file problem, as `test` has it.
      if let include = result.unreadableInclude {
        errorOutput.write(
          "\(program): \(path):\(include.line): error: the file stopped at this include, which "
            + "cannot be read; the commands after it did not run\n")
        return .badInput
      }
      return result.failedLines.isEmpty ? .held : .failed
    }
    if let request = arguments.failRequest {
      let requests = runner.run(scenario) { notes.write(.plain, $0) }.requests
      guard request <= requests else {
        errorOutput.write(
          "\(program): error: \(path) makes \(requests) request\(requests == 1 ? "" : "s"), so "
            + (requests == 0
              ? "no request can fail; --fail-request needs a file whose app calls the network\n"
              : "--fail-request takes 1 to \(requests), not \(request)\n"))
        return .badInput
      }
    }
    let (result, violations) = runner.reproduce(
      scenario, failingRequest: arguments.failRequest, shuffle: arguments.shuffleSeed
    ) { notes.write(.reproduce, $0) }
    output.write(scenario.textWithActualOutput(result))
    guard let request = arguments.failRequest else {
      return result.failedLines.isEmpty ? .held : .failed
    }
    output.write(
      "# with request \(request) failing, after a settle:"
        + (violations.isEmpty ? " every invariant holds\n" : "\n"))
    for violation in violations { output.write("#   \(violation)\n") }
    return violations.isEmpty ? .held : .failed
  }
}

/// Piped input: reads commands, prints no prompt, writes the transcript (SPEC §1).
struct Transcriber {
  let session: Session
  let output: any TextOutput
  /// Told each command before it runs.
  var willRun: (String) -> Void = { _ in }

  func run(app: String?, input: any LineInput) -> ExitStatus {
    var failed = false
    // The transcript starts with the app that is open, so that it replays against that app.
    if let name = app ?? session.apps.first?.name {
      willRun("open \(name)")
      failed = !write("open \(name)", session.execute("open \(name)"))
    }
    // Blank lines are written when something follows them: a transcript never ends in one.
    var blankLines = 0
    while let raw = input.readLine(prompt: "") {
      let line = raw.hasSuffix("\r") ? String(raw.dropLast()) : raw
      let trimmed = line.trimmingSpaces()
      if trimmed.isEmpty {
        blankLines += 1
        continue
      }
      output.write(String(repeating: "\n", count: blankLines))
      blankLines = 0
      if trimmed.hasPrefix("#") {
        output.write("\(trimmed)\n")
        continue
      }
      willRun(trimmed)
      let outcome = session.execute(trimmed)
      failed = !write(trimmed, outcome) || failed
      if outcome.quit { break }
    }
    return failed ? .failed : .held
  }

  /// Writes the command and its output as the transcript keeps them; returns whether it held.
  private func write(_ line: String, _ outcome: Outcome) -> Bool {
    if let entry = session.transcript.last, entry.command == line {
      output.write(Transcript.format(entry))
    } else {
      output.write("> \(line)\n" + Transcript.block(outcome.output))
    }
    return !outcome.failed
  }
}
