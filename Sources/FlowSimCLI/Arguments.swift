import FlowRender
import FlowScript
import Foundation

/// The command line of `flowsim` or of a team's own simulator (SPEC §1), parsed by one table of
/// options: each row parses its value into its field, names the modes it belongs to, and
/// renders the field back, so that a worker process is given the options of its parent by the
/// same rows that parsed them.
struct Arguments: Equatable {
  enum ColorMode: String, Equatable { case auto, always, never }

  enum Mode: Equatable {
    case interactive(app: String?)
    case test(paths: [String])
    case run(path: String)
    case explore(app: String)
    case apps
    case help(String?)
    case version

    /// Which of the program's ways of running this is.
    var kind: ModeKind {
      switch self {
      case .interactive: .interactive
      case .test: .test
      case .run: .run
      case .explore: .explore
      case .apps: .apps
      case .help: .help
      case .version: .version
      }
    }

    /// The words that give this mode on a command line.
    var words: [String] {
      switch self {
      case .interactive(let app): app.map { [$0] } ?? []
      case .test(let paths): ["test"] + paths
      case .run(let path): ["run", path]
      case .explore(let app): ["explore", app]
      case .apps: ["apps"]
      case .help(let topic): ["help"] + (topic.map { [$0] } ?? [])
      case .version: ["--version"]
      }
    }
  }

  /// The program's ways of running, each written once: how the usage shows it and how an error
  /// names it.
  enum ModeKind: CaseIterable, Sendable {
    case interactive, test, run, explore, apps, help, version
  }

  var mode: Mode = .interactive(app: nil)
  /// The width `--width` gave; nil when it was not given.
  var chosenWidth: Int?
  /// The width screens are drawn at.
  var width: Int { chosenWidth ?? 40 }
  /// Whether `--width` was given, so that a narrow terminal does not override it.
  var widthGiven: Bool { chosenWidth != nil }
  var color = ColorMode.auto
  var update = false
  var verbose = false
  var junit: String?
  var jobs: Int?
  var filter: String?
  var repeatCount = 1
  var realtime = false
  var artifacts: String?
  var shard: Shard?
  var tags: [String] = []
  var skipTags: [String] = []
  var variables: [String: String] = [:]
  /// A worker process of `flowsim test -j N`: where to write its results (not in the usage).
  var workerOutput: String?
  var faults = false
  var shuffleSeed: UInt64?
  var shuffleRuns = 1
  /// In a worker: the first request a fault run fails (after a crash on the one before).
  var faultsFrom: Int?
  var failRequest: Int?
  var coverage = false
  var minCoverage: Double?
  var coverageJSON: String?
  var depth = 8
  var maxStates = 20_000
  var map: String?
  var scenarios: String?
  var inputs: String?
  /// An explore worker process: the folder it shares with its supervisor (not in the usage).
  var exploreWorker: String?
  /// `--inputs-only`: explore types the texts of `--inputs` alone.
  var inputsOnly = false
  /// `--scenarios-from DIR`: the folder of the app's scenario files, whose texts explore types.
  var scenariosFrom: String?
  /// A `run` replaying in a process of its own: the file it notes each step in before it runs
  /// (not in the usage).
  var runWorker: String?
  /// A piped session in a process of its own: the file it notes each command in before it runs
  /// it (not in the usage).
  var pipedWorker: String?

  // MARK: The usage

  /// The usage of the simulator called `program` whose first app is `firstApp`, written from the
  /// tables of modes and options.
  static func usage(program: String = "flowsim", firstApp: String = "login") -> String {
    func row(_ left: String, _ right: String, indent: Int) -> String {
      TextWidth.row(String(repeating: " ", count: indent) + left, right, column: 30)
        .joined(separator: "\n")
    }
    var lines = ["usage:"]
    for mode in modes {
      let usage = program + mode.usage
      let summary = mode.summary.replacingOccurrences(of: "FIRST", with: "`\(firstApp)`")
      lines.append(row(usage, summary, indent: 2))
      // A mode's options follow its first row, each under the first mode it belongs to.
      guard mode.listsOptions else { continue }
      for option in options where option.modes.first == mode.kind && !option.help.isEmpty {
        lines.append(row(option.usage, option.help, indent: 6))
      }
    }
    lines.append("global:")
    for option in options where !option.help.isEmpty && !option.isListedUnderAMode {
      lines.append(row(option.usage, option.help, indent: 6))
    }
    lines += TextWidth.row(
      "exit status:",
      "0 all held; 1 a scenario failed or explore found something; 2 bad usage, a file that "
        + "cannot be read or parsed, or a filter or shard that selects no file", column: 14)
    return lines.joined(separator: "\n")
  }

