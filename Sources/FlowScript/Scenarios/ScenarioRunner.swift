public import FlowKit
import Foundation

/// A command whose output differs from its expected block.
public struct Mismatch: Sendable, Equatable {
  /// The file's line of the first expected line that differs, or the command's line.
  public var line: Int
  /// The command.
  public var command: String
  /// The unified diff, `-` expected, `+` actual.
  public var diff: String
}

/// An `expect` that failed: it fails its file whatever its block says, and update never records
/// it as the expected result.
public struct FailedExpectation: Sendable, Equatable {
  /// The file's line of the `expect`.
  public var line: Int
  /// The command.
  public var command: String
  /// What it printed: `expectation failed: ...`.
  public var message: String
}

/// What replaying one scenario found.
public struct ScenarioResult: Sendable {
  /// The file.
  public var path: String
  /// The commands whose output differed, in order.
  public var mismatches: [Mismatch]
  /// The expectations that failed, in order.
  public var failedExpectations: [FailedExpectation] = []
  /// What included files found wrong, with the line of the include that ran them.
  public var includeFailures: [(line: Int, failure: IncludeFailure)] = []
  /// What each command printed, as lines.
  public var actual: [[String]]
  /// The scenario, parsed.
  public var scenario: Scenario
  /// The requests its apps made through the network.
  public var requests = 0
  /// The lines of the commands that failed (an expectation that did not hold among them).
  public var failedLines: [Int] = []
  /// The `include` whose file could not be read, here or in a file it included: a file
  /// problem (exit 2), not a test that failed, and the file stopped there.
  public var unreadableInclude: UnreadableInclude?

  /// An `include` that could not be read, and why: `error: cannot include …`.
  public struct UnreadableInclude: Sendable, Equatable {
    /// The line of the `include` in this file.
    public var line: Int
    /// What it printed, or, for a file it included, that file's report.
    public var message: String
  }

  /// Whether every command printed what was expected and every expectation held, here and in
  /// the files it included, and every include could be read.
  public var passed: Bool {
    mismatches.isEmpty && failedExpectations.isEmpty && includeFailures.isEmpty
      && unreadableInclude == nil
  }

  /// Each finding as its line and what the report says of it, in the file's line order: a
  /// mismatch (`FILE:LINE: output of 'COMMAND' differs` and its diff), a failed expectation
  /// (`FILE:LINE: expectation failed: ...`), an included file's findings (said where it was
  /// included from), an include that could not be read.
  public var findings: [(line: Int, text: String)] {
    let differences = mismatches.map { mismatch in
      (
        mismatch.line,
        "\(path):\(mismatch.line): output of '\(mismatch.command)' differs\n\(mismatch.diff)"
      )
    }
    let failures = failedExpectations.map { ($0.line, "\(path):\($0.line): \($0.message)") }
    let included = includeFailures.map { entry in
      (entry.line, Self.included(entry.failure.report, from: "\(path):\(entry.line)"))
    }
    let unreadable = unreadableInclude.map { include in
      // An include of this file's prints `error: …`; a nested one's report has its own place.
      let own = include.message.hasPrefix("error: ")
      return [
        (
          include.line,
          own
            ? "\(path):\(include.line): \(include.message)"
            : Self.included(include.message, from: "\(path):\(include.line)")
        )
      ]
    }
    // Stable: at one line, a mismatch comes before an expectation, as they ran.
    return (differences + failures + included + (unreadable ?? [])).enumerated()
      .sorted { ($0.element.0, $0.offset) < ($1.element.0, $1.offset) }
      .map { (line: $0.element.0, text: $0.element.1) }
  }

  /// The report: every finding, in line order.
  public var report: String {
    findings.map(\.text).joined(separator: "\n")
  }

  /// An included file's report with each place said where it was included from.
  private static func included(_ report: String, from place: String) -> String {
    report.split(separator: "\n", omittingEmptySubsequences: false).map { line in
      // The header of each finding, never a line of a diff.
      let isHeader = !(line.first.map { "+- @".contains($0) } ?? true)
      return isHeader ? "\(line) (included from \(place))" : String(line)
    }.joined(separator: "\n")
  }
}

/// Replays scenarios on fresh sessions and compares what each command prints with its block.
public struct ScenarioRunner: Sendable {
  /// The apps a scenario can open.
  public let apps: [FlowApp]
  /// The screen width a session starts with.
  public let width: Int
  /// The variables `${KEY}` reads (`-e KEY=VALUE`).
  public let variables: Variables

  /// A runner over `apps`.
  public init(apps: [FlowApp], width: Int = 40, variables: Variables = Variables()) {
    self.apps = apps
    self.width = width
    self.variables = variables
  }

  /// The app a scenario starts with: the one its folder is named after
  /// (`Scenarios/<app>/x.flow`, or deeper, `Scenarios/<app>/checkout/x.flow`), else the first
  /// app, as `flowsim` opens it.
  public func initialApp(for path: String) -> String? {
    folderApp(for: path) ?? apps.first?.name
  }

