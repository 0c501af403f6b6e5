import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs a suite's files in worker processes of the simulator's own executable, which really run
/// in parallel: each simulation owns its process's main actor, so threads of one process can
/// only take turns. The files are shared out by size (a file's size stands for its number of
/// commands: the largest first, each to the worker with the least so far), each worker replays
/// its files as `test --worker-output FILE` and writes its results there as JSON, and the results
/// come back in file order, so the output is the same as with one job.
struct WorkerPool {
  let executable: String
  let options: ScenarioSuite.Options
  /// Replays the steps before a crash, to name the screen it happened on.
  let runner: ScenarioRunner

  /// The results in file order. Every share runs in a worker: a worker that dies (the app
  /// crashed) fails the file and the run it was on, and its other files run in a new worker; a
  /// share whose worker could not start or report is replayed here with `here`, so a result is
  /// never lost.
  func run(
    _ files: [ScenarioSuite.File], jobs: Int,
    here: (ScenarioSuite.File) -> ScenarioSuite.FileResult
  ) -> [ScenarioSuite.FileResult] {
    let shares = Self.share(files, among: jobs)
    let folder = WorkerFolder("flowsim-workers")
    defer { folder?.remove() }
    var results = [ScenarioSuite.FileResult?](repeating: nil, count: files.count)
    // Each share, and the first request its fault runs fail: past a crash, a file's other fault
    // runs go on in a worker of their own.
    var pending: [(indices: [Int], faultsFrom: Int)] =
      shares.filter { !$0.isEmpty }.map { ($0, 1) }
    // The crash of a file whose fault runs go on, to report with what they find.
    var crashes: [Int: ScenarioSuite.FileResult] = [:]
    var round = 0
    while !pending.isEmpty {
      var workers: [(pid: Int32?, name: String, output: String, indices: [Int], faultsFrom: Int)] =
        []
      // At most `jobs` workers at once, however many crashes left work to go on with.
      let batch = pending.prefix(max(jobs, 1))
      pending.removeFirst(batch.count)
      for (indices, faultsFrom) in batch {
        round += 1
        let name = "\(round)"
        let output = folder?.file(name + ".json") ?? ""
        // Its standard error goes to a file: a crash's message is there, beside registers that
        // no one is to read.
        let pid = folder?.spawn(
          executable, arguments(output, files, indices, faultsFrom: faultsFrom), name: name)
        workers.append((pid, name, output, indices, faultsFrom))
      }
      for worker in workers {
        let status = worker.pid.map(ChildProcess.wait) ?? -1
        if status >= 0, let data = FileManager.default.contents(atPath: worker.output),
          let decoded = try? JSONDecoder().decode([ScenarioSuite.FileResult].self, from: data),
          decoded.count == worker.indices.count
        {
          for (index, result) in zip(worker.indices, decoded) {
            var result = result
            result.name = files[index].name
            if let crash = crashes.removeValue(forKey: index) {
              result = Self.merge(crash, then: result)
            }
            results[index] = result
          }
          continue
        }
        // The worker started and died on a run it noted: that file failed with a crash, and
        // the rest of its share goes to a new worker, its other fault runs too. (Not run here
        // again, where it would end this process too.)
        if worker.pid != nil, let crash = lastNote(worker.output + ".progress"),
          let crashed = worker.indices.first(where: { files[$0].path == crash.path })
        {
          let own = crashResult(
            files[crashed], crash, faultsFrom: worker.faultsFrom,
            cause: folder?.crash(of: worker.name)?.cause)
          let merged = crashes.removeValue(forKey: crashed).map { Self.merge($0, then: own) } ?? own
          // A fault run that crashed: the file's later fault runs go on past it. A crash in any
          // other run (the plain one, a shuffle) ends the file.
          if let runs = own.requests {
            crashes[crashed] = merged
            pending.append(([crashed], worker.faultsFrom + runs))
          } else {
            results[crashed] = merged
          }
          let rest = worker.indices.filter { $0 != crashed }
          if !rest.isEmpty { pending.append((rest, 1)) }
          continue
        }
        for index in worker.indices { results[index] = here(files[index]) }
      }
    }
    return results.compactMap { $0 }
  }

  /// The arguments of a worker for `indices`, in the program's own words.
  private func arguments(
    _ output: String, _ files: [ScenarioSuite.File], _ indices: [Int], faultsFrom: Int
  ) -> [String] {
    options.program.worker(
      WorkerJob(output: output, paths: indices.map { files[$0].path }, faultsFrom: faultsFrom))
  }

