import FlowRender
import FlowScript
import Foundation

/// The command line of `flowsim` or of a team's own simulator (SPEC §1), parsed by a small
/// table-driven parser.
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
  }

  var mode: Mode = .interactive(app: nil)
  var width = 40
  /// Whether `--width` was given, so that a narrow terminal does not override it.
  var widthGiven = false
  var color = ColorMode.auto
  var update = false
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
  /// An explore worker process: the file of paths known to crash (not in the usage).
  var exploreWorker: String?
  /// A `run` replaying in a process of its own: the file it notes each step in before it runs
  /// (not in the usage).
  var runWorker: String?
  /// The arguments as given, for a worker that is to run the same.
  var given: [String] = []

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
      let scope: Scope? =
        mode.usage.hasPrefix(" test")
        ? .test
        : mode.usage.hasPrefix(" explore") ? .explore : mode.usage.hasPrefix(" run") ? .run : nil
      if let scope {
        for option in options where option.scope == scope && !option.help.isEmpty {
          lines.append(row(option.usage, option.help, indent: 6))
        }
      }
    }
    lines.append("global:")
    for option in options where option.scope == .global && !option.help.isEmpty {
      lines.append(row(option.usage, option.help, indent: 6))
    }
    lines += TextWidth.row(
      "exit status:",
      "0 all held; 1 a scenario failed or explore found something; 2 bad usage, a file that "
        + "cannot be read or parsed, or a filter or shard that selects no file", column: 14)
    return lines.joined(separator: "\n")
  }

  /// The ways to run the program, for the usage.
  private static let modes: [(usage: String, summary: String)] = [
    ("", "interactive session: lists the apps, opens FIRST"),
    (" APP", "interactive session with APP open"),
    (" test [PATH ...]", "replay scenario files as golden tests (default: Scenarios/)"),
    (" run FILE", "replay a scenario and print what actually happened, as a scenario"),
    (" explore APP", "walk every screen reachable from APP's start; print the map and findings"),
    (" apps", "the apps, one line each"),
    (" help [COMMAND]", "the commands of a session, or one of them"),
  ]

  struct UsageError: Error, Equatable, CustomStringConvertible {
    var description: String
  }

  private enum Value {
    case none
    case int(ClosedRange<Int>)
    case text, color, shard, variable, percent, seed
  }

  /// Which mode an option belongs to.
  private enum Scope { case global, test, run, explore }

  /// One option: its names, the value it takes, the mode it belongs to, how the usage
  /// writes it, its help (empty for an option the usage does not show) and an example.
  private struct Option {
    var names: [String]
    var value: Value
    var scope: Scope
    var usage: String
    var help: String
    var example: String
  }

  /// Every option, once: parsing, the usage and the error messages read this table.
  private static let options: [Option] = [
    Option(
      names: ["--width"], value: .int(ScreenRenderer.widths), scope: .global, usage: "--width N",
      help:
        "\(ScreenRenderer.widths.lowerBound) to \(ScreenRenderer.widths.upperBound), default 40",
      example: "--width 60"),
    Option(
      names: ["--color"], value: .color, scope: .global, usage: "--color auto|always|never",
      help: "default auto", example: "--color never"),
    Option(
      names: ["--version"], value: .none, scope: .global, usage: "--version",
      help: "the version", example: "--version"),
    Option(
      names: ["--help", "-h"], value: .none, scope: .global, usage: "--help", help: "",
      example: "--help"),
    Option(
      names: ["--realtime"], value: .none, scope: .global, usage: "--realtime",
      help: "interactive only: time passes on the wall clock instead of by `wait`",
      example: "--realtime"),
    Option(
      names: ["--update"], value: .none, scope: .test, usage: "--update",
      help: "rewrite each expected-output block with the actual output", example: "--update"),
    Option(
      names: ["--junit"], value: .text, scope: .test, usage: "--junit FILE",
      help: "also write a JUnit XML report (one <testcase> per file)",
      example: "--junit report.xml"),
    Option(
      names: ["-j", "--jobs"], value: .int(1...256), scope: .test, usage: "-j N, --jobs N",
      help: "files run in N worker processes (default: the number of CPUs)", example: "-j 4"),
    Option(
      names: ["--filter"], value: .text, scope: .test, usage: "--filter TEXT",
      help: "only files whose path contains TEXT", example: "--filter APP"),
    Option(
      names: ["--repeat"], value: .int(1...10_000), scope: .test, usage: "--repeat N",
      help: "run every file N times; any run that differs from the first fails",
      example: "--repeat 20"),
    Option(
      names: ["--shard"], value: .shard, scope: .test, usage: "--shard I/N",
      help: "run only the I-th of N stable parts of the files (1-based)", example: "--shard 1/4"),
    Option(
      names: ["--tag"], value: .text, scope: .test, usage: "--tag T, --skip-tag T",
      help: "only files tagged T; leave out files tagged T (repeatable)", example: "--tag smoke"),
    Option(
      names: ["--skip-tag"], value: .text, scope: .test, usage: "--skip-tag T", help: "",
      example: "--skip-tag slow"),
    Option(
      names: ["-e"], value: .variable, scope: .test, usage: "-e KEY=VALUE",
      help: "a variable for ${KEY} in the files (repeatable)", example: "-e NAME=lee"),
    Option(
      names: ["--artifacts"], value: .text, scope: .test, usage: "--artifacts DIR",
      help: "for each failing file, write DIR/<its name>.actual.flow: what it printed",
      example: "--artifacts artifacts"),
    Option(
      names: ["--worker-output"], value: .text, scope: .test, usage: "--worker-output FILE",
      help: "", example: "--worker-output results.json"),
    Option(
      names: ["--faults"], value: .none, scope: .test, usage: "--faults",
      help:
        "replay each file once per service request, that request failing; check invariants (no loading left, nothing pending, a way out)",
      example: "--faults"),
    Option(
      names: ["--shuffle"], value: .seed, scope: .test, usage: "--shuffle SEED",
      help:
        "run jobs that are ready together in an order drawn from SEED; a file that differs is a race",
      example: "--shuffle 1"),
    Option(
      names: ["--shuffle-runs"], value: .int(1...10_000), scope: .test,
      usage: "--shuffle-runs K", help: "try K seeds from SEED (default 1)",
      example: "--shuffle 1 --shuffle-runs 50"),
    Option(
      names: ["--faults-from"], value: .int(1...1_000_000), scope: .test,
      usage: "--faults-from N", help: "", example: "--faults-from 2"),
    Option(
      names: ["--fail-request"], value: .int(1...1_000_000), scope: .run,
      usage: "--fail-request N, --shuffle SEED",
      help:
        "reproduce what test --faults or --shuffle reported: the N-th service request fails, then the invariants are checked; or jobs run in SEED's order",
      example: "--fail-request 2"),
    Option(
      names: ["--run-worker"], value: .text, scope: .run, usage: "--run-worker FILE", help: "",
      example: "--run-worker notes"),
    Option(
      names: ["--coverage"], value: .none, scope: .test, usage: "--coverage",
      help: "after the run, per app: the screens and transitions reached, of those explore finds",
      example: "--coverage"),
    Option(
      names: ["--min-coverage"], value: .percent, scope: .test, usage: "--min-coverage P",
      help: "fail when an app's screens or transitions are below P percent (implies --coverage)",
      example: "--min-coverage 80"),
    Option(
      names: ["--coverage-json"], value: .text, scope: .test, usage: "--coverage-json FILE",
      help: "also write the coverage as JSON, for dashboards (implies --coverage)",
      example: "--coverage-json coverage.json"),
    Option(
      names: ["--depth"], value: .int(ExploreOptions.depths), scope: .explore, usage: "--depth N",
      help:
        "at most N commands from the start (\(ExploreOptions.depths.lowerBound) to \(ExploreOptions.depths.upperBound), default 8)",
      example: "--depth 6"),
    Option(
      names: ["--max-states"], value: .int(1...1_000_000), scope: .explore,
      usage: "--max-states N", help: "stop after N states, and say so (default 20000)",
      example: "--max-states 5000"),
    Option(
      names: ["--map"], value: .text, scope: .explore, usage: "--map FILE",
      help: "the flow map: .mmd (Mermaid), .md, .dot (Graphviz), .html (a page), .json",
      example: "--map APP.html"),
    Option(
      names: ["--scenarios"], value: .text, scope: .explore, usage: "--scenarios DIR",
      help: "one scenario per screen, by its shortest path, recorded and green",
      example: "--scenarios Scenarios"),
    Option(
      names: ["--inputs"], value: .text, scope: .explore, usage: "--inputs FILE",
      help: "texts to type into fields, one a line (default: Scenarios/APP's and a built-in set)",
      example: "--inputs inputs.txt"),
    Option(
      names: ["--explore-worker"], value: .text, scope: .explore, usage: "--explore-worker FILE",
      help: "", example: "--explore-worker crashed.txt"),
  ]

  private var isTest: Bool {
    if case .test = mode { true } else { false }
  }

  private var isExplore: Bool {
    if case .explore = mode { true } else { false }
  }

  private var isRun: Bool {
    if case .run = mode { true } else { false }
  }

  private var isInteractive: Bool {
    if case .interactive = mode { true } else { false }
  }

  static func parse(_ arguments: [String], appNames: [String], program: String = "flowsim")
    throws(UsageError) -> Arguments
  {
    var result = Arguments()
    result.given = arguments
    var positional: [String] = []
    var index = 0
    var seenTestOption: String?
    var seenExploreOption: String?
    var seenRunOption: String?
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
      if option.scope == .test { seenTestOption = argument }
      if option.scope == .run { seenRunOption = argument }
      if option.scope == .explore { seenExploreOption = argument }
      var value: String?
      if case .none = option.value {
        if inlineValue != nil {
          throw UsageError(
            description:
              "\(argument) takes no value; write it alone, as in: \(example(argument, app: appNames.first))"
          )
        }
      } else {
        value = inlineValue ?? (index < arguments.count ? arguments[index] : nil)
        if inlineValue == nil { index += 1 }
        guard value != nil else {
          throw UsageError(
            description:
              "\(argument) needs a value, as in: \(example(argument, app: appNames.first))")
        }
      }
      let text = value ?? ""
      switch option.value {
      case .int(let range):
        guard let number = Int(text), range.contains(number) else {
          throw UsageError(
            description:
              "\(argument) takes a number from \(range.lowerBound) to \(range.upperBound), not '\(text)'; as in: \(example(argument, app: appNames.first))"
          )
        }
        switch argument {
        case "--width":
          result.width = number
          result.widthGiven = true
        case "--repeat": result.repeatCount = number
        case "--depth": result.depth = number
        case "--shuffle-runs": result.shuffleRuns = number
        case "--faults-from": result.faultsFrom = number
        case "--fail-request": result.failRequest = number
        case "--max-states": result.maxStates = number
        default: result.jobs = number
        }
      case .seed:
        guard let seed = UInt64(text) else {
          throw UsageError(
            description:
              "\(argument) takes a seed, a whole number from 0 to \(UInt64.max), not '\(text)'; as in: \(example(argument, app: appNames.first))"
          )
        }
        result.shuffleSeed = seed
      case .percent:
        guard let number = Double(text), (0...100).contains(number) else {
          throw UsageError(
            description:
              "\(argument) takes a percent from 0 to 100, not '\(text)'; as in: \(example(argument, app: appNames.first))"
          )
        }
        result.minCoverage = number
      case .color:
        guard let mode = ColorMode(rawValue: text) else {
          throw UsageError(
            description: "--color takes auto, always or never, not '\(text)'; as in: --color never")
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
      case .variable:
        let pair = text.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
        guard pair.count == 2, !pair[0].isEmpty,
          pair[0].allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" })
        else {
          throw UsageError(description: "-e takes KEY=VALUE, not '\(text)'; as in: -e NAME=lee")
        }
        result.variables[String(pair[0])] = String(pair[1])
      case .text:
        switch argument {
        case "--tag": result.tags.append(text)
        case "--skip-tag": result.skipTags.append(text)
        case "--junit": result.junit = text
        case "--artifacts": result.artifacts = text
        case "--worker-output": result.workerOutput = text
        case "--coverage-json": result.coverageJSON = text
        case "--map": result.map = text
        case "--scenarios": result.scenarios = text
        case "--inputs": result.inputs = text
        case "--explore-worker": result.exploreWorker = text
        case "--run-worker": result.runWorker = text
        default: result.filter = text
        }
      case .none:
        switch argument {
        case "--update": result.update = true
        case "--coverage": result.coverage = true
        case "--faults": result.faults = true
        case "--version": result.mode = .version
        case "--realtime": result.realtime = true
        default: result.mode = .help(nil)
        }
      }
    }
    if result.mode == .version || result.mode == .help(nil) { return result }
    guard let first = positional.first else {
      if let seenTestOption {
        throw UsageError(
          description:
            "\(seenTestOption) belongs to '\(program) test', as in: \(program) test \(example(seenTestOption, app: appNames.first))"
        )
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
          description:
            "\(program) run takes one FILE, as in: \(program) run Scenarios/\(appNames.first ?? "app")/first.flow"
        )
      }
      result.mode = .run(path: rest[0])
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
      result.mode = .explore(app: rest[0])
    case "apps":
      guard rest.isEmpty else {
        throw UsageError(description: "\(program) apps takes no arguments; as in: \(program) apps")
      }
      result.mode = .apps
    case "help":
      guard rest.count <= 1 else {
        throw UsageError(
          description: "\(program) help takes at most one COMMAND, as in: \(program) help tap")
      }
      result.mode = .help(rest.first)
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
      result.mode = .interactive(app: first)
    }
    // `-e` and `--shuffle` serve `run` too: a variable, and reproducing what a shuffle found.
    if let seenTestOption, !result.isTest,
      !(["-e", "--shuffle"].contains(seenTestOption) && result.isRun)
    {
      throw UsageError(
        description:
          "\(seenTestOption) belongs to '\(program) test', as in: \(program) test \(example(seenTestOption, app: appNames.first))"
      )
    }
    if let seenRunOption, !result.isRun {
      throw UsageError(
        description:
          "\(seenRunOption) belongs to '\(program) run', as in: \(program) run FILE \(example(seenRunOption, app: appNames.first))"
      )
    }
    if result.shuffleRuns > 1, result.shuffleSeed == nil {
      throw UsageError(
        description:
          "--shuffle-runs needs --shuffle SEED, as in: \(program) test --shuffle 1 --shuffle-runs 50"
      )
    }
    if let seenExploreOption, !result.isExplore {
      throw UsageError(
        description:
          "\(seenExploreOption) belongs to '\(program) explore', as in: \(program) explore \(appNames.first ?? "APP") \(example(seenExploreOption, app: appNames.first))"
      )
    }
    if result.faultsFrom != nil, !result.faults {
      throw UsageError(
        description:
          "--faults-from goes with --faults, as in: \(program) test --faults --faults-from 2")
    }
    if result.update, result.faults || result.shuffleSeed != nil {
      let mode = result.faults ? "--faults" : "--shuffle"
      throw UsageError(
        description:
          "--update records what the plain run prints, and \(mode) checks other runs against it; run them one after the other, as in: \(program) test --update && \(program) test \(mode == "--faults" ? "--faults" : "--shuffle 1")"
      )
    }
    if result.realtime, !result.isInteractive {
      throw UsageError(
        description:
          "--realtime belongs to an interactive session, as in: \(program) --realtime \(appNames.first ?? "APP")"
      )
    }
    return result
  }

  /// The example of `option`, naming the simulator's first app where it names an app.
  private static func example(_ option: String, app: String?) -> String {
    let example = options.first { $0.names.contains(option) }?.example ?? option
    return example.replacingOccurrences(of: "APP", with: app ?? "app")
  }
}
