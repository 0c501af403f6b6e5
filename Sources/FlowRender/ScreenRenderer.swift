public import FlowKit

/// Draws a ``Display`` as a boxed text screen of a set width (SPEC §4).
///
/// The navigation bar comes first (a back button when one can go back, and the title), then the
/// content in order, then the HUD, the alert and the toast. Every element a user can act on
/// shows its id; disabled, masked and empty states are written out. Wide characters take two
/// columns and long lines wrap, so the box never breaks.
public struct ScreenRenderer: Sendable {
  /// The widths a screen can have, in columns: the one place this range is written.
  public static let widths = 24...200
  /// The narrowest screen.
  public static var minimumWidth: Int { widths.lowerBound }
  /// The widest screen.
  public static var maximumWidth: Int { widths.upperBound }
  /// The default width.
  public static let defaultWidth = 40

  /// The width of the box, borders included.
  public let width: Int

  /// A renderer of `width` columns, clamped to 24...200.
  public init(width: Int = ScreenRenderer.defaultWidth) {
    self.width = min(max(width, Self.minimumWidth), Self.maximumWidth)
  }

  private var inner: Int { width - 4 }

  /// Joins what must stay on one line when a row wraps: a control's brackets to its words, its
  /// state to the control (`[ Show tableview Controller ]`, `[ 登录 ] (disabled)`). A row is
  /// drawn with a space for it.
  static let glue = TextWidth.noBreakSpace
  /// Joins an opening bracket to the words after it more loosely: a control too wide for a line
  /// of its own breaks there before it parts from its state (`#addHeight: [` then `  点击长高一公分
  /// ] (disabled)`). A figure space (U+2007), drawn as a space.
  static let looseGlue: Character = "\u{2007}"
  /// Whether `text` holds either glue.
  static func hasGlue(_ text: String) -> Bool {
    text.unicodeScalars.contains { $0 == "\u{a0}" || $0 == "\u{2007}" }
  }

  /// `text` with its glue drawn as spaces.
  static func unglued(_ text: String) -> String {
    String(text.map { $0 == glue || $0 == looseGlue ? " " : $0 })
  }

  /// `text`'s words glued to each other where a row may not break.
  static func glued(_ text: String) -> String {
    String(text.map { $0 == " " ? glue : $0 })
  }

  /// The screen as lines of text joined by newlines, with no trailing newline.
  public func render(_ display: Display) -> String {
    renderLines(display).map(\.text).joined(separator: "\n")
  }

  /// The screen as styled lines: the same text as ``render(_:)``, each span with the style of
  /// what it shows (a disabled element dim, an enabled button strong, the toast a notice).
  public func renderLines(_ display: Display) -> [StyledLine] {
    var lines: [StyledLine] = [border()]
    if display.stacks.isEmpty {
      lines += row(ContentLine("(no app is open: try 'open APP'; 'apps' lists them)"))
      lines.append(border())
      return lines
    }
    lines += navigationBar(display)
    lines.append(border())
    var content: [ContentLine] = []
    for element in display.elements { content += describe(element, indent: 0) }
    if content.isEmpty { content = [ContentLine("(empty)")] }
    for line in content { lines += row(line) }
    if display.hud || display.alert != nil || display.toast != nil { lines.append(border()) }
    if display.hud { lines += row(ContentLine(centered("[ HUD ]"))) }
    if let alert = display.alert {
      lines += row(ContentLine("alert: \(alert.title)"))
      if !alert.message.isEmpty { lines += row(ContentLine("  \(alert.message)")) }
      for field in alert.fields {
        let shown = field.isSecure ? String(repeating: "•", count: field.text.count) : field.text
        lines += row(
          ContentLine(
            "  #\(field.id): " + (field.text.isEmpty ? "(\(field.placeholder))" : "[\(shown)]")))
      }
      for (index, action) in alert.actions.enumerated() {
        let element = Display.element(for: action, at: index)
        let style = action.style == .default ? "" : "\(Self.glue)(\(action.style.rawValue))"
        let disabled = action.isEnabled ? "" : "\(Self.glue)(disabled)"
        lines += row(
          ContentLine(
            "  #\(element.id ?? "")  [\(Self.looseGlue)\(action.title)\(Self.glue)]\(style)\(disabled)",
            action.isEnabled ? .strong : .dim))
      }
    }
    if let toast = display.toast { lines += row(ContentLine("toast: \(toast)", .notice)) }
    lines.append(border())
    return lines
  }

  private func border() -> StyledLine {
    StyledLine(spans: [
      .init(text: "+" + String(repeating: "-", count: width - 2) + "+", style: .plain)
    ])
  }

