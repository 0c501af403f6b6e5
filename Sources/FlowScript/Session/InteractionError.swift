public import FlowKit

/// A command that cannot act on the screen as it is: what was asked, what was found, what to try.
/// A test can catch one by case (`catch InteractionError.disabled(let target)`).
public enum InteractionError: Error, Equatable, Sendable, CustomStringConvertible {
  /// What an overlay stops: an element a command names, or a command that names none.
  public enum Subject: Equatable, Sendable {
    case target(Target)
    case command(String)
  }

  case notFound(Target, candidates: [String])
  case ambiguous(Target, matches: [String])
  case noRow(Target, rows: Int, section: Int, sections: Int)
  /// The list has the row, but it is below what the screen shows: `more` brings it.
  case rowNotOnScreen(Target, shown: Int, total: Int, list: String)
  case disabled(Target)
  /// Under the HUD; `pending` is how long until the next thing the app waits for, if it knows.
  case underHUD(Subject, pending: Duration?)
  case underAlert(Subject, alert: String, actions: [String])
  case notTappable(Target, kind: String)
  case notAField(Target, kind: String)
  /// The field does nothing on submit.
  case cannotSubmit(Target)
  case notAList(Target)
  case noList
  case noListNamed(String, candidates: [String])
  case severalLists([String])
  case cannotRefresh(String)
  case doesNotLoadMore(String)
  /// `back` at the root: nothing to go back to.
  case atRoot(title: String)
  /// `back` at the root of a full-screen cover, or of a sheet whose dismissal is disabled.
  case closesByItsOwnButtons(title: String)
  /// Navigation refused the step.
  case navigation(NavigationError)
  /// A deep link that does not lead anywhere.
  case link(String, reason: String)
  /// No app is open; `example` is an app `open` could take.
  case noApp(example: String?)

  public var description: String {
    switch self {
    case .notFound(let target, let candidates):
      candidates.isEmpty
        ? "no element matches \(target); nothing on screen has an id"
        : "no element matches \(target)"
          + (Self.nearest(target, among: candidates).map { " (did you mean \($0)?)" } ?? "")
          + "; on screen: \(candidates.joined(separator: ", "))"
    case .ambiguous(let target, let matches):
      "\(target) matches \(matches.count) elements: \(matches.joined(separator: ", ")); name one by its id"
    case .noRow(let target, let rows, let section, let sections):
      sections == 0
        ? "\(target): the list has no rows"
        : rows == 0
          ? "\(target): the list has no section \(section) (sections 0 to \(sections - 1))"
          : "\(target): section \(section) has \(rows) rows (0 to \(rows - 1))"
    case .rowNotOnScreen(let target, let shown, let total, let list):
      "\(target) is not on screen yet: the screen shows \(shown) of the list's \(total) rows; "
        + "'more #\(list)' scrolls to its end and brings the rest"
    case .disabled(let target): "\(target) is disabled"
    case .underHUD(.target(let target), let pending):
      "\(target) is under the HUD; \(Self.untilTheHUDGoes(pending))"
    case .underHUD(.command(let command), let pending):
      "'\(command)' waits while the HUD is up; \(Self.untilTheHUDGoes(pending))"
    case .underAlert(.target(let target), let alert, let actions):
      "\(target) is under the alert \"\(alert)\"; tap one of its actions: \(actions.joined(separator: ", "))"
    case .underAlert(.command(let command), let alert, let actions):
      "'\(command)' waits while the alert \"\(alert)\" is up; tap one of its actions: \(actions.joined(separator: ", "))"
    case .notTappable(let target, let kind):
      kind == "textField" || kind == "secureField"
        ? "\(target) is a \(Self.spoken(kind)): type into it, as in: type \(target) \"…\""
        : "\(target) is \(Self.article(kind)) \(Self.spoken(kind)), which cannot be tapped"
    case .notAField(let target, let kind):
      "\(target) is \(Self.article(kind)) \(Self.spoken(kind)), not a text field"
    case .cannotSubmit(let target):
      "\(target) does nothing on submit; give the field (or a view above it) .onSubmit { ... }"
    case .notAList(let target): "\(target) is not a list"
    case .noList: "this screen has no list"
    case .noListNamed(let list, let candidates):
      candidates.isEmpty
        ? "no list #\(list): this screen has no list, and nothing on it has an id"
        : "no list #\(list): this screen has no list; on screen: \(candidates.joined(separator: ", "))"
    case .severalLists(let lists):
      "this screen has several lists: \(lists.joined(separator: ", ")); name one"
    case .cannotRefresh(let list): "\(list) cannot be refreshed"
    case .doesNotLoadMore(let list): "\(list) does not load more"
    case .atRoot(let title):
      "already at the root of \"\(title)\": there is nothing to go back to"
    case .closesByItsOwnButtons(let title):
      "\"\(title)\" covers the screen and has no back: as on a phone, only its own buttons "
        + "close it (a full-screen cover, or a sheet with .interactiveDismissDisabled()); tap one"
    case .navigation(let error): error.description
    case .link(_, let reason): reason
    case .noApp(let example):
      "no app is open; try 'open \(example ?? "APP")' ('apps' lists them)"
    }
  }

  /// An element's kind as a user says it: `textField` is "text field".
  static func spoken(_ kind: String) -> String {
    kind == "secureField"
      ? "secure text field"
      : kind.reduce(into: "") { words, character in
        words += character.isUppercase ? " " + character.lowercased() : String(character)
      }
  }

  static func article(_ kind: String) -> String {
    "aeiou".contains(spoken(kind).first ?? "x") ? "an" : "a"
  }

  /// The element on screen whose id or label is nearest to a mistyped `target`, as the screen
  /// names it (`#login`, `"Sign in"`); candidates read `#id "label"`.
  static func nearest(_ target: Target, among candidates: [String]) -> String? {
    var words: [String] = []
    for candidate in candidates {
      if let space = candidate.firstIndex(of: " ") {
        words.append(String(candidate[..<space]))
        words.append(String(candidate[candidate.index(after: space)...]))
      } else {
        words.append(candidate)
      }
    }
    let written = target.description
    return Suggest.nearest(written, in: words.filter { $0.first == written.first })
  }

  /// How to get past the HUD: wait as long as the app's next step takes, or settle.
  static func untilTheHUDGoes(_ pending: Duration?) -> String {
    guard let pending, pending > .zero else { return "wait until it goes (settle)" }
    return "wait until it goes (wait \(DurationFormat.string(pending)), or settle)"
  }
}
