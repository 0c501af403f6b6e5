import Foundation

/// `${KEY}` and `${KEY:-default}` in a command line, replaced before it is parsed: from the
/// parameters of the `include` that runs the file (innermost first), then `-e KEY=VALUE`.
public struct Variables: Sendable, Equatable {
  /// The scopes, outermost first: `-e` values, then each include's parameters.
  var scopes: [[String: String]]

  /// Variables from `-e KEY=VALUE` (or none).
  public init(_ values: [String: String] = [:]) {
    scopes = [values]
  }

  /// Every key that is set, sorted.
  public var keys: [String] { Set(scopes.flatMap(\.keys)).sorted() }

  func value(_ key: String) -> String? {
    for scope in scopes.reversed() { if let value = scope[key] { return value } }
    return nil
  }

  /// `line` with every variable replaced.
  /// - Throws: ``ScriptError`` at the column of a `${` without `}` or of an unknown key, naming
  ///   the keys that are set.
  public func expand(_ line: String) throws(ScriptError) -> String {
    // Most lines have no `$` at all: a byte scan says so without Foundation's string search,
    // which cost a replay 14% of its time.
    guard line.utf8.contains(UInt8(ascii: "$")), line.contains("${") else { return line }
    var result = ""
    var rest = Substring(line)
    while let open = rest.range(of: "${") {
      result += rest[..<open.lowerBound]
      let column = line.unicodeScalars.distance(from: line.startIndex, to: open.lowerBound) + 1
      guard let close = rest[open.upperBound...].firstIndex(of: "}") else {
        throw ScriptError(
          "'${' without '}'", column: column, hint: "write a variable as ${KEY} or ${KEY:-default}")
      }
      let body = rest[open.upperBound..<close]
      let parts = body.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
      let key = String(parts[0])
      let fallback =
        parts.count == 2 && parts[1].hasPrefix("-") ? String(parts[1].dropFirst()) : nil
      guard !key.isEmpty, key.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }),
        parts.count == 1 || fallback != nil
      else {
        throw ScriptError(
          "'${\(body)}' is not a variable", column: column,
          hint: "write a variable as ${KEY} or ${KEY:-default}")
      }
      guard let value = value(key) ?? fallback else {
        let known = keys
        throw ScriptError(
          "unknown variable '\(key)'", column: column,
          hint: known.isEmpty
            ? "no variable is set: pass -e \(key)=VALUE, or include the file with \(key)=VALUE"
            : "set: \(known.joined(separator: ", "))",
          suggestion: Suggest.nearest(key, in: known))
      }
      result += value
      rest = rest[rest.index(after: close)...]
    }
    return result + rest
  }
}
