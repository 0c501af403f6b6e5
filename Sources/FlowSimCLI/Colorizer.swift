import FlowRender
import FlowScript

/// Colours output for a terminal, from what things are, never from searching text: a screen's
/// spans by their style (a disabled element dim, an enabled button bold, the toast yellow), and a
/// command's failures red. Only the interactive display is coloured; what a command prints in a
/// transcript or a file never is.
struct Colorizer {
  let enabled: Bool

  /// Whether to colour: `always` and `never` say so; `auto` colours only a terminal that can
  /// show colour: not when output is not a terminal, not with `NO_COLOR` set (to anything but
  /// the empty string, as no-color.org has it), not with `TERM` unset or `dumb`.
  static func shouldColor(
    _ mode: Arguments.ColorMode, environment: [String: String], isTerminal: Bool
  ) -> Bool {
    switch mode {
    case .always: return true
    case .never: return false
    case .auto:
      guard isTerminal, environment["NO_COLOR"].map(\.isEmpty) ?? true else { return false }
      guard let term = environment["TERM"], !term.isEmpty, term != "dumb" else { return false }
      return true
    }
  }

  private static let red = "\u{1B}[31m"
  private static let yellow = "\u{1B}[33m"
  private static let dim = "\u{1B}[2m"
  private static let bold = "\u{1B}[1m"
  private static let reset = "\u{1B}[0m"

  /// A screen, its spans coloured by style.
  func paint(_ lines: [StyledLine]) -> String {
    lines.map { line in
      line.spans.map { span in
        guard enabled, let code = Self.code(span.style) else { return span.text }
        return code + span.text + Self.reset
      }.joined()
    }.joined(separator: "\n")
  }

  /// What a command printed: its text as it is, each failure red.
  func paint(_ outcome: Outcome) -> String {
    let failures = outcome.failures.map { enabled ? Self.red + $0.line + Self.reset : $0.line }
    return ((outcome.text.isEmpty ? [] : [outcome.text]) + failures).joined(separator: "\n")
  }

  private static func code(_ style: StyledLine.Style) -> String? {
    switch style {
    case .plain: nil
    case .dim: dim
    case .strong: bold
    case .notice: yellow
    }
  }
}
