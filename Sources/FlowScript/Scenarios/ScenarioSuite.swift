public import FlowKit
import Foundation
import Synchronization

/// `flowsim test`: finds scenario files, selects them (filter, shard), replays them (in worker
/// processes or threads if asked), prints a report in a stable order, updates files, and writes
/// a JUnit report and artifacts.
public struct ScenarioSuite: Sendable {
  /// How to run.
  public struct Options: Sendable {
    /// Files or folders; folders are searched for `.flow` files.
    public var paths: [String] = ["Scenarios"]
    /// Rewrite expected blocks with what actually happened.
    public var update = false
    /// Where to write a JUnit report.
    public var junit: String?
    /// Where to write what each failing file printed, as `<name>.actual.flow`.
    public var artifacts: String?
    /// Files run at once.
    public var jobs = 1
    /// Only files whose path contains this.
    public var filter: String?
    /// Only the files of this shard.
    public var shard: Shard?
    /// Only files tagged with one of these (`--tag`), when any.
    public var tags: [String] = []
    /// Never files tagged with one of these (`--skip-tag`).
    public var skipTags: [String] = []
    /// The variables of `-e KEY=VALUE`.
    public var variables: [String: String] = [:]
    /// Runs of each file; runs that differ from the first fail.
    public var repeatCount = 1
    /// Whether this is a CI run: update never records a missing block there.
    public var isCI = false
    /// The screen width sessions start with.
    public var width = 40
    /// The program that runs the suite, in its own words: with its executable, `jobs` above 1
    /// run in worker processes of it; without, in threads of this process. The commands a
    /// report suggests are written by it too.
    public var program = ProgramWords.none
    /// Replay each file once more per request it makes, that request failing, and check the
    /// invariants (``Invariants``).
    public var faults = false
    /// Replay each file with jobs ready together in an order drawn from this seed, and from
    /// the next `shuffleRuns - 1` seeds; a file that prints otherwise depends on that order.
    public var shuffleSeed: UInt64?
    /// How many seeds `shuffleSeed` starts.
    public var shuffleRuns = 1
    /// Under faults, the first request to fail: a worker that goes on after a crash on the one
    /// before starts past it.
    public var faultsFrom = 1
    /// The simulator's name, for the JUnit report's suite and class names.
    public var name = "flowsim"
    /// In a worker: where it notes what it is about to run.
    var progressDescriptor: Int32?
    /// After the run, per app: the screens and transitions of explore's map the files reach.
    public var coverage = false
    /// Fail below this percent of screens or of transitions (implies `coverage`).
    public var minCoverage: Double?
    /// Also write the coverage as JSON here (implies `coverage`).
    public var coverageJSON: String?

    /// Default options.
    public init() {}
  }

  /// Whether `environment` says this is a CI run: `CI` is set to anything but empty, `0` or
  /// `false`. Scenario updates and snapshot recording both go by it.
  public static func isCI(_ environment: [String: String]) -> Bool {
    environment["CI"].map { !$0.isEmpty && $0 != "0" && $0.lowercased() != "false" } ?? false
  }

  /// What happened to one file.
  public struct FileResult: Sendable, Codable, Equatable {
    /// The file, as found.
    public var path: String
    /// Its name relative to the scenario root (`login/success.flow`): the same however the path
    /// was given, so CI systems see one test.
    public var name: String
    /// Whether it passed.
    public var passed: Bool
    /// Whether it could not be found, read or parsed.
    public var isError: Bool
    /// What to print under its name.
    public var report: String
    /// The first failure's line, if any.
    public var failureLine: Int?
    /// Real time taken, in seconds.
    public var seconds: Double
    /// Whether update rewrote the file.
    public var updated: Bool
    /// What the file would hold if it were recorded now (as update would write it), when it
    /// failed and ran.
    public var actualText: String?
    /// The file's tags.
    public var tags: [String] = []
    /// What the file says that is ignored, as `FILE:LINE: warning: …` lines.
    public var warnings: [String] = []
    /// Under `--faults`, the fault runs it made: one for each service request of its plain
    /// run (past a crash, the rest).
    public var requests: Int?
    /// Under `--shuffle`, the seeds it ran with: it stops at the first that prints otherwise.
    public var shuffleRuns: Int?
  }

