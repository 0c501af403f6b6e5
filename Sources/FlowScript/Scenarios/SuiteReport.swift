import Foundation

/// What a run of `flowsim test` tells once its files have run: each file's line and report,
/// the artifacts, the JUnit report, coverage, what the faults and shuffles did, the count, and
/// how the run ends.
struct SuiteReport {
  let options: ScenarioSuite.Options
  let runner: ScenarioRunner

  /// Tells `results`, the files `ran` having run in `seconds` from `date`; `print` takes the
  /// report a line at a time, `stop` an error, and `progress` what coverage's walks do.
  func finish(
    _ results: [ScenarioSuite.FileResult], ran files: [ScenarioSuite.File], seconds: Double,
    date: Date, print: (String) -> Void, stop: (String) -> Void,
    progress: (any ProgressDisplay)?
  ) -> ExitStatus {
    var passed = 0
    var failed = 0
    var hadError = false
    var notGreen: [String] = []
    for result in results {
      for warning in result.warnings { print(warning) }
      if result.passed {
        passed += 1
        guard result.updated else {
          print("PASS \(result.path)")
          continue
        }
        for line in updateLines(result) { print(line) }
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
    if !writeJUnit(results, seconds: seconds, date: date) {
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
    for line in summary(results) { print(line) }
    print("\(passed) passed, \(failed) failed")
    if hadError { return .badInput }
    return failed > 0 || belowCoverage ? .failed : .held
  }

  /// What an update did to `result`'s file: `UPDATED FILE: 1 block, -1 +7 lines`, a line for
  /// each file it includes that it rewrote, and under `--verbose` the diff of each.
  func updateLines(_ result: ScenarioSuite.FileResult) -> [String] {
    func counted(_ change: ScenarioSuite.UpdateChange) -> String {
      let (blocks, removed, added) = change.counts
      return "\(blocks) block\(blocks == 1 ? "" : "s") rewritten, -\(removed) +\(added) lines"
    }
    var lines: [String] = []
    for change in result.changes {
      lines.append(
        change.path == result.path
          ? "UPDATED \(result.path): \(counted(change))"
          : "UPDATED \(change.path), which it includes: \(counted(change))")
      if options.verbose { lines.append(change.diff) }
    }
    return lines.isEmpty ? ["UPDATED \(result.path)"] : lines
  }

  /// After a run that failed, as pytest's short test summary: each failed file at its first
  /// failure, and, when some failed only by output, the command that accepts it.
  func summary(_ results: [ScenarioSuite.FileResult]) -> [String] {
    let failed = results.filter { !$0.passed }
    guard !failed.isEmpty else { return [] }
    var lines = ["failed, each at its first failure:"]
    for result in failed {
      let first = JUnitReport.message(result.report)
      lines.append("  " + (first.isEmpty ? result.path : first))
    }
    // Under update, such a file was rewritten and passed: none is left.
    let outputOnly = failed.filter(\.takesUpdate)
    guard !outputOnly.isEmpty else { return lines }
    // Every failure update would take, over many files: the paths the run was given.
    let paths =
      outputOnly.count == failed.count && outputOnly.count > 3
      ? options.paths : outputOnly.map(\.path)
    let some =
      outputOnly.count == failed.count
      ? (failed.count == 1 ? "It differs" : "They differ")
      : "\(outputOnly.count) of them differ\(outputOnly.count == 1 ? "s" : "")"
    lines.append(
      "\(some) only in output; if the new output is right, accept it with: "
        + options.program.suggest(.update(paths: paths)))
    return lines
  }

  /// Where `--artifacts` writes the actual output of the file called `name`.
  static func artifactPath(for name: String, in directory: String) -> String {
    let stem = name.hasSuffix(".flow") ? String(name.dropLast(".flow".count)) : name
    let base = directory.hasSuffix("/") ? String(directory.dropLast()) : directory
    return "\(base)/\(stem).actual.flow"
  }

  @discardableResult
  func writeJUnit(_ results: [ScenarioSuite.FileResult], seconds: Double, date: Date) -> Bool {
    guard let junit = options.junit else { return true }
    do {
      try AtomicFile.write(
        JUnitReport.xml(results, seconds: seconds, date: date, name: options.name), to: junit)
      return true
    } catch {
      return false
    }
  }

  /// How many fault runs there were, and which files no fault could reach: a service that
  /// waits on the clock without calling through the network makes no request to fail.
  func faultSummary(_ results: [ScenarioSuite.FileResult]) -> String {
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
}
