/// A line of the command language that cannot be understood: what is wrong, where, and what to
/// try instead.
public struct ScriptError: Error, Equatable, Sendable, CustomStringConvertible {
  /// What is wrong, quoting the bad input.
  public var message: String
  /// The column (1-based) where the problem starts.
  public var column: Int
  /// What to try instead.
  public var hint: String?
  /// The name that was probably meant, for "Did you mean …?".
  public var suggestion: String?

  /// Makes an error.
  public init(_ message: String, column: Int = 1, hint: String? = nil, suggestion: String? = nil) {
    self.message = message
    self.column = column
    self.hint = hint
    self.suggestion = suggestion
  }

  /// Makes the error of a name that is not known.
  init(_ unknown: UnknownName, column: Int) {
    self.init(
      "unknown \(unknown.kind) '\(unknown.name)'", column: column, hint: unknown.fallback,
      suggestion: unknown.suggestion)
  }

  /// The message, then the suggestion or the hint.
  public var description: String {
    guard suggestion != nil || hint != nil else { return message }
    return message + UnknownName.hint(suggestion, else: hint ?? "")
  }
}

/// Finds the nearest spelling among candidates, for "Did you mean …?".
package enum Suggest {
  package static func nearest(_ word: String, in candidates: [String]) -> String? {
    let lower = word.lowercased()
    var best: (String, Int)?
    for candidate in candidates {
      let distance = editDistance(lower, candidate.lowercased())
      if distance <= max(1, min(2, candidate.count / 2)), best.map({ distance < $0.1 }) ?? true {
        best = (candidate, distance)
      }
    }
    if best == nil {
      best = candidates.first { $0.hasPrefix(lower) && !lower.isEmpty }.map { ($0, 0) }
    }
    return best?.0
  }

  /// Damerau-Levenshtein distance (optimal string alignment): a swap of neighbours costs one.
  package static func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a)
    let b = Array(b)
    guard !a.isEmpty else { return b.count }
    guard !b.isEmpty else { return a.count }
    var d = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
    for i in 0...a.count { d[i][0] = i }
    for j in 0...b.count { d[0][j] = j }
    for i in 1...a.count {
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        d[i][j] = min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          d[i][j] = min(d[i][j], d[i - 2][j - 2] + 1)
        }
      }
    }
    return d[a.count][b.count]
  }
}