  private func row(_ line: ContentLine) -> [StyledLine] {
    // Continuation lines stand two columns in from the first line, so a wrapped row stays in
    // its column and its further lines read as its own, not as another element.
    let printable = TextWidth.printable(line.text)
    var lines: [String]
    if TextWidth.of(printable) <= inner {
      // Most rows fit: no wrapping, and glue only where a control put some.
      lines = [Self.hasGlue(printable) ? Self.unglued(printable) : printable]
    } else {
      let indentation = min(printable.prefix { $0 == " " }.count + 2, inner / 2)
      // A glued run too wide for a line of its own may break after its opening bracket.
      let text = printable.split(separator: " ", omittingEmptySubsequences: false).map { run in
        let loosened = TextWidth.of(String(run)) > inner - indentation
        return String(run.map { $0 == Self.looseGlue ? (loosened ? " " : Self.glue) : $0 })
      }.joined(separator: " ")
      let first = TextWidth.wrap(text, width: inner)
      lines = Array(first.prefix(1))
      if first.count > 1 {
        let rest = text.dropFirst(first[0].count).drop { $0 == " " }
        let hanging = String(repeating: " ", count: indentation)
        lines += TextWidth.wrap(String(rest), width: inner - indentation).map { hanging + $0 }
      }
      lines = lines.map(Self.unglued)
    }
    return lines.map { content in
      StyledLine(spans: [
        .init(text: "| ", style: .plain),
        .init(text: TextWidth.pad(content, to: inner), style: line.style),
        .init(text: " |", style: .plain),
      ])
    }
  }

  private func centered(_ text: String) -> String {
    let room = inner - TextWidth.of(text)
    guard room > 1 else { return text }
    return String(repeating: " ", count: room / 2) + text
  }

  private func navigationBar(_ display: Display) -> [StyledLine] {
    // A modal's root closes rather than goes back, as its own bar's button would say.
    let back = display.canGoBack ? (display.closesModal ? "x close" : "< back") : ""
    let title = TextWidth.printable(display.title)
    let titleWidth = TextWidth.of(title)
    let backWidth = TextWidth.of(back)
    // Centre the title; keep it clear of the back button.
    var start = (inner - titleWidth) / 2
    if backWidth > 0 { start = max(start, backWidth + 2) }
    if start + titleWidth > inner {
      return row(ContentLine(back.isEmpty ? title : "\(back)  \(title)"))
    }
    let gap = max(start - backWidth, 0)
    return row(ContentLine(back + String(repeating: " ", count: gap) + title))
  }

  func describe(_ element: Element, indent: Int) -> [ContentLine] {
    let pad = String(repeating: " ", count: indent)
    let id = element.id.map { "#\($0): " } ?? ""
    let disabled = element.isEnabled ? "" : "\(Self.glue)(disabled)"
    let state: StyledLine.Style = element.isEnabled ? .plain : .dim
    switch element.content {
    case .label(let text), .header(let text), .footer(let text), .image(let text):
      return [ContentLine(pad + id + text)]
    case .textField(let value, let placeholder), .secureField(let value, let placeholder):
      if value.isEmpty { return [ContentLine(pad + id + "(\(placeholder))" + disabled, state)] }
      let shown =
        element.kind == .secureField ? String(repeating: "*", count: value.count) : value
      return [ContentLine(pad + id + "[\(shown)]" + disabled, state)]
    case .button(let title):
      return [
        ContentLine(
          pad + id + "[\(Self.looseGlue)\(title)\(Self.glue)]" + disabled,
          element.isEnabled ? .strong : .dim)
      ]
    case .toggle(let title, let isOn):
      let mark = isOn ? "[x]" : "[ ]"
      return [ContentLine(pad + id + Self.glued(mark) + "\(Self.glue)" + title + disabled, state)]
    case .toolbar:
      let items = element.children.map { child in
        describe(child, indent: 0).map(\.text).joined(separator: " ")
      }
      return pack(items, pad: pad)
    case .tabs:
      let items = element.children.map { tab in
        let mark = tab.isSelected ? "*" : ""
        return "#\(tab.id ?? ""): \(mark)\(tab.label)\(mark)"
      }
      return pack(items, pad: pad)
    case .tab(let title, _):
      return [ContentLine(pad + id + title)]
    case .empty(let text):
      return [ContentLine(pad + "(\(text))")]
    case .list, .section, .row, .embed:
      return ListRenderer(renderer: self).describe(element, indent: indent)
    }
  }

  /// Items on as few lines as fit, two spaces apart; an item is split only when it is wider
  /// than a line.
  private func pack(_ items: [String], pad: String) -> [ContentLine] {
    var lines: [String] = []
    for item in items {
      if let last = lines.last, TextWidth.of(last) + 2 + TextWidth.of(item) <= inner {
        lines[lines.count - 1] = last + "  " + item
      } else {
        lines.append(pad + item)
      }
    }
    return lines.map { ContentLine($0) }
  }
}
