import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The checks of a file's other runs, after its plain run: each returns what it found as values,
/// in the order the report gives them, and the suite puts them together.
extension ScenarioSuite {
  /// Something a check found wrong with a file: the line it reports at, and its report.
  struct Finding: Equatable {
    var line: Int
    var report: String
  }

  /// `--repeat N`: the first run that prints otherwise than the first, if one does.
  func repeatFinding(_ scenario: Scenario, _ outcome: ScenarioResult) -> Finding? {
    let path = scenario.path
    for run in 1..<max(options.repeatCount, 1) {
      let again = runner.run(scenario)
      guard again.actual != outcome.actual else { continue }
      guard let (step, diff) = Self.firstDifference(outcome, again) else {
        return Finding(line: scenario.steps.first?.line ?? 1, report: "")
      }
      return Finding(
        line: step.line,
        report: "\(path):\(step.line): run \(run + 1) of '\(step.command)' differs from run 1\n"
          + diff)
    }
    return nil
  }

  /// `--faults`: a run for each request from `faultsFrom` (past a crash on the one before),
  /// that request failing; how many runs, and what each that broke an invariant found.
  func faultFindings(_ scenario: Scenario, _ outcome: ScenarioResult)
    -> (runs: Int, findings: [Finding])
  {
    let path = scenario.path
    let firstFault = max(options.faultsFrom, 1)
    let runs = max(outcome.requests - firstFault + 1, 0)
    guard outcome.requests >= firstFault else { return (runs, []) }
    var findings: [Finding] = []
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
      findings.append(
        Finding(
          line: finding.line ?? scenario.steps.first?.line ?? 1,
          report: Self.faultReport(path, finding, program: options.program)))
    }
    return (runs, findings)
  }

  /// `--shuffle SEED`: runs with jobs ready together in the orders of `shuffleRuns` seeds from
  /// SEED, until one prints otherwise; how many ran, and what that one found.
  func shuffleFinding(_ scenario: Scenario, _ outcome: ScenarioResult)
    -> (runs: Int, finding: Finding?)
  {
    guard let seed = options.shuffleSeed else { return (0, nil) }
    let path = scenario.path
    // The runs are counted as they are made: the summary says what ran.
    var runs = 0
    for run in 0..<max(options.shuffleRuns, 1) {
      runs += 1
      let drawn = seed &+ UInt64(run)
      note(WorkerNote(path: path, shuffle: drawn))
      let shuffled = runner.runShuffled(scenario, seed: drawn) { step in note(line: step.line) }
      guard shuffled.actual != outcome.actual else { continue }
      guard let (step, diff) = Self.firstDifference(outcome, shuffled) else {
        return (runs, Finding(line: scenario.steps.first?.line ?? 1, report: ""))
      }
      return (
        runs,
        Finding(
          line: step.line,
          report:
            "\(path):\(step.line): with --shuffle \(drawn), '\(step.command)' prints otherwise: "
            + "the app depends on the order of jobs that are ready together (a race)\n" + diff
            + "\n  reproduce: \(options.program.suggest(.replay(path: path, shuffle: drawn)))")
      )
    }
    return (runs, nil)
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

  /// In a worker, notes the run about to start in the progress file (a ``WorkerNote`` as a
  /// line of JSON), so that if the app crashes the parent knows which file and which run.
  func note(_ run: WorkerNote) {
    guard let progress = options.progressDescriptor else { return }
    let text = Array(run.jsonLine.utf8)
    _ = text.withUnsafeBytes { write(progress, $0.baseAddress, $0.count) }
  }

  /// In a worker, notes the line of the command about to run (`L 12`): a few bytes a step, so
  /// that noting costs a worker next to nothing.
  func note(line: Int) {
    guard let progress = options.progressDescriptor else { return }
    let text = Array("L \(line)\n".utf8)
    _ = text.withUnsafeBytes { write(progress, $0.baseAddress, $0.count) }
  }
}
