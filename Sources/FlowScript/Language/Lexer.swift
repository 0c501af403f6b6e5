import FlowKit
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

/// Splits a command line into words: spaces separate them, double quotes group them, and `\"`,
/// `\\`, `\t`, `\n`, `\r` and `\u{HEX}` stand for a quote, a backslash, a tab, a new line, a
/// return and any scalar inside quotes.
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
    let controlEscapes: [UInt8: UInt8] = [
      UInt8(ascii: "t"): UInt8(ascii: "\t"), UInt8(ascii: "n"): UInt8(ascii: "\n"),
      UInt8(ascii: "r"): UInt8(ascii: "\r"),
    ]
    // `{HEX}` after `\u`: one to six hex digits that name a Unicode scalar.
    func unicodeEscape(at escapeColumn: Int) throws(ScriptError) -> Unicode.Scalar {
      let malformed = ScriptError(
        "a \\u escape needs a scalar in braces, as in \\u{9} or \\u{1F600}", column: escapeColumn,
        hint: "write \\u{HEX} with one to six hex digits, or \\\\u for a backslash and a u")
      guard index < bytes.endIndex, bytes[index] == UInt8(ascii: "{") else { throw malformed }
      advance()
      var digits = ""
      while index < bytes.endIndex, bytes[index] != UInt8(ascii: "}"), digits.count < 7 {
        digits.append(Character(Unicode.Scalar(bytes[index])))
        advance()
      }
      guard index < bytes.endIndex, bytes[index] == UInt8(ascii: "}"),
        (1...6).contains(digits.count),
        let value = UInt32(digits, radix: 16)
      else { throw malformed }
      advance()
      guard let scalar = Unicode.Scalar(value) else {
        throw ScriptError(
          "\\u{\(digits)} is not a Unicode scalar", column: escapeColumn,
          hint: "use a code point up to 10FFFF that is not a surrogate (D800 to DFFF)")
      }
      return scalar
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
            // A backslash that ends the line escapes nothing: the quote is what is missing.
            if index == bytes.endIndex { break }
            // `\[` stays as it is: in an assertion, `\[..]` is a literal `[..]`.
            if index < bytes.endIndex, bytes[index] == UInt8(ascii: "[") {
              text.append(backslash)
              text.append(bytes[index])
              advance()
              continue
            }
            // Control characters: `\t`, `\n`, `\r` and `\u{HEX}`, as transcripts write them.
            if index < bytes.endIndex, let control = controlEscapes[bytes[index]] {
              text.append(control)
              advance()
              continue
            }
            if index < bytes.endIndex, bytes[index] == UInt8(ascii: "u") {
              advance()
              let scalar = try unicodeEscape(at: escapeColumn)
              text.append(contentsOf: Array(String(Character(scalar)).utf8))
              continue
            }
            guard index < bytes.endIndex, bytes[index] == quote || bytes[index] == backslash else {
              let shown = index < bytes.endIndex ? String(line[index...].prefix(1)) : ""
              throw ScriptError(
                "unknown escape '\\\(shown)' in quotes", column: escapeColumn,
                hint:
                  "inside quotes write \\\" for a quote, \\\\ for a backslash, \\t for a tab, "
                  + "\\u{1F600} for any character and \\[..] for a literal [..]"
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

  /// `line` with each control character made visible the way it reads back: inside quotes as
  /// its escape (`\t`), outside them a tab as the space it separates words as, any other as its
  /// escape. A line without control characters comes back unchanged.
  static func escapingControls(_ line: String) -> String {
    guard line.unicodeScalars.contains(where: ControlCharacters.isControl) else { return line }
    var result = ""
    var inQuotes = false
    var escaping = false
    for scalar in line.unicodeScalars {
      if ControlCharacters.isControl(scalar) {
        result += !inQuotes && scalar == "\t" ? " " : ControlCharacters.escape(scalar)
        escaping = false
        continue
      }
      if escaping {
        escaping = false
      } else if inQuotes && scalar == "\\" {
        escaping = true
      } else if scalar == "\"" {
        inQuotes.toggle()
      }
      result.unicodeScalars.append(scalar)
    }
    return result
  }

  /// `text` in double quotes, with `\` and `"` escaped, and control characters as escapes.
  static func quoted(_ text: String) -> String {
    let escaped = text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(
      of: "\"", with: "\\\"")
    return "\"\(ControlCharacters.escaped(escaped))\""
  }

  /// `text` as the command language writes it: bare when it can be, else quoted and escaped.
  static func quote(_ text: String) -> String {
    let needsQuotes =
      text.isEmpty || text.contains { $0 == " " || $0 == "\"" || $0 == "\\" }
      || text.unicodeScalars.contains(where: ControlCharacters.isControl) || text.hasPrefix("#")
    return needsQuotes ? quoted(text) : text
  }
}
