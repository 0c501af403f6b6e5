import FlowKit

/// Finds the element a target names on a display, or says why it cannot.
@MainActor
struct Resolver {
  let display: Display

  func resolve(_ target: Target) -> Result<Element, InteractionError> {
    let matches: [Element]
    switch target {
    case .id(let id):
      matches = display.elements { $0.id == id }
    case .text(let text):
      matches = display.elements {
        $0.label == text && $0.kind != .section && $0.kind != .list
      }
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

  func candidates(kind: Element.Kind?) -> [String] {
    display.elements { element in
      guard element.id != nil else { return false }
      return kind.map { element.kind == $0 } ?? true
    }.map(Resolver.describe)
  }

  static func describe(_ element: Element) -> String {
    var text = element.id.map { "#\($0)" } ?? element.kind.rawValue
    if let path = element.indexPath { text += "[\(path)]" }
    if !element.label.isEmpty { text += " \"\(element.label)\"" }
    return text
  }
}

/// A command that cannot act on the screen as it is: what was asked, what was found, what to try.
enum InteractionError: Error, CustomStringConvertible {
  /// What an overlay stops: an element a command names, or a command that names none.
  enum Subject {
    case target(Target)
    case command(String)
  }

  case notFound(Target, candidates: [String])
  case ambiguous(Target, matches: [String])
  case noRow(Target, rows: Int, section: Int, sections: Int)
  case disabled(Target)
  case underHUD(Subject)
  case underAlert(Subject, alert: String, actions: [String])
  case notTappable(Target, kind: String)
  case notAField(Target, kind: String)
  case notAList(Target)
  case noList
  case noListNamed(String, candidates: [String])
  case severalLists([String])
  case noApp
  case other(String)

  var description: String {
    switch self {
    case .notFound(let target, let candidates):
      candidates.isEmpty
        ? "no element matches \(target); nothing on screen has an id"
        : "no element matches \(target); on screen: \(candidates.joined(separator: ", "))"
    case .ambiguous(let target, let matches):
      "\(target) matches \(matches.count) elements: \(matches.joined(separator: ", ")); name one by its id"
    case .noRow(let target, let rows, let section, let sections):
      sections == 0
        ? "\(target): the list has no rows"
        : rows == 0
          ? "\(target): the list has no section \(section) (sections 0 to \(sections - 1))"
          : "\(target): section \(section) has \(rows) rows (0 to \(rows - 1))"
    case .disabled(let target): "\(target) is disabled"
    case .underHUD(.target(let target)):
      "\(target) is under the HUD; wait until it goes (wait 500ms, or settle)"
    case .underHUD(.command(let command)):
      "'\(command)' waits while the HUD is up; wait until it goes (wait 500ms, or settle)"
    case .underAlert(.target(let target), let alert, let actions):
      "\(target) is under the alert \"\(alert)\"; tap one of its actions: \(actions.joined(separator: ", "))"
    case .underAlert(.command(let command), let alert, let actions):
      "'\(command)' waits while the alert \"\(alert)\" is up; tap one of its actions: \(actions.joined(separator: ", "))"
    case .notTappable(let target, let kind): "\(target) is a \(kind), which cannot be tapped"
    case .notAField(let target, let kind): "\(target) is a \(kind), not a text field"
    case .notAList(let target): "\(target) is not a list"
    case .noList: "this screen has no list"
    case .noListNamed(let list, let candidates):
      candidates.isEmpty
        ? "no list #\(list): this screen has no list, and nothing on it has an id"
        : "no list #\(list): this screen has no list; on screen: \(candidates.joined(separator: ", "))"
    case .severalLists(let lists):
      "this screen has several lists: \(lists.joined(separator: ", ")); name one"
    case .noApp: "no app is open; try 'open login' ('apps' lists them)"
    case .other(let message): message
    }
  }
}