  /// The last run a worker noted, on the last line it noted.
  private func lastNote(_ path: String) -> WorkerNote? {
    (try? String(contentsOfFile: path, encoding: .utf8)).flatMap(WorkerNote.last(in:))
  }

  /// A crashed file's result; under faults, with the fault runs its worker made, from
  /// `faultsFrom` to the one that crashed. It names the screen the crash happened on, and what
  /// the runtime said (`cause`) when the worker said it.
  private func crashResult(
    _ file: ScenarioSuite.File, _ crash: WorkerNote, faultsFrom: Int, cause: String?
  ) -> ScenarioSuite.FileResult {
    let reproduce = options.program.suggest(
      .replay(path: file.path, failingRequest: crash.failingRequest, shuffle: crash.shuffle))
    let place = crash.line.map { "\(file.path):\($0)" } ?? file.path
    // Under faults, the runs made up to the crash count: requests `faultsFrom` to N.
    let faultRuns = crash.failingRequest.map { $0 - faultsFrom + 1 }
    // Under shuffles, the seeds tried up to the crash, the one that crashed among them.
    let shuffleRuns: Int? =
      if let drawn = crash.shuffle, let seed = options.shuffleSeed {
        Int(clamping: drawn &- seed) + 1
      } else { nil }
    // The command at the line, and the screen, from the steps before the crash replayed here as
    // the worker ran them.
    let scenario = try? Scenario.load(file.path)
    let command = crash.line.flatMap { line in scenario?.steps.first { $0.line == line }?.command }
    let screen = crash.line.flatMap { line in
      scenario.flatMap {
        runner.replay(
          before: line, of: $0, failingRequest: crash.failingRequest, shuffle: crash.shuffle)?
          .screen
      }
    }
    let what =
      crash.what(command: command) + (screen.map { " on \"\($0)\"" } ?? "")
      + (cause.map { ": \($0)" } ?? "")
    // From the start of the file's first run to now, when its worker is seen to be gone.
    let seconds = crash.started.map { max(Date().timeIntervalSince1970 - $0, 0) } ?? 0
    return ScenarioSuite.FileResult(
      path: file.path, name: file.name, passed: false, isError: false,
      report: "\(place): the app crashed \(what)\n  reproduce: \(reproduce)",
      failureLine: crash.line, seconds: seconds, updated: false, actualText: nil,
      requests: faultRuns, shuffleRuns: shuffleRuns, crashed: true)
  }

  /// A crashed file's result, then what its later runs found: failed, both reports, and the
  /// fault runs of both.
  static func merge(_ crash: ScenarioSuite.FileResult, then later: ScenarioSuite.FileResult)
    -> ScenarioSuite.FileResult
  {
    var merged = later
    merged.passed = false
    merged.crashed = true
    merged.seconds = crash.seconds + later.seconds
    merged.report = crash.report + (later.report.isEmpty ? "" : "\n" + later.report)
    merged.failureLine = crash.failureLine ?? later.failureLine
    merged.requests = (crash.requests ?? 0) + (later.requests ?? 0)
    if crash.shuffleRuns != nil || later.shuffleRuns != nil {
      merged.shuffleRuns = (crash.shuffleRuns ?? 0) + (later.shuffleRuns ?? 0)
    }
    return merged
  }

  /// The files' indices for each of `jobs` workers, balanced by size.
  ///
  /// - Parameters:
  ///   - files: the files to share out.
  ///   - jobs: how many shares.
  /// - Returns: each share's indices into `files`, in file order.
  static func share(_ files: [ScenarioSuite.File], among jobs: Int) -> [[Int]] {
    // A file that cannot be read weighs nothing here; its worker reports it as an error.
    let sizes = files.map { file -> Int in
      var info = stat()
      return stat(file.path, &info) == 0 ? Int(info.st_size) : 0
    }
    var shares = [[Int]](repeating: [], count: jobs)
    var totals = [Int](repeating: 0, count: jobs)
    for index in files.indices.sorted(by: { (sizes[$0], $1) > (sizes[$1], $0) }) {
      let lightest = totals.indices.min { (totals[$0], $0) < (totals[$1], $1) } ?? 0
      shares[lightest].append(index)
      // Each file also costs a little whatever its size: a session to open, a file to read.
      totals[lightest] += sizes[index] + 200
    }
    return shares.map { $0.sorted() }
  }
}
