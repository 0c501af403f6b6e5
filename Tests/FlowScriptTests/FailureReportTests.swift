import DemoApps
import Foundation
import TestSupport
import Testing

@testable import FlowScript

/// A run that failed says so as pytest's and cargo-insta's do: each file's findings in line
/// order, a short summary of what failed at the end, the command that accepts new output, what
/// an update rewrote, and a file update cannot make green left as it was.
@Suite("Failure reports", .timeLimit(.minutes(5)), .watchdog)
struct FailureReportTests {
  static let staleShow = "> show\n  old\n"
  static let failedExpect = "> type #name lee\n> expect #login enabled\n> show\n  wrong\n"

  @Test("after a failed run, each failed file is listed at its first failure, before the count")
  func shortSummary() throws {
    let files = [
      "login/a.flow": Self.failedExpect, "login/b.flow": "> show\n  ...\n",
      "login/c.flow": Self.staleShow,
    ]
    try withScenarios(files) { root in
      let run = runSuite([root])
      #expect(run.status == 1)
      let lines = run.text.split(separator: "\n").map(String.init)
      let start = try #require(lines.firstIndex(of: "failed, each at its first failure:"))
      #expect(
        Array(lines[(start + 1)...]) == [
          "  \(root)/login/a.flow:2: expectation failed: expected #login enabled, found disabled",
          "  \(root)/login/c.flow:2: output of 'show' differs",
          "1 of them differs only in output; if the new output is right, accept it with: "
            + "an update of \(root)/login/c.flow",
          "1 passed, 2 failed",
        ], "\(run.text)")
      // A green run has no summary.
      let green = runSuite([root + "/login/b.flow"])
      #expect(green.status == 0)
      #expect(!green.text.contains("failed, each"), "\(green.text)")
    }
  }

  @Test("a file's failures are reported in line order, and JUnit's place is the first failure's")
  func lineOrder() throws {
    try withScenarios(["login/a.flow": Self.failedExpect]) { root in
      let report = root + "/../report.xml"
      let run = runSuite([root]) { $0.junit = report }
      let expectation = try #require(run.text.range(of: "a.flow:2: expectation failed"))
      let difference = try #require(run.text.range(of: "a.flow:4: output of 'show' differs"))
      #expect(expectation.lowerBound < difference.lowerBound, "\(run.text)")
      let xml = try String(contentsOfFile: report, encoding: .utf8)
      #expect(xml.contains("line=\"2\""), "\(xml)")
      #expect(
        xml.contains("<failure message=\"\(root)/login/a.flow:2: expectation failed"), "\(xml)")
    }
  }

  @Test("an include's findings stand at the include's line among the file's own")
  func includeInLineOrder() throws {
    let files = [
      "login/steps/s.flow": "> show\n  stale\n",
      "login/a.flow": "> show\n  old\n> include steps/s.flow\n> expect title \"x\"\n",
    ]
    try withScenarios(files) { root in
      let text = runSuite([root]).text
      let places = ["a.flow:2: output", "(included from \(root)/login/a.flow:3)", "a.flow:4: exp"]
      let found = try places.map { try #require(text.range(of: $0), "\(text)").lowerBound }
      #expect(found == found.sorted(), "\(text)")
    }
  }

  @Test("an include that cannot be read ends its file with that one error, exit 2")
  func missingInclude() throws {
    let files = [
      "login/a.flow": "> include steps/missing.flow\n> show\n  nope\n> type #name x\n",
      "login/b.flow": "> include steps/outer.flow\n> show\n  nope\n",
      "login/steps/outer.flow": "> type #name lee\n> include gone.flow\n",
      "login/c.flow": "> show\n  ...\n",
    ]
    try withScenarios(files) { root in
      let run = runSuite([root])
      #expect(run.status == 2, "\(run.text)")
      #expect(!run.text.contains("differs"), "\(run.text)")
      #expect(
        run.text.contains(
          "FAIL \(root)/login/a.flow\n\(root)/login/a.flow:1: error: cannot include "
            + "'steps/missing.flow': no such file"), "\(run.text)")
      // One in an included file ends the file that included it, at its include.
      #expect(
        run.text.contains(
          "FAIL \(root)/login/b.flow\nsteps/outer.flow:2: error: cannot include 'gone.flow': "),
        "\(run.text)")
      #expect(run.text.contains("(included from \(root)/login/b.flow:1)"), "\(run.text)")
      #expect(run.text.contains("PASS \(root)/login/c.flow"))
      // The commands after it do not run: a run of the file says so where it stopped, and
      // prints their blocks as they were, so that nothing of the file is lost.
      let runner = ScenarioRunner(apps: DemoApps.all)
      let scenario = try Scenario.load(root + "/login/a.flow")
      let result = runner.run(scenario)
      #expect(result.actual.count == 1)
      #expect(
        scenario.textWithActualOutput(result).hasSuffix(
          "\n# the file stopped here, as the include cannot be read: the commands "
            + "below did not run\n> show\n  nope\n> type #name x\n"),
        "\(scenario.textWithActualOutput(result))")
      // At the file's end, there is nothing below to say it of.
      let last = try Scenario.load(root + "/login/steps/outer.flow")
      #expect(!last.textWithActualOutput(runner.run(last)).contains("stopped"))
      // Update leaves such a file as it was.
      let before = try String(contentsOfFile: root + "/login/a.flow", encoding: .utf8)
      #expect(runSuite([root + "/login/a.flow"]) { $0.update = true }.status == 2)
      #expect(try String(contentsOfFile: root + "/login/a.flow", encoding: .utf8) == before)
    }
  }

  @Test("when every failure is output update would take, the run names the command that does")
  func acceptHint() throws {
    let many = Dictionary(
      uniqueKeysWithValues: (1...4).map { ("login/s\($0).flow", Self.staleShow) })
    try withScenarios(many) { root in
      let run = runSuite([root])
      // Four files and nothing else failed: the folder the run was given.
      #expect(
        run.text.contains(
          "They differ only in output; if the new output is right, accept it with: "
            + "an update of \(root)\n"), "\(run.text)")
    }
    try withScenarios(["login/one.flow": Self.staleShow]) { root in
      #expect(runSuite([root]).text.contains("It differs only in output"))
    }
    // Up to three, the files themselves.
    let three = Dictionary(
      uniqueKeysWithValues: (1...3).map { ("login/s\($0).flow", Self.staleShow) })
    try withScenarios(three) { root in
      let files = (1...3).map { "\(root)/login/s\($0).flow" }.joined(separator: " ")
      let text = runSuite([root]).text
      #expect(text.contains("accept it with: an update of \(files)\n"), "\(text)")
    }
    // A failed expectation is not output to accept, nor is a run that differs from the first.
    try withScenarios(["login/a.flow": Self.failedExpect]) { root in
      #expect(!runSuite([root]).text.contains("only in output"))
    }
    try withScenarios(["login/x.flow": "> show\n  ...\n"]) { root in
      #expect(!runSuite([root]).text.contains("only in output"))
    }
    // Under update, it would only repeat itself.
    try withScenarios(["login/one.flow": Self.failedExpect, "login/two.flow": Self.staleShow]) {
      root in
      #expect(!runSuite([root]) { $0.update = true }.text.contains("only in output"))
    }
  }

  @Test("update says what it rewrote: counts, and with verbose the diff of the file")
  func updateSaysWhat() throws {
    let text = "> type #name lee\n> show\n  old\n> show\n  [..]\n  ...\n"
    try withScenarios(["login/a.flow": text]) { root in
      let file = root + "/login/a.flow"
      let run = runSuite([root]) { $0.update = true }
      #expect(run.status == 0)
      #expect(run.text.contains("UPDATED \(file): 1 block rewritten, -1 +7 lines"), "\(run.text)")
      #expect(!run.text.contains("+++"))
      try text.write(toFile: file, atomically: true, encoding: .utf8)
      let verbose = runSuite([root]) {
        $0.update = true
        $0.verbose = true
      }
      #expect(
        verbose.text.contains(
          "--- \(file) (before)\n+++ \(file) (after update)\n@@ -1,6 +1,12 @@\n > type #name lee\n"
            + " > show\n-  old\n+  +--------------------------------------+\n"), "\(verbose.text)")
      // The lines with wildcards are compared as text: they stay, unchanged.
      #expect(verbose.text.contains("\n > show\n   [..]\n   ...\n"), "\(verbose.text)")
    }
  }

  @Test("what update rewrote is a diff of the file's text: a `[..]` is text like any other")
  func updateDiffIsLiteral() {
    let change = ScenarioSuite.UpdateChange(
      path: "a.flow", before: "> show\n  a [..]\n  ...\n", after: "> show\n  a b\n  ...\n")
    #expect(change.counts == (1, 1, 1))
    #expect(change.diff.contains("\n-  a [..]\n+  a b\n   ...\n"), "\(change.diff)")
  }

  @Test("update names an included file it rewrote, with its counts")
  func updateNamesIncluded() throws {
    let files = [
      "login/steps/s.flow": "> type #name lee\n> show\n  stale\n",
      "login/a.flow": "> include steps/s.flow\n> show\n  ...\n",
    ]
    try withScenarios(files) { root in
      let run = runSuite([root]) { $0.update = true }
      #expect(
        run.text.contains(
          "UPDATED \(root)/login/steps/s.flow, which it includes: 1 block rewritten, -1 +7 lines"),
        "\(run.text)")
    }
  }

  @Test("a file update cannot make green is left byte for byte, its included files too")
  func cannotMakeGreenLeavesFile() throws {
    let steps = "> show\n  stale\n"
    let text = "> include steps/s.flow\n> show\n  old\n> expect title \"nope\"\n"
    try withScenarios(["login/a.flow": text, "login/steps/s.flow": steps]) { root in
      let run = runSuite([root]) { $0.update = true }
      #expect(run.status == 1)
      let after = try String(contentsOfFile: root + "/login/a.flow", encoding: .utf8)
      let included = try String(contentsOfFile: root + "/login/steps/s.flow", encoding: .utf8)
      #expect(after == text)
      #expect(included == steps)
      #expect(
        run.text.contains(
          "\(root)/login/a.flow: update cannot make this file green while an expectation fails "
            + "(line 4), so it left the file as it was"), "\(run.text)")
      #expect(!run.text.contains("UPDATED"), "\(run.text)")
    }
  }

  @Test("update fails a file whose included file has a failing expectation, and leaves both")
  func includedFailingExpectationLeftAlone() throws {
    let steps = "> expect title \"nope\"\n> show\n  stale\n"
    let text = "> include steps/s.flow\n"
    try withScenarios(["login/a.flow": text, "login/steps/s.flow": steps]) { root in
      let run = runSuite([root]) { $0.update = true }
      #expect(run.status == 1, "\(run.text)")
      let included = try String(contentsOfFile: root + "/login/steps/s.flow", encoding: .utf8)
      #expect(included == steps)
      #expect(!run.text.contains("UPDATED"), "\(run.text)")
      #expect(
        run.text.contains(
          "\(root)/login/a.flow: update cannot make this file green while an expectation fails "
            + "(line 1)"), "\(run.text)")
    }
  }

  @Test("output longer than its block is reported at the block's last line")
  func longerOutputAtLastLine() throws {
    // `apps` lists seven apps; the block expects only the first, which matches.
    try withScenarios(["login/a.flow": "# prose\n> apps\n  login[..]\n"]) { root in
      let run = runSuite([root])
      #expect(run.status == 1)
      #expect(run.text.contains("\(root)/login/a.flow:3: output of 'apps' differs"), "\(run.text)")
    }
  }

  @Test("a folder whose only files are under steps/ says so, not that it has no .flow file")
  func onlyStepsFiles() throws {
    try withScenarios(["login/steps/s.flow": "> show\n", "login/steps/t.flow": "> show\n"]) {
      root in
      let run = runSuite([root])
      #expect(run.status == 2)
      #expect(
        run.text.contains(
          "no test under \(root): its 2 .flow files are under a steps/ folder, which holds "
            + "pieces that other files include; pass a file itself to run it alone"), "\(run.text)")
    }
  }

  @Test("a file finds its app by the nearest folder above it that names one, steps/ included")
  func nearestFolderNamesTheApp() throws {
    let runner = ScenarioRunner(apps: DemoApps.all)
    #expect(runner.folderApp(for: "mysuite/waybills/steps/x.flow") == "waybills")
    #expect(runner.folderApp(for: "/tmp/people/checks/deep/x.flow") == "people")
    // Under a Scenarios folder, only the folders below it count.
    #expect(runner.folderApp(for: "login/Scenarios/shop/x.flow") == nil)
    #expect(runner.folderApp(for: "login/Scenarios/posts/steps/x.flow") == "posts")
    try withTemporaryDirectory { directory in
      let path = directory + "/suite/waybills/steps/x.flow"
      try FileManager.default.createDirectory(
        atPath: directory + "/suite/waybills/steps", withIntermediateDirectories: true)
      try "> expect title \"运单\"\n".write(toFile: path, atomically: true, encoding: .utf8)
      let run = runSuite([path])
      #expect(run.status == 0, "\(run.text)")
      #expect(!run.text.contains("warning"), "\(run.text)")
    }
  }
}
