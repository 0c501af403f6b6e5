import DemoApps
import FlowKit
import FlowScript
import Foundation
import Synchronization
import TestSupport
import Testing

/// What new users met on their first day: files from other editors, reports, messages.
@Suite("What newcomers hit", .timeLimit(.minutes(5)), .watchdog)
struct NewcomerTests {
  /// The text of a scenario file of the package.
  static func packageFile(_ name: String) throws -> String {
    try String(contentsOfFile: packageRoot + "/Scenarios/" + name, encoding: .utf8)
  }

  @Test("an empty file is one empty line without a line end; a last line end is seen")
  func emptyAndLastLineEnds() throws {
    let empty = try Scenario(path: "empty.flow", text: "")
    #expect(empty.lines == [""])
    #expect(!empty.endsWithNewline)
    #expect(empty.steps.isEmpty)
    let ended = try Scenario(path: "ended.flow", text: "> apps\n")
    #expect(ended.lines == ["> apps"])
    #expect(ended.endsWithNewline)
    let open = try Scenario(path: "open.flow", text: "> apps")
    #expect(open.lines == ["> apps"])
    #expect(!open.endsWithNewline)
  }

  @Test("a file with Windows line ends reads as its lines say, and an update keeps them")
  func crlf() throws {
    let original = try Self.packageFile("login/button-rule.flow")
    let crlf = original.replacingOccurrences(of: "\n", with: "\r\n")
    let scenario = try Scenario(path: "crlf.flow", text: crlf)
    let plain = try Scenario(path: "plain.flow", text: original)
    #expect(scenario.steps.count == plain.steps.count)
    #expect(scenario.steps.map(\.expected) == plain.steps.map(\.expected))
    #expect(scenario.lineEnd == "\r\n")
    try withScenarios(["login/crlf.flow": crlf]) { root in
      let run = runSuite([root])
      #expect(run.status == 0, "\(run.text)")
      #expect(run.text.contains("PASS \(root)/login/crlf.flow"))
      // A changed block is written back with the file's own line ends.
      let file = root + "/login/crlf.flow"
      let changed = crlf.replacingOccurrences(
        of: "> expect #login disabled\r\n> type #name lee",
        with: "> apps\r\n  old\r\n> type #name lee")
      try changed.write(toFile: file, atomically: true, encoding: .utf8)
      #expect(runSuite([root]) { $0.update = true }.status == 0)
      let updated = try String(contentsOfFile: file, encoding: .utf8)
      #expect(!updated.replacingOccurrences(of: "\r\n", with: "").contains("\n"))
      #expect(updated.contains("> apps\r\n  login  "))
      #expect(!updated.contains("old"))
    }
  }

  @Test("a lone carriage return ends a line: two commands stay two, and an error's caret is right")
  func loneCarriageReturn() throws {
    let scenario = try Scenario(path: "cr.flow", text: "> apps\r> show\r")
    #expect(scenario.steps.map(\.command) == ["apps", "show"])
    #expect(scenario.lineEnd == "\r")
    #expect(throws: ScenarioError.self) { try Scenario(path: "cr.flow", text: "> apps\r> shw\r") }
    do {
      _ = try Scenario(path: "cr.flow", text: "> apps\r> shw\r")
    } catch {
      #expect(error.line == 2)
      #expect(error.description.contains("unknown command 'shw'"), "\(error)")
      #expect(error.description.hasSuffix("\n    > shw\n      ^"), "\(error)")
    }
  }
}

