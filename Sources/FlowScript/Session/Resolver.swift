import FlowKit

/// Finds the element a target names on a display, or says why it cannot.
@MainActor
struct Resolver {
  let display: Display
  /// Whether a quoted text's `[..]` matches any text, as in an assertion's (`expect "Total
  /// [..]"`); a command's target (`tap "…"`) names its element exactly.
  var wildcards = false

  func resolve(_ target: Target) -> Result<Element, InteractionError> {
    let matches: [Element]
    switch target {
    case .id(let id):
      // While an alert is up its buttons are all a tap reaches, so one of theirs names a button
      // of the alert even when the screen under it has an element of the same id.
      if display.alert != nil, let action = display.alertActions.first(where: { $0.id == id }) {
        return .success(action)
      }
      matches = display.elements { $0.id == id }
    case .text(let text):
      let named = named(text)
      // Likewise, an alert's button by its title.
      if display.alert != nil, let action = display.alertActions.first(where: named) {
        return .success(action)
      }
      matches = display.elements { named($0) && $0.kind != .section && $0.kind != .list }
    case .row(let list, let section, let row, _):
      guard let listElement = display.elements(where: { $0.id == list && $0.kind == .list }).first
      else {
        let lists = candidates(kind: .list)
        return .failure(
          lists.isEmpty
            ? .noListNamed(list, candidates: candidates(kind: nil))
            : .notFound(target, candidates: lists))
      }
      let wanted = IndexPath(row: row, section: section)
      // A row beyond what is laid out is made on demand, as scrolling to it would.
      if let found = listElement.flattened.first(where: {
        $0.kind == .row && $0.indexPath == wanted
      })
        ?? listElement.rowAt?(wanted)
      {
        return .success(found)
      }
      let counts = listElement.sectionRowCounts ?? []
      let sectionRows = counts.indices.contains(section) ? counts[section] : 0
      if row >= 0, row < sectionRows {
        // The list has the row, but has not made it: it is below what the screen shows.
        let shown = listElement.flattened.filter { $0.kind == .row }.count
        return .failure(
          .rowNotOnScreen(target, shown: shown, total: counts.reduce(0, +), list: list))
      }
      return .failure(
        .noRow(
          target, rows: sectionRows, section: section, sections: counts.filter { $0 > 0 }.count))
    }
    if matches.count == 1 { return .success(matches[0]) }
    if matches.isEmpty {
      return .failure(.notFound(target, candidates: candidates(kind: nil)))
    }
    return .failure(.ambiguous(target, matches: matches.map(Resolver.describe)))
  }

  /// Whether an element is named `text`: its label or its accessibility label.
  private func named(_ text: String) -> (Element) -> Bool {
    let wildcards = wildcards && LineMatcher.hasWildcard(text)
    return { element in
      guard wildcards else { return element.label == text || element.accessibilityLabel == text }
      return AssertionText.matches(text, element.label)
        || element.accessibilityLabel.map { AssertionText.matches(text, $0) } == true
    }
  }

  /// The field `target` names, for what types into one (`type`, `clear`, `submit`): where a text
  /// names a field and other elements too (a `Text("Name")` beside `TextField("Name", ...)`),
  /// the field, as a UI test's `app.textFields["Name"]` finds it.
  func resolveField(_ target: Target) -> Result<Element, InteractionError> {
    let found = resolve(target)
    guard case .failure(.ambiguous) = found, case .text(let text) = target else { return found }
    let named = named(text)
    let fields = display.elements { named($0) && $0.isField }
    return fields.count == 1 ? .success(fields[0]) : found
  }

  /// What a target could name: the elements with ids (of `kind`, if given), and with no kind
  /// given, the rows laid out, each as its list's id and index with its title.
  func candidates(kind: Element.Kind?) -> [String] {
    var found: [String] = []
    func visit(_ element: Element, list: String?) {
      if kind == nil, element.kind == .row, let list, let path = element.indexPath {
        let index = path.section == 0 ? "\(path.row)" : "\(path)"
        found.append("#\(list)[\(index)]" + (element.label.isEmpty ? "" : " \"\(element.label)\""))
      } else if element.id != nil, kind.map({ element.kind == $0 }) ?? true {
        found.append(Resolver.describe(element))
      }
      for child in element.children {
        visit(child, list: element.kind == .list ? element.id : list)
      }
    }
    for element in display.elements { visit(element, list: nil) }
    for element in display.alertActions { visit(element, list: nil) }
    if let toast = display.toastElement { visit(toast, list: nil) }
    return found
  }

  nonisolated static func describe(_ element: Element) -> String {
    var text = element.id.map { "#\($0)" } ?? element.kind.rawValue
    if let path = element.indexPath { text += "[\(path)]" }
    if !element.label.isEmpty { text += " \"\(element.label)\"" }
    return text
  }
}
