public import FlowKit
import Foundation
import Synchronization

/// `flowsim test`: finds scenario files, replays them (in parallel if asked), prints a report in
/// a stable order, updates files, and writes JUnit XML.
public struct ScenarioSuite: Sendable {
  /// How to run.
  public struct Options: Sendable {
    /// Files or folders; folders are searched for `.flow` files.
    public var paths: [String] = ["Scenarios"]
    /// Rewrite expected blocks with what actually happened.
    public var update = false
    /// Where to write a JUnit report.
    public var junit: String?
    /// Files run at once.
    public var jobs = 1
    /// Only files whose path contains this.
    public var filter: String?
    /// Runs of each file; runs that differ from the first fail.
    public var repeatCount = 1
    /// Whether this is a CI run: update never records a missing block there.
    public var isCI = false
    /// The screen width sessions start with.
    public var width = 40

    /// Default options.
    public init() {}
  }

  /// Whether `environment` says this is a CI run: `CI` is set to anything but empty, `0` or
  /// `false`. Scenario updates and snapshot recording both go by it.
  public static func isCI(_ environment: [String: String]) -> Bool {
    environment["CI"].map { !$0.isEmpty && $0 != "0" && $0.lowercased() != "false" } ?? false
  }

  /// What happened to one file.
  public struct FileResult: Sendable {
    /// The file.
    public var path: String
    /// Whether it passed.
    public var passed: Bool
    /// Whether it could not be read or parsed.
    public var isError: Bool
    /// What to print under its name.
    public var report: String
    /// The first failure's line, if any.
    public var failureLine: Int?
    /// Real time taken, in seconds.
    public var seconds: Double
    /// Whether update rewrote the file.
    public var updated: Bool
  }

  let runner: ScenarioRunner
  let options: Options

  /// A suite over `apps`.
  public init(apps: [FlowApp], options: Options) {
    self.runner = ScenarioRunner(apps: apps, width: options.width)
    self.options = options
  }

  /// The `.flow` files under the paths, sorted, filtered; or an error for a path that is missing.
  public func files() -> Result<[String], ScenarioError> {
    var found: [String] = []
    for path in options.paths {
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
        return .failure(
          ScenarioError(
            path: path, line: 0, column: 0, text: nil,
            message: "no such file or folder; pass scenario files or folders (default: Scenarios/)")
        )
      }
      if isDirectory.boolValue {
        let base = path.hasSuffix("/") ? String(path.dropLast()) : path
        let enumerator = FileManager.default.enumerator(atPath: path)
        var inside: [String] = []
        while let relative = enumerator?.nextObject() as? String {
          if relative.hasSuffix(".flow") { inside.append("\(base)/\(relative)") }
        }
        found += inside.sorted()
      } else {
        found.append(path)
      }
    }
    if let filter = options.filter { found = found.filter { $0.contains(filter) } }
    return .success(found)
  }

  /// Runs one file.
  public func run(file path: String) -> FileResult {
    let start = ContinuousClock.now
    func elapsed() -> Double {
      let duration = ContinuousClock.now - start
      return Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }
    let scenario: Scenario
    do {
      scenario = try Scenario.load(path)
    } catch {
      return FileResult(
        path: path, passed: false, isError: true, report: error.description,
        failureLine: error.line, seconds: elapsed(), updated: false)
    }
    let result = runner.run(scenario)
    var report = result.report
    var passed = result.passed
    var failureLine = result.mismatches.first?.line
    for run in 1..<max(options.repeatCount, 1) {
      let again = runner.run(scenario)
      if again.actual != result.actual {
        passed = false
        let common = min(again.actual.count, result.actual.count, scenario.steps.count)
        let index =
          (0..<common).first { again.actual[$0] != result.actual[$0] } ?? max(common - 1, 0)
        guard index < result.actual.count, index < again.actual.count else { break }
        let step = scenario.steps[min(index, scenario.steps.count - 1)]
        failureLine = failureLine ?? step.line
        let diff = UnifiedDiff(expected: result.actual[index], actual: again.actual[index])
        report +=
          (report.isEmpty ? "" : "\n")
          + "\(path):\(step.line): run \(run + 1) of '\(step.command)' differs from run 1\n"
          + diff.render(firstLine: 1)
        break
      }
    }
    var updated = false
    if options.update && !result.passed {
      let missing = zip(scenario.steps, result.actual).filter { $0.expected.isEmpty && !$1.isEmpty }
      if options.isCI, let first = missing.first {
        report +=
          "\n\(path):\(first.0.line): '\(first.0.command)' has no expected block; "
          + "CI is set, so update does not record it: run 'flowsim test --update' locally and commit"
      } else {
        do {
          try AtomicFile.write(runner.updatedText(result), to: path)
          updated = true
          passed = true
          report = ""
        } catch {
          report += "\n\(path): error: could not update: \(error)"
        }
      }
    }
    return FileResult(
      path: path, passed: passed, isError: false, report: report, failureLine: failureLine,
      seconds: elapsed(), updated: updated)
  }

  /// Runs every file, `jobs` at a time, and returns the results in file order.
  ///
  /// Every simulation drives on the main queue, one command at a time, so threads take turns:
  /// they overlap file reading, parsing and diffing, not the apps' work. Called on the main queue
  /// (the flowsim program), the files run one after another, since a worker waiting for the main
  /// queue while the main queue waits for the workers would never end.
  public func runAll(_ files: [String]) -> [FileResult] {
    let jobs = MainQueue.isCurrent ? 1 : max(1, min(options.jobs, files.count))
    guard jobs > 1 else { return files.map(run(file:)) }
    let results = ResultSlots(count: files.count)
    let group = DispatchGroup()
    for worker in 0..<jobs {
      group.enter()
      let thread = Thread {
        var index = worker
        while index < files.count {
          results.set(index, run(file: files[index]))
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

  /// `flowsim test`: prints the report and returns the exit status (0, 1 or 2).
  public func main(print: (String) -> Void) -> Int32 {
    let files: [String]
    switch self.files() {
    case .success(let found): files = found
    case .failure(let error):
      print(error.description)
      print("0 passed, 1 failed")
      return 2
    }
    let results = runAll(files)
    var passed = 0
    var failed = 0
    var hadError = false
    for result in results {
      if result.passed {
        passed += 1
        print("\(result.updated ? "UPDATED" : "PASS") \(result.path)")
      } else {
        failed += 1
        hadError = hadError || result.isError
        print("FAIL \(result.path)")
        if !result.report.isEmpty { print(result.report) }
      }
    }
    if let junit = options.junit {
      do {
        try AtomicFile.write(JUnitReport.xml(results), to: junit)
      } catch {
        print("error: could not write the JUnit report to '\(junit)': \(error)")
        hadError = true
      }
    }
    print("\(passed) passed, \(failed) failed")
    if hadError { return 2 }
    return failed > 0 ? 1 : 0
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
