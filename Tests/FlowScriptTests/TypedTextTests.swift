import DemoApps
import FlowKit
import FlowRender
import FlowScript
import Foundation
import TestSupport
import Testing

@Suite("Text a user types", .timeLimit(.minutes(5)), .watchdog)
struct TypedTextTests {
  /// Texts that break boxes when a tool counts columns by code point or by a short table.
  static let tricky = [
    "🇨🇳🇯🇵", "🖥 🛠 ☰☷", "ﾊﾝｶｸﾞｶﾀｶﾅﾞﾟ", "👍🏽🏽", "🟰㉈", "नमस्ते दुनिया", "น้ำ ภาษาไทย",
    "\u{3164}x", "a\u{200D}b", "a\u{2028}b", "👨‍👩‍👧‍👦 1️⃣ #️⃣", "e\u{301}\u{301}", "한국어 각",
    "中文ｆｕｌｌ", "🏳️‍🌈🐦‍🔥", "a\tb",
  ]

  @Test(
    "every line of the box keeps the box's width, whatever is typed", arguments: [24, 33, 40, 61])
  func boxesHold(width: Int) {
    let session = Session(apps: DemoApps.all, width: width)
    _ = session.execute("open login")
    for text in Self.tricky {
      let outcome = session.execute(
        "type #name \"\(text.replacingOccurrences(of: "\t", with: "\\t"))\"")
      #expect(outcome.failures.isEmpty, "\(text): \(outcome.output)")
      let lines = session.screen().split(separator: "\n", omittingEmptySubsequences: false)
      #expect(lines.count > 4)
      for line in lines {
        #expect(TextWidth.of(line) == width, "\(text) at \(width): \(line)")
      }
    }
  }

  @Test("a tab shows as \\t in the box, the transcript and the events alike")
  func tabEverywhere() {
    let session = Session(apps: DemoApps.all)
    _ = session.execute("open login")
    // A tab pasted raw inside the quotes, as a piped session might read it.
    let typed = session.execute("type #name \"a\tb\"")
    #expect(typed.failures.isEmpty)
    _ = session.execute("type #password 12345678")
    _ = session.execute("tap #login")
    _ = session.execute("wait 3s")
    #expect(session.screen().contains("a\\tb"))
    #expect(!session.screen().contains("\t"))
    let events = session.execute("events").output
    #expect(events.contains("a\\tb"), "\(events)")
    #expect(!events.contains("\t"))
    let transcript = Transcript.format(session.transcript)
    #expect(transcript.contains("> type #name \"a\\tb\""), "\(transcript)")
    #expect(!transcript.contains("\t"))
  }

  @Test("a transcript line that starts with a quote escapes a tab inside it, as anywhere in quotes")
  func quoteFirst() {
    let entry = TranscriptEntry(command: "\"a\tb\" c\td", output: "")
    #expect(Transcript.format(entry).hasPrefix("> \"a\\tb\" c d"), "\(Transcript.format(entry))")
  }

  @Test("an empty line of output is written empty, in its place, and the rest indented")
  func emptyOutputLine() {
    let entry = TranscriptEntry(command: "show", output: "Title\n\n[Save]")
    #expect(Transcript.format(entry) == "> show\n  Title\n\n  [Save]\n")
  }

  @Test(
    "a control character that no keyboard types is an error at its word",
    arguments: [
      ("type #name \"a\\nb\"", "a text field holds one line, so '\\n' cannot be typed", 12),
      ("type #name \"a\\u{1B}b\"", "'\\u{1B}' is a control character", 12),
      // The C1 controls end at U+009F; U+00A0 (a no-break space) is text.
      ("type #name \"a\\u{9F}b\"", "'\\u{9F}' is a control character", 12),
      ("type #name \"a\\u{7F}b\"", "'\\u{7F}' is a control character", 12),
      ("type #name \"a\\u{110000}\"", "\\u{110000} is not a Unicode scalar", 14),
      ("type #name \"a\\u{12\"", "a \\u escape needs a scalar in braces", 14),
    ])
  func controlErrors(line: String, message: String, column: Int) {
    let session = Session(apps: DemoApps.all)
    _ = session.execute("open login")
    let before = session.screen()
    let outcome = session.execute(line)
    #expect(outcome.output.contains(message), "\(outcome.output)")
    do {
      _ = try CommandTable.parse(line)
      Issue.record("'\(line)' parsed")
    } catch {
      #expect(error.column == column, "\(line): \(error)")
      #expect(error.hint != nil)
    }
    #expect(session.screen() == before)
  }

  @Test("\\u{HEX} types any character, and the transcript keeps it as typed")
  func unicodeEscape() {
    let session = Session(apps: DemoApps.all)
    _ = session.execute("open login")
    _ = session.execute("type #name \"\\u{4E2D}\\u{1F600}\"")
    #expect(session.screen().contains("中😀"))
    #expect(Transcript.format(session.transcript).contains("> type #name \"\\u{4E2D}\\u{1F600}\""))
  }
}
