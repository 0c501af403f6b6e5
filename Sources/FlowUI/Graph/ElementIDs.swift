import FlowKit

/// The ids of a screen's elements: `.accessibilityIdentifier` where a view gives one, and for an
/// element a user can act on without one, an id derived from its label.
///
/// The rule: the label's words (runs of letters and digits, in any script) in lower camel case,
/// `"New post"` -> `newPost`, `"Follow"` -> `follow`, `"登录"` -> `登录`; a field by its
/// placeholder; a label with no letters or digits by its kind (`button`, `field`, `toggle`,
/// `list`, `tab`). A second element with the same id gets `2`, a third `3`, in the order the
/// screen shows them. The same views give the same ids on every run.
enum ElementIDs {
  /// `elements` with an id on every element a user can act on, each id once on the screen.
  static func assign(_ elements: [Element]) -> [Element] {
    var taken: Set<String> = []
    collect(elements, into: &taken)
    var counts: [String: Int] = [:]
    return elements.map { assign($0, taken: &taken, counts: &counts).0 }
  }

  private static func collect(_ elements: [Element], into taken: inout Set<String>) {
    for element in elements {
      if let id = element.id { taken.insert(id) }
      collect(element.children, into: &taken)
    }
  }

  /// The element with ids given, and whether anything in it changed.
  private static func assign(
    _ element: Element, taken: inout Set<String>, counts: inout [String: Int]
  ) -> (Element, changed: Bool) {
    var element = element
    var changed = false
    if element.id == nil, let kind = actionableKind(element) {
      let base = derive(from: label(of: element), kind: kind)
      var id = base
      var count = counts[base, default: 1]
      while taken.contains(id) {
        count += 1
        id = base + String(count)
      }
      counts[base] = count
      taken.insert(id)
      element = element.with(id: id)
      changed = true
    }
    if !element.children.isEmpty {
      // Most children need no id (rows, labels): the element is copied only when one does.
      var children = element.children
      var childChanged = false
      for index in children.indices {
        let (assigned, didChange) = assign(children[index], taken: &taken, counts: &counts)
        if didChange {
          children[index] = assigned
          childChanged = true
        }
      }
      if childChanged {
        element.children = children
        changed = true
      }
    }
    return (element, changed)
  }

  /// The kind word of an element that needs an id, or nil for one that does not.
  private static func actionableKind(_ element: Element) -> String? {
    switch element.kind {
    case .button: "button"
    case .toggle: "toggle"
    case .textField, .secureField: "field"
    case .list: "list"
    case .tab: "tab"
    default: nil
    }
  }

  private static func label(of element: Element) -> String {
    element.accessibilityLabel ?? (element.isField ? (element.placeholder ?? "") : element.label)
  }

  /// The id the rule derives from `label`, or `kind` when the label has no letter or digit.
  static func derive(from label: String, kind: String) -> String {
    let words = label.split { !($0.isLetter || $0.isNumber) }
    guard let first = words.first else { return kind }
    return first.lowercased() + words.dropFirst().map { capitalized(String($0)) }.joined()
  }

  /// `word` with its first letter upper case and the rest lower case.
  static func capitalized(_ word: String) -> String {
    guard let first = word.first else { return word }
    return first.uppercased() + word.dropFirst().lowercased()
  }
}
