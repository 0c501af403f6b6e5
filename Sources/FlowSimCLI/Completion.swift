import FlowScript
import Foundation

/// What Tab completes: command names first, then app names after `open`, setting names after
/// `set`, and the ids of the elements on the current screen elsewhere.
struct Completion {
  let commands: [String]
  let apps: [String]
  let settings: [SettingSpec]
  let ids: [String]
  /// The scenario files `include` could name, relative to the working folder.
  var files: [String] = []
  /// The variables `${` could name.
  var variables: [String] = []

  func candidates(line: String, wordStart: Int) -> [String] {
    let before = String(line.prefix(wordStart))
    let words = before.split(separator: " ").map(String.init)
    guard let command = words.first else { return commands }
    switch command {
    case "open": return words.count == 1 ? apps : []
    case "include": return words.count == 1 ? files : []
    case "help": return words.count == 1 ? commands : []
    case "set":
      if words.count == 1 { return settings.map(\.name) }
      if words.count == 2 { return settings.first { $0.name == words[1] }?.values ?? [] }
      return []
    case "expect":
      return words.count == 1
        ? ExpectationParser.subjects + ids
        : (words.count == 2 && words[1] != "no" ? ExpectationParser.properties : ids)
    default:
      return ids
    }
  }

  func matches(_ prefix: String, line: String, wordStart: Int) -> [String] {
    // `${` completes the variables that are set, wherever it is typed.
    if let open = prefix.range(of: "${", options: .backwards) {
      let start = prefix[..<open.upperBound]
      let typed = prefix[open.upperBound...]
      return variables.filter { $0.hasPrefix(typed) }.map { start + $0 + "}" }
    }
    return candidates(line: line, wordStart: wordStart).filter { $0.hasPrefix(prefix) }
  }
}
