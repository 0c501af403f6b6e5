import DemoApps
import ExploreFixtureApps
import FlowTesting
import Foundation
import TestSupport
import Testing

@testable import FlowScript
@testable import FlowSimCLI

/// Behaviours of the command line that the table of behaviours found unwatched
/// (`Documentation/Behaviours.md`).
@Suite("The command line: the rest of what it promises", .timeLimit(.minutes(5)), .watchdog)
struct GapCLITests {
  @Test("open starts the app afresh: nothing typed before is left")
  func openStartsAfresh() {
    let run = runFlowsim(
      ["login"],
      input: "type #name lee\nexpect #name text \"lee\"\nopen login\nexpect #name text \"\"\n")
    #expect(!run.output.contains("error"), "\(run.output)")
    #expect(run.output.contains("> open login\n> expect #name text \"\"\n"), "\(run.output)")
  }

  @Test("settle stops after 10 minutes of virtual time, with what still waits")
  func settleStops() {
    let output = StringOutput()
    _ = FlowSim.run(
      apps: BrokenApps.all, arguments: ["broken"], input: StringInput("tap #spin\nsettle\n"),
      output: output, errorOutput: StringOutput(), environment: [:], isTerminal: false)
    #expect(
      output.text.contains(
        "error: still 1 task waiting after 10 minutes of virtual time; something polls or retries"),
      "\(output.text)")
  }

  @Test("${KEY:-default} gives the default when KEY is not set, and KEY when it is")
  func variableDefault() throws {
    let home = try folder([
      "login/a.flow": "> type #name ${WHO:-kim}\n> expect #name text \"kim\"\n"
    ])
    defer { try? FileManager.default.removeItem(atPath: home) }
    let file = home + "/login/a.flow"
    #expect(runFlowsim(["test", "-j", "1", file]).status == 0)
    let set = runFlowsim(["test", "-j", "1", "-e", "WHO=lee", file])
    #expect(set.status == 1)
    #expect(set.output.contains("expected #name text \"kim\", found \"lee\""), "\(set.output)")
  }

  @Test("an empty line between two expected lines belongs to the output")
  func emptyLineInBlock() throws {
    let scenario = try Scenario(path: "x.flow", text: "> apps\n  a\n\n  b\n> show\n")
    #expect(scenario.steps.first?.expected == ["a", "", "b"])
    let end = try Scenario(path: "x.flow", text: "> apps\n  a\n\n> show\n")
    #expect(end.steps.first?.expected == ["a"], "a blank line before the next command ends it")
  }

  @Test("a command with no block that prints fails, at the command's own line")
  func printingWithoutBlock() throws {
    let home = try folder(["login/a.flow": "# says nothing\n> expect title \"登录\"\n> apps\n"])
    defer { try? FileManager.default.removeItem(atPath: home) }
    let run = runFlowsim(["test", "-j", "1", home + "/login/a.flow"])
    #expect(run.status == 1)
    #expect(run.output.contains("/login/a.flow:3: output of 'apps' differs"), "\(run.output)")
  }

  @Test("a --tag or --shard that selects no file exits 2; --skip-tag leaves out what it names")
  func selections() throws {
    let home = try folder([
      "login/a.flow": "# tags: smoke\n> expect title \"登录\"\n",
      "login/b.flow": "> expect title \"登录\"\n",
    ])
    defer { try? FileManager.default.removeItem(atPath: home) }
    let none = runFlowsim(["test", "-j", "1", "--tag", "nightly", home])
    #expect(none.status == 2)
    #expect(none.error.contains("--tag nightly selects no file"), "\(none.error)")
    // The summary still closes the run, as CI logs read it.
    #expect(none.output.hasSuffix("0 passed, 0 failed\n"), "\(none.output)")
    let both = runFlowsim(["test", "-j", "1", "--tag", "smoke", "--skip-tag", "smoke", home])
    #expect(both.status == 2)
    #expect(
      both.error.contains("--tag smoke and --skip-tag smoke selects no file"), "\(both.error)")
    let skipped = runFlowsim(["test", "-j", "1", "--skip-tag", "smoke", home])
    #expect(skipped.status == 0)
    #expect(skipped.output.contains("PASS \(home)/login/b.flow"))
    #expect(!skipped.output.contains("a.flow"), "\(skipped.output)")
    #expect(skipped.output.hasSuffix("1 passed, 0 failed\n"))
    let shards = (1...3).map { runFlowsim(["test", "-j", "1", "--shard", "\($0)/3", home]) }
    #expect(shards.filter { $0.status == 2 }.count == 1, "two files fill two shards of three")
    #expect(shards.contains { $0.error.contains("selects no file") })
    let tagged = runFlowsim(["test", "-j", "1", "--tag", "smoke", home])
    #expect(tagged.output.hasSuffix("1 passed, 0 failed\n"))
    #expect(tagged.output.contains("PASS \(home)/login/a.flow"))
  }

  @Test("--realtime refuses settle, which needs virtual time, and says what to do")
  func realtimeSettle() {
    let run = runFlowsim(["--realtime", "login"], input: "settle\n")
    #expect(
      run.output.contains("error: settle needs virtual time; live, use 'wait 2s' to let time pass"),
      "\(run.output)")
  }

  @Test("--realtime: wait lets real time pass, in which the app's own work goes on")
  func realtimeWait() throws {
    // In a process of its own: live, the app's work runs on the real main queue, which this
    // test process shares with every simulation running beside the test.
    let binary = try builtBinary("flowsim")
    let home = try temporaryHome()
    defer { try? FileManager.default.removeItem(atPath: home) }
    // The login takes 500 ms of real time; only waits that really wait see its end, here
    // within ten of half a second each, however busy the machine.
    let waits = String(repeating: "wait 500ms\nshow\n", count: 10)
    try ("type #name lee\ntype #password 00000000\ntap #login\n" + waits).write(
      toFile: home + "/input", atomically: true, encoding: .utf8)
    let output = try shell(
      "'\(binary)' --realtime login < '\(home)/input'",
      environment: ["PATH": "/usr/bin:/bin", "HOME": home])
    #expect(output.contains("#greeting: 欢迎, lee"), "\(output)")
  }

  @Test("UPDATED is yellow on a terminal, PASS green and FAIL red")
  func reportColours() {
    let painted = Colorizer(enabled: true).paintReport("PASS a\nFAIL b\nUPDATED c")
    #expect(
      painted
        == "\u{1B}[32mPASS a\u{1B}[0m\n\u{1B}[31mFAIL b\u{1B}[0m\n\u{1B}[33mUPDATED c\u{1B}[0m")
    #expect(Colorizer(enabled: false).paintReport("UPDATED c") == "UPDATED c")
  }

  @Test("a diff's file lines are bold, its hunks cyan, what it removes red and adds green")
  func diffColours() {
    let painted = Colorizer(enabled: true).paintReport(
      "--- expected\n+++ actual\n@@ 1 @@\n-a\n+b\n c")
    #expect(
      painted.split(separator: "\n") == [
        "\u{1B}[1m--- expected\u{1B}[0m", "\u{1B}[1m+++ actual\u{1B}[0m",
        "\u{1B}[36m@@ 1 @@\u{1B}[0m",
        "\u{1B}[31m-a\u{1B}[0m", "\u{1B}[32m+b\u{1B}[0m", " c",
      ])
  }

  @Test("explore tries the app's routes from its start screen")
  func exploreRoutes() {
    let map = Explorer(apps: DemoApps.all).explore("height")
    #expect(
      map.edges.contains { $0.from == "n1" && $0.to == "n2" && $0.command.hasPrefix("route ") },
      "\(map.edges)")
  }

  @Test("--inputs FILE gives explore the texts to type, from any folder")
  func exploreInputs() throws {
    let home = try folder(["words.txt": "lee\n00000000\n"])
    defer { try? FileManager.default.removeItem(atPath: home) }
    let run = runFlowsim(["explore", "login", "--inputs", home + "/words.txt"])
    #expect(run.status == 0, "\(run.output)")
    #expect(
      run.output.hasPrefix("explored login to depth 8: 2 screens, 2 transitions"), "\(run.output)")
  }

  @Test("--repeat N fails a file one of whose runs prints otherwise than the first")
  func repeatFindsADifference() {
    let file = packageRoot + "/Tests/Fixtures/dice/roll.flow"
    #expect(runFixtures(["test", "-j", "1", file]).status == 0, "one run matches its wildcard")
    let run = runFixtures(["test", "-j", "1", "--repeat", "3", file])
    #expect(run.status == 1, "\(run.output)")
    #expect(run.output.contains("-| #number: rolled "), "\(run.output)")
  }

  @Test("work that comes back from a real sleep in a plain actor is reported when it arrives")
  func outsideWorkReported() throws {
    let binary = try builtBinary("fixturesim")
    let run = try runBinary(
      "/bin/sh",
      ["-c", "(printf 'tap #go\\n'; sleep 0.6; printf 'show\\n') | '\(binary)' outside"],
      in: packageRoot)
    #expect(
      run.output.contains(
        "error: 1 job of the app arrived from outside the simulation (a DispatchQueue.asyncAfter, a "
          + "timer, or a real sleep in an actor)"),
      "\(run.output)")
  }

  @Test("--faults: work still waiting on the clock after the last settle breaks an invariant")
  func faultsPendingWork() {
    let app = Simulator(app: BrokenApps.broken)
    app.allowsPendingTasks = true
    app.tap(.id("spin"))
    #expect(
      app.invariantViolations().contains("work still waits on the clock after 10 virtual minutes"))
    let calm = Simulator(app: BrokenApps.broken)
    #expect(!calm.invariantViolations().contains { $0.contains("still waits on the clock") })
  }

  @Test("Simulator(app:shuffle:) runs jobs ready together in the seed's order")
  func simulatorShuffle() {
    let plain = Simulator(app: RacyApp.app)
    plain.tap(.id("start"))
    plain.settle()
    plain.expect(.text(.id("winner"), "last: disk"))
    var winners: Set<String> = []
    for seed in 1...6 {
      let shuffled = Simulator(app: RacyApp.app, shuffle: UInt64(seed))
      shuffled.tap(.id("start"))
      shuffled.settle()
      winners.insert(shuffled.display.elements { $0.id == "winner" }.first?.label ?? "")
      let again = Simulator(app: RacyApp.app, shuffle: UInt64(seed))
      again.tap(.id("start"))
      again.settle()
      #expect(again.screen == shuffled.screen, "a seed gives the same order every time")
    }
    #expect(winners.count > 1, "\(winners)")
  }

  @Test("expect no TARGET takes one target: a second is an error at its column")
  func expectNoTakesOne() {
    let session = Session(apps: DemoApps.all)
    let outcome = session.execute("expect no #a #b")
    #expect(outcome.output.hasPrefix("error: unexpected '#b'"), "\(outcome.output)")
  }

  @Test("--help lists each option under the mode it belongs to, the others under global")
  func helpListsOptionsUnderTheirMode() throws {
    let help = runFlowsim(["--help"]).output
    let test = try #require(help.range(of: "  flowsim test [PATH ...]"))
    let run = try #require(help.range(of: "  flowsim run FILE"))
    let update = try #require(help.range(of: "      --update "))
    #expect(test.upperBound < update.lowerBound && update.upperBound < run.lowerBound, "\(help)")
    let global = try #require(help.range(of: "\nglobal:\n"))
    #expect(!help[..<global.lowerBound].contains("--width"), "\(help)")
    #expect(help[global.upperBound...].contains("      --width N "), "\(help)")
    // An option of a mode that lists none (the interactive session's) is listed under global.
    #expect(help[global.upperBound...].contains("      --realtime "), "\(help)")
    #expect(!help[global.upperBound...].contains("--update"), "\(help)")
    // So are run's and explore's, each after its own row.
    let explore = try #require(help.range(of: "  flowsim explore APP"))
    let failRequest = try #require(help.range(of: "      --fail-request N"))
    #expect(run.upperBound < failRequest.lowerBound && failRequest.upperBound < explore.lowerBound)
    let depth = try #require(help.range(of: "      --depth N "))
    #expect(explore.upperBound < depth.lowerBound && depth.upperBound < global.lowerBound)
  }
}
