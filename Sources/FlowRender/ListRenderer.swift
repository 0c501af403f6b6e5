import FlowKit

/// Draws lists: sections with header and footer, rows with their index and detail, and the
/// refreshing, loading-more, no-more-data and empty states.
struct ListRenderer {
  let renderer: ScreenRenderer

  func describe(_ element: Element, indent: Int) -> [ContentLine] {
    let pad = String(repeating: " ", count: indent)
    switch element.kind {
    case .list:
      var lines = [
        ContentLine(pad + (element.id.map { "#\($0)" } ?? "list") + labelSuffix(element))
      ]
      for header in element.children where header.kind == .header {
        lines.append(ContentLine(pad + "  -- \(header.label) --"))
      }
      let multiSection = element.children.count { $0.kind == .section } > 1
      var shown = 0
      let total = element.rowCount
      // Rows come in sections, or straight under the list as a list of one section is often
      // built by hand; either way before the list's footer.
      for child in element.children {
        switch child.kind {
        case .section:
          if !child.label.isEmpty { lines.append(ContentLine(pad + "  -- \(child.label) --")) }
          for row in child.children where row.kind == .row {
            guard shown < Display.visibleRowLimit else { break }
            lines += describeRow(row, multiSection: multiSection, indent: indent + 2)
            shown += 1
          }
          if let footer = child.footer, !footer.isEmpty {
            lines.append(ContentLine(pad + "  -- \(footer) --"))
          }
        case .row where shown < Display.visibleRowLimit:
          lines += describeRow(child, multiSection: multiSection, indent: indent + 2)
          shown += 1
        default: break
        }
      }
      if total > shown {
        let more = total - shown
        lines.append(ContentLine(pad + "  … \(more) more \(more == 1 ? "row" : "rows")"))
      }
      for other in element.children where other.kind == .footer {
        lines.append(ContentLine(pad + "  -- \(other.label) --"))
      }
      for other in element.children
      where ![.section, .row, .header, .footer].contains(other.kind) {
        lines += renderer.describe(other, indent: indent + 2)
      }
      return lines
    case .section:
      return element.children.flatMap { describeRow($0, multiSection: true, indent: indent) }
    case .row:
      return describeRow(element, multiSection: false, indent: indent)
    default:
      return renderer.describe(element, indent: indent)
    }
  }

  private func labelSuffix(_ element: Element) -> String {
    element.label.isEmpty ? "" : " \(element.label)"
  }

  private func describeRow(_ row: Element, multiSection: Bool, indent: Int) -> [ContentLine] {
    let pad = String(repeating: " ", count: indent)
    let index =
      row.indexPath.map { multiSection ? "[\($0.section):\($0.row)]" : "[\($0.row)]" } ?? "[?]"
    let image = row.image.map { "<\($0)> " } ?? ""
    let glue = ScreenRenderer.glue
    let disabled = row.isEnabled ? "" : "\(glue)(disabled)"
    let style: StyledLine.Style = row.isEnabled ? .plain : .dim
    let detail = row.detail ?? ""
    var lines: [ContentLine]
    switch row.style ?? .default {
    case .subtitle, .custom:
      lines = [ContentLine(pad + "\(index)\(glue)\(image)\(row.label)\(disabled)", style)]
      if !detail.isEmpty { lines.append(ContentLine(pad + "    \(detail)", style)) }
    case .value2:
      lines = [
        ContentLine(pad + "\(index)\(glue)\(image)\(row.label): \(detail)\(disabled)", style)
      ]
    case .value1, .default:
      let shown = detail.isEmpty ? "" : "\(glue)· \(detail)"
      lines = [
        ContentLine(pad + "\(index)\(glue)\(image)\(row.label)\(shown)\(disabled)", style)
      ]
    }
    // What a row holds that a user can act on by itself (a button in a SwiftUI row), under it.
    for child in row.children { lines += renderer.describe(child, indent: indent + 4) }
    return lines
  }
}
