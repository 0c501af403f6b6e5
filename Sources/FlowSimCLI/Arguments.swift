import FlowScript

/// The command line of `flowsim` (SPEC §1), parsed by a small table-driven parser.
struct Arguments: Equatable {
  enum ColorMode: String, Equatable { case auto, always, never }
  enum Mode: Equatable {
    case interactive(app: String?)
    case test(paths: [String])
    case run(path: String)
    case apps
    case help(String?)
    case version
  }

  var mode: Mode = .interactive(app: nil)
  var width = 40
  var color = ColorMode.auto
  var update = false
  var junit: String?
  var jobs: Int?
  var filter: String?
  var repeatCount = 1
  var realtime = false
  var artifacts: String?
  var shard: Shard?
  /// A worker process of `flowsim test -j N`: where to write its results (not in the usage).
  var workerOutput: String?

  static let usage = """
    usage:
      flowsim                     interactive session; lists the apps and opens `login`
      flowsim APP                 interactive session with APP open
      flowsim test [PATH ...]     replay scenario files as golden tests (default: Scenarios/)
          --update                rewrite each expected-output block with the actual output
          --junit FILE            also write a JUnit XML report (one <testcase> per file)
          -j N, --jobs N          files run in parallel (default: the number of CPUs)
          --filter TEXT           only files whose path contains TEXT
          --repeat N              run every file N times; any run that differs from the first fails
          --shard I/N             run only the I-th of N stable parts of the files (1-based)
          --artifacts DIR         for each failing file, write DIR/<its name>.actual.flow: what it printed
      flowsim run FILE            replay a scenario and print what actually happened, as a scenario
      flowsim apps                the apps, one line each
      flowsim help [COMMAND]
    global: --width N (24 to 200, default 40), --color auto|always|never, --version,
            --realtime (interactive only: time passes on the wall clock instead of by `wait`)
    exit status: 0 all held; 1 a scenario failed; 2 bad usage, a file that cannot be read or parsed,
                 or a filter or shard that selects no file
    """

  struct UsageError: Error, Equatable, CustomStringConvertible {
    var description: String
  }

  private enum Value {
    case none
    case int(ClosedRange<Int>)
    case text, color, shard
  }

  private static let options: [(names: [String], value: Value, testOnly: Bool)] = [
    (["--width"], .int(24...200), false), (["--color"], .color, false),
    (["--version"], .none, false), (["--help", "-h"], .none, false),
    (["--realtime"], .none, false),
    (["--update"], .none, true), (["--junit"], .text, true),
    (["-j", "--jobs"], .int(1...256), true),
    (["--filter"], .text, true), (["--repeat"], .int(1...10_000), true),
    (["--artifacts"], .text, true), (["--shard"], .shard, true), (["--worker-output"], .text, true),
  ]

  private var isTest: Bool {
    if case .test = mode { true } else { false }
  }

  private var isInteractive: Bool {
    if case .interactive = mode { true } else { false }
  }

  static func parse(_ arguments: [String], appNames: [String]) throws(UsageError) -> Arguments {
    var result = Arguments()
    var positional: [String] = []
    var index = 0
    var seenTestOption: String?
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
        let names = options.flatMap(\.names)
        let suggestion = Suggest.nearest(argument, in: names)
        throw UsageError(
          description: "unknown option '\(argument)'"
            + (suggestion.map { ". Did you mean '\($0)'?" } ?? "; 'flowsim --help' lists them"))
      }
      if option.testOnly { seenTestOption = argument }
      var value: String?
      if case .none = option.value {
        if inlineValue != nil {
          throw UsageError(description: "\(argument) takes no value")
        }
      } else {
        value = inlineValue ?? (index < arguments.count ? arguments[index] : nil)
        if inlineValue == nil { index += 1 }
        guard value != nil else {
          throw UsageError(description: "\(argument) needs a value, as in: \(example(argument))")
        }
      }
      let text = value ?? ""
      switch option.value {
      case .int(let range):
        guard let number = Int(text), range.contains(number) else {
          throw UsageError(
            description:
              "\(argument) takes a number from \(range.lowerBound) to \(range.upperBound), not '\(text)'"
          )
        }
        switch argument {
        case "--width": result.width = number
        case "--repeat": result.repeatCount = number
        default: result.jobs = number
        }
      case .color:
        guard let mode = ColorMode(rawValue: text) else {
          throw UsageError(description: "--color takes auto, always or never, not '\(text)'")
        }
        result.color = mode
      case .shard:
        guard let shard = Shard(parsing: text) else {
          throw UsageError(
            description:
              "--shard takes I/N, a part I from 1 to N of N parts (N up to 10000), not '\(text)'; as in: --shard 1/4"
          )
        }
        result.shard = shard
      case .text:
        switch argument {
        case "--junit": result.junit = text
        case "--artifacts": result.artifacts = text
        case "--worker-output": result.workerOutput = text
        default: result.filter = text
        }
      case .none:
        switch argument {
        case "--update": result.update = true
        case "--version": result.mode = .version
        case "--realtime": result.realtime = true
        default: result.mode = .help(nil)
        }
      }
    }
    if result.mode == .version || result.mode == .help(nil) { return result }
    guard let first = positional.first else {
      if let seenTestOption {
        throw UsageError(description: "\(seenTestOption) belongs to 'flowsim test'")
      }
      return result
    }
    let rest = Array(positional.dropFirst())
    switch first {
    case "test":
      result.mode = .test(paths: rest)
    case "run":
      guard rest.count == 1 else {
        throw UsageError(
          description: "flowsim run takes one FILE, as in: flowsim run Scenarios/login/success.flow"
        )
      }
      result.mode = .run(path: rest[0])
    case "apps":
      guard rest.isEmpty else { throw UsageError(description: "flowsim apps takes no arguments") }
      result.mode = .apps
    case "help":
      guard rest.count <= 1 else {
        throw UsageError(description: "flowsim help takes at most one COMMAND")
      }
      result.mode = .help(rest.first)
    default:
      guard appNames.contains(first) else {
        let suggestion = Suggest.nearest(first, in: appNames + ["test", "run", "apps", "help"])
        throw UsageError(
          description: "unknown app or command '\(first)'"
            + (suggestion.map { ". Did you mean '\($0)'?" } ?? "; 'flowsim apps' lists the apps"))
      }
      guard rest.isEmpty else {
        throw UsageError(description: "unexpected '\(rest[0])' after the app name")
      }
      result.mode = .interactive(app: first)
    }
    if let seenTestOption, !result.isTest {
      throw UsageError(description: "\(seenTestOption) belongs to 'flowsim test'")
    }
    if result.realtime, !result.isInteractive {
      throw UsageError(
        description: "--realtime belongs to an interactive session, as in: flowsim --realtime login"
      )
    }
    return result
  }

  private static func example(_ option: String) -> String {
    switch option {
    case "--width": "--width 60"
    case "--color": "--color never"
    case "--junit": "--junit report.xml"
    case "-j", "--jobs": "-j 4"
    case "--filter": "--filter login"
    case "--artifacts": "--artifacts artifacts"
    case "--shard": "--shard 1/4"
    case "--worker-output": "--worker-output results.json"
    default: "--repeat 20"
    }
  }
}
