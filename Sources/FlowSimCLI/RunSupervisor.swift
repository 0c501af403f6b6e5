import FlowScript
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `flowsim run FILE` in a process of its own: the replay runs in a worker of the program's own
/// executable, which notes each step before it runs it. When the app crashes there, this process
/// tells it as a user reads it: the transcript up to the step that crashed, that step, and what
/// the runtime said on the screen it was given on, with the crashed thread's frames on standard
/// error; the backtracer's registers and images stay out.
struct RunSupervisor {
  let scenario: Scenario
  let runner: ScenarioRunner
  let arguments: Arguments
  let program: String

  /// At most this many of the crashed thread's frames are shown.
  static let shownFrames = 12

  /// Runs the worker and returns its status; nil when it could not start, so that the file is
  /// replayed here.
  func run(_ executable: String, output: any TextOutput, errorOutput: any TextOutput)
    -> ExitStatus?
  {
    guard let folder = WorkerFolder("flowsim-run") else { return nil }
    defer { folder.remove() }
    let notesPath = folder.file("notes")
    // The worker writes the transcript to a file, passed on here once it ended well: a crash's
    // backtracer may write to standard output too. It runs with this run's options, from the
    // rows that parsed them.
    var worker = arguments.forWorker(arguments.mode)
    worker.runWorker = notesPath
    guard let pid = folder.spawn(executable, worker.rendered, keepsOutput: true) else {
      return nil
    }
    let status = ChildProcess.wait(pid)
    let errors = folder.errors()
    let notes = (try? String(contentsOfFile: notesPath, encoding: .utf8)) ?? ""
    let noted = notes.split(separator: "\n").map(String.init)
    if noted.last == Notes.doneLine {
      output.write(folder.output())
      errorOutput.write(errors)
      return ExitStatus(rawValue: status) ?? .failed
    }
    report(
      crashAt: noted.last.flatMap(Notes.Entry.init(line:)), errors: errors,
      output: output, errorOutput: errorOutput)
    return .failed
  }

  /// Tells a crash on the step of `entry` (nil: before the first step).
  private func report(
    crashAt entry: Notes.Entry?, errors: String, output: any TextOutput,
    errorOutput: any TextOutput
  ) {
    let crash = CrashReport(errors: errors)
    let reproducing = entry?.phase == .reproduce
    let step = entry.flatMap { entry in scenario.steps.first { $0.line == entry.line } }
    var screen: String?
    if let step,
      let before = runner.replay(
        before: step.line, of: scenario,
        failingRequest: reproducing ? arguments.failRequest : nil,
        shuffle: reproducing ? arguments.shuffleSeed : nil)
    {
      output.write(before.transcript)
      output.write(scenario.lines[step.line - 1] + "\n")
      screen = before.screen
    }
    let place = step.map { "\(scenario.path):\($0.line)" } ?? scenario.path
    let on = step.map { " on '\($0.command)'" } ?? " while it opened"
    let over = screen.map { ", on \"\($0)\"" } ?? ""
    output.write("# the app crashed here\(over)" + (crash.map { ": \($0.cause)" } ?? "") + "\n")
    let told =
      ["\(program): \(place): the app crashed\(on)\(over)"]
      + Self.crashLines(crash, errors: errors)
    errorOutput.write(told.joined(separator: "\n") + "\n")
  }

  /// What a crash said, as standard error tells it under the line that names the place: the
  /// runtime's message and the app's frames (flowsim's own below them left out), or, with no
  /// message (a signal from outside, a sanitizer), what the process said up to the registers.
  static func crashLines(_ crash: CrashReport?, errors: String) -> [String] {
    guard let crash else {
      let said = errors.split(separator: "\n", omittingEmptySubsequences: false)
        .prefix { !$0.hasPrefix("Registers:") }
      return said.filter { !$0.isEmpty }.map { "  \($0)" }
    }
    var told = ["  \(crash.message)"]
    let frames = crash.appFrames.isEmpty ? crash.frames : crash.appFrames
    told += frames.prefix(shownFrames).map { "    \($0)" }
    if crash.frames.count > min(frames.count, shownFrames) {
      told.append(
        "    ... \(crash.frames.count - min(frames.count, shownFrames)) frames more, "
          + "flowsim's own")
    }
    return told
  }

  /// What a worker notes before each step it runs: which replay (the plain one that counts
  /// requests, or the one reproducing a failing request or a shuffle) and the step's line, one a
  /// line, and `done` at the end. A worker that ends without `done` crashed on its last step.
  final class Notes {
    enum Phase: String {
      case plain, reproduce
    }

    struct Entry {
      var phase: Phase
      var line: Int

      init?(line text: String) {
        let parts = text.split(separator: " ")
        guard parts.count == 2, let phase = Phase(rawValue: String(parts[0])),
          let line = Int(parts[1])
        else { return nil }
        self.phase = phase
        self.line = line
      }
    }

    static let doneLine = "done"

    private let descriptor: Int32?

    /// Notes to `path`; none when nil.
    init(path: String?) {
      descriptor = path.map { open($0, O_WRONLY | O_CREAT | O_TRUNC, 0o600) }.flatMap {
        $0 >= 0 ? $0 : nil
      }
    }

    deinit { if let descriptor { close(descriptor) } }

    /// Notes that `step` of `phase` is about to run.
    func write(_ phase: Phase, _ step: Scenario.Step) {
      append("\(phase.rawValue) \(step.line)\n")
    }

    /// Notes that the replay ended as it should.
    func done() { append(Self.doneLine + "\n") }

    private func append(_ text: String) {
      guard let descriptor else { return }
      writeAll(descriptor, text)
    }
  }
}

/// Writes `text` to `descriptor` (outside ``RunSupervisor/Notes``, whose `write` would hide the
/// system's).
private func writeAll(_ descriptor: Int32, _ text: String) {
  let bytes = Array(text.utf8)
  _ = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
}
