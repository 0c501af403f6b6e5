import FlowKit
import FlowScript
import Foundation

/// `flowsim explore APP` (SPEC §6): walks the app, prints what it found, writes the map and the
/// scenarios, and exits 1 on a finding the app does not expect.
///
/// The walk runs in a worker process of the program's own executable when there is one, so that
/// a crash of the app becomes a finding: the worker writes each path before it runs it, and when
/// a worker dies, the parent marks its last path as crashing and starts another, which records
/// that path as a crash and goes on. The walk is deterministic, so each new worker reaches the
/// same states.
enum ExploreCommand {
  struct Request {
    var app: String
    var options: ExploreOptions
    var map: String?
    var scenarios: String?
  }

  static func run(
    apps: [FlowApp], arguments: Arguments, app: String, output: any TextOutput,
    errorOutput: any TextOutput, executable: String?, program: String
  ) -> ExitStatus {
    // Bad input is found before anything runs, and nothing is written then.
    var options = ExploreOptions()
    options.depth = arguments.depth
    options.stateLimit = arguments.maxStates
    options.width = arguments.width
    if let map = arguments.map {
      guard MapFormat(path: map) != nil else {
        errorOutput.write(
          "\(program): error: --map '\(map)' has no format \(program) writes; end it in "
            + MapFormat.allCases.map { ".\($0.rawValue)" }.joined(separator: ", ") + "\n")
        return .badInput
      }
      do throws(FileWriteError) {
        try AtomicFile.checkWritable(map)
      } catch {
        errorOutput.write("\(program): error: \(error)\n")
        return .badInput
      }
    }
    if let folder = arguments.scenarios {
      var isFolder: ObjCBool = false
      if FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), !isFolder.boolValue
      {
        errorOutput.write(
          "\(program): error: --scenarios '\(folder)' is a file; name a folder (it is created)\n")
        return .badInput
      }
      // The folder is made before the walk, so that one that cannot be costs no walk.
      let directory = (folder as NSString).appendingPathComponent(app)
      guard
        (try? FileManager.default.createDirectory(
          atPath: directory, withIntermediateDirectories: true)) != nil,
        access(directory, W_OK) == 0
      else {
        errorOutput.write(
          "\(program): error: cannot write '\(directory)': the folder cannot be made or written; "
            + "check that its parent exists and is writable\n")
        return .badInput
      }
    }
    let typed: Inputs
    do {
      typed = try inputs(
        for: app, file: arguments.inputs, only: arguments.inputsOnly,
        scenariosFrom: arguments.scenariosFrom)
    } catch {
      errorOutput.write("\(program): error: \(error)\n")
      return .badInput
    }
    options.inputs = typed.texts
    if let crashFile = arguments.exploreWorker {
      return work(apps: apps, app: app, options: options, folder: crashFile)
    }
    // A Ctrl-C stops the walk where it is: the map so far is printed and written, marked
    // partial, and the program exits 130.
    let walked: FlowMap? = Interrupt.catching {
      if let executable {
        return supervise(
          executable: executable, arguments: arguments, app: app, options: options)
      }
      var explorer = Explorer(apps: apps, options: options)
      let shown = ProgressLine()
      var replays = 0
      explorer.willRun = { path in
        replays += 1
        shown.update { Self.progress(app, replays: replays, depth: path.count, options: options) }
      }
      explorer.shouldStop = { Interrupt.requested }
      defer { shown.clear() }
      return explorer.explore(app)
    }
    // A second Ctrl-C once the worker was done: its folder is gone, nothing more is written.
    if Interrupt.endsNow { exit(130) }
    guard let map = walked else {
      errorOutput.write("\(program): error: the explore worker could not run\n")
      return .badInput
    }
    // The first line says how the walk ended; the second, what it typed and where from.
    var report = map.report.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false)
    report.insert(Substring(typed.summary), at: min(1, report.count))
    output.write(report.joined(separator: "\n") + "\n")
    if let path = arguments.map, let format = MapFormat(path: path) {
      do throws(FileWriteError) {
        try AtomicFile.write(
          format.render(map, program: program, drawing: .found()), to: path)
        output.write("map: \(path)\n")
      } catch {
        errorOutput.write("\(program): error: \(error)\n")
        return .badInput
      }
    }
    if let folder = arguments.scenarios {
      do throws(FileWriteError) {
        let written = try ExploredScenarios.write(
          map, apps: apps, width: options.width, to: folder, program: program)
        output.write("scenarios: \(written.count) files in \(folder)/\(app)\n")
      } catch {
        errorOutput.write("\(program): error: \(error)\n")
        return .badInput
      }
    }
    if map.interrupted == true { return .interrupted }
    // Half a walk is no pass: CI must not take it for a whole one.
    return map.unexpectedFindings.isEmpty && !map.limitHit ? .held : .failed
  }

  struct InputsError: Error, CustomStringConvertible {
    var description: String
  }

  /// The texts a walk types and where they came from, which its report says on its second
  /// line: a walk run from another folder than the one it was meant for says so.
  struct Inputs: Equatable {
    var texts: [String]
    /// `texts to type: 3 from words.txt (--inputs), 2 from Scenarios/login, 5 built in`.
    var summary: String
  }

  /// The texts to type, each once, in this order: the lines of `--inputs FILE`, those typed in
  /// the app's scenario files (`SCENARIOS/APP`, `Scenarios` unless `scenariosFrom` names
  /// another folder), and the built-in set; with `only`, the file's lines alone.
  static func inputs(
    for app: String, file: String?, only: Bool = false, scenariosFrom: String? = nil,
    root: String = "."
  ) throws(InputsError) -> Inputs {
    var given: [String] = []
    if let file {
      var isFolder: ObjCBool = false
      if FileManager.default.fileExists(atPath: file, isDirectory: &isFolder), isFolder.boolValue {
        throw InputsError(
          description: "--inputs '\(file)' is a folder; name a text file, one input a line")
      }
      guard let text = try? String(contentsOfFile: file, encoding: .utf8) else {
        throw InputsError(
          description:
            "cannot read --inputs '\(file)': \(String(cString: strerror(errno))); name a text file, one input a line"
        )
      }
      // One text a line, whatever ends the lines (`\n`, a Windows editor's `\r\n`); an empty
      // file has none.
      given = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).map(
        String.init)
      if text.last?.isNewline ?? true { given.removeLast() }
      given = unique(given)
    }
    func count(_ number: Int, _ noun: String) -> String {
      "\(number) \(noun)\(number == 1 ? "" : "s")"
    }
    if only {
      guard let file else {
        throw InputsError(
          description: "--inputs-only types the texts of --inputs FILE alone; give it one")
      }
      return Inputs(
        texts: given, summary: "texts to type: \(count(given.count, "text")) from \(file) only")
    }
    var parts: [String] = []
    if let file { parts.append("\(given.count) from \(file) (--inputs)") }
    let scenarios = scenariosFrom ?? "Scenarios"
    let folder = (scenarios as NSString).appendingPathComponent(app)
    let place =
      scenariosFrom.map { $0.hasPrefix("/") ? $0 : root + "/" + $0 } ?? root + "/Scenarios"
    let appFolder = place + "/" + app
    var isFolder: ObjCBool = false
    let found =
      FileManager.default.fileExists(atPath: appFolder, isDirectory: &isFolder)
      && isFolder.boolValue
    var placeIsFolder: ObjCBool = false
    if !found, scenariosFrom != nil,
      !FileManager.default.fileExists(atPath: place, isDirectory: &placeIsFolder)
        || !placeIsFolder.boolValue
    {
      throw InputsError(
        description:
          "--scenarios-from '\(scenarios)' is not a folder; name the folder that holds \(app)/, "
          + "as Scenarios does")
    }
    if !found, scenariosFrom != nil {
      // Named the app's own folder, a step too far: its parent is the one.
      if (place as NSString).lastPathComponent == app {
        let parent = (scenarios as NSString).deletingLastPathComponent
        throw InputsError(
          description:
            "--scenarios-from '\(scenarios)' is \(app)'s own folder; name the folder that holds "
            + "it, as in: --scenarios-from \(parent.isEmpty ? "." : parent)")
      }
      throw InputsError(
        description:
          "--scenarios-from '\(scenarios)' holds no folder '\(app)'; name the folder that holds "
          + "\(app)/, as Scenarios does")
    }
    let read = found ? ExploreOptions.readScenarioTexts(in: appFolder) : (texts: [], unreadable: [])
    let typed = unique(read.texts)
    let newTyped = typed.filter { !given.contains($0) }
    let texts = unique(given + typed + ExploreOptions.builtInInputs)
    let builtIn = texts.count - given.count - newTyped.count
    if found {
      parts.append("\(newTyped.count) from \(folder)")
    }
    parts.append("\(builtIn) built in")
    var summary = "texts to type: " + parts.joined(separator: ", ")
    if !found {
      let here = root == "." ? FileManager.default.currentDirectoryPath : root
      summary +=
        "; no \(folder) in \(here), so none of the app's own: run where Scenarios/ is, or "
        + "name it with --scenarios-from DIR"
    }
    if !read.unreadable.isEmpty {
      let names = read.unreadable
      let one = names.count == 1
      summary +=
        "; could not read \(names.joined(separator: ", ")) in \(folder), so \(one ? "its" : "their") "
        + "texts are not typed: save \(one ? "it" : "them") as UTF-8 text you can read"
    }
    return Inputs(texts: texts, summary: summary)
  }

  private static func unique(_ values: [String]) -> [String] {
    var seen: Set<String> = []
    return values.filter { seen.insert($0).inserted }
  }

  /// What a walk is doing, for the progress line: `exploring posts: 12 345 states, at depth 5
  /// of 8 (limit 30 000)` (a state is a replay, or a `back` from the state before).
  static func progress(_ app: String, replays: Int, depth: Int, options: ExploreOptions)
    -> String
  {
    "exploring \(app): \(replays) states, at depth \(depth) of \(options.depth) "
      + "(limit \(options.stateLimit))"
  }

  // MARK: The worker and its supervisor

  /// A path that crashed the app, and what the runtime said: what the supervisor hands the next
  /// worker (`crashes.json`), so that it reports the crash and does not run the path again.
  struct Crash: Codable, Equatable {
    var path: [String]
    var cause: String
  }

  /// A path as a line of the progress file: a JSON array of its commands, written by hand (a
  /// worker writes one a replay).
  /// What a worker's progress file says in `data`, the bytes written since the last look: the
  /// replays begun (a whole line each), the depth of the last one, and the bytes read, which
  /// stop before a line not yet written whole (it is read again at the next look).
  static func progress(read data: Data) -> (replays: Int, depth: Int?, used: Int) {
    guard let end = data.lastIndex(of: UInt8(ascii: "\n")) else { return (0, nil, 0) }
    let whole = data[data.startIndex..<end]
    let lines = whole.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
    let depth = lines.last.flatMap { try? JSONDecoder().decode([String].self, from: Data($0)) }?
      .count
    return (lines.count, depth, end - data.startIndex + 1)
  }

  static func progressLine(_ path: [String]) -> String {
    "[" + path.map { JSONText.quoted($0) }.joined(separator: ",") + "]\n"
  }

  /// In a worker: walks, writing each path to `folder/progress` before it runs (a line of JSON
  /// a replay), and the map to `folder/map.json` at the end. The paths in
  /// `folder/crashes.json` are crashes, not run again.
  static func work(apps: [FlowApp], app: String, options: ExploreOptions, folder: String)
    -> ExitStatus
  {
    var options = options
    if let data = FileManager.default.contents(atPath: folder + "/crashes.json"),
      let crashes = try? JSONDecoder().decode([Crash].self, from: data)
    {
      options.crashedPaths = crashes.map(\.path)
      options.crashCauses = crashes.map(\.cause)
    }
    let progress = open(folder + "/progress", O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    guard progress >= 0 else { return .badInput }
    defer { close(progress) }
    var explorer = Explorer(apps: apps, options: options)
    let shown = ProgressLine()
    var replays = 0
    explorer.willRun = { path in
      let line = Array(Self.progressLine(path).utf8)
      _ = line.withUnsafeBytes { write(progress, $0.baseAddress, $0.count) }
      replays += 1
      shown.update { Self.progress(app, replays: replays, depth: path.count, options: options) }
    }
    // The supervisor tells a Ctrl-C on: the walk stops there and writes what it has.
    explorer.shouldStop = { Interrupt.requested }
    let map = Interrupt.catching { explorer.explore(app) }
    shown.clear()
    do throws(FileWriteError) {
      try AtomicFile.write(MapFormat.json.render(map), to: folder + "/map.json")
    } catch {
      return .badInput
    }
    return .held
  }

  /// Runs workers until one finishes; each crash adds its path to the crashed list.
  static func supervise(
    executable: String, arguments: Arguments, app: String, options: ExploreOptions
  ) -> FlowMap? {
    guard let folder = WorkerFolder("flowsim-explore") else { return nil }
    Interrupt.holdFolder(true)
    defer {
      folder.remove()
      Interrupt.holdFolder(false)
    }
    let inputsFile = folder.file("inputs")
    guard
      (try? options.inputs.map { $0 + "\n" }.joined().write(
        toFile: inputsFile, atomically: true, encoding: .utf8)) != nil
    else { return nil }
    var crashes: [Crash] = []
    // The worker's output goes nowhere (a crash prints registers); its progress file says how
    // far it is, for the progress line.
    let shown = ProgressLine()
    defer { shown.clear() }
    var replays = 0
    for _ in 0..<64 {
      // The worker walks with this walk's options, given by the rows that parsed them.
      var worker = arguments.forWorker(.explore(app: app))
      worker.exploreWorker = folder.path
      // The texts this walk settled on, alone.
      worker.inputs = inputsFile
      worker.inputsOnly = true
      worker.scenariosFrom = nil
      guard let pid = folder.spawn(executable, worker.rendered, ownGroup: true) else { return nil }
      Interrupt.watch(pid)
      defer { Interrupt.watch(0) }
      var read: UInt64 = 0
      var depth = 0
      var toldToStop = false
      let status = ChildProcess.wait(pid, every: .milliseconds(100)) {
        // A Ctrl-C reaches this process only (the worker has a group of its own): told once.
        if Interrupt.requested, !toldToStop {
          toldToStop = true
          kill(pid, SIGINT)
        }
        shown.update {
          // What the worker wrote since the last look: a line a replay.
          if let handle = FileHandle(forReadingAtPath: folder.file("progress")) {
            defer { try? handle.close() }
            if (try? handle.seek(toOffset: read)) != nil, let data = try? handle.readToEnd() {
              let progress = Self.progress(read: data)
              read += UInt64(progress.used)
              replays += progress.replays
              if let last = progress.depth { depth = last }
            }
          }
          return Self.progress(app, replays: replays, depth: depth, options: options)
        }
      }
      // A second Ctrl-C ended the worker: nothing is written, nothing stays.
      if Interrupt.endsNow {
        shown.clear()
        folder.remove()
        exit(130)
      }
      if status == 0, let data = FileManager.default.contents(atPath: folder.file("map.json")) {
        return try? JSONDecoder().decode(FlowMap.self, from: data)
      }
      // Stopped before it could write a map (before its handler was in place): nothing walked.
      if Interrupt.requested {
        var nothing = FlowMap(app: app, depth: options.depth)
        nothing.interrupted = true
        return nothing
      }
      // The worker died (by a signal, or by an exit code where a sanitizer catches the trap):
      // its last path is the one that crashed it. The same path twice is not the app's doing.
      let progress = (try? String(contentsOfFile: folder.file("progress"), encoding: .utf8)) ?? ""
      guard
        let last = progress.split(separator: "\n").last,
        let path = try? JSONDecoder().decode([String].self, from: Data(last.utf8)),
        !crashes.contains(where: { $0.path == path })
      else { return nil }
      // What the runtime said, from the worker's standard error; its registers stay there.
      crashes.append(Crash(path: path, cause: folder.crash()?.cause ?? ""))
      guard let data = try? JSONEncoder().encode(crashes),
        (try? AtomicFile.write(
          String(decoding: data, as: UTF8.self), to: folder.file("crashes.json")))
          != nil
      else { return nil }
    }
    return nil
  }
}