  let runner: ScenarioRunner
  let options: Options
  /// The included files this run has updated: a suite is one run, and its files share it
  /// (on whatever thread they run), so that no state outlives the run.
  private let includedUpdates = IncludedUpdates()

  /// A suite over `apps`.
  public init(apps: [FlowApp], options: Options) {
    self.runner = ScenarioRunner(
      apps: apps, width: options.width, variables: Variables(options.variables))
    self.options = options
  }

  private init(runner: ScenarioRunner, options: Options) {
    self.runner = runner
    self.options = options
  }

  /// A scenario file and its name relative to the scenario root.
  public struct File: Sendable, Equatable {
    /// The path, as found.
    public var path: String
    /// The name relative to the scenario root.
    public var name: String
  }

  /// The `.flow` files under the paths, sorted, filtered and sharded; paths that do not exist
  /// come back as errors, beside the files found elsewhere.
  public func files() -> (files: [File], missing: [String]) {
    var found: [File] = []
    var missing: [String] = []
    for path in options.paths {
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
        missing.append(path)
        continue
      }
      if isDirectory.boolValue {
        let folder = ScenarioFolder(path)
        for relative in folder.tests() {
          let file = "\(folder.path)/\(relative)"
          found.append(File(path: file, name: ScenarioFolder.name(of: file, relative: relative)))
        }
      } else {
        let name = ScenarioFolder.name(
          of: path, relative: URL(fileURLWithPath: path).lastPathComponent)
        found.append(File(path: path, name: name))
      }
    }
    if let filter = options.filter { found = found.filter { $0.path.contains(filter) } }
    if !options.tags.isEmpty || !options.skipTags.isEmpty {
      found = found.filter { file in
        let tags = Self.tags(of: file.path)
        return (options.tags.isEmpty || !Set(options.tags).isDisjoint(with: tags))
          && Set(options.skipTags).isDisjoint(with: tags)
      }
    }
    if let shard = options.shard { found = shard.select(found, name: \.name) }
    return (found, missing)
  }

  /// The tags a file declares before its first command; none when it cannot be read (it then
  /// fails as a file that cannot be read).
  static func tags(of path: String) -> [String] {
    guard let data = FileManager.default.contents(atPath: path) else { return [] }
    var tags: [String] = []
    for line in Scenario.lines(of: String(decoding: data, as: UTF8.self)).lines {
      if line.hasPrefix("> ") { break }
      tags += Scenario.tags(in: String(line)) ?? []
    }
    return tags
  }

  /// Runs one file.
  public func run(file path: String) -> FileResult {
    run(File(path: path, name: ScenarioFolder.name(of: path, relative: path)))
  }

  /// Runs one file.
  public func run(_ file: File) -> FileResult {
    let path = file.path
    let start = ContinuousClock.now
    func elapsed() -> Double { Self.seconds(ContinuousClock.now - start) }
    var tags: [String] = []
    var warnings: [String] = []
    var requests: Int?
    var shuffleRuns: Int?
    // An include that cannot be read makes the file an error, as a file that cannot be read is.
    var unreadableInclude = false
    func result(
      passed: Bool, isError: Bool = false, report: String, line: Int?, updated: Bool = false,
      actual: String? = nil
    ) -> FileResult {
      FileResult(
        path: path, name: file.name, passed: passed, isError: isError || unreadableInclude,
        report: report,
        failureLine: line, seconds: elapsed(), updated: updated, actualText: actual, tags: tags,
        warnings: warnings, requests: requests, shuffleRuns: shuffleRuns)
    }
    let scenario: Scenario
    do {
      scenario = try Scenario.load(path)
    } catch {
      return result(passed: false, isError: true, report: error.description, line: error.line)
    }
    tags = scenario.tags
    warnings = scenario.warnings.map { "\(path):\($0.line): warning: \($0.message)" }
    if let error = ScenarioRunner.emptinessError(scenario) {
      return result(passed: false, isError: true, report: "\(path):1: error: \(error)", line: 1)
    }
    if let warning = runner.folderWarning(for: scenario) {
      warnings.append("\(path):\(scenario.steps.first?.line ?? 1): warning: \(warning)")
    }
    note(WorkerNote(path: path))
    let outcome = runner.run(scenario) { step in note(line: step.line) }
    unreadableInclude = !outcome.unreadableIncludes.isEmpty
    var report = outcome.report
    var passed = outcome.passed
    var failureLine = [outcome.mismatches.first?.line, outcome.failedExpectations.first?.line]
      .compactMap { $0 }.min()
    for run in 1..<max(options.repeatCount, 1) {
      let again = runner.run(scenario)
      guard again.actual != outcome.actual else { continue }
      passed = false
      guard let (step, diff) = Self.firstDifference(outcome, again) else { break }
      failureLine = failureLine ?? step.line
      report +=
        (report.isEmpty ? "" : "\n")
        + "\(path):\(step.line): run \(run + 1) of '\(step.command)' differs from run 1\n" + diff
      break
    }
    // The fault runs this call makes: from `faultsFrom` when it goes on after a crash.
    let firstFault = max(options.faultsFrom, 1)
    if options.faults { requests = max(outcome.requests - firstFault + 1, 0) }
    if options.faults, outcome.requests >= firstFault {
      for request in firstFault...outcome.requests {
        note(WorkerNote(path: path, failingRequest: request))
        var noted: String?
        let finding = runner.runFaulted(scenario, failing: request, of: outcome.requests) {
          step, struck in
          // The command the request failed during, once it has: noted once a run.
          if let struck, struck != noted {
            noted = struck
            note(WorkerNote(path: path, failingRequest: request, struck: struck))
          }
          note(line: step.line)
        }
        guard !finding.violations.isEmpty else { continue }
        passed = false
        failureLine = failureLine ?? finding.line ?? scenario.steps.first?.line ?? 1
        report +=
          (report.isEmpty ? "" : "\n")
          + Self.faultReport(path, finding, program: options.program)
      }
    }
    if let seed = options.shuffleSeed {
      shuffleRuns = 0
      for run in 0..<max(options.shuffleRuns, 1) {
        let drawn = seed &+ UInt64(run)
        shuffleRuns = run + 1
        note(WorkerNote(path: path, shuffle: drawn))
        let shuffled = runner.runShuffled(scenario, seed: drawn) { step in note(line: step.line) }
        guard shuffled.actual != outcome.actual else { continue }
        passed = false
        guard let (step, diff) = Self.firstDifference(outcome, shuffled) else { break }
        failureLine = failureLine ?? step.line
        report +=
          (report.isEmpty ? "" : "\n")
          + "\(path):\(step.line): with --shuffle \(drawn), '\(step.command)' prints otherwise: "
          + "the app depends on the order of jobs that are ready together (a race)\n" + diff
          + "\n  reproduce: \(options.program.suggest(.replay(path: path, shuffle: drawn)))"
        break
      }
    }
    let updatedText = runner.updatedText(outcome)
    let printedText = runner.printedText(outcome)
    guard options.update, !outcome.passed else {
      return result(
        passed: passed, report: report, line: failureLine,
        actual: passed ? nil : printedText)
    }
    let missing = zip(scenario.steps, outcome.actual).filter { $0.expected.isEmpty && !$1.isEmpty }
    if options.isCI, let first = missing.first {
      report +=
        "\n\(path):\(first.0.line): '\(first.0.command)' has no expected block; "
        + "CI is set, so update does not record it: run '\(options.program.suggest(.update))' locally and commit"
      return result(passed: false, report: report, line: failureLine, actual: printedText)
    }
    var updated = false
    // An included file's blocks are updated in that file, once a run, never in this one.
    for (_, included) in outcome.includeFailures {
      guard let text = included.updatedText, includedUpdates.claim(included.path) else {
        continue
      }
      do {
        try AtomicFile.write(text, to: included.path)
        updated = true
      } catch {
        report += "\n\(included.path): error: could not update: \(error)"
      }
    }
    if updatedText != scenario.text(replacingBlocks: scenario.steps.map(\.expected)) {
      do {
        try AtomicFile.write(updatedText, to: path)
        updated = true
      } catch {
        report += "\n\(path): error: could not update: \(error)"
        return result(passed: false, report: report, line: failureLine, actual: printedText)
      }
    }
    // A failed expectation is never recorded: the file stays red until the app or the
    // expectation changes.
    guard outcome.failedExpectations.isEmpty,
      outcome.includeFailures.allSatisfy({ $0.failure.updatedText != nil })
    else {
      let failures =
        outcome.failedExpectations.map { "\(path):\($0.line): \($0.message)" }
        + outcome.includeFailures.filter { $0.failure.updatedText == nil }.map {
          "\(path):\($0.line): the file it includes has a failed expectation"
        }
      return result(
        passed: false,
        report: (failures + [
          "\(path): update cannot make this file green: fix the app or the expectation"
        ])
        .joined(separator: "\n"),
        line: outcome.failedExpectations.first?.line ?? outcome.includeFailures.first?.line,
        updated: updated, actual: printedText)
    }
    return result(passed: true, report: "", line: nil, updated: updated)
  }

  /// Runs every file, `jobs` at a time, and returns the results in file order.
  ///
  /// With a worker executable, the files are shared out to that many processes of it, which
  /// really run in parallel. Without one, threads take turns: every simulation drives on the
  /// main queue, one command at a time, so they overlap file reading, parsing and diffing only.
  /// Called on the main queue without an executable, the files run one after another, since a
  /// thread waiting for the main queue while the main queue waits for it would never end.
  public func runAll(_ files: [File]) -> [FileResult] {
    // Update runs files one after another: a steps file that several files include is then
    // written once, by the first.
    let jobs = options.update ? 1 : max(1, min(options.jobs, files.count))
    // Under faults and shuffles an app may crash where it never did: every file then runs in a
    // worker, so that a crash is a failure of its file, not the end of the run.
    let isolate = options.faults || options.shuffleSeed != nil
    if jobs > 1 || isolate, let executable = options.program.executable {
      return WorkerPool(executable: executable, options: options, runner: runner).run(
        files, jobs: jobs, here: run, isolate: isolate)
    }
    guard jobs > 1, !MainQueue.isCurrent else { return files.map(run) }
    let results = ResultSlots(count: files.count)
    let group = DispatchGroup()
    for worker in 0..<jobs {
      group.enter()
      let thread = Thread {
        var index = worker
        while index < files.count {
          results.set(index, run(files[index]))
          index += jobs
        }
        group.leave()
      }
      thread.stackSize = 8 << 20
      thread.start()
    }
    group.wait()
    return results.values()
  }

  /// `flowsim test`: prints the report.
  ///
  /// - Parameters:
  ///   - errors: where an error that stops the run goes (a report that cannot be written, a
  ///     selection of no file), one line each; nil prints it with `print` after `error: `.
  ///   - print: where the report goes, a line at a time.
  ///   - progress: says what a long part of the run is doing (coverage's walks), for a line on
  ///     a terminal; nil says nothing.
  /// - Returns: the exit status: 0 all held, 1 a file failed, 2 an error.
  public func main(
    errors: ((String) -> Void)? = nil, print: (String) -> Void,
    progress: (any ProgressDisplay)? = nil
  ) -> ExitStatus {
    func stop(_ message: String) {
      if let errors { errors(message) } else { print("error: \(message)") }
    }
    let clock = ContinuousClock()
    let start = clock.now
    let startDate = Date()
    // Where the reports go is checked first, so that a bad path costs no run and leaves nothing
    // half-written.
    do {
      try checkOutputs()
    } catch {
      stop("\(error)")
      return .badInput
    }
    let (files, missing) = self.files()
    var results = missing.map { path in
      FileResult(
        path: path, name: path, passed: false, isError: true,
        report:
          "\(path): error: no such file or folder; pass scenario files or folders (default: Scenarios/)",
        failureLine: nil, seconds: 0, updated: false, actualText: nil)
    }
    if files.isEmpty && missing.isEmpty {
      stop(emptySelectionMessage())
      print("0 passed, 0 failed")
      writeJUnit(results, seconds: Self.seconds(start.duration(to: clock.now)), date: startDate)
      return .badInput
    }
    if let shard = options.shard {
      var unsharded = options
      unsharded.shard = nil
      let total = ScenarioSuite(runner: runner, options: unsharded).files().files.count
      print("shard \(shard): \(files.count) of \(total) file\(total == 1 ? "" : "s")")
    }
    results += runAll(files)
    var passed = 0
    var failed = 0
    var hadError = false
    var notGreen: [String] = []
    for result in results {
      for warning in result.warnings { print(warning) }
      if result.passed {
        passed += 1
        print("\(result.updated ? "UPDATED" : "PASS") \(result.path)")
      } else {
        failed += 1
        hadError = hadError || result.isError
        print("FAIL \(result.path)")
        if !result.report.isEmpty { print(result.report) }
        if options.update, !result.isError { notGreen.append(result.path) }
      }
    }
    if let directory = options.artifacts {
      for result in results where !result.passed {
        guard let text = result.actualText else { continue }
        let path = Self.artifactPath(for: result.name, in: directory)
        do {
          try FileManager.default.createDirectory(
            atPath: URL(fileURLWithPath: path).deletingLastPathComponent().path,
            withIntermediateDirectories: true)
          try AtomicFile.write(text, to: path)
        } catch {
          stop("\(error)")
          hadError = true
        }
      }
    }
    if !writeJUnit(results, seconds: Self.seconds(start.duration(to: clock.now)), date: startDate) {
      hadError = true
    }
    if !notGreen.isEmpty {
      print(
        "update could not make \(notGreen.count) file\(notGreen.count == 1 ? "" : "s") green: "
          + notGreen.joined(separator: ", "))
    }
    var belowCoverage = false
    if options.coverage || options.minCoverage != nil || options.coverageJSON != nil {
      let report = CoverageReport.measure(
        files: files.map(\.path), runner: runner, options: ExploreOptions(),
        inputs: { ExploreOptions.scenarioInputs(for: $0, root: ".") }, progress: progress)
      progress?.clear()
      print(report.text)
      if let path = options.coverageJSON {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        do {
          let data = try encoder.encode(report)
          try AtomicFile.write(String(decoding: data, as: UTF8.self) + "\n", to: path)
        } catch {
          stop("\(error)")
          hadError = true
        }
      }
      if let minimum = options.minCoverage {
        let below = report.below(minimum)
        for line in below { print("coverage: \(line)") }
        belowCoverage = !below.isEmpty
      }
    }
    if options.faults {
      print(faultSummary(results))
      // Like a filter that selects nothing: a fault mode that failed nothing must not pass.
      // A file that could not run or crashed (no count) is not known to have made none.
      if !results.isEmpty, results.allSatisfy({ $0.requests == 0 }) {
        stop(
          "no file made a service request, so --faults failed nothing; a service's calls fail "
            + "only when made through context.serviceEnvironment.request")
        hadError = true
      }
    }
    if let seed = options.shuffleSeed {
      let seeds = max(options.shuffleRuns, 1)
      let runs = results.compactMap(\.shuffleRuns).reduce(0, +)
      let drawn = seeds == 1 ? "seed \(seed)" : "seeds \(seed) to \(seed &+ UInt64(seeds - 1))"
      print(
        "shuffles: \(runs) run\(runs == 1 ? "" : "s") of \(drawn)"
          + (seeds > 1 ? " (a file stops at the first that prints otherwise)" : ""))
    }
    print("\(passed) passed, \(failed) failed")
    if hadError { return .badInput }
    return failed > 0 || belowCoverage ? .failed : .held
  }

  /// In a worker, notes the run about to start in the progress file (a ``WorkerNote`` as a
  /// line of JSON), so that if the app crashes the parent knows which file and which run.
  private func note(_ run: WorkerNote) {
    guard let progress = options.progressDescriptor else { return }
    let text = Array(run.jsonLine.utf8)
    _ = text.withUnsafeBytes { write(progress, $0.baseAddress, $0.count) }
  }

  /// In a worker, notes the line of the command about to run (`L 12`): a few bytes a step, so
  /// that noting costs a worker next to nothing.
  private func note(line: Int) {
    guard let progress = options.progressDescriptor else { return }
    let text = Array("L \(line)\n".utf8)
    _ = text.withUnsafeBytes { write(progress, $0.baseAddress, $0.count) }
  }

  /// A worker process of `flowsim test -j N`: runs the files here and writes their results as
  /// JSON to `path`, and what it is about to run to `path.progress`. Ends ``ExitStatus/held``,
  /// or ``ExitStatus/badInput`` when the results cannot be written.
  public func work(writingTo path: String) -> ExitStatus {
    var options = options
    let progress = open(path + ".progress", O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    if progress >= 0 { options.progressDescriptor = progress }
    defer { if progress >= 0 { close(progress) } }
    let suite = ScenarioSuite(apps: runner.apps, options: options)
    let files = options.paths.map { File(path: $0, name: $0) }
    let results = files.map(suite.run)
    guard let data = try? JSONEncoder().encode(results) else { return .badInput }
    do {
      try AtomicFile.write(String(decoding: data, as: UTF8.self), to: path)
      return .held
    } catch {
      return .badInput
    }
  }

  /// A fault's report: where it struck, what broke, and the command that shows it again.
  package static func faultReport(_ path: String, _ finding: FaultFinding, program: ProgramWords)
    -> String
  {
    let place = finding.line.map { "\(path):\($0)" } ?? path
    let during = finding.command.map { " (during '\($0)')" } ?? ""
    // The request as the service made it, so that a user knows which call failed.
    let call = finding.label.map { ", \($0)," } ?? ""
    return
      "\(place): with request \(finding.request) of \(finding.requests)\(call) failing\(during):\n"
      + finding.violations.map { "  \($0)\n" }.joined()
      + "  reproduce: \(program.suggest(.replay(path: path, failingRequest: finding.request)))"
  }

  /// Where `--artifacts` writes the actual output of the file called `name`.
  static func artifactPath(for name: String, in directory: String) -> String {
    let stem = name.hasSuffix(".flow") ? String(name.dropLast(".flow".count)) : name
    let base = directory.hasSuffix("/") ? String(directory.dropLast()) : directory
    return "\(base)/\(stem).actual.flow"
  }

  private func checkOutputs() throws(FileWriteError) {
    if let junit = options.junit { try AtomicFile.checkWritable(junit) }
    if let json = options.coverageJSON { try AtomicFile.checkWritable(json) }
    if let directory = options.artifacts {
      do {
        try FileManager.default.createDirectory(
          atPath: directory, withIntermediateDirectories: true)
      } catch {
        throw FileWriteError(path: directory, reason: "the folder cannot be made")
      }
      guard access(directory, W_OK) == 0 else {
        throw FileWriteError(path: directory, reason: String(cString: strerror(errno)))
      }
    }
  }

  @discardableResult
  private func writeJUnit(_ results: [FileResult], seconds: Double, date: Date) -> Bool {
    guard let junit = options.junit else { return true }
    do {
      try AtomicFile.write(
        JUnitReport.xml(results, seconds: seconds, date: date, name: options.name), to: junit)
      return true
    } catch {
      return false
    }
  }

  /// The first command whose output differs between two runs of one file, and the diff of its
  /// block numbered by the file's lines; nil when a run stopped before any block differs.
  static func firstDifference(_ first: ScenarioResult, _ other: ScenarioResult)
    -> (step: Scenario.Step, diff: String)?
  {
    let steps = first.scenario.steps
    let common = min(other.actual.count, first.actual.count, steps.count)
    let index = (0..<common).first { other.actual[$0] != first.actual[$0] } ?? max(common - 1, 0)
    guard index < first.actual.count, index < other.actual.count else { return nil }
    let step = steps[min(index, steps.count - 1)]
    let diff = UnifiedDiff(expected: first.actual[index], actual: other.actual[index])
    return (step, diff.render(firstLine: step.blockStart + 1))
  }

  /// How many fault runs there were, and which files no fault could reach: a service that
  /// waits on the clock without calling through the network makes no request to fail.
  func faultSummary(_ results: [FileResult]) -> String {
    let runs = results.compactMap(\.requests).reduce(0, +)
    var summary = "faults: \(runs) run\(runs == 1 ? "" : "s"), each with one request failing"
    let unreached = results.filter { $0.requests == 0 }.map(\.path)
    guard !unreached.isEmpty else { return summary }
    summary +=
      "; \(unreached.count) of \(results.count) file\(results.count == 1 ? "" : "s") made no "
      + "service request, so no fault reached \(unreached.count == 1 ? "it" : "them"): "
      + unreached.joined(separator: ", ")
      + " (a service's calls fail only when made through context.serviceEnvironment.request)"
    return summary
  }

  private func emptySelectionMessage() -> String {
    var reasons: [String] = []
    if let filter = options.filter { reasons.append("--filter '\(filter)'") }
    if let shard = options.shard { reasons.append("shard \(shard)") }
    if !options.tags.isEmpty {
      reasons.append(options.tags.map { "--tag \($0)" }.joined(separator: " "))
    }
    if !options.skipTags.isEmpty {
      reasons.append(options.skipTags.map { "--skip-tag \($0)" }.joined(separator: " "))
    }
    let paths = options.paths.joined(separator: " ")
    guard !reasons.isEmpty else {
      return "no .flow file under \(paths); a scenario file ends in .flow"
    }
    return "\(reasons.joined(separator: " and ")) selects no file under \(paths); "
      + "a selection that runs nothing would pass, so check it"
  }

  static func seconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
  }
}

/// Results written by worker threads, each slot once; guarded by a Mutex.
private final class ResultSlots: Sendable {
  private let slots: Mutex<[ScenarioSuite.FileResult?]>

  init(count: Int) { slots = Mutex(Array(repeating: nil, count: count)) }

  func set(_ index: Int, _ result: ScenarioSuite.FileResult) {
    slots.withLock { $0[index] = result }
  }

  func values() -> [ScenarioSuite.FileResult] {
    slots.withLock { $0.compactMap { $0 } }
  }
}

/// The included files that update has written in this run: each once, by the first file that
/// finds it out of date.
final class IncludedUpdates: Sendable {
  // Guarded by this Mutex: files may run on several threads.
  private let written = Mutex<Set<String>>([])

  /// True the first time `path` is claimed in a run.
  func claim(_ path: String) -> Bool {
    written.withLock { $0.insert(path).inserted }
  }
}
