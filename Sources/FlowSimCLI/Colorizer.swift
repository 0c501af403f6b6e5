import FlowRender
import FlowScript
import Foundation

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

  /// What `flowsim test` prints, on a terminal that shows colour: PASS green, FAIL red, UPDATED
  /// yellow, and in a diff the expected lines (`-`) red and the actual ones (`+`) green, as `git
  /// diff` shows them. A report's other lines stay as they are.
  func paintReport(_ text: String) -> String {
    guard enabled else { return text }
    return text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
      let line = String(line)
      let color: String? =
        if line.hasPrefix("PASS ") {
          Self.green
        } else if line.hasPrefix("FAIL ") {
          Self.red
        } else if line.hasPrefix("UPDATED ") {
          Self.yellow
        } else if line.hasPrefix("---") || line.hasPrefix("+++") {
          Self.bold
        } else if line.hasPrefix("@@") {
          Self.cyan
        } else if line.hasPrefix("-") {
          Self.red
        } else if line.hasPrefix("+") {
          Self.green
        } else {
          nil
        }
      return color.map { $0 + line + Self.reset } ?? line
    }.joined(separator: "\n")
  }

  private static let green = "\u{1B}[32m"
  private static let cyan = "\u{1B}[36m"
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

  /// What a command printed: its text as it is, each failure red; on a terminal of `width`
  /// columns, each line wrapped at words to fit it.
  func paint(_ outcome: Outcome, width: Int? = nil) -> String {
    let failures = outcome.failures.map { failure in
      let line = Self.fit(failure.line, width: width)
      return enabled ? Self.red + line + Self.reset : line
    }
    let text = Self.fit(outcome.text, width: width)
    return ((text.isEmpty ? [] : [text]) + failures).joined(separator: "\n")
  }

  /// `text` with each line longer than `width` columns broken at words, as a terminal would
  /// otherwise break it mid-word. What follows the break is indented to a listing's second
  /// column (`login      a name...`) when it has one, else to the line's own indentation.
  static func fit(_ text: String, width: Int?) -> String {
    guard let width, width >= 10 else { return text }
    return text.split(separator: "\n", omittingEmptySubsequences: false).flatMap {
      line -> [String] in
      var line = String(line)
      guard TextWidth.of(line) > width else { return [line] }
      var leading = line.prefix { $0 == " " }.count
      // An indentation made for a wider terminal (help's second column) is cut to two.
      if leading > width / 2 {
        line = "  " + line.dropFirst(leading)
        leading = 2
      }
      let pieces = TextWidth.wrap(line, width: width)
      guard pieces.count > 1, let head = pieces.first else { return pieces }
      var indent = leading
      if let gap = line.dropFirst(leading).range(of: "  "),
        let second = line[gap.upperBound...].firstIndex(where: { $0 != " " })
      {
        let column = TextWidth.of(String(line[..<second]))
        if column <= width / 2 { indent = column }
      }
      let rest = pieces.dropFirst().map { $0.drop { $0 == " " } }.joined(separator: " ")
      // Past the width only by trailing spaces, which a terminal shows as nothing: one line.
      guard rest.contains(where: { $0 != " " }) else { return [head] }
      let pad = String(repeating: " ", count: indent)
      return [head] + TextWidth.wrap(rest, width: width - indent).map { pad + $0 }
    }.joined(separator: "\n")
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
