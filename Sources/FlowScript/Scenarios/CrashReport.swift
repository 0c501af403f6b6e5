import Foundation

/// What a crashed process wrote on its standard error, read for a user: the runtime's message,
/// the app's own place, and the crashed thread's frames, without the registers and images the
/// backtracer prints after them.
package struct CrashReport: Sendable, Equatable {
  /// The runtime's message: `Fatal error: Index out of range`.
  package var message: String
  /// The app's own place, without the column: `CartViewModel.swift:42`; nil when the process
  /// said none.
  package var place: String?
  /// The crashed thread's frames that have a place in a Swift file, one a line:
  /// `CartViewModel.remove(at:) at /home/me/Shop/Sources/Shop/CartViewModel.swift:42`.
  package var frames: [String]

  /// The frames above the first of flowsim's own that drive the app (the session, the
  /// runtime): the app's, which is what a user reads a backtrace for. All of them when none is
  /// flowsim's.
  package var appFrames: [String] {
    let driving = ["/Sources/FlowScript/", "/Sources/FlowKit/Runtime/", "/Sources/FlowUI/Graph/"]
    guard
      let first = frames.firstIndex(where: { frame in driving.contains { frame.contains($0) } })
    else { return frames }
    return Array(frames[..<first])
  }

  /// The cause in a line: `Fatal error: Index out of range (CartViewModel.swift:42)`.
  package var cause: String { message + (place.map { " (\($0))" } ?? "") }

  /// The report of `errors`, or nil when they hold no runtime message.
  package init?(errors: String) {
    let lines = errors.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    guard let fatal = lines.first(where: { $0.contains("Fatal error: ") }),
      let range = fatal.range(of: "Fatal error: ")
    else { return nil }
    message = "Fatal error: " + fatal[range.upperBound...]
    // The crashed thread's frames: from `Thread N ... crashed:` to the first blank line after
    // a frame.
    var frames: [(symbol: String, path: String)] = []
    if let start = lines.firstIndex(where: { $0.hasPrefix("Thread ") && $0.hasSuffix(" crashed:") })
    {
      for line in lines[(start + 1)...] {
        if line.trimmingCharacters(in: .whitespaces).isEmpty {
          if frames.isEmpty { continue } else { break }
        }
        if let frame = Self.frame(line) { frames.append(frame) }
      }
    }
    self.frames = frames.map { "\($0.symbol) at \($0.path)" }
    // The place the message gives (`Shop/CartViewModel.swift:42: Fatal error: ...`) unless it is
    // the runtime's own (`Swift/...`); else the first frame in a Swift file of the program's.
    let said = fatal[..<range.lowerBound].trimmingCharacters(in: CharacterSet(charactersIn: ": "))
    let own =
      said.contains(".swift:") && !said.hasPrefix("Swift/")
      ? said.split(separator: "/").last.map(String.init) : nil
    place =
      own
      ?? frames.first.map { frame in
        // File.swift:22:12, without the folder and the column.
        let file = frame.path.split(separator: "/").last.map(String.init) ?? frame.path
        let parts = file.split(separator: ":")
        return parts.count >= 2 ? "\(parts[0]):\(parts[1])" : file
      }
  }

  /// A frame of the backtracer's (`2 [ra] 0x0000… CartViewModel.remove(at:) + 344 in shopsim at
  /// /home/me/Shop/CartViewModel.swift:42:12`) as its symbol and place, when the place is a Swift
  /// file of the program's own (not the toolchain's, not made by the compiler).
  private static func frame(_ line: String) -> (symbol: String, path: String)? {
    guard let at = line.range(of: " at /", options: .backwards) else { return nil }
    let path = String(line[line.index(before: at.upperBound)...])
    guard path.contains(".swift:"), !path.contains("/usr/lib/swift"),
      !path.contains("<compiler-generated>")
    else { return nil }
    // The symbol sits between the address and ` + OFFSET in MODULE` (or ` in MODULE`).
    let head = line[..<at.lowerBound]
    let words = head.split(separator: " ", omittingEmptySubsequences: true)
    guard let address = words.firstIndex(where: { $0.hasPrefix("0x") }) else { return nil }
    var symbol = words[(address + 1)...].joined(separator: " ")
    if let module = symbol.range(of: " in ", options: .backwards) {
      symbol = String(symbol[..<module.lowerBound])
    }
    if let offset = symbol.range(of: " + ", options: .backwards),
      symbol[offset.upperBound...].allSatisfy(\.isNumber)
    {
      symbol = String(symbol[..<offset.lowerBound])
    }
    // The column is noise to a reader.
    let parts = path.split(separator: ":", omittingEmptySubsequences: false)
    let shown = parts.count >= 3 ? parts.dropLast().joined(separator: ":") : path
    return (symbol, shown)
  }
}