  /// The app a folder above `path` is named after: the nearest one that names an app (under the
  /// last `Scenarios` folder when there is one); nil when none does.
  public func folderApp(for path: String) -> String? {
    let names = Set(apps.map(\.name))
    return ScenarioFolder.folders(above: path).last { names.contains($0) }
  }

  /// Why `scenario` cannot be a test: it has no command, so it would pass and check nothing.
  public static func emptinessError(_ scenario: Scenario) -> String? {
    guard scenario.steps.isEmpty else { return nil }
    return "the file has no command line, so it checks nothing; write one such as '> show', "
      + "or remove the file"
  }

  /// What to warn of before `scenario` runs: with several apps, that no folder above it names
  /// one, so it runs in the first; with one, that a folder under `Scenarios` is a near miss of
  /// its name (`order` for `orders`). Nil when it opens an app itself or its folder names one.
  public func folderWarning(for scenario: Scenario) -> String? {
    // Settings first (`set network offline`) are still before the app the file opens.
    let first = scenario.steps.first {
      if case .set = $0.parsed { return false }
      return true
    }
    if case .open = first?.parsed { return nil }
    guard folderApp(for: scenario.path) == nil, let first = apps.first?.name else { return nil }
    if apps.count > 1 {
      return "no folder above it names an app, so it runs in '\(first)', the first; start it "
        + "with '> open APP' or move it to Scenarios/APP/"
    }
    guard scenario.path.split(separator: "/").dropLast().contains("Scenarios"),
      let near = ScenarioFolder.folders(above: scenario.path).first(where: {
        Suggest.nearest($0, in: [first]) != nil
      })
    else { return nil }
    return "the folder '\(near)' names no app; did you mean '\(first)'? It runs in "
      + "'\(first)', the only app"
  }

  /// A session as a scenario at `path` starts: its initial app open.
  public func makeSession(
    for path: String, failingRequest: Int? = nil, shuffle: UInt64? = nil
  ) -> Session {
    let session = Session(
      apps: apps, width: width, failingRequest: failingRequest, shuffle: shuffle)
    session.openInitial(initialApp(for: path))
    return session
  }

  /// A session as `scenario` starts: its initial app open, unless its first command opens one
  /// (as every transcript's does), so that no app is opened only to be thrown away: its
  /// requests would count, and its work would run, for nothing.
  func makeSession(
    for scenario: Scenario, failingRequest: Int? = nil, shuffle: UInt64? = nil
  ) -> Session {
    if case .open = scenario.steps.first?.parsed {
      return Session(apps: apps, width: width, failingRequest: failingRequest, shuffle: shuffle)
    }
    return makeSession(for: scenario.path, failingRequest: failingRequest, shuffle: shuffle)
  }

  /// A session that runs `scenario` as a file runs: as it starts (``makeSession(for:failingRequest:shuffle:)``),
  /// its includes read from the file's folder, the runner's variables set, and the file marked
  /// as the one running, so that it cannot include itself. Every way to run a file starts here.
  func session(
    running scenario: Scenario, failingRequest: Int? = nil, shuffle: UInt64? = nil
  ) -> Session {
    let session = makeSession(for: scenario, failingRequest: failingRequest, shuffle: shuffle)
    session.includes = ScenarioIncludes(running: scenario.path)
    session.variables = variables
    return session
  }

  /// Replays `scenario` and compares.
  /// `willRun` is told each step before it runs.
  public func run(_ scenario: Scenario, willRun: (Scenario.Step) -> Void = { _ in })
    -> ScenarioResult
  {
    let session = self.session(running: scenario)
    var result = Self.replay(scenario, in: session, willRun: willRun)
    result.requests = session.requests.count
    return result
  }

