import Foundation

/// A command a report suggests, said as what it does; the program's command line writes it in
/// its own words (its name and flags), so that FlowScript spells none of them.
public enum Suggestion: Sendable, Equatable {
  /// Replay one file as a run of the suite ran it: plain, with a request failing, or with jobs
  /// in a seed's order.
  case replay(path: String, failingRequest: Int? = nil, shuffle: UInt64? = nil)
  /// Rewrite the blocks that differ and record those that are missing, in these files or
  /// folders (none: the default folder).
  case update(paths: [String])
}

/// One share of a suite's files for a worker process: the files, where it writes its results,
/// and, under faults, the first request its fault runs fail (past a crash on the one before).
public struct WorkerJob: Sendable, Equatable {
  /// Where the worker writes its results as JSON (and its notes beside them).
  public var output: String
  /// The files it runs, in order.
  public var paths: [String]
  /// The first request a fault run fails.
  public var faultsFrom: Int

  /// A job of `paths`, written to `output`.
  public init(output: String, paths: [String], faultsFrom: Int = 1) {
    self.output = output
    self.paths = paths
    self.faultsFrom = faultsFrom
  }
}

/// What a suite asks of the program that runs it, in the program's own words: the commands its
/// reports suggest, and how to start a worker process for a job.
public struct ProgramWords: Sendable {
  /// The program's executable, whose workers run files in processes of their own; nil runs
  /// them in this process.
  public var executable: String?
  /// A suggestion as a user types it: `flowsim run FILE --fail-request 2`.
  public var suggest: @Sendable (Suggestion) -> String
  /// The arguments that start a worker on a job.
  public var worker: @Sendable (WorkerJob) -> [String]

  /// Words for a program at `executable`.
  public init(
    executable: String?, suggest: @escaping @Sendable (Suggestion) -> String,
    worker: @escaping @Sendable (WorkerJob) -> [String]
  ) {
    self.executable = executable
    self.suggest = suggest
    self.worker = worker
  }

  /// No program: files run in this process, and a suggestion is said in plain words.
  public static let none = ProgramWords(
    executable: nil,
    suggest: { suggestion in
      switch suggestion {
      case .replay(let path, let request, let seed):
        "replay \(path)" + (request.map { " with request \($0) failing" } ?? "")
          + (seed.map { " with jobs in the order of seed \($0)" } ?? "")
      case .update(let paths):
        "an update of " + (paths.isEmpty ? "the files" : paths.joined(separator: " "))
      }
    },
    worker: { _ in [] })
}

/// What a worker notes before each run it makes, a line of JSON, then the line of each command
/// it runs (`L 12`), so that when the app crashes its parent knows the file, the run, the
/// command the failing request struck during, and the command's line.
struct WorkerNote: Codable, Equatable {
  /// The file.
  var path: String
  /// The run: the request it fails, the seed it draws; neither for the plain run.
  var failingRequest: Int?
  var shuffle: UInt64?
  /// Under a failing request, the command it failed during, once it has.
  var struck: String?
  /// The line of the command it was on; nil before the first command.
  var line: Int?
  /// When the file's first run started, in seconds since 1970: a crashed file's time runs from
  /// it to the crash.
  var started: Double?

  /// The run and the command, in words: `with request 2 failing (during 'open'), on 'wait
  /// 300ms'`; `command` is the one at ``line``.
  func what(command: String?) -> String {
    let run =
      if let failingRequest {
        "with request \(failingRequest) failing" + (struck.map { " (during '\($0)')" } ?? "")
      } else if let shuffle {
        "with --shuffle \(shuffle)"
      } else {
        "replaying it"
      }
    return run + (command.map { ", on '\($0)'" } ?? "")
  }

  /// The last run of the notes in `text`, on the last line it noted.
  static func last(in text: String) -> WorkerNote? {
    var last: WorkerNote?
    for line in text.split(separator: "\n") {
      if line.hasPrefix("L "), let number = Int(line.dropFirst(2)) {
        last?.line = number
      } else if var note = try? JSONDecoder().decode(WorkerNote.self, from: Data(line.utf8)) {
        // A file's later runs keep the time its first one started.
        if note.started == nil, last?.path == note.path { note.started = last?.started }
        last = note
      }
    }
    return last
  }

  /// The note as one line of JSON, written by hand (a `JSONEncoder` costs more than the runs
  /// of a small file); ``JSONDecoder`` reads it back.
  var jsonLine: String {
    var json = "{\"path\":" + Self.quoted(path)
    if let failingRequest { json += ",\"failingRequest\":\(failingRequest)" }
    if let shuffle { json += ",\"shuffle\":\(shuffle)" }
    if let struck { json += ",\"struck\":" + Self.quoted(struck) }
    if let line { json += ",\"line\":\(line)" }
    if let started { json += ",\"started\":" + String(format: "%.6f", started) }
    return json + "}\n"
  }

  /// `text` as a JSON string.
  static func quoted(_ text: String) -> String { JSONText.quoted(text) }
}

/// JSON written by hand where a line is written often (a worker's notes and progress).
package enum JSONText {
  /// `text` as a JSON string.
  package static func quoted(_ text: String) -> String {
    var quoted = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": quoted += "\\\""
      case "\\": quoted += "\\\\"
      case "\n": quoted += "\\n"
      case "\r": quoted += "\\r"
      case "\t": quoted += "\\t"
      case _ where scalar.value < 0x20:
        let hex = String(scalar.value, radix: 16)
        quoted += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: quoted.unicodeScalars.append(scalar)
      }
    }
    return quoted + "\""
  }
}
