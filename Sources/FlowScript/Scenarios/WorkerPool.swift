import Foundation

/// Runs a suite's files in worker processes of the simulator's own executable, which really run
/// in parallel: each simulation owns its process's main actor, so threads of one process can
/// only take turns. Each worker gets every Nth file, replays them as `test --worker-output FILE`
/// and writes its results there as JSON; the results come back in file order, so the output is
/// the same as with one job.
struct WorkerPool {
  let executable: String
  let options: ScenarioSuite.Options

  /// The results in file order, or nil when a worker could not run (the caller then runs the
  /// files itself).
  func run(_ files: [ScenarioSuite.File], jobs: Int) -> [ScenarioSuite.FileResult]? {
    let folder = NSTemporaryDirectory() + "flowsim-workers-\(UUID().uuidString)"
    guard (try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true))
      != nil
    else { return nil }
    defer { try? FileManager.default.removeItem(atPath: folder) }
    var workers: [(pid: Int32, output: String, indices: [Int])] = []
    for worker in 0..<jobs {
      let indices = Array(stride(from: worker, to: files.count, by: jobs))
      let output = "\(folder)/\(worker).json"
      var arguments = ["test", "--worker-output", output, "-j", "1", "--width", "\(options.width)"]
      if options.update { arguments.append("--update") }
      if options.repeatCount > 1 { arguments += ["--repeat", "\(options.repeatCount)"] }
      arguments += indices.map { files[$0].path }
      guard let pid = ChildProcess.spawn(executable, arguments) else { return nil }
      workers.append((pid, output, indices))
    }
    var results = [ScenarioSuite.FileResult?](repeating: nil, count: files.count)
    var complete = true
    for worker in workers {
      let status = ChildProcess.wait(worker.pid)
      guard status >= 0, let data = FileManager.default.contents(atPath: worker.output),
        let decoded = try? JSONDecoder().decode([ScenarioSuite.FileResult].self, from: data),
        decoded.count == worker.indices.count
      else {
        complete = false
        continue
      }
      for (index, result) in zip(worker.indices, decoded) {
        var result = result
        result.name = files[index].name
        results[index] = result
      }
    }
    return complete ? results.compactMap { $0 } : nil
  }
}