  /// Runs `scenario`'s commands in `session` and compares what each printed with its block:
  /// a file as `flowsim test` runs it, or as `include` runs it in the including session.
  static func replay(
    _ scenario: Scenario, in session: Session, willRun: (Scenario.Step) -> Void = { _ in }
  ) -> ScenarioResult {
    var includeFailures: [(line: Int, failure: IncludeFailure)] = []
    var mismatches: [Mismatch] = []
    var failedExpectations: [FailedExpectation] = []
    var actual: [[String]] = []
    var failedLines: [Int] = []
    var unreadable: ScenarioResult.UnreadableInclude?
    var stopped = false
    for step in scenario.steps where !stopped {
      willRun(step)
      let outcome: Outcome =
        if case .save = step.parsed {
          .ok()
        } else if let parsed = step.parsed {
          session.execute(parsed, line: step.command)
        } else {
          session.execute(step.command)
        }
      // An include's findings are reported at the included file's lines, not as its output.
      var shown = outcome
      shown.failures.removeAll { failure in
        guard case .include(let found) = failure else { return false }
        if found.unreadable {
          unreadable = .init(line: step.line, message: found.report)
        } else {
          includeFailures.append((step.line, found))
        }
        return true
      }
      let lines =
        shown.output.isEmpty
        ? []
        : shown.output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
      actual.append(lines)
      defer { if outcome.quit { stopped = true } }
      if outcome.failed { failedLines.append(step.line) }
      if outcome.failures.contains(where: { if case .cannotInclude = $0 { true } else { false } }) {
        unreadable = .init(line: step.line, message: outcome.output)
      }
      // An include that cannot be read ends the file: what follows it would only fail for it.
      if unreadable != nil {
        stopped = true
        continue
      }
      if outcome.failed, case .expect = step.parsed {
        failedExpectations.append(
          FailedExpectation(line: step.line, command: step.command, message: outcome.output))
        // Reported once, as the expectation that failed, not again as output that differs.
        continue
      }
      guard !LineMatcher.block(step.expected, matches: lines) else { continue }
      let diff = UnifiedDiff(expected: step.expected, actual: lines)
      let first = diff.firstDifference ?? 0
      let line: Int
      if step.expected.isEmpty {
        line = step.line
      } else {
        line = step.blockStart + min(first, step.expected.count - 1) + 1
      }
      // A block indented by three spaces or more holds lines that start with a space; when it
      // would match at two, say so.
      let extra = step.expected.filter { !$0.isEmpty }.map { $0.prefix { $0 == " " }.count }.min()
      let hint =
        if let extra, extra > 0,
          LineMatcher.block(step.expected.map { String($0.dropFirst(extra)) }, matches: lines)
        {
          "\n  hint: the block is indented by \(2 + extra) spaces; expected output is indented by "
            + "exactly two, as '--update' writes it"
        } else {
          ""
        }
      mismatches.append(
        Mismatch(
          line: line, command: step.command,
          diff: diff.render(firstLine: step.blockStart + 1) + hint))
    }
    var result = ScenarioResult(
      path: scenario.path, mismatches: mismatches, failedExpectations: failedExpectations,
      actual: actual, scenario: scenario)
    result.includeFailures = includeFailures
    result.failedLines = failedLines
    result.unreadableInclude = unreadable
    return result
  }

  /// The file's text with each block brought up to date: blocks that still match stay as they
  /// are, wildcards included; in the others, each expected line that still matches its actual
  /// line is kept (with its `[..]`), a `...` stays wherever it still stands for the lines around
  /// it, and the rest is replaced. A failed expectation's block is never written: it keeps what
  /// the file says, so the file still fails.
  public func updatedText(_ result: ScenarioResult) -> String {
    Self.updatedText(result)
  }

  /// The file with what each command printed, failed expectations included, and the expected
  /// lines that still match kept (with their wildcards): what CI shows as the run's output.
  public func printedText(_ result: ScenarioResult) -> String {
    Self.updatedText(result, keepingFailedExpectations: false)
  }

  /// The file's text with each block brought up to date (see the instance method).
  static func updatedText(_ result: ScenarioResult, keepingFailedExpectations: Bool = true)
    -> String
  {
    let failed = keepingFailedExpectations ? Set(result.failedExpectations.map(\.line)) : []
    var blocks: [[String]] = []
    for (step, actual) in zip(result.scenario.steps, result.actual) {
      if failed.contains(step.line) || LineMatcher.block(step.expected, matches: actual) {
        blocks.append(step.expected)
        continue
      }
      blocks.append(Self.merged(expected: step.expected, actual: actual))
    }
    // Steps after an early stop keep their blocks.
    for step in result.scenario.steps.dropFirst(blocks.count) { blocks.append(step.expected) }
    return result.scenario.text(replacingBlocks: blocks)
  }

  /// The actual lines, written with the expected lines that still match them.
  static func merged(expected: [String], actual: [String]) -> [String] {
    var block: [String] = []
    for operation in UnifiedDiff(expected: expected, actual: actual).operations {
      switch operation {
      case .same(let e, _), .wildcard(let e, _): block.append(expected[e])
      case .removed: continue
      case .inserted(let a, _), .replaced(_, let a): block.append(actual[a])
      }
    }
    return block
  }
}

extension Scenario {
  /// The file with every block replaced by what actually happened: `flowsim run`.
  public func textWithActualOutput(_ result: ScenarioResult) -> String {
    var blocks = result.actual
    for step in steps.dropFirst(blocks.count) { blocks.append(step.expected) }
    // A file stopped by an include that cannot be read says so where it stopped: the commands
    // after it keep their blocks, and none of them ran.
    let stopped = result.unreadableInclude.flatMap { include in
      steps.firstIndex { $0.line == include.line }
    }
    let note = stopped.flatMap { $0 < steps.count - 1 ? $0 : nil }.map {
      (
        step: $0,
        line:
          "# the file stopped here, as the include cannot be read: the commands below did not run"
      )
    }
    return text(replacingBlocks: blocks, note: note)
  }
}
