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
    // The worker's transcript comes through a pipe, not the shared standard output: when its app
    // crashes, the runtime's crash helper inherits the worker's standard output and may write a
    // line of its own there ("swift-backtrace: unable to fetch crash info."), which must not
    // reach the user's transcript.
    var ends: [Int32] = [0, 0]
    guard pipe(&ends) == 0 else { return nil }
    for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
    guard
      let pid = ChildProcess.spawn(
        executable, worker.rendered, keepOutput: true, errorsTo: folder.file("worker.errors"),
        outputPipe: (read: ends[0], write: ends[1]))
    else {
      close(ends[0])
      close(ends[1])
      return nil
    }
    close(ends[1])
    var filter = CrashHelperFilter()
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while true {
      let count = read(ends[0], &buffer, buffer.count)
      if count < 0 && errno == EINTR { continue }
      if count <= 0 { break }
      output.write(filter.pass(buffer[..<count]))
    }
    output.write(filter.finish())
    close(ends[0])
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

  /// Passes a worker's standard output on whole, but for the lines of the runtime's crash helper
  /// (`swift-backtrace: …`), which on Linux writes its own failures to the standard output it
  /// inherited from the crashed program. Text is passed on as soon as it cannot begin such a line,
  /// so a prompt with no newline is not held back; a character split between two reads is passed
  /// on whole.
  struct CrashHelperFilter {
    static let marker = Array("swift-backtrace: ".utf8)
    /// The start of a line that may still be the helper's.
    private var pending: [UInt8] = []
    /// Whether the line so far is passed on, or dropped as the helper's.
    private var passing = false
    private var dropping = false
    /// The start of a character whose last bytes have not come yet.
    private var carry: [UInt8] = []

    /// The text of `bytes` that can be passed on now.
    mutating func pass(_ bytes: some Sequence<UInt8>) -> String {
      var out = carry
      carry = []
      for byte in bytes {
        let newline = byte == UInt8(ascii: "\n")
        if dropping {
          if newline { dropping = false }
        } else if passing {
          out.append(byte)
          if newline { passing = false }
        } else {
          pending.append(byte)
          if pending == Self.marker {
            dropping = true
            pending = []
          } else if !Self.marker.starts(with: pending) {
            out += pending
            pending = []
            passing = !newline
          }
        }
      }
      // A character's first bytes wait for the rest.
      var start = out.count
      while start > 0, out.count - start < 4, out[start - 1] & 0xC0 == 0x80 { start -= 1 }
      if start > 0, out[start - 1] >= 0xC0 {
        let lead = out[start - 1]
        let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2
        if out.count - (start - 1) < length {
          carry = Array(out[(start - 1)...])
          out.removeLast(carry.count)
        }
      }
      return String(decoding: out, as: UTF8.self)
    }

    /// What is left at the end: a last line with no newline that may still have begun the
    /// helper's (a dropped line holds nothing).
    mutating func finish() -> String {
      defer {
        carry = []
        pending = []
      }
      return String(decoding: carry + pending, as: UTF8.self)
    }
  }
}
