import FlowKit
import FlowScript
import Foundation

/// What Tab completes: command names first, then app names after `open`, setting names after
/// `set`, and elsewhere the targets on the current screen that the command acts on: what can be
/// tapped after `tap`, fields after `type`, lists after `more`; rows (`#list[3]`) once a `[` is
/// typed.
struct Completion {
  let commands: [String]
  let apps: [String]
  let settings: [SettingSpec]
  /// The targets on the screen and their kinds (``Session/targets()``).
  let targets: [(target: String, kind: Element.Kind, tappable: Bool)]
  /// The scenario files `include` could name, relative to the working folder.
  var files: [String] = []
  /// The variables `${` could name.
  var variables: [String] = []

  func candidates(line: String, wordStart: Int) -> [String] {
    let before = String(line.prefix(wordStart))
    let words = before.split(separator: " ").map(String.init)
    guard let command = words.first else { return commands }
    // What follows a command is said in its row of the command table.
    guard let spec = CommandTable.spec(named: command) else { return ids() }
    switch spec.completes {
    case .anyTarget: return ids()
    case .app: return words.count == 1 ? apps : []
    case .file: return words.count == 1 ? files : []
    case .command: return words.count == 1 ? commands : []
    case .setting:
      if words.count == 1 { return settings.map(\.name) }
      if words.count == 2 { return settings.first { $0.name == words[1] }?.values ?? [] }
      return []
    case .expectation:
      return words.count == 1
        ? ExpectationParser.subjects + ids()
        : (words.count == 2 && words[1] != "no" ? ExpectationParser.properties : ids())
    // A command of one target completes it once: after it comes text, or nothing.
    case .target where words.count > 1: return []
    case .target(.tappable):
      // What a tap acts on: what has a tap action, and lists, to go on with `[` to a row.
      return ids { $0.tappable || $0.kind == .list || $0.target == "#\(Display.toastID)" }
    case .target(.field): return ids([.textField, .secureField])
    case .target(.list): return ids([.list])
    }
  }

  /// The targets of `kinds` (all when nil) that pass `keep`: none when the screen has none of
  /// them. Rows come too, and `matches` keeps them only once a `[` is typed.
  private func ids(
    _ kinds: Set<Element.Kind>? = nil,
    keep: ((target: String, kind: Element.Kind, tappable: Bool)) -> Bool = { _ in true }
  ) -> [String] {
    targets.filter { (kinds?.contains($0.kind) ?? true) && keep($0) }.map(\.target)
  }

  /// What follows the one match once it is written out: nothing after a list id where a row
  /// may follow (`tap #waybills` goes on with `[`), a space elsewhere.
  func appended(after matches: [String], line: String) -> Character? {
    guard matches.count == 1, let match = matches.first,
      targets.contains(where: { $0.target == match && $0.kind == .list }),
      let command = line.split(separator: " ").first,
      CommandTable.spec(named: String(command))?.completes == .target(.tappable)
    else { return " " }
    return nil
  }

  func matches(_ prefix: String, line: String, wordStart: Int) -> [String] {
    // `${` completes the variables that are set, wherever it is typed.
    if let open = prefix.range(of: "${", options: .backwards) {
      let start = prefix[..<open.upperBound]
      let typed = prefix[open.upperBound...]
      return variables.filter { $0.hasPrefix(typed) }.map { start + $0 + "}" }
    }
    // Rows are many: they are offered once a `[` says a row is meant.
    let rows = prefix.contains("[")
    return candidates(line: line, wordStart: wordStart).filter {
      $0.hasPrefix(prefix) && (rows || !$0.hasSuffix("]"))
    }
  }
}
