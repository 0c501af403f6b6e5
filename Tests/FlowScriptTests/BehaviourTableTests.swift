import Foundation
import TestSupport
import Testing

/// `Documentation/Behaviours.md`: the table from each behaviour the README and SPEC promise to
/// the test that fails when it breaks.
@Suite("The table of behaviours and their tests", .timeLimit(.minutes(5)), .watchdog)
struct BehaviourTableTests {
  /// The rows of the table: behaviour, test cell, line.
  static func rows() throws -> [(behaviour: String, test: String, line: Int)] {
    let text = try String(
      contentsOfFile: packageRoot + "/Documentation/Behaviours.md", encoding: .utf8)
    var rows: [(String, String, Int)] = []
    for (index, line) in text.components(separatedBy: "\n").enumerated()
    where line.hasPrefix("| ") && !line.hasPrefix("| Behaviour |") {
      // The last cell is the test; the behaviour may hold a `|` inside backticks.
      guard let bar = line.dropLast(2).lastIndex(of: "|") else { continue }
      let behaviour = String(line[line.index(line.startIndex, offsetBy: 2)..<bar])
        .trimmingCharacters(in: .whitespaces)
      let test = String(line[line.index(after: bar)...]).trimmingCharacters(
        in: CharacterSet(charactersIn: " |"))
      rows.append((behaviour, test, index + 1))
    }
    return rows
  }

  /// The Swift files of the tests, by base name (one name may be in several folders).
  static func testFiles() -> [String: [String]] {
    var files: [String: [String]] = [:]
    for folder in ["Tests", "Examples"] {
      let all =
        FileManager.default.enumerator(atPath: packageRoot + "/" + folder)?.allObjects as? [String]
        ?? []
      for path in all where path.hasSuffix(".swift") {
        files[(path as NSString).lastPathComponent, default: []].append(
          packageRoot + "/" + folder + "/" + path)
      }
    }
    return files
  }

  @Test("every test the table names exists, and no row is left without one")
  func everyCitedTestExists() throws {
    let rows = try Self.rows()
    #expect(rows.count >= 150, "the table lost its rows")
    let files = Self.testFiles()
    var wrong: [String] = []
    for row in rows {
      let place = "Behaviours.md:\(row.line)"
      if row.test == "none" {
        wrong.append("\(place): no test for '\(row.behaviour)'")
        continue
      }
      if row.test.hasPrefix("`Scenarios/") || row.test.hasPrefix("`Examples/") {
        let path = row.test.trimmingCharacters(in: CharacterSet(charactersIn: "`"))
        if !FileManager.default.fileExists(atPath: packageRoot + "/" + path) {
          wrong.append("\(place): no scenario file \(path)")
        }
        continue
      }
      // `File.swift`: "display name", or `File.swift`: `testMethod`.
      guard let colon = row.test.range(of: "`: ") else {
        wrong.append("\(place): '\(row.test)' is neither `FILE`: \"NAME\" nor a scenario")
        continue
      }
      let file = String(row.test[..<colon.lowerBound].dropFirst())
      let name = String(row.test[colon.upperBound...])
      // `@Test(` and its name may be on two lines.
      let texts = (files[file] ?? []).compactMap {
        try? String(contentsOfFile: $0, encoding: .utf8).replacing(/@Test\(\s+/, with: "@Test(")
      }
      if texts.isEmpty {
        wrong.append("\(place): no test file \(file)")
      } else if name.hasPrefix("\"") {
        if !texts.contains(where: { $0.contains("@Test(\(name)") }) {
          wrong.append("\(place): no @Test(\(name)) in \(file)")
        }
      } else {
        let method = name.trimmingCharacters(in: CharacterSet(charactersIn: "`"))
        if !texts.contains(where: { $0.contains("func \(method)(") }) {
          wrong.append("\(place): no func \(method) in \(file)")
        }
      }
    }
    #expect(wrong.isEmpty, "\(wrong.joined(separator: "\n"))")
  }
}
