import Foundation

/// A word of a command line, with the column it starts at (1-based).
public struct Word: Equatable, Sendable {
  /// The word's text, unquoted.
  public var text: String
  /// Whether it was written in double quotes.
  public var quoted: Bool
  /// The column of its first character, counted from 1.
  public var column: Int
}

/// Splits a command line into words: spaces separate them, double quotes group them, and `\"`
/// and `\\` stand for a quote and a backslash inside quotes.
enum Lexer {
  static func words(_ line: String) throws(ScriptError) -> [Word] {
    var words: [Word] = []
    var current = ""
    var start = 0
    var inWord = false
    var quoted = false
    var inQuotes = false
    var escaping = false
    var column = 0
    var quoteColumn = 0
    for character in line {
      column += 1
      if inQuotes {
        if escaping {
          guard character == "\"" || character == "\\" else {
            throw ScriptError(
              "unknown escape '\\\(character)' in quotes", column: column - 1,
              hint: "inside quotes write \\\" for a quote and \\\\ for a backslash")
          }
          current.append(character)
          escaping = false
        } else if character == "\\" {
          escaping = true
        } else if character == "\"" {
          inQuotes = false
        } else {
          current.append(character)
        }
        continue
      }
      if character == " " || character == "\t" {
        if inWord {
          words.append(Word(text: current, quoted: quoted, column: start))
          current = ""
          inWord = false
          quoted = false
        }
        continue
      }
      if !inWord {
        inWord = true
        start = column
      }
      if character == "\"" {
        guard current.isEmpty, !quoted else {
          throw ScriptError(
            "a quote in the middle of a word", column: column,
            hint: "put a space before the quoted text")
        }
        inQuotes = true
        quoted = true
        quoteColumn = column
      } else {
        if quoted {
          throw ScriptError(
            "text right after a closing quote", column: column,
            hint: "put a space after the closing quote")
        }
        current.append(character)
      }
    }
    if inQuotes {
      throw ScriptError(
        "the quote opened here is never closed", column: quoteColumn,
        hint: "add a closing \" at the end")
    }
    if inWord { words.append(Word(text: current, quoted: quoted, column: start)) }
    return words
  }

  /// `text` as the command language writes it: bare when it can be, else quoted and escaped.
  static func quote(_ text: String) -> String {
    let needsQuotes =
      text.isEmpty || text.contains { $0 == " " || $0 == "\t" || $0 == "\"" || $0 == "\\" }
      || text.hasPrefix("#")
    guard needsQuotes else { return text }
    let escaped = text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(
      of: "\"", with: "\\\"")
    return "\"\(escaped)\""
  }
}
