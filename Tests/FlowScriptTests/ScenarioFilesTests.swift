import DemoApps
import FlowKit
import FlowScript
import Foundation
import TestSupport
import Testing

@Suite("Scenario files under Scenarios/", .timeLimit(.minutes(5)), .watchdog)
struct ScenarioFilesTests {
  @Test("every scenario file replays green", arguments: scenarioFiles())
  func replays(path: String) throws {
    let scenario = try Scenario.load(packageRoot + "/" + path)
    let runner = ScenarioRunner(apps: DemoApps.all)
    // Replay under the relative path, as `flowsim test` names it (its folder picks the app).
    var relative = scenario
    relative.path = path
    let result = runner.run(relative)
    let passed = result.passed
    #expect(passed, Comment(rawValue: result.report))
    #expect(!scenario.steps.isEmpty)
  }

  @Test("every demo app has scenarios of its own", arguments: DemoApps.all.map(\.name))
  func everyAppHasScenarios(app: String) {
    #expect(scenarioFiles().filter { $0.hasPrefix("Scenarios/\(app)/") }.count >= 2)
  }

  @Test(
    "corrupting expected lines is reported at each of them, and --update restores the file byte for byte",
    arguments: scenarioFiles())
  func corruptAndRestore(path: String) throws {
    let original = try String(contentsOfFile: packageRoot + "/" + path, encoding: .utf8)
    let scenario = try Scenario(path: path, text: original)
    let blocks = scenario.steps.filter { !$0.expected.isEmpty }
    // Every file shows some output: a file of expectations only would check nothing here.
    let first = try #require(blocks.first, "\(path) has no expected block")
    // The middle line of the first block, and the last line of the last block when it is
    // another: each is reported at its own line.
    var corruptedSteps = [(step: first, line: first.blockStart + first.expected.count / 2)]
    if let last = blocks.last, last.line != first.line {
      corruptedSteps.append((last, last.blockStart + last.expected.count - 1))
    }
    var lines = original.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    for (_, line) in corruptedSteps { lines[line] = "  corrupted line" }
    let corrupted = lines.joined(separator: "\n")
    let lineIndex = corruptedSteps[0].line
    try withTemporaryDirectory { directory in
      let folder = directory + "/" + (path as NSString).deletingLastPathComponent
      try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
      // The steps the file includes come along, as they sit beside it.
      let steps = packageRoot + "/" + (path as NSString).deletingLastPathComponent + "/steps"
      if FileManager.default.fileExists(atPath: steps) {
        try FileManager.default.copyItem(atPath: steps, toPath: folder + "/steps")
      }
      let file = directory + "/" + path
      try corrupted.write(toFile: file, atomically: true, encoding: .utf8)
      var options = ScenarioSuite.Options()
      options.paths = [file]
      let check = ScenarioSuite(apps: DemoApps.all, options: options).run(file: file)
      #expect(!check.passed)
      #expect(check.failureLine == lineIndex + 1)
      for (step, line) in corruptedSteps {
        #expect(
          check.report.contains("\(file):\(line + 1): output of '\(step.command)' differs"),
          "\(check.report)")
      }
      options.update = true
      let update = ScenarioSuite(apps: DemoApps.all, options: options).run(file: file)
      #expect(update.updated)
      #expect(try String(contentsOfFile: file, encoding: .utf8) == original)
    }
  }
}
