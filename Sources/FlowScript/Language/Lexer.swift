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
    // The bytes that matter (space, tab, quote, backslash) are ASCII, so the line is read as
    // UTF-8; columns count characters by their first bytes, as a terminal shows them.
    let bytes = line.utf8
    let space = UInt8(ascii: " ")
    let tab = UInt8(ascii: "\t")
    let quote = UInt8(ascii: "\"")
    let backslash = UInt8(ascii: "\\")
    func isContinuation(_ byte: UInt8) -> Bool { byte & 0xC0 == 0x80 }
    var words: [Word] = []
    var index = bytes.startIndex
    var column = 0
    func advance() {
      if !isContinuation(bytes[index]) { column += 1 }
      index = bytes.index(after: index)
    }
    while index < bytes.endIndex {
      let byte = bytes[index]
      if byte == space || byte == tab {
        advance()
        continue
      }
      let start = column + 1
      if byte == quote {
        // A quoted word: escapes are undone as it is copied.
        var text: [UInt8] = []
        var closed = false
        advance()
        while index < bytes.endIndex {
          let byte = bytes[index]
          if byte == backslash {
            let escapeColumn = column + 1
            advance()
            // `\[` stays as it is: in an assertion, `\[..]` is a literal `[..]`.
            if index < bytes.endIndex, bytes[index] == UInt8(ascii: "[") {
              text.append(backslash)
              text.append(bytes[index])
              advance()
              continue
            }
            guard index < bytes.endIndex, bytes[index] == quote || bytes[index] == backslash else {
              let shown = index < bytes.endIndex ? String(line[index...].prefix(1)) : ""
              throw ScriptError(
                "unknown escape '\\\(shown)' in quotes", column: escapeColumn,
                hint:
                  "inside quotes write \\\" for a quote, \\\\ for a backslash and \\[..] for a literal [..]"
              )
            }
            text.append(bytes[index])
            advance()
            continue
          }
          advance()
          if byte == quote {
            closed = true
            break
          }
          text.append(byte)
        }
        guard closed else {
          throw ScriptError(
            "the quote opened here is never closed", column: start,
            hint: "add a closing \" at the end")
        }
        if index < bytes.endIndex, bytes[index] != space, bytes[index] != tab {
          throw ScriptError(
            "text right after a closing quote", column: column + 1,
            hint: "put a space after the closing quote")
        }
        words.append(Word(text: String(decoding: text, as: UTF8.self), quoted: true, column: start))
        continue
      }
      // A bare word: a slice of the line, up to the next space.
      let wordStart = index
      while index < bytes.endIndex, bytes[index] != space, bytes[index] != tab {
        if bytes[index] == quote {
          throw ScriptError(
            "a quote in the middle of a word", column: column + 1,
            hint: "put a space before the quoted text")
        }
        advance()
      }
      words.append(Word(text: String(line[wordStart..<index]), quoted: false, column: start))
    }
    return words
  }

  /// `text` in double quotes, with `\` and `"` escaped.
  static func quoted(_ text: String) -> String {
    let escaped = text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(
      of: "\"", with: "\\\"")
    return "\"\(escaped)\""
  }

  /// `text` as the command language writes it: bare when it can be, else quoted and escaped.
  static func quote(_ text: String) -> String {
    let needsQuotes =
      text.isEmpty || text.contains { $0 == " " || $0 == "\t" || $0 == "\"" || $0 == "\\" }
      || text.hasPrefix("#")
    return needsQuotes ? quoted(text) : text
  }
}
