public import FlowKit

/// Lists the element tree of a display: kind, id, label and state, one element a line.
public enum TreeRenderer {
  /// The tree as lines joined by newlines.
  public static func render(_ display: Display) -> String {
    guard !display.stacks.isEmpty else { return "(no app is open)" }
    var lines = ["screen \"\(display.title)\""]
    func visit(_ element: Element, depth: Int) {
      lines.append(String(repeating: "  ", count: depth) + line(for: element))
      for child in element.children { visit(child, depth: depth + 1) }
    }
    for element in display.elements { visit(element, depth: 1) }
    if display.hud { lines.append("  hud") }
    if let alert = display.alert {
      lines.append("  alert \"\(alert.title)\"")
      for (index, action) in alert.actions.enumerated() {
        visit(Display.element(for: action, at: index), depth: 2)
      }
    }
    if let toast = display.toast { lines.append("  toast \"\(toast)\"") }
    return lines.map(TextWidth.printable).joined(separator: "\n")
  }

  static func line(for element: Element) -> String {
    var parts = [element.kind.rawValue]
    if let id = element.id { parts.append("#\(id)") }
    if let path = element.indexPath { parts.append("[\(path)]") }
    if !element.label.isEmpty { parts.append("\"\(element.label)\"") }
    if element.isField {
      let value = element.value ?? ""
      let shown =
        element.kind == .secureField ? String(repeating: "*", count: value.count) : value
      parts.append("value=\"\(shown)\"")
      if let placeholder = element.placeholder { parts.append("placeholder=\"\(placeholder)\"") }
    }
    if let detail = element.detail, !detail.isEmpty { parts.append("detail=\"\(detail)\"") }
    if let footer = element.footer, !footer.isEmpty { parts.append("footer=\"\(footer)\"") }
    if let style = element.style { parts.append("style=\(style.rawValue)") }
    if !element.isEnabled { parts.append("disabled") }
    if element.isSelected { parts.append("selected") }
    if let isOn = element.isOn { parts.append(isOn ? "on" : "off") }
    return parts.joined(separator: " ")
  }
}
