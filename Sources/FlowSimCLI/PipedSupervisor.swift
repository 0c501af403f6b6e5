import FlowScript
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A piped session in a process of its own: the session runs in a worker of the program's own
/// executable, which reads the same standard input and writes the transcript to the same
/// standard output, and notes each command and the screen it is given on before it runs it.
/// When the app crashes there, this process ends the transcript as `run FILE` does: the command
/// that crashed and `# the app crashed here, on "SCREEN": CAUSE`, so that the saved transcript
/// fails where the session did; standard error gets the runtime's message and the app's frames.
struct PipedSupervisor {
  let arguments: Arguments
  let program: String

  /// What the worker notes before each command: the command and the screen's title.
  struct Note: Codable, Equatable {
    var command: String
    var screen: String
  }

  static let doneLine = "done"

  /// Runs the worker and returns its status; nil when it could not start, so that the session
  /// runs here.
  func run(_ executable: String, output: any TextOutput, errorOutput: any TextOutput)
    -> ExitStatus?
  {
    guard let folder = WorkerFolder("flowsim-piped") else { return nil }
    defer { folder.remove() }
    let notesPath = folder.file("notes")
    var worker = arguments
    worker.pipedWorker = notesPath
    guard
      let pid = ChildProcess.spawn(
        executable, worker.rendered, keepOutput: true, errorsTo: folder.file("worker.errors"))
    else { return nil }
    var raw: Int32 = 0
    while waitpid(pid, &raw, 0) == -1 && errno == EINTR {}
    let signal = raw & 0x7f
    let errors = folder.errors()
    let notes = (try? String(contentsOfFile: notesPath, encoding: .utf8)) ?? ""
    let noted = notes.split(separator: "\n").map(String.init)
    // Ended as a program does (its own end, Ctrl-C, `kill`, a closed terminal): nothing to add.
    if noted.last == Self.doneLine || [SIGINT, SIGTERM, SIGHUP, SIGKILL].contains(signal) {
      errorOutput.write(errors)
      if signal != 0 { return ExitStatus(rawValue: 128 + signal) ?? .failed }
      return ExitStatus(rawValue: (raw >> 8) & 0xff) ?? .failed
    }
    let note = noted.last.flatMap { try? JSONDecoder().decode(Note.self, from: Data($0.utf8)) }
    let crash = CrashReport(errors: errors)
    let over = note.flatMap { $0.screen.isEmpty ? nil : ", on \"\($0.screen)\"" } ?? ""
    if let note { output.write("> \(note.command)\n") }
    output.write("# the app crashed here\(over)" + (crash.map { ": \($0.cause)" } ?? "") + "\n")
    let on = note.map { " on '\($0.command)'" } ?? " while it opened"
    let told =
      ["\(program): the app crashed\(on)\(over)"] + RunSupervisor.crashLines(crash, errors: errors)
    errorOutput.write(told.joined(separator: "\n") + "\n")
    return .failed
  }

  /// In the worker: notes to `path` before each command, and `done` at the end.
  final class Notes {
    private let descriptor: Int32?

    init(path: String?) {
      descriptor = path.map { open($0, O_WRONLY | O_CREAT | O_TRUNC, 0o600) }.flatMap {
        $0 >= 0 ? $0 : nil
      }
    }

    deinit { if let descriptor { close(descriptor) } }

    /// Notes that `command` is about to run on the screen titled `screen`.
    func write(_ command: String, screen: String) {
      guard descriptor != nil,
        let data = try? JSONEncoder().encode(Note(command: command, screen: screen))
      else { return }
      append(String(decoding: data, as: UTF8.self) + "\n")
    }

    /// Notes that the session ended as it should.
    func done() { append(PipedSupervisor.doneLine + "\n") }

    private func append(_ text: String) {
      guard let descriptor else { return }
      FileOutput(descriptor: descriptor).write(text)
    }
  }
}
