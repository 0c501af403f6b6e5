import DemoApps
import Foundation
import TestSupport
import Testing

@testable import FlowScript
@testable import FlowSimCLI

/// Command-line behaviours a user would notice that no test watched (issue 35).
@Suite("The command line: what a user would notice", .timeLimit(.minutes(5)), .watchdog)
struct GuardCLITests {
  @Test("coverage of nothing to cover (0 of 0 transitions) is 100 %, and --min-coverage passes")
  func coverageOfNothing() {
    let app = CoverageReport.App(
      app: "one", screens: 1, screensReached: 1, transitions: 0, transitionsReached: 0,
      missingScreens: [], missingTransitions: [])
    let report = CoverageReport(apps: [app])
    #expect(app.transitionPercent == 100)
    #expect(report.text.contains("one: screens 1/1 (100%), transitions 0/0 (100%)"))
    #expect(report.below(100).isEmpty)
    #expect(
      report.below(100.5) == [
        "one: screens 100% is below --min-coverage 100.5",
        "one: transitions 100% is below --min-coverage 100.5",
      ])
  }

  @Test("coverage credits each step of a file that opens two apps to the app it ran in")
  func coverageOfTwoApps() throws {
    let home = try folder([
      "login/two.flow":
        "> type #name lee\n> type #password 00000000\n> tap #login\n> wait 500ms\n> back\n"
        + "> open height\n> settle\n> expect title \"用户\"\n"
    ])
    defer { try? FileManager.default.removeItem(atPath: home) }
    let run = runFlowsim(["test", "-j", "1", "--coverage", home])
    #expect(run.status == 0, "\(run.output)")
    #expect(
      run.output.contains("login: screens 2/2 (100%), transitions 2/2 (100%)"), "\(run.output)")
    #expect(run.output.contains("\n  height: screens 1/"), "\(run.output)")
  }

  @Test("an include inside an included file is read from the folder of the file including it")
  func nestedIncludeFolder() throws {
    let home = try folder([
      "login/main.flow": "> include ../shared/steps/sign-in.flow\n> expect title \"欢迎\"\n",
      "shared/steps/sign-in.flow": "> include fill.flow\n> tap #login\n> settle\n",
      "shared/steps/fill.flow": "> type #name lee\n> type #password 00000000\n",
    ])
    defer { try? FileManager.default.removeItem(atPath: home) }
    let run = runFlowsim(["test", "-j", "1", home + "/login/main.flow"])
    #expect(run.status == 0, "\(run.output)")
    #expect(run.output.contains("PASS"), "\(run.output)")
  }

  @Test("--max-states 0 is an error with the option's range; --shard 10000/10000 is accepted")
  func optionRanges() throws {
    let zero = runFlowsim(["explore", "login", "--max-states", "0"])
    #expect(zero.status == 2)
    #expect(zero.error.contains("--max-states"), "\(zero.error)")
    #expect(zero.error.contains("from 1 to 1000000"), "\(zero.error)")
    let last = try Arguments.parse(["test", "--shard", "10000/10000"], appNames: ["login"])
    #expect(last.shard == Shard(parsing: "10000/10000"))
    #expect(last.shard != nil)
    let beyond = runFlowsim(["test", "--shard", "10001/10001"])
    #expect(beyond.status == 2)
    #expect(beyond.error.contains("N up to 10000"), "\(beyond.error)")
  }

  @Test("under CI=1, test --update rewrites a stale block of a file whose blocks all exist")
  func ciUpdatesStaleBlock() throws {
    let home = try folder(["login/stale.flow": "> apps\n  nothing like this\n"])
    defer { try? FileManager.default.removeItem(atPath: home) }
    let file = home + "/login/stale.flow"
    let output = StringOutput()
    let status = FlowSim.run(
      apps: DemoApps.all, arguments: ["test", "-j", "1", "--update", file], input: nil,
      output: output, errorOutput: StringOutput(), environment: ["CI": "1"], isTerminal: false)
    #expect(status == 0, "\(output.text)")
    #expect(!output.text.contains("has no expected block"), "\(output.text)")
    let text = try String(contentsOfFile: file, encoding: .utf8)
    #expect(!text.contains("nothing like this"))
    #expect(text.contains("  login"), "\(text)")
    #expect(runFlowsim(["test", "-j", "1", file]).status == 0)
  }

  @Test("--shuffle-runs reaches the worker processes: -j 2 tries every seed, as -j 1 does")
  func shuffleRunsInWorkers() throws {
    let binary = try builtBinary("fixturesim")
    // Seed 2 keeps the racy file's order; seed 3 shows its race.
    let files = ["Tests/Fixtures/racy/start.flow", "Tests/Fixtures/feed/paging.flow"]
    let one = try runBinary(
      binary, ["test", "-j", "1", "--shuffle", "2", "--shuffle-runs", "2"] + files,
      in: packageRoot)
    let two = try runBinary(
      binary, ["test", "-j", "2", "--shuffle", "2", "--shuffle-runs", "2"] + files,
      in: packageRoot)
    #expect(one.status == 1, "\(one.output)")
    #expect(two.status == 1, "\(two.output)")
    #expect(two.output.contains("--shuffle 3"), "\(two.output)")
    #expect(one.output == two.output)
    let first = try runBinary(
      binary, ["test", "-j", "2", "--shuffle", "2", "--shuffle-runs", "1"] + files,
      in: packageRoot)
    #expect(first.status == 0, "seed 2 alone passes: \(first.output)")
  }

  @Test("through worker processes, JUnit names and artifacts are those of a run in-process")
  func workersNameAsInProcess() throws {
    let binary = try builtBinary("flowsim")
    let home = try temporaryHome()
    defer { try? FileManager.default.removeItem(atPath: home) }
    try FileManager.default.copyItem(
      atPath: packageRoot + "/Scenarios/login", toPath: home + "/Scenarios/login")
    try "> apps\n  nope\n".write(
      toFile: home + "/Scenarios/login/zz-broken.flow", atomically: true, encoding: .utf8)
    var names: [[String]] = []
    var artifacts: [[String]] = []
    for jobs in ["1", "2"] {
      let run = try runBinary(
        binary,
        ["test", "-j", jobs, "--junit", "r\(jobs).xml", "--artifacts", "a\(jobs)", "Scenarios"],
        in: home)
      #expect(run.status == 1)
      let xml = try String(contentsOfFile: home + "/r\(jobs).xml", encoding: .utf8)
      names.append(
        xml.components(separatedBy: "testcase name=\"").dropFirst().compactMap {
          $0.split(separator: "\"").first.map(String.init)
        })
      artifacts.append(
        (FileManager.default.enumerator(atPath: home + "/a\(jobs)")?.allObjects as? [String] ?? [])
          .sorted())
    }
    #expect(names[0].contains("login/zz-broken.flow"), "\(names[0])")
    #expect(!names[1].contains { $0.hasPrefix("Scenarios/") }, "\(names[1])")
    #expect(names[0] == names[1])
    #expect(!artifacts[0].isEmpty)
    #expect(artifacts[0] == artifacts[1])
  }

  @Test("an app that never stops making work fails its file at the command, and the run ends")
  func runawayFails() throws {
    let binary = try builtBinary("fixturesim")
    let run = try runBinary(binary, ["test", "-j", "1", "Tests/Fixtures/runaway"], in: packageRoot)
    #expect(run.status == 1, "\(run.output)")
    #expect(run.output.contains("FAIL Tests/Fixtures/runaway/loop.flow"), "\(run.output)")
    #expect(
      run.output.contains(
        "+error: the app kept making work without pause: 1000000 jobs ran at one instant"),
      "\(run.output)")
    #expect(run.output.contains("Tests/Fixtures/runaway/loop.flow:2: output of 'tap #loop'"))
  }

  @Test("a map says screens are numbered only when a second one shares the first's title")
  func numberedScreensHeader() {
    func report(_ titles: [String]) -> String {
      var map = FlowMap(app: "a", depth: 1)
      map.nodes = titles.enumerated().map {
        FlowMap.Node(id: "n\($0 + 1)", title: $1, screen: "", path: [], key: $1)
      }
      return map.report
    }
    #expect(
      report(["Orders", "Orders (screen 2)"]).contains(
        "screens, numbered from the second when screens share a title (Orders (screen 2)):"))
    // A screen that happens to be titled so, with no first of its name, is not numbering.
    #expect(report(["Tips (screen 2)", "Home"]).contains("\nscreens:\n"))
  }
}
