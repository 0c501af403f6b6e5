import FlowKit
import FlowRender
import Foundation
import TestSupport
import Testing

/// Widths as `wcwidth` gives them, written by `Scripts/unicode-widths.py --fixture`.
private let fixture: [Substring] = {
  var url = URL(fileURLWithPath: #filePath)
  url.deleteLastPathComponent()
  let text =
    (try? String(contentsOf: url.appendingPathComponent("wcwidth-widths.txt"), encoding: .utf8))
    ?? ""
  return text.split(separator: "\n").filter { !$0.hasPrefix("#") }
}()

@Suite("Column widths as terminals draw them", .timeLimit(.minutes(5)), .watchdog)
struct TextWidthTests {
  @Test("every assigned code point takes the columns wcwidth gives it")
  func everyCodePoint() {
    var checked = 0
    var differ: [String] = []
    for line in fixture where !line.hasPrefix("=") {
      let parts = line.split(separator: " ")
      let bounds = parts[0].split(separator: ".", omittingEmptySubsequences: true)
      guard parts.count == 2, bounds.count == 2, let low = UInt32(bounds[0], radix: 16),
        let high = UInt32(bounds[1], radix: 16), let width = Int(parts[1])
      else {
        Issue.record("a malformed fixture line: \(line)")
        continue
      }
      for value in low...high {
        guard let scalar = Unicode.Scalar(value) else { continue }
        checked += 1
        let ours = TextWidth.of(Character(scalar))
        if ours != width, differ.count < 20 {
          differ.append("U+\(String(value, radix: 16, uppercase: true)): \(ours), not \(width)")
        }
      }
    }
    #expect(checked > 290_000)
    #expect(differ == [])
  }

  @Test("every cluster of the corpus and of Unicode's emoji sequences measures as wcwidth does")
  func clusters() {
    var checked = 0
    var differ: [String] = []
    for line in fixture where line.hasPrefix("= ") {
      var parts = line.split(separator: " ").dropFirst()
      guard let width = parts.popLast().flatMap({ Int($0) }) else { continue }
      var text = ""
      for part in parts {
        if let value = UInt32(part, radix: 16), let scalar = Unicode.Scalar(value) {
          text.unicodeScalars.append(scalar)
        }
      }
      checked += 1
      if TextWidth.of(text) != width, differ.count < 20 {
        differ.append("\(parts.joined(separator: " ")): \(TextWidth.of(text)), not \(width)")
      }
    }
    #expect(checked > 3_000)
    #expect(differ == [])
  }

  @Test(
    "the cases terminals get wrong most often",
    arguments: [
      ("🇨🇳", 2), ("🖥", 1), ("🖥️", 2), ("🛠", 1), ("ﾞﾟ", 2), ("🏽", 2), ("👍🏽", 2), ("☰☷", 4),
      ("🟰", 2), ("㉈", 1), ("नमस्ते", 4), ("น้ำ", 2), ("\u{3164}", 0), ("a\u{200D}", 1),
      ("\u{2028}", 0), ("👨‍👩‍👧‍👦", 2), ("1️⃣", 2), ("e\u{301}", 1), ("中文", 4), ("\u{AD}", 1),
    ])
  func knownCases(text: String, width: Int) {
    #expect(TextWidth.of(text) == width)
  }

  @Test("control characters show as the escapes a scenario file types")
  func controls() {
    #expect(TextWidth.printable("a\tb\nc\u{1B}[2m\u{7F}") == "a\\tb\\nc\\u{1B}[2m\\u{7F}")
    #expect(TextWidth.printable("plain 中文") == "plain 中文")
  }

  @Test("a two-column row: the right side starts at its column, or under it when the left is long")
  func twoColumnRow() {
    #expect(
      TextWidth.row("--tag T", "only files tagged T", column: 12) == [
        "--tag T     only files tagged T"
      ])
    // Two columns of room at least: one short of that moves the help to the next line.
    #expect(TextWidth.row("1234567890", "help", column: 12) == ["1234567890  help"])
    #expect(
      TextWidth.row("12345678901", "help", column: 12) == ["12345678901", "            help"])
  }
}
