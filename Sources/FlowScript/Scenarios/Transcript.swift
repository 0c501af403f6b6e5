/// Writes commands and their output as a scenario: `> command`, then the output indented by two
/// spaces (SPEC §1, §3). An empty line of output is written empty.
public enum Transcript {
  /// The entries as scenario text, ending with a newline.
  public static func format(_ entries: [TranscriptEntry]) -> String {
    var text = ""
    for entry in entries {
      text += "> \(entry.command)\n"
      text += block(entry.output)
    }
    return text
  }

  /// One command's output as indented lines, each ending with a newline.
  public static func block(_ output: String) -> String {
    guard !output.isEmpty else { return "" }
    return output.split(separator: "\n", omittingEmptySubsequences: false).map {
      $0.isEmpty ? "\n" : "  \($0)\n"
    }.joined()
  }
}
