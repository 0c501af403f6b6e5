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
    /// Show the diff of each file update rewrites, not only its counts.
    public var verbose = false
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
    /// Whether it failed only by output that `--update` would record.
    public var takesUpdate = false
    /// What `--update` rewrote: this file and the files it includes.
    public var changes: [UpdateChange] = []
    /// Whether the app crashed in one of its runs.
    public var crashed = false
  }

  /// A file `--update` rewrote: its text before and after.
  public struct UpdateChange: Sendable, Codable, Equatable {
    /// The file.
    public var path: String
    /// Its text before.
    public var before: String
    /// Its text after.
    public var after: String

    /// How much changed: blocks (runs of changed lines) and lines taken out and put in.
    public var counts: (blocks: Int, removed: Int, added: Int) {
      let diff = UnifiedDiff(expected: Self.lines(before), actual: Self.lines(after), literal: true)
      var blocks = 0
      var removed = 0
      var added = 0
      var inChange = false
      for operation in diff.operations {
        switch operation {
        case .same, .wildcard:
          inChange = false
          continue
        case .removed: removed += 1
        case .inserted: added += 1
        case .replaced:
          removed += 1
          added += 1
        }
        if !inChange { blocks += 1 }
        inChange = true
      }
      return (blocks, removed, added)
    }

    /// The unified diff of what changed, `-` before and `+` after.
    public var diff: String {
      UnifiedDiff(expected: Self.lines(before), actual: Self.lines(after), literal: true)
        .render(firstLine: 1, names: ("\(path) (before)", "\(path) (after update)"))
    }

    private static func lines(_ text: String) -> [String] {
      text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }
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
    ScenarioSelection(options: options).files()
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
    note(WorkerNote(path: path, started: Date().timeIntervalSince1970))
    let outcome = runner.run(scenario) { step in note(line: step.line) }
    unreadableInclude = outcome.unreadableInclude != nil
    // Each check of the file's other runs returns what it found, in the order they run.
    var findings: [Finding] = []
    if let found = repeatFinding(scenario, outcome) { findings.append(found) }
    if options.faults {
      let faults = faultFindings(scenario, outcome)
      requests = faults.runs
      findings += faults.findings
    }
    if options.shuffleSeed != nil {
      let shuffles = shuffleFinding(scenario, outcome)
      shuffleRuns = shuffles.runs
      if let found = shuffles.finding { findings.append(found) }
    }
    var report = ([outcome.report] + findings.map(\.report)).filter { !$0.isEmpty }
      .joined(separator: "\n")
    let passed = outcome.passed && findings.isEmpty
    let failureLine = outcome.findings.first?.line ?? findings.first?.line
    let updatedText = runner.updatedText(outcome)
    let printedText = runner.printedText(outcome)
    // What update would make green: output that differs, here or in an included file, and
    // nothing else (no failed expectation, no other run that differs, every include read).
    let takesUpdate =
      !outcome.passed && findings.isEmpty && outcome.failedExpectations.isEmpty
      && outcome.unreadableInclude == nil
      && outcome.includeFailures.allSatisfy { $0.failure.updatedText != nil }
    guard options.update, !outcome.passed, !unreadableInclude else {
      var failed = result(
        passed: passed, report: report, line: failureLine, actual: passed ? nil : printedText)
      failed.takesUpdate = takesUpdate
      return failed
    }
    let missing = zip(scenario.steps, outcome.actual).filter { $0.expected.isEmpty && !$1.isEmpty }
    if options.isCI, let first = missing.first {
      report +=
        "\n\(path):\(first.0.line): '\(first.0.command)' has no expected block; "
        + "CI is set, so update does not record it: run '\(options.program.suggest(.update(paths: [])))' locally and commit"
      return result(passed: false, report: report, line: failureLine, actual: printedText)
    }
    // A failed expectation is never recorded, and a file update cannot make green is left as
    // it was, included files too: the file stays red until the app or the expectation changes.
    // An expectation that fails inside an included file counts as one here.
    guard takesUpdate else {
      let places =
        (outcome.failedExpectations.map(\.line)
        + outcome.includeFailures.filter { $0.failure.updatedText == nil }.map(\.line)).sorted()
      let said =
        places.isEmpty
        ? ""
        : " (line\(places.count == 1 ? "" : "s") "
          + places.map(String.init).joined(separator: ", ") + ")"
      report +=
        "\n\(path): update cannot make this file green while an expectation fails\(said), so it "
        + "left the file as it was: fix the app or the expectation, then update again"
      return result(passed: false, report: report, line: failureLine, actual: printedText)
    }
    var changes: [UpdateChange] = []
    // An included file's blocks are updated in that file, once a run, never in this one.
    for (_, included) in outcome.includeFailures {
      guard let text = included.updatedText, includedUpdates.claim(included.path) else {
        continue
      }
      let before = (try? String(contentsOfFile: included.path, encoding: .utf8)) ?? ""
      do {
        try AtomicFile.write(text, to: included.path)
        changes.append(UpdateChange(path: included.path, before: before, after: text))
      } catch {
        report += "\n\(included.path): error: could not update: \(error)"
      }
    }
    let before = scenario.text(replacingBlocks: scenario.steps.map(\.expected))
    if updatedText != before {
      do {
        try AtomicFile.write(updatedText, to: path)
        changes.insert(UpdateChange(path: path, before: before, after: updatedText), at: 0)
      } catch {
        report += "\n\(path): error: could not update: \(error)"
        return result(passed: false, report: report, line: failureLine, actual: printedText)
      }
    }
    var updated = result(passed: true, report: "", line: nil, updated: !changes.isEmpty)
    updated.changes = changes
    return updated
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
    // With the program's executable every file runs in a worker, so that an app that crashes
    // (a `try!`, an index out of range) fails its file, with its cause, and the run goes on:
    // a crash here would end the run and print the backtracer's registers.
    if let executable = options.program.executable {
      return WorkerPool(executable: executable, options: options, runner: runner).run(
        files, jobs: jobs, here: run)
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
      stop(ScenarioSelection(options: options).emptyMessage())
      print("0 passed, 0 failed")
      SuiteReport(options: options, runner: runner).writeJUnit(
        results, seconds: Self.seconds(start.duration(to: clock.now)), date: startDate)
      return .badInput
    }
    if let shard = options.shard {
      var unsharded = options
      unsharded.shard = nil
      let total = ScenarioSelection(options: unsharded).files().files.count
      print("shard \(shard): \(files.count) of \(total) file\(total == 1 ? "" : "s")")
    }
    results += runAll(files)
    return SuiteReport(options: options, runner: runner).finish(
      results, ran: files, seconds: Self.seconds(start.duration(to: clock.now)), date: startDate,
      print: print, stop: stop, progress: progress)
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

  static func seconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
  }
}

/// Results written by worker threads, each slot once.
private final class ResultSlots: @unchecked Sendable {
  // Guarded by `lock`: an NSLock, which the thread sanitizer sees as a lock (it does not see
  // the futex that `Mutex` waits on under Linux, and reported a race that was not there).
  private let lock = NSLock()
  private var slots: [ScenarioSuite.FileResult?]

  init(count: Int) { slots = Array(repeating: nil, count: count) }

  func set(_ index: Int, _ result: ScenarioSuite.FileResult) {
    lock.withLock { slots[index] = result }
  }

  func values() -> [ScenarioSuite.FileResult] {
    lock.withLock { slots.compactMap { $0 } }
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
