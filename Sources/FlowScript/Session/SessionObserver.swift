/// What follows a session's commands without the session knowing what for: the transcript that
/// `save` writes, the steps `test --coverage` credits. Each is told before a parsed command runs
/// and after every line, parsed or not.
package protocol SessionObserver: AnyObject {
  /// `command` is about to run in `session`.
  func session(_ session: Session, willRun command: Command)
  /// `line` ran in `session` as `command` (nil when it did not parse) and gave `outcome`.
  func session(_ session: Session, didRun command: Command?, line: String, outcome: Outcome)
}

/// The transcript of a session: each line and what it printed, `save` and `quit` left out, so
/// that it replays as a scenario.
final class TranscriptRecorder: SessionObserver {
  private(set) var entries: [TranscriptEntry] = []

  func session(_ session: Session, willRun command: Command) {}

  func session(_ session: Session, didRun command: Command?, line: String, outcome: Outcome) {
    // Matched by case: `==` on a command compares the whole enum, at every line.
    if case .save = command { return }
    if case .quit = command { return }
    // A transcript starts with the app that was open, however it was opened (`flowsim APP`, or
    // the first app), so that it replays against that app wherever the file is saved.
    if entries.isEmpty, let appName = session.appName, !line.trimmingSpaces().hasPrefix("open ") {
      entries.append(TranscriptEntry(command: "open \(appName)", output: ""))
    }
    entries.append(
      TranscriptEntry(
        command: line.trimmingSpaces(), output: outcome.output, parsed: command != nil))
  }
}

/// Lines parsed before: parsing is pure, and scripts repeat their lines (`wait 500ms`, `show`,
/// `events`), so a line is parsed once. Bounded, so that a long session cannot grow it.
struct ParseCache {
  private var parsed: [String: Command] = [:]
  /// At most this many lines are kept.
  let limit = 512

  /// How many lines are kept now.
  var count: Int { parsed.count }

  /// The command `line` says, or nil for a blank line or a comment.
  mutating func command(_ line: String) throws(ScriptError) -> Command? {
    if let command = parsed[line] { return command }
    guard let command = try CommandTable.parse(line) else { return nil }
    if parsed.count >= limit { parsed.removeAll(keepingCapacity: true) }
    parsed[line] = command
    return command
  }
}
