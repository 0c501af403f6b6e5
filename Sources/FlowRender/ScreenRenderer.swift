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

  /// The screen as lines of text joined by newlines, with no trailing newline.
  public func render(_ display: Display) -> String {
    var lines: [String] = [border()]
    if display.stacks.isEmpty {
      lines += row("(no app is open: try 'open login')")
      lines.append(border())
      return lines.joined(separator: "\n")
    }
    lines += navigationBar(display)
    lines.append(border())
    var content: [String] = []
    for element in display.elements { content += describe(element, indent: 0) }
    if content.isEmpty { content = ["(empty)"] }
    for line in content { lines += row(line) }
    if display.hud || display.alert != nil || display.toast != nil { lines.append(border()) }
    if display.hud { lines += row(centered("[ HUD ]")) }
    if let alert = display.alert {
      lines += row("alert: \(alert.title)")
      if !alert.message.isEmpty { lines += row("  \(alert.message)") }
      let actions = alert.actions.enumerated().map { index, action in
        let element = Display.element(for: action, at: index)
        let style = action.style == .default ? "" : " (\(action.style.rawValue))"
        return "#\(element.id ?? "")  [ \(action.title) ]\(style)"
      }
      for action in actions { lines += row("  \(action)") }
    }
    if let toast = display.toast { lines += row("toast: \(toast)") }
    lines.append(border())
    return lines.joined(separator: "\n")
  }

  private func border() -> String { "+" + String(repeating: "-", count: width - 2) + "+" }

  private func row(_ text: String) -> [String] {
    // Continuation lines keep the first line's indentation, so a wrapped row stays in its column.
    let text = TextWidth.printable(text)
    let indentation = min(text.prefix { $0 == " " }.count, inner / 2)
    let first = TextWidth.wrap(text, width: inner)
    var lines = Array(first.prefix(1))
    if first.count > 1 {
      let rest = text.dropFirst(first[0].count).drop { $0 == " " }
      let hanging = String(repeating: " ", count: indentation)
      lines += TextWidth.wrap(String(rest), width: inner - indentation).map { hanging + $0 }
    }
    return lines.map { "| " + TextWidth.pad($0, to: inner) + " |" }
  }

  private func centered(_ text: String) -> String {
    let room = inner - TextWidth.of(text)
    guard room > 1 else { return text }
    return String(repeating: " ", count: room / 2) + text
  }

  private func navigationBar(_ display: Display) -> [String] {
    let back = display.canGoBack ? "< back" : ""
    let title = TextWidth.printable(display.title)
    let titleWidth = TextWidth.of(title)
    let backWidth = TextWidth.of(back)
    // Centre the title; keep it clear of the back button.
    var start = (inner - titleWidth) / 2
    if backWidth > 0 { start = max(start, backWidth + 2) }
    if start + titleWidth > inner { return row(back.isEmpty ? title : "\(back)  \(title)") }
    let gap = max(start - backWidth, 0)
    return row(back + String(repeating: " ", count: gap) + title)
  }

  func describe(_ element: Element, indent: Int) -> [String] {
    let pad = String(repeating: " ", count: indent)
    let id = element.id.map { "#\($0): " } ?? ""
    let disabled = element.isEnabled ? "" : " (disabled)"
    switch element.kind {
    case .label, .header, .footer, .image:
      return [pad + id + element.label]
    case .textField, .secureField:
      let value = element.value ?? ""
      if value.isEmpty { return [pad + id + "(\(element.placeholder ?? ""))" + disabled] }
      let shown =
        element.kind == .secureField ? String(repeating: "*", count: value.count) : value
      return [pad + id + "[\(shown)]" + disabled]
    case .button:
      return [pad + id + "[ \(element.label) ]" + disabled]
    case .toolbar:
      return pack(element.children.map { describe($0, indent: 0).joined(separator: " ") }, pad: pad)
    case .tabs:
      let items = element.children.map { tab in
        let mark = tab.isSelected ? "*" : ""
        return "#\(tab.id ?? ""): \(mark)\(tab.label)\(mark)"
      }
      return pack(items, pad: pad)
    case .tab:
      return [pad + id + element.label]
    case .empty:
      return [pad + "(\(element.label))"]
    case .list, .section, .row, .embed:
      return ListRenderer(renderer: self).describe(element, indent: indent)
    }
  }

  /// Items on as few lines as fit, two spaces apart; an item is split only when it is wider
  /// than a line.
  private func pack(_ items: [String], pad: String) -> [String] {
    var lines: [String] = []
    for item in items {
      if let last = lines.last, TextWidth.of(last) + 2 + TextWidth.of(item) <= inner {
        lines[lines.count - 1] = last + "  " + item
      } else {
        lines.append(pad + item)
      }
    }
    return lines
  }
}
