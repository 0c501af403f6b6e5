import Foundation
import TestSupport
import Testing

/// What every test of the project keeps to: a broken behaviour fails, never hangs.
@Suite("The tests themselves", .timeLimit(.minutes(5)), .watchdog)
struct TestHygieneTests {
  /// The Swift files under `folder` of the package, relative paths.
  static func swiftFiles(under folder: String) -> [String] {
    let root = packageRoot + "/" + folder
    let all = FileManager.default.enumerator(atPath: root)?.allObjects as? [String] ?? []
    return all.filter { $0.hasSuffix(".swift") }.map { folder + "/" + $0 }.sorted()
  }

  @Test("every suite and every free test has a time limit; the project's own, a watchdog too")
  func everyTestHasATimeLimit() throws {
    var missing: [String] = []
    for file in Self.swiftFiles(under: "Tests") + Self.swiftFiles(under: "Examples") {
      let text = try String(contentsOfFile: packageRoot + "/" + file, encoding: .utf8)
      let lines = text.components(separatedBy: "\n")
      for (index, line) in lines.enumerated()
      where line.hasPrefix("@Suite(") || line.hasPrefix("@Test") {
        // An attribute may go on over a few lines, up to the declaration it marks.
        let attribute =
          lines[index...].prefix { !$0.contains("struct ") && !$0.contains("func ") }
          .joined(separator: " ") + " "
          + (lines[index...].first { $0.contains("struct ") || $0.contains("func ") } ?? "")
        let ownTest = file.hasPrefix("Tests/")
        if !attribute.contains(".timeLimit(") || (ownTest && !attribute.contains(".watchdog")) {
          missing.append("\(file):\(index + 1): \(line)")
        }
      }
    }
    #expect(
      missing.isEmpty,
      "add .timeLimit(.minutes(5)), .watchdog to:\n\(missing.joined(separator: "\n"))")
  }
}
