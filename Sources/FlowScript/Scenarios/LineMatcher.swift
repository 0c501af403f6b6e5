import Foundation

/// Compares expected output with actual output: `[..]` matches any text within a line, and a
/// line `...` matches any number of lines (SPEC §3).
public enum LineMatcher {
  /// The wildcard within a line.
  public static let inlineWildcard = "[..]"
  /// The wildcard line.
  public static let linesWildcard = "..."

  /// Whether `actual` matches the expected line `pattern`.
  public static func line(_ pattern: String, matches actual: String) -> Bool {
    guard hasWildcard(pattern) else { return pattern == actual }
    let parts = pattern.components(separatedBy: inlineWildcard)
    var rest = actual[...]
    guard let first = parts.first, rest.hasPrefix(first) else { return false }
    rest = rest.dropFirst(first.count)
    for (index, part) in parts.enumerated().dropFirst() {
      if index == parts.count - 1 { return rest.hasSuffix(part) }
      guard !part.isEmpty else { continue }
      guard let range = rest.firstRange(of: part) else { return false }
      rest = rest[range.upperBound...]
    }
    return true
  }

  /// Whether `text` holds `[..]`, by its bytes: Foundation's string search cost a replay a tenth
  /// of its time, on lines that almost never hold one.
  static func hasWildcard(_ text: String) -> Bool {
    let bytes = text.utf8
    var index = bytes.startIndex
    while let open = bytes[index...].firstIndex(of: UInt8(ascii: "[")) {
      if bytes[open...].starts(with: "[..]".utf8) { return true }
      index = bytes.index(after: open)
    }
    return false
  }

  /// Whether the actual lines match the expected block.
  public static func block(_ expected: [String], matches actual: [String]) -> Bool {
    if !expected.contains(linesWildcard)
      && !expected.contains(where: hasWildcard)
    {
      return expected == actual
    }
    // reachable[j]: expected[0..<i] can match actual[0..<j].
    var reachable = [Bool](repeating: false, count: actual.count + 1)
    reachable[0] = true
    for pattern in expected {
      var next = [Bool](repeating: false, count: actual.count + 1)
      if pattern == linesWildcard {
        var seen = false
        for j in 0...actual.count {
          seen = seen || reachable[j]
          next[j] = seen
        }
      } else {
        for j in 0..<actual.count where reachable[j] && line(pattern, matches: actual[j]) {
          next[j + 1] = true
        }
      }
      reachable = next
    }
    return reachable[actual.count]
  }
}
