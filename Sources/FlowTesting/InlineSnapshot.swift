import FlowScript
import Foundation
import Synchronization

/// Writes an inline snapshot into a test's source: the trailing closure of the `assertScreen`
/// call at a line, added or replaced, holding a multi-line string literal.
///
/// Files are rewritten whole (through a temporary file and a rename). Lines that earlier
/// rewrites in this process added or removed are accounted for, so several snapshots of one file
/// can be recorded in one run.
enum InlineSnapshot {
  /// Per file: the original line of each rewrite and how many lines it added.
  private static let shifts = Mutex<[String: [(line: Int, delta: Int)]]>([:])

  static func write(_ actual: String, at site: CallSite) throws {
    try shifts.withLock { shifts in
      let source = try String(contentsOfFile: site.filePath, encoding: .utf8)
      let lines = source.components(separatedBy: "\n")
      let fileShifts = shifts[site.filePath] ?? []
      let current =
        site.line + fileShifts.filter { $0.line < site.line }.reduce(0) { $0 + $1.delta }
      guard lines.indices.contains(current - 1) else { throw RewriteError.noCall(site.line) }
      let text = lines[(current - 1)...].joined(separator: "\n")
      guard let call = text.range(of: "assertScreen(") else { throw RewriteError.noCall(site.line) }
      let characters = Array(text)
      var index = text.distance(from: text.startIndex, to: call.upperBound)
      guard let close = Scanner(characters).matching(from: index - 1, open: "(", close: ")") else {
        throw RewriteError.unbalanced(site.line)
      }
      index = close + 1
      while index < characters.count, characters[index] == " " { index += 1 }
      let indentation = String(lines[current - 1].prefix { $0 == " " || $0 == "\t" })
      let closure = literal(actual, indentation: indentation)
      var end = close + 1
      if index < characters.count, characters[index] == "{" {
        guard let brace = Scanner(characters).matching(from: index, open: "{", close: "}") else {
          throw RewriteError.unbalanced(site.line)
        }
        end = brace + 1
      }
      let head = String(characters[..<(close + 1)])
      let tail = String(characters[end...])
      let old = String(characters[(close + 1)..<end])
      let rewritten = head + " " + closure + tail
      let before = lines[..<(current - 1)].joined(separator: "\n")
      let result = (current > 1 ? before + "\n" : "") + rewritten
      let delta =
        closure.components(separatedBy: "\n").count
        - (old.isEmpty ? 1 : old.components(separatedBy: "\n").count)
      try AtomicFile.write(result, to: site.filePath)
      shifts[site.filePath, default: []].append((site.line, delta))
    }
  }

  /// The closure `{ """ … """ }`, indented under the call; raw when the text needs it.
  static func literal(_ text: String, indentation: String) -> String {
    let raw = text.contains("\\") || text.contains("\"\"\"")
    let open = raw ? "#\"\"\"" : "\"\"\""
    let close = raw ? "\"\"\"#" : "\"\"\""
    let inner = indentation + "  "
    let body = text.components(separatedBy: "\n").map { $0.isEmpty ? "" : inner + $0 }
    return (["{", inner + open] + body + [inner + close, indentation + "}"]).joined(separator: "\n")
  }

  enum RewriteError: Error, CustomStringConvertible {
    case noCall(Int)
    case unbalanced(Int)

    var description: String {
      switch self {
      case .noCall(let line): "no assertScreen( call found at line \(line) of the test's source"
      case .unbalanced(let line):
        "the assertScreen call at line \(line) has unbalanced brackets; write its snapshot by hand"
      }
    }
  }
}

/// Finds matching brackets in Swift source, skipping string literals and comments.
struct Scanner {
  let characters: [Character]

  init(_ characters: [Character]) { self.characters = characters }

  /// The index of the bracket that closes the one at `start`.
  func matching(from start: Int, open: Character, close: Character) -> Int? {
    var depth = 0
    var index = start
    while index < characters.count {
      let character = characters[index]
      if character == "\"" {
        guard let end = skipString(from: index) else { return nil }
        index = end
        continue
      }
      if character == "/", index + 1 < characters.count {
        if characters[index + 1] == "/" {
          while index < characters.count, characters[index] != "\n" { index += 1 }
          continue
        }
        if characters[index + 1] == "*" {
          index += 2
          while index + 1 < characters.count,
            !(characters[index] == "*" && characters[index + 1] == "/")
          {
            index += 1
          }
          index += 2
          continue
        }
      }
      if character == open { depth += 1 }
      if character == close {
        depth -= 1
        if depth == 0 { return index }
      }
      index += 1
    }
    return nil
  }

  /// The index just past the string literal that starts at `start` (a `"` or `"""`), with any
  /// `#` delimiters before it.
  private func skipString(from start: Int) -> Int? {
    var hashes = 0
    var back = start - 1
    while back >= 0, characters[back] == "#" {
      hashes += 1
      back -= 1
    }
    let triple =
      start + 2 < characters.count && characters[start + 1] == "\"" && characters[start + 2] == "\""
    let quote = triple ? 3 : 1
    var index = start + quote
    while index < characters.count {
      if characters[index] == "\\", hashes == 0 {
        index += 2
        continue
      }
      if characters[index] == "\"" {
        let quotes = (0..<quote).allSatisfy {
          index + $0 < characters.count && characters[index + $0] == "\""
        }
        let closing = (0..<hashes).allSatisfy {
          index + quote + $0 < characters.count && characters[index + quote + $0] == "#"
        }
        if quotes && closing { return index + quote + hashes }
      }
      if !triple, characters[index] == "\n" { return nil }
      index += 1
    }
    return nil
  }
}
