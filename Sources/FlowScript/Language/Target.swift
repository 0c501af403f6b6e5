/// What a command names an element by (SPEC §2).
public enum Target: Hashable, Sendable, CustomStringConvertible {
  /// `#id`: the element with that id.
  case id(String)
  /// `"text"`: the element whose visible label or title is exactly this.
  case text(String)
  /// `#list[3]` or `#list[1:3]`: a row of a list.
  case row(list: String, section: Int, row: Int, written: String)

  /// Parses a target word.
  static func parse(_ word: Word) throws(ScriptError) -> Target {
    if word.quoted { return .text(word.text) }
    let text = word.text
    // The common case, `#id` in ASCII, by its bytes alone.
    let bytes = text.utf8
    if bytes.first == UInt8(ascii: "#"), bytes.count > 1,
      bytes.dropFirst().allSatisfy({ $0 < 0x80 && isIDCharacter(Character(Unicode.Scalar($0))) })
    {
      return .id(String(text.dropFirst()))
    }
    guard text.hasPrefix("#"), text.count > 1 else {
      throw ScriptError(
        "'\(text)' is not a target", column: word.column,
        hint: "name an element as #id, \"text\", #list[3] or #list[1:3]")
    }
    let body = text.dropFirst()
    guard let open = body.firstIndex(of: "[") else {
      guard body.allSatisfy(Target.isIDCharacter) else {
        throw ScriptError(
          "'\(text)' is not an id", column: word.column,
          hint: "ids are letters, digits, '_', '-' and '.', as in #login")
      }
      return .id(String(body))
    }
    let list = String(body[..<open])
    guard !list.isEmpty, list.allSatisfy(Target.isIDCharacter), body.hasSuffix("]") else {
      throw ScriptError(
        "'\(text)' is not a row", column: word.column, hint: "write a row as #list[3] or #list[1:3]"
      )
    }
    let inside = body[body.index(after: open)..<body.index(before: body.endIndex)]
    let numbers = inside.split(separator: ":", omittingEmptySubsequences: false)
    let values = numbers.map { Int($0) }
    guard (1...2).contains(numbers.count), values.allSatisfy({ ($0 ?? -1) >= 0 }) else {
      throw ScriptError(
        "'\(text)' has no row number", column: word.column + 1 + list.count + 1,
        hint: "rows count from 0: #\(list)[0], or #\(list)[1:3] for section 1, row 3")
    }
    let section = values.count == 2 ? values[0] ?? 0 : 0
    let row = values[values.count - 1] ?? 0
    return .row(list: list, section: section, row: row, written: text)
  }

  static func isIDCharacter(_ character: Character) -> Bool {
    // ASCII first: Unicode property lookups are slow, and ids are nearly always ASCII.
    if let ascii = character.asciiValue {
      switch ascii {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "-"),
        UInt8(ascii: "."):
        return true
      default:
        return false
      }
    }
    return character.isLetter || character.isNumber
  }

  /// The target as written in a command.
  public var description: String {
    switch self {
    case .id(let id): "#\(id)"
    case .text(let text): Lexer.quote(text).hasPrefix("\"") ? Lexer.quote(text) : "\"\(text)\""
    case .row(_, _, _, let written): written
    }
  }
}

extension Target {
  /// `#list[row]`, or `#list[section:row]`.
  public static func row(_ list: String, _ row: Int, section: Int = 0) -> Target {
    .row(
      list: list, section: section, row: row,
      written: section == 0 ? "#\(list)[\(row)]" : "#\(list)[\(section):\(row)]")
  }
}
