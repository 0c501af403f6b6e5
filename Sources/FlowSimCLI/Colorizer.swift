/// Colours output for a terminal: errors and failed expectations red, disabled elements dim,
/// enabled buttons bold, the toast yellow. Only the interactive display is coloured; what a
/// command prints in a transcript or a file never is.
struct Colorizer {
  let enabled: Bool

  private static let red = "\u{1B}[31m"
  private static let yellow = "\u{1B}[33m"
  private static let dim = "\u{1B}[2m"
  private static let bold = "\u{1B}[1m"
  private static let reset = "\u{1B}[0m"

  func paint(_ text: String) -> String {
    guard enabled else { return text }
    return text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
      let line = String(line)
      if line.hasPrefix("error:") || line.hasPrefix("expectation failed:") {
        return Self.red + line + Self.reset
      }
      if line.contains("(disabled)") { return Self.dim + line + Self.reset }
      if line.contains("| toast: ") { return Self.yellow + line + Self.reset }
      if line.contains("[ ") && line.contains(" ]") && line.hasPrefix("| ") {
        return Self.bold + line + Self.reset
      }
      return line
    }.joined(separator: "\n")
  }
}