  /// The commands of the command line that `help COMMAND` tells of, as the usage lists them
  /// (`help tap` tells of a session's command instead).
  static let commandLineCommands = ["test", "run", "explore", "apps"]

  /// The rows of `usage` for `command` (`explore`): its own row and its options', up to the
  /// next command's row (the last is `help`'s, which is not one of these), then where the rest
  /// is.
  static func usage(of command: String, in usage: String, program: String) -> String {
    var rows: [String] = []
    var inside = false
    for line in usage.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("  \(program) ") {
        inside = line.hasPrefix("  \(program) \(command) ") || line == "  \(program) \(command)"
      }
      if inside { rows.append(String(line)) }
    }
    return (["usage:"] + rows).joined(separator: "\n")
      + "\n\(program) --help lists every command and the global options"
  }

  /// A way to run the program, for the usage.
  private struct ModeRow {
    var kind: ModeKind
    var usage: String
    var summary: String
    /// Whether its options are listed under it (the others are under `global:`).
    var listsOptions = false
  }

  /// The ways to run the program, for the usage.
  private static let modes: [ModeRow] = [
    ModeRow(
      kind: .interactive, usage: "", summary: "interactive session: lists the apps, opens FIRST"),
    ModeRow(kind: .interactive, usage: " APP", summary: "interactive session with APP open"),
    ModeRow(
      kind: .test, usage: " test [PATH ...]",
      summary: "replay scenario files as golden tests (default: Scenarios/)", listsOptions: true),
    ModeRow(
      kind: .run, usage: " run FILE",
      summary: "replay a scenario and print what actually happened, as a scenario",
      listsOptions: true),
    ModeRow(
      kind: .explore, usage: " explore APP",
      summary: "walk every screen reachable from APP's start; print the map and findings",
      listsOptions: true),
    ModeRow(kind: .apps, usage: " apps", summary: "the apps, one line each"),
    ModeRow(
      kind: .help, usage: " help [COMMAND]",
      summary: "the commands of a session; one of them, or test, run, explore or apps"),
  ]

  /// How an error says where an option belongs, and shows it there: `'flowsim test', as in:
  /// flowsim test --update`.
  private static func belongs(
    to kind: ModeKind, example: String, program: String, app: String?
  ) -> String {
    let app = app ?? "APP"
    return switch kind {
    case .interactive: "an interactive session, as in: \(program) \(example) \(app)"
    case .test: "'\(program) test', as in: \(program) test \(example)"
    case .run: "'\(program) run', as in: \(program) run FILE \(example)"
    case .explore: "'\(program) explore', as in: \(program) explore \(app) \(example)"
    case .apps: "'\(program) apps', as in: \(program) apps \(example)"
    case .help: "'\(program) help', as in: \(program) help \(example)"
    case .version: "'\(program) --version', as in: \(program) --version \(example)"
    }
  }

  struct UsageError: Error, Equatable, CustomStringConvertible {
    var description: String
  }

  // MARK: The options

  /// A field of the arguments a row writes.
  typealias Field<Value> = any WritableKeyPath<Arguments, Value> & Sendable

  /// What an option takes, and the field it goes to.
  private enum Value: Sendable {
    /// No value: the option alone sets it.
    case flag(Field<Bool>)
    /// No value: the option is the mode (`--help`, `--version`).
    case mode(Mode)
    case number(ClosedRange<Int>, Field<Int>)
    case optionalNumber(ClosedRange<Int>, Field<Int?>)
    case text(Field<String?>)
    /// Repeatable: each one adds a text.
    case texts(Field<[String]>)
    /// Repeatable: `KEY=VALUE`, each one a variable.
    case variable
    case seed(Field<UInt64?>)
    case percent(Field<Double?>)
    case color
    case shard
  }

  /// Whether a worker process runs with an option as its parent was given it.
  private enum WorkerUse: Sendable {
    /// The worker does what the option says, as its parent would.
    case passed
    /// Only the parent acts on it (a report, the choice of files, how many workers).
    case parentOnly
  }

  /// One option: its names, the value it takes and where it goes, the modes it belongs to
  /// (none: every mode), how the usage writes it, its help (empty for an option the usage does
  /// not show), an example, and whether workers run with it.
  private struct Option: Sendable {
    var names: [String]
    var value: Value
    var modes: [ModeKind]
    var usage: String
    var help: String
    var example: String
    var workers = WorkerUse.passed

    /// Whether the usage lists it under a mode's row rather than under `global:`.
    var isListedUnderAMode: Bool {
      guard let first = modes.first else { return false }
      return Arguments.modes.contains { $0.kind == first && $0.listsOptions }
    }
  }

  /// Every option, once: parsing, rendering for workers, the usage and the error messages read
  /// this table.
  private static let options: [Option] = [
    Option(
      names: ["--width"], value: .optionalNumber(ScreenRenderer.widths, \.chosenWidth), modes: [],
      usage: "--width N",
      help:
        "\(ScreenRenderer.widths.lowerBound) to \(ScreenRenderer.widths.upperBound), default 40",
      example: "--width 60"),
    Option(
      names: ["--color"], value: .color, modes: [], usage: "--color auto|always|never",
      help: "default auto", example: "--color never"),
    Option(
      names: ["--version"], value: .mode(.version), modes: [], usage: "--version",
      help: "the version", example: "--version", workers: .parentOnly),
    Option(
      names: ["--help", "-h"], value: .mode(.help(nil)), modes: [], usage: "--help", help: "",
      example: "--help", workers: .parentOnly),
    Option(
      names: ["--realtime"], value: .flag(\.realtime), modes: [.interactive],
      usage: "--realtime",
      help: "interactive only: time passes on the wall clock instead of by `wait`",
      example: "--realtime"),
    Option(
      names: ["--update"], value: .flag(\.update), modes: [.test], usage: "--update",
      help: "rewrite each expected-output block with the actual output", example: "--update"),
    Option(
      names: ["--verbose"], value: .flag(\.verbose), modes: [.test], usage: "--verbose",
      help: "with --update, also show the diff of each file it rewrites",
      example: "--update --verbose", workers: .parentOnly),
    Option(
      names: ["--junit"], value: .text(\.junit), modes: [.test], usage: "--junit FILE",
      help: "also write a JUnit XML report (one <testcase> per file)",
      example: "--junit report.xml", workers: .parentOnly),
    Option(
      names: ["-j", "--jobs"], value: .optionalNumber(1...256, \.jobs), modes: [.test],
      usage: "-j N, --jobs N",
      help: "files run in N worker processes (default: the number of CPUs)", example: "-j 4",
      workers: .parentOnly),
    Option(
      names: ["--filter"], value: .text(\.filter), modes: [.test], usage: "--filter TEXT",
      help: "only files whose path contains TEXT", example: "--filter APP", workers: .parentOnly),
    Option(
      names: ["--repeat"], value: .number(1...10_000, \.repeatCount), modes: [.test],
      usage: "--repeat N",
      help: "run every file N times; any run that differs from the first fails",
      example: "--repeat 20"),
    Option(
      names: ["--shard"], value: .shard, modes: [.test], usage: "--shard I/N",
      help: "run only the I-th of N stable parts of the files (1-based)", example: "--shard 1/4",
      workers: .parentOnly),
    Option(
      names: ["--tag"], value: .texts(\.tags), modes: [.test], usage: "--tag T, --skip-tag T",
      help: "only files tagged T; leave out files tagged T (repeatable)", example: "--tag smoke",
      workers: .parentOnly),
    Option(
      names: ["--skip-tag"], value: .texts(\.skipTags), modes: [.test], usage: "--skip-tag T",
      help: "", example: "--skip-tag slow", workers: .parentOnly),
    Option(
      names: ["-e"], value: .variable, modes: [.test, .run], usage: "-e KEY=VALUE",
      help: "a variable for ${KEY} in the files (repeatable)", example: "-e NAME=lee"),
    Option(
      names: ["--artifacts"], value: .text(\.artifacts), modes: [.test], usage: "--artifacts DIR",
      help: "for each failing file, write DIR/<its name>.actual.flow: what it printed",
      example: "--artifacts artifacts", workers: .parentOnly),
    Option(
      names: ["--worker-output"], value: .text(\.workerOutput), modes: [.test],
      usage: "--worker-output FILE", help: "", example: "--worker-output results.json"),
    Option(
      names: ["--faults"], value: .flag(\.faults), modes: [.test], usage: "--faults",
      help:
        "replay each file once per service request, that request failing; check invariants (no loading left, nothing pending, a way out)",
      example: "--faults"),
    Option(
      names: ["--shuffle"], value: .seed(\.shuffleSeed), modes: [.test, .run],
      usage: "--shuffle SEED",
      help:
        "run jobs that are ready together in an order drawn from SEED; a file that differs is a race",
      example: "--shuffle 1"),
    Option(
      names: ["--shuffle-runs"], value: .number(1...10_000, \.shuffleRuns), modes: [.test],
      usage: "--shuffle-runs K", help: "try K seeds from SEED (default 1)",
      example: "--shuffle 1 --shuffle-runs 50"),
    Option(
      names: ["--faults-from"], value: .optionalNumber(1...1_000_000, \.faultsFrom),
      modes: [.test], usage: "--faults-from N", help: "", example: "--faults --faults-from 2"),
    Option(
      names: ["--fail-request"], value: .optionalNumber(1...1_000_000, \.failRequest),
      modes: [.run], usage: "--fail-request N, --shuffle SEED",
      help:
        "reproduce what test --faults or --shuffle reported: the N-th service request fails, then the invariants are checked; or jobs run in SEED's order",
      example: "--fail-request 2"),
    Option(
      names: ["--run-worker"], value: .text(\.runWorker), modes: [.run], usage: "--run-worker FILE",
      help: "", example: "--run-worker notes"),
    Option(
      names: ["--piped-worker"], value: .text(\.pipedWorker), modes: [.interactive],
      usage: "--piped-worker FILE", help: "", example: "--piped-worker notes"),
    Option(
      names: ["--coverage"], value: .flag(\.coverage), modes: [.test], usage: "--coverage",
      help: "after the run, per app: the screens and transitions reached, of those explore finds",
      example: "--coverage", workers: .parentOnly),
    Option(
      names: ["--min-coverage"], value: .percent(\.minCoverage), modes: [.test],
      usage: "--min-coverage P",
      help: "fail when an app's screens or transitions are below P percent (implies --coverage)",
      example: "--min-coverage 80", workers: .parentOnly),
    Option(
      names: ["--coverage-json"], value: .text(\.coverageJSON), modes: [.test],
      usage: "--coverage-json FILE",
      help: "also write the coverage as JSON, for dashboards (implies --coverage)",
      example: "--coverage-json coverage.json", workers: .parentOnly),
    Option(
      names: ["--depth"], value: .number(ExploreOptions.depths, \.depth), modes: [.explore],
      usage: "--depth N",
      help:
        "at most N commands from the start (\(ExploreOptions.depths.lowerBound) to \(ExploreOptions.depths.upperBound), default 8)",
      example: "--depth 6"),
    Option(
      names: ["--max-states"], value: .number(1...1_000_000, \.maxStates), modes: [.explore],
      usage: "--max-states N", help: "stop after N states, and say so (default 20000)",
      example: "--max-states 5000"),
    Option(
      names: ["--map"], value: .text(\.map), modes: [.explore], usage: "--map FILE",
      help: "the flow map: .mmd (Mermaid), .md, .dot (Graphviz), .html (a page), .json",
      example: "--map APP.html", workers: .parentOnly),
    Option(
      names: ["--scenarios"], value: .text(\.scenarios), modes: [.explore],
      usage: "--scenarios DIR",
      help: "one scenario per screen, by its shortest path, recorded and green",
      example: "--scenarios Scenarios", workers: .parentOnly),
    Option(
      names: ["--inputs"], value: .text(\.inputs), modes: [.explore], usage: "--inputs FILE",
      help:
        "more texts to type into fields, one a line (beside Scenarios/APP's and a built-in set)",
      example: "--inputs inputs.txt"),
    Option(
      names: ["--inputs-only"], value: .flag(\.inputsOnly), modes: [.explore],
      usage: "--inputs-only", help: "type only the texts of --inputs", example: "--inputs-only"),
    Option(
      names: ["--scenarios-from"], value: .text(\.scenariosFrom), modes: [.explore],
      usage: "--scenarios-from DIR",
      help: "the folder that holds APP/, whose typed texts explore types (default: Scenarios)",
      example: "--scenarios-from Scenarios"),
    Option(
      names: ["--explore-worker"], value: .text(\.exploreWorker), modes: [.explore],
      usage: "--explore-worker FILE", help: "", example: "--explore-worker crashed.txt"),
  ]

  // MARK: Parsing

  static func parse(_ arguments: [String], appNames: [String], program: String = "flowsim")
    throws(UsageError) -> Arguments
  {
    let app = appNames.first
    var result = Arguments()
    var positional: [String] = []
    // The options given, in order, for the check of the modes they belong to.
    var given: [(name: String, option: Option)] = []
    var index = 0
    while index < arguments.count {
      var argument = arguments[index]
      var inlineValue: String?
      if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
        inlineValue = String(argument[argument.index(after: equals)...])
        argument = String(argument[..<equals])
      }
      index += 1
      guard argument.hasPrefix("-"), argument != "-" else {
        positional.append(argument)
        continue
      }
      guard let option = options.first(where: { $0.names.contains(argument) }) else {
        throw UsageError(
          description: UnknownName(
            "option", argument, known: options.flatMap(\.names),
            fallback: "'\(program) --help' lists them"
          ).description)
      }
      given.append((argument, option))
      let text: String
      switch option.value {
      case .flag, .mode:
        guard inlineValue == nil else {
          throw UsageError(
            description:
              "\(argument) takes no value; write it alone, as in: \(example(option, app: app))")
        }
        text = ""
      default:
        guard let value = inlineValue ?? (index < arguments.count ? arguments[index] : nil) else {
          throw UsageError(
            description: "\(argument) needs a value, as in: \(example(option, app: app))")
        }
        if inlineValue == nil { index += 1 }
        text = value
      }
      try result.apply(option, named: argument, text, app: app)
    }
    if result.mode == .version || result.mode == .help(nil) { return result }
    if let first = positional.first {
      result.mode = try mode(
        first, Array(positional.dropFirst()), appNames: appNames, program: program)
    }
    // Each option belongs to the modes its row names.
    let kind = result.mode.kind
    if let (name, option) = given.first(where: {
      !$0.option.modes.isEmpty && !$0.option.modes.contains(kind)
    }),
      let home = option.modes.first
    {
      throw UsageError(
        description:
          "\(name) belongs to \(belongs(to: home, example: example(option, app: app), program: program, app: app))"
      )
    }
    try result.checkTogether(program: program)
    return result
  }

  /// Reads `text` as `option`'s value into its field.
  private mutating func apply(
    _ option: Option, named name: String, _ text: String, app: String?
  ) throws(UsageError) {
    let asIn = Self.example(option, app: app)
    func number(_ range: ClosedRange<Int>) throws(UsageError) -> Int {
      guard let number = Int(text), range.contains(number) else {
        throw UsageError(
          description:
            "\(name) takes a number from \(range.lowerBound) to \(range.upperBound), not '\(text)'; as in: \(asIn)"
        )
      }
      return number
    }
    switch option.value {
    case .flag(let field): self[keyPath: field] = true
    case .mode(let mode): self.mode = mode
    case .number(let range, let field): self[keyPath: field] = try number(range)
    case .optionalNumber(let range, let field): self[keyPath: field] = try number(range)
    case .text(let field): self[keyPath: field] = text
    case .texts(let field): self[keyPath: field].append(text)
    case .variable:
      let pair = text.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
      guard pair.count == 2, !pair[0].isEmpty,
        pair[0].allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" })
      else {
        throw UsageError(description: "\(name) takes KEY=VALUE, not '\(text)'; as in: \(asIn)")
      }
      variables[String(pair[0])] = String(pair[1])
    case .seed(let field):
      guard let seed = UInt64(text) else {
        throw UsageError(
          description:
            "\(name) takes a seed, a whole number from 0 to \(UInt64.max), not '\(text)'; as in: \(asIn)"
        )
      }
      self[keyPath: field] = seed
    case .percent(let field):
      guard let number = Double(text), (0...100).contains(number) else {
        throw UsageError(
          description: "\(name) takes a percent from 0 to 100, not '\(text)'; as in: \(asIn)")
      }
      self[keyPath: field] = number
    case .color:
      guard let mode = ColorMode(rawValue: text) else {
        throw UsageError(
          description: "\(name) takes auto, always or never, not '\(text)'; as in: \(asIn)")
      }
      color = mode
    case .shard:
      guard let shard = Shard(parsing: text) else {
        throw UsageError(
          description:
            "\(name) takes I/N, a part I from 1 to N of N parts (N up to 10000), not '\(text)'; as in: \(asIn)"
        )
      }
      self.shard = shard
    }
  }

  /// The mode the positional words `first` and `rest` give.
  private static func mode(
    _ first: String, _ rest: [String], appNames: [String], program: String
  ) throws(UsageError) -> Mode {
    switch first {
    case "test":
      return .test(paths: rest)
    case "run":
      guard rest.count == 1 else {
        throw UsageError(
          description:
            "\(program) run takes one FILE, as in: \(program) run Scenarios/\(appNames.first ?? "app")/first.flow"
        )
      }
      return .run(path: rest[0])
    case "explore":
      guard rest.count == 1 else {
        throw UsageError(
          description:
            "\(program) explore takes one APP, as in: \(program) explore \(appNames.first ?? "app")"
        )
      }
      guard appNames.contains(rest[0]) else {
        throw UsageError(
          description: UnknownName(
            "app", rest[0], known: appNames, fallback: "'\(program) apps' lists the apps"
          ).description)
      }
      return .explore(app: rest[0])
    case "apps":
      guard rest.isEmpty else {
        throw UsageError(description: "\(program) apps takes no arguments; as in: \(program) apps")
      }
      return .apps
    case "help":
      guard rest.count <= 1 else {
        throw UsageError(
          description: "\(program) help takes at most one COMMAND, as in: \(program) help tap")
      }
      return .help(rest.first)
    default:
      guard appNames.contains(first) else {
        throw UsageError(
          description: UnknownName(
            "app or command", first,
            known: appNames + ["test", "run", "explore", "apps", "help"],
            fallback: "'\(program) apps' lists the apps"
          ).description)
      }
      guard rest.isEmpty else {
        throw UsageError(
          description:
            "unexpected '\(rest[0])' after the app name; a session opens one app, as in: \(program) \(first)"
        )
      }
      return .interactive(app: first)
    }
  }

  /// The options that only make sense with others, or not with them.
  private func checkTogether(program: String) throws(UsageError) {
    if shuffleRuns > 1, shuffleSeed == nil {
      throw UsageError(
        description:
          "--shuffle-runs needs --shuffle SEED, as in: \(program) test --shuffle 1 --shuffle-runs 50"
      )
    }
    if faultsFrom != nil, !faults {
      throw UsageError(
        description:
          "--faults-from goes with --faults, as in: \(program) test --faults --faults-from 2")
    }
    if update, faults || shuffleSeed != nil {
      let mode = faults ? "--faults" : "--shuffle"
      throw UsageError(
        description:
          "--update records what the plain run prints, and \(mode) checks other runs against it; run them one after the other, as in: \(program) test --update && \(program) test \(mode == "--faults" ? "--faults" : "--shuffle 1")"
      )
    }
  }

  /// The example of `option`, naming the simulator's first app where it names an app.
  private static func example(_ option: Option, app: String?) -> String {
    option.example.replacingOccurrences(of: "APP", with: app ?? "app")
  }

  // MARK: Rendering, for workers

  /// The command line that parses back to these arguments, written by the rows that parse it:
  /// the mode's words, then each option whose field is not its default.
  var rendered: [String] {
    mode.words + Self.options.flatMap(render)
  }

  /// These arguments for a worker process in `mode`: the options of that mode that a worker
  /// runs with as its parent was given them; those only the parent acts on are left at their
  /// defaults. A new option reaches workers unless its row says it is the parent's.
  func forWorker(_ mode: Mode) -> Arguments {
    var worker = Arguments()
    worker.mode = mode
    for option in Self.options
    where option.workers == .passed
      && (option.modes.isEmpty || option.modes.contains(mode.kind))
    {
      worker.copy(option, from: self)
    }
    return worker
  }

  /// These arguments for a worker of `test` on `job`.
  func forWorker(_ job: WorkerJob) -> Arguments {
    var worker = forWorker(.test(paths: job.paths))
    worker.workerOutput = job.output
    worker.faultsFrom = job.faultsFrom > 1 ? job.faultsFrom : nil
    return worker
  }

  /// `suggestion` as a user types it after `invoked` (`flowsim`, `swift run todosim`), with the
  /// options of this run that it needs to do the same (`-e`, `--width`).
  func words(for suggestion: Suggestion, invoked: String) -> String {
    var suggested: Arguments
    switch suggestion {
    case .replay(let path, let request, let seed):
      suggested = forWorker(.run(path: path))
      suggested.failRequest = request
      suggested.shuffleSeed = seed
    case .update(let paths):
      // What the output depends on is kept, so that update records what this run saw.
      suggested = Arguments()
      suggested.mode = .test(paths: paths)
      suggested.update = true
      suggested.chosenWidth = chosenWidth
      suggested.variables = variables
    }
    return ([invoked] + suggested.rendered.map(Self.shellWord)).joined(separator: " ")
  }

  /// `word` as a shell reads it back: as it is when it holds nothing a shell treats specially,
  /// else in single quotes.
  static func shellWord(_ word: String) -> String {
    let special = Set(" \t\n'\"\\$`;&|<>()*?[]{}!#~")
    guard !word.isEmpty, !word.contains(where: special.contains) else {
      return "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
    return word
  }

  /// `option`'s field, taken from `other`.
  private mutating func copy(_ option: Option, from other: Arguments) {
    switch option.value {
    case .flag(let field): self[keyPath: field] = other[keyPath: field]
    case .mode: break
    case .number(_, let field): self[keyPath: field] = other[keyPath: field]
    case .optionalNumber(_, let field): self[keyPath: field] = other[keyPath: field]
    case .text(let field): self[keyPath: field] = other[keyPath: field]
    case .texts(let field): self[keyPath: field] = other[keyPath: field]
    case .variable: variables = other.variables
    case .seed(let field): self[keyPath: field] = other[keyPath: field]
    case .percent(let field): self[keyPath: field] = other[keyPath: field]
    case .color: color = other.color
    case .shard: shard = other.shard
    }
  }

  /// `option` as it is written for these arguments: nothing when its field is its default.
  private func render(_ option: Option) -> [String] {
    let name = option.names[0]
    let defaults = Arguments()
    switch option.value {
    case .flag(let field):
      return self[keyPath: field] ? [name] : []
    case .mode:
      return []
    case .number(_, let field):
      return self[keyPath: field] == defaults[keyPath: field]
        ? [] : [name, "\(self[keyPath: field])"]
    case .optionalNumber(_, let field):
      return self[keyPath: field].map { [name, "\($0)"] } ?? []
    case .text(let field):
      return self[keyPath: field].map { [name, $0] } ?? []
    case .texts(let field):
      return self[keyPath: field].flatMap { [name, $0] }
    case .variable:
      return variables.sorted { $0.key < $1.key }.flatMap { [name, "\($0.key)=\($0.value)"] }
    case .seed(let field):
      return self[keyPath: field].map { [name, "\($0)"] } ?? []
    case .percent(let field):
      return self[keyPath: field].map { [name, "\($0)"] } ?? []
    case .color:
      return color == defaults.color ? [] : [name, color.rawValue]
    case .shard:
      return shard.map { [name, "\($0.index)/\($0.count)"] } ?? []
    }
  }

  /// Each option's example in the first mode it belongs to: the mode's words and the example's,
  /// for a test that every row parses its own example and renders it back.
  static var examples: [(option: String, mode: [String], example: [String])] {
    options.map { option in
      let words: [String] =
        switch option.modes.first {
        case .test: ["test"]
        case .run: ["run", "FILE.flow"]
        case .explore: ["explore", "APP"]
        case .interactive: ["APP"]
        case .apps: ["apps"]
        case .help: ["help"]
        case .version, nil: []
        }
      return (option.names[0], words, option.example.split(separator: " ").map(String.init))
    }
  }
}
