import FlowKit

/// Writes commands and their output as a scenario: `> command`, then the output indented by two
/// spaces (SPEC §1, §3). An empty line of output is written empty.
public enum Transcript {
  /// The entries as scenario text, ending with a newline.
  public static func format(_ entries: [TranscriptEntry]) -> String {
    var text = ""
    for entry in entries { text += format(entry) }
    return text
  }

  /// One entry as scenario text: `> command` and its block, or, for a line that did not parse,
  /// prose that says so (`# not run: wait 5` and the error), which replays as prose.
  public static func format(_ entry: TranscriptEntry) -> String {
    let command = Lexer.escapingControls(entry.command)
    guard entry.parsed else {
      return "# not run: \(command)\n"
        + entry.output.split(separator: "\n").map { "# \(ControlCharacters.escaped(String($0)))\n" }
        .joined()
    }
    return "> \(command)\n" + block(entry.output)
  }

  /// One command's output as indented lines, each ending with a newline.
  public static func block(_ output: String) -> String {
    guard !output.isEmpty else { return "" }
    return output.split(separator: "\n", omittingEmptySubsequences: false).map {
      $0.isEmpty ? "\n" : "  \(ControlCharacters.escaped(String($0)))\n"
    }.joined()
  }
}