extension NewcomerTests {
  @Test(
    "a block indented by a tab or one space is an error at its line that says what it must be",
    arguments: [("\t", "a tab"), (" ", "one space"), (" \t", "a space and a tab")])
  func wrongIndentation(indent: String, said: String) throws {
    let text = "# prose\n> apps\n\(indent)login  a name\n> show\n"
    #expect(throws: ScenarioError.self) { try Scenario(path: "t.flow", text: text) }
    do {
      _ = try Scenario(path: "t.flow", text: text)
    } catch {
      #expect(error.line == 3)
      #expect(
        error.message
          == "this line under '> apps' is indented by \(said); expected output is indented by exactly two spaces, so indent it so, or start prose at the first column"
      )
    }
    // Update refuses such a file and leaves it as it was: never both the old lines and a block.
    try withScenarios(["login/tab.flow": text]) { root in
      let run = runSuite([root]) { $0.update = true }
      #expect(run.status == 2)
      let after = try String(contentsOfFile: root + "/login/tab.flow", encoding: .utf8)
      #expect(after == text)
    }
  }

  @Test("a block indented by three spaces fails with a hint when it would match at two")
  func threeSpaces() throws {
    let show = try Self.packageFile("login/button-rule.flow")
      .split(separator: "\n").prefix(11).joined(separator: "\n")
    let deeper = show.replacingOccurrences(of: "\n  ", with: "\n   ") + "\n"
    try withScenarios(["login/deep.flow": deeper]) { root in
      let run = runSuite([root])
      #expect(run.status == 1)
      #expect(
        run.text.contains(
          "  hint: the block is indented by 3 spaces; expected output is indented by exactly two, as '--update' writes it"
        ), "\(run.text)")
      #expect(runSuite([root]) { $0.update = true }.status == 0)
      let after = try String(contentsOfFile: root + "/login/deep.flow", encoding: .utf8)
      #expect(after == show + "\n")
    }
  }

  @Test("a failed expectation is reported once, and JUnit's system-out holds what the file printed")
  func failedExpectationOnce() throws {
    let fixed = "> apps\n  login[..]\n  ...\n> expect title \"nope\"\n"
    try withScenarios(["login/x.flow": fixed]) { root in
      let report = root + "/../report.xml"
      let run = runSuite([root]) { $0.junit = report }
      #expect(run.status == 1)
      // Once in the file's report, and once more in the summary at the end.
      let parts = run.text.components(separatedBy: "failed, each at its first failure:\n")
      let said = parts[0].components(separatedBy: "expectation failed").count - 1
      #expect(said == 1, "\(run.text)")
      #expect(
        parts.last?.hasPrefix("  \(root)/login/x.flow:4: expectation failed") == true,
        "\(run.text)")
      #expect(run.text.contains("\(root)/login/x.flow:4: expectation failed"), "\(run.text)")
      let xml = try String(contentsOfFile: report, encoding: .utf8)
      let failure = try #require(
        xml.components(separatedBy: "<failure").last?.components(separatedBy: "</failure>").first)
      // Its text, after the attributes (whose message is the first line), says it once.
      let body = try #require(failure.firstIndex(of: ">").map { failure[$0...] })
      #expect(body.components(separatedBy: "expectation failed").count - 1 == 1, "\(failure)")
      let out = try #require(
        xml.components(separatedBy: "<system-out>").last?.components(separatedBy: "</system-out>")
          .first)
      #expect(
        out.contains("&gt; expect title \"nope\"\n  expectation failed: expected title"), "\(out)")
    }
  }

  @Test(
    "an include of a file that is not there says no such file, with the path as written, and exits 2"
  )
  func missingInclude() throws {
    try withScenarios(["login/inc.flow": "> include steps/none.flow\n> apps\n"]) { root in
      let run = runSuite([root])
      #expect(run.status == 2, "\(run.text)")
      #expect(
        run.text.contains(
          "error: cannot include 'steps/none.flow': no such file; a path is read from the folder of the file that includes it (\(root)/login)"
        ), "\(run.text)")
    }
  }

  @Test("under CI, the note on a missing block asks the program to say how to update")
  func programInMessages() throws {
    final class Asked: Sendable {
      let suggestions = Mutex<[Suggestion]>([])
    }
    let asked = Asked()
    try withScenarios(["login/m.flow": "> apps\n"]) { root in
      let run = runSuite([root]) {
        $0.update = true
        $0.isCI = true
        $0.program = ProgramWords(
          executable: nil,
          suggest: { suggestion in
            asked.suggestions.withLock { $0.append(suggestion) }
            return "<the program's words>"
          }, worker: { _ in [] })
      }
      #expect(run.text.contains("run '<the program's words>' locally and commit"))
    }
    #expect(asked.suggestions.withLock { $0 } == [.update(paths: [])])
  }
}

extension NewcomerTests {
  @Test("a row is a target by its exact title, and a target that names nothing lists the rows")
  func rowsByText() {
    let session = Session(apps: DemoApps.all)
    session.run(.open(app: "waybills", parameters: [:]))
    _ = session.execute("settle")
    let missing = session.execute("tap \"nope\"").output
    #expect(missing.contains(#"#waybills, #waybills[0] "1001", #waybills[1] "1002""#), "\(missing)")
    // A row of a list that is not there, or of an element that is no list, is no row of another.
    #expect(
      session.execute("tap #nolist[0]").output
        == "error: no element matches #nolist[0]; on screen: #waybills")
    #expect(
      session.execute("tap #fetching[0]").output
        == "error: no element matches #fetching[0]; on screen: #waybills")
    #expect(session.execute("tap \"1003\"").output == "")
    #expect(session.execute("expect #waybillId text \"1003\"").output == "")
  }
}

extension NewcomerTests {
  @Test("a file that includes itself is refused at once, plainly, shuffled and under faults alike")
  func selfIncludeEverywhere() throws {
    let text = "> apps\n  [..]\n  ...\n> include self.flow\n"
    try withScenarios(["login/self.flow": text]) { root in
      let plain = runSuite([root])
      let shuffled = runSuite([root]) {
        $0.shuffleSeed = 1
        $0.shuffleRuns = 3
      }
      let faulted = runSuite([root]) { $0.faults = true }
      let refusal =
        "error: cannot include 'self.flow': it is already being included (self.flow); a file cannot include itself"
      for run in [plain, shuffled, faulted] {
        #expect(run.status == 2, "\(run.text)")
        #expect(run.text.contains(refusal), "\(run.text)")
        #expect(!run.text.contains("' prints otherwise"), "\(run.text)")
      }
    }
  }
}
