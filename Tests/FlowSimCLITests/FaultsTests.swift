import DemoApps
import FlowKit
import FlowTesting
import Foundation
import TestSupport
import Testing

@testable import ExploreFixtureApps
@testable import FlowScript
@testable import FlowSimCLI

/// Runs the program over the fixture apps (a feed with a bug, a race) from the package root.
func runFixtures(_ arguments: [String]) -> (status: Int32, output: String, error: String) {
  let output = StringOutput()
  let error = StringOutput()
  let status = FlowSim.run(
    apps: BrokenApps.all, arguments: arguments, input: StringInput(""), output: output,
    errorOutput: error, environment: [:], isTerminal: false)
  return (status, output.text, error.text)
}

@Suite("Faults and interleavings", .timeLimit(.minutes(5)), .watchdog)
struct FaultsTests {
  static let feed = packageRoot + "/Tests/Fixtures/feed/paging.flow"
  static let racy = packageRoot + "/Tests/Fixtures/racy/start.flow"

  @Test("--faults finds the loading footer a failed page leaves, with the command that shows it")
  func faults() {
    let plain = runFixtures(["test", "-j", "1", Self.feed])
    #expect(plain.status == 0, "the file is green as it is: \(plain.output)")
    let run = runFixtures(["test", "-j", "1", "--faults", Self.feed])
    #expect(run.status == 1)
    #expect(
      run.output.contains(
        "paging.flow:5: with request 3 of 3, page(_:), failing (during 'more #feed'):"),
      "\(run.output)")
    #expect(run.output.contains("  'Loading…' in #feed is still up after everything settled"))
    #expect(run.output.contains("  reproduce: flowsim run \(Self.feed) --fail-request 3"))
    // Requests 1 and 2 (the first load, the refresh) fail cleanly: only the third is reported.
    #expect(!run.output.contains("request 1 of 3"))
    #expect(!run.output.contains("request 2 of 3"))
    #expect(run.output.contains("\nfaults: 3 runs, each with one request failing\n"))
  }

  @Test("--faults that fails nothing in any file is an error, as a selection of no file is")
  func nothingFailed() {
    let run = runFlowsim(["test", "-j", "1", "--faults", "Scenarios/navigator"])
    #expect(run.status == 2)
    #expect(
      run.error
        == "flowsim: error: no file made a service request, so --faults failed nothing; a service's calls fail only when made through context.serviceEnvironment.request\n"
    )
  }

  @Test("the JUnit report of a fault run names the simulator and says what broke in its message")
  func junit() throws {
    let report = NSTemporaryDirectory() + "flowsim-junit-\(UUID().uuidString).xml"
    defer { try? FileManager.default.removeItem(atPath: report) }
    let status = FlowSim.run(
      apps: BrokenApps.all,
      arguments: ["test", "-j", "1", "--faults", "--junit", report, Self.feed],
      input: StringInput(""), output: StringOutput(), errorOutput: StringOutput(), environment: [:],
      isTerminal: false, identity: SimulatorIdentity(name: "fixturesim", version: "1.0.0"))
    #expect(status == 1)
    let xml = try String(contentsOfFile: report, encoding: .utf8)
    #expect(xml.contains("<testsuite name=\"fixturesim\""), "\(xml)")
    #expect(xml.contains("classname=\"fixturesim\""), "\(xml)")
    #expect(
      xml.contains(
        "(during 'more #feed'): 'Loading…' in #feed is still up after everything settled\""),
      "\(xml)")
  }

  @Test("--faults says which files made no request, so that no fault reached them")
  func unreachedFiles() {
    let run = runFlowsim(["test", "-j", "1", "--faults", "Scenarios/navigator", "Scenarios/login"])
    #expect(run.status == 0, "\(run.output)")
    #expect(
      run.output.contains(
        "faults: 3 runs, each with one request failing; 3 of 6 files made no service request, so no fault reached them: Scenarios/navigator/modal-and-tabs.flow, Scenarios/navigator/screens.flow, Scenarios/login/button-rule.flow (a service's calls fail only when made through context.serviceEnvironment.request)"
      ), "\(run.output)")
  }

  @Test("what is still loading: a busy element with the app's own text, or the app's loading texts")
  @MainActor
  func stillLoading() {
    func display(_ elements: [Element]) -> Display {
      Display(
        title: "Orders", canGoBack: false, elements: elements, hud: false, toast: nil, alert: nil,
        stacks: [["Orders"]])
    }
    let texts = AppTexts.english
    let row = Element(.row(.init(text: "A-1", indexPath: IndexPath(row: 0))))
    func list(_ extra: Element) -> Element {
      Element(.list(rowCounts: [1], rowAt: nil), id: "orders", children: [row, extra])
    }
    // A footer a team draws by hand, in its own words, marked busy as a spinner would be.
    #expect(
      ScreenChecks.loading(
        display([list(Element(.footer("Fetching more…"), isBusy: true))]), texts: texts)
        == "'Fetching more…' in #orders")
    #expect(
      ScreenChecks.loading(
        display([Element(.label("Saving…"), id: "status", isBusy: true)]), texts: texts)
        == "'Saving…' (#status)")
    // The app's own loading text is seen without the mark; another footer is not loading.
    #expect(
      ScreenChecks.loading(display([list(Element(.footer(texts.loadingMore)))]), texts: texts)
        == "'\(texts.loadingMore)' in #orders")
    #expect(
      ScreenChecks.loading(display([list(Element(.footer("No more orders")))]), texts: texts) == nil
    )
    #expect(
      ScreenChecks.loading(display([Element(.label(texts.loadingMore))]), texts: texts) == nil)
  }

  @Test("ScrollList marks its refreshing header and loading footer busy")
  @MainActor
  func scrollListIsBusy() {
    let simulator = Simulator(app: WaybillsApp.app)
    simulator.settle()
    #expect(simulator.display.elements { $0.isBusy }.isEmpty)
    simulator.more(.id("waybills"))
    #expect(simulator.display.elements { $0.isBusy }.map(\.kind) == [.footer])
    simulator.settle()
    simulator.refresh(.id("waybills"))
    #expect(simulator.display.elements { $0.isBusy }.map(\.kind) == [.header])
    simulator.settle()
    #expect(simulator.display.elements { $0.isBusy }.isEmpty)
  }

  @Test("a report's reproduce command is how the user ran the simulator")
  func invocation() {
    #expect(FlowSim.invocation(of: "ordersim", executable: nil) == "ordersim")
    #expect(FlowSim.invocation(of: "ordersim", executable: "/usr/local/bin/ordersim") == "ordersim")
    #expect(
      FlowSim.invocation(
        of: "ordersim", executable: "/home/me/Orders/.build/debug/ordersim", inPackage: true)
        == "swift run ordersim")
    #expect(
      FlowSim.invocation(
        of: "ordersim", executable: "/ci/Orders/.build-tsan/debug/ordersim", inPackage: true)
        == "swift run ordersim")
    // A scratch path outside the package (`swift test --scratch-path /tmp/orders-build`).
    #expect(
      FlowSim.invocation(
        of: "ordersim", executable: "/tmp/orders-build/x86_64-unknown-linux-gnu/release/ordersim",
        inPackage: true) == "swift run ordersim")
    #expect(
      FlowSim.invocation(of: "ordersim", executable: "/opt/builds/ordersim", inPackage: true)
        == "ordersim")
    #expect(FlowSim.invocation(of: "ordersim", executable: "/opt/builds/ordersim") == "ordersim")
    // Outside a package, swift run would not find it: its name when a shell finds that, else
    // the path it ran from.
    #expect(
      FlowSim.invocation(
        of: "ordersim", executable: "/home/me/Orders/.build/debug/ordersim", inPackage: false,
        onPath: { $0 == "ordersim" }) == "ordersim")
    #expect(
      FlowSim.invocation(
        of: "ordersim", executable: "/home/me/My Orders/.build/debug/ordersim", inPackage: false,
        onPath: { _ in false }) == "'/home/me/My Orders/.build/debug/ordersim'")
    #expect(FlowSim.isOnPath("sh"))
    #expect(!FlowSim.isOnPath("no-such-program-\(UInt32.random(in: 0...UInt32.max))"))
  }

  @Test("run --fail-request N shows what happened and what no longer holds")
  func reproduce() {
    let run = runFixtures(["run", Self.feed, "--fail-request", "3"])
    #expect(run.status == 1)
    #expect(run.output.contains("> more #feed"))
    #expect(run.output.contains("expectation failed: expected #feed count 10, found 5"))
    #expect(run.output.contains("# with request 3 failing, after a settle:\n"))
    #expect(run.output.contains("#   'Loading…' in #feed is still up after everything settled"))
    let fine = runFixtures(["run", Self.feed, "--fail-request", "2"])
    #expect(fine.status == 0)
    #expect(fine.output.contains("# with request 2 failing, after a settle: every invariant holds"))
  }

  @Test("FlowTesting fails a request too, and says what no longer holds")
  func simulator() {
    let plain = Simulator(app: FeedApp.app)
    plain.advance(by: .milliseconds(300))
    plain.more(.id("feed"))
    plain.settle()
    #expect(plain.requestCount == 2)
    #expect(plain.invariantViolations().isEmpty)
    let faulted = Simulator(app: FeedApp.app, failingRequest: 2)
    faulted.advance(by: .milliseconds(300))
    faulted.more(.id("feed"))
    #expect(
      faulted.invariantViolations() == ["'Loading…' in #feed is still up after everything settled"])
    // A request the run never reaches fails nothing, and the test is told so.
    let beyond = Simulator(app: FeedApp.app, failingRequest: 9)
    #expect(
      beyond.invariantViolations() == [
        "request 9 never happened: the run made 1 request, so nothing failed (a service's calls fail only when made through context.serviceEnvironment.request)"
      ])
    // A single view model takes a failing request too.
    let single = Simulator(failingRequest: 1) { (context: AppContext) throws -> ViewModel in
      context.views.register(FeedView.self)
      return FeedViewModel(context: context, service: FeedService(context.serviceEnvironment))
    }
    #expect(single.invariantViolations().isEmpty, "the first load fails cleanly")
    #expect(single.requestCount == 1)
  }

  @Test("--shuffle reorders replies that land in the same instant: a refresh beside a page more")
  func repliesTogether() {
    let file = packageRoot + "/Tests/Fixtures/racy/feed-together.flow"
    let plain = runFixtures(["test", "-j", "1", "--repeat", "5", file])
    #expect(plain.status == 0, "without --shuffle they land in the order they were asked")
    let run = runFixtures(["test", "-j", "1", "--shuffle", "1", "--shuffle-runs", "20", file])
    #expect(run.status == 1, "\(run.output)")
    #expect(run.output.contains("feed-together.flow:8: with --shuffle "), "\(run.output)")
    // Seed 1 already prints otherwise: the file stops there.
    #expect(
      run.output.contains(
        "\nshuffles: 1 run of seeds 1 to 20 (a file stops at the first that prints otherwise)\n"),
      "\(run.output)")
    #expect(run.output.contains("+expectation failed: expected #feed count 5, found 10"))
  }

  @Test("--shuffle finds a race, names the seed, and run --shuffle SEED shows it again")
  func shuffle() throws {
    let plain = runFixtures(["test", "-j", "1", Self.racy])
    #expect(plain.status == 0, "without --shuffle the order is the one of today")
    let run = runFixtures(["test", "-j", "1", "--shuffle", "1", "--shuffle-runs", "20", Self.racy])
    #expect(run.status == 1)
    #expect(
      run.output.contains("the app depends on the order of jobs that are ready together (a race)"))
    let marker = "reproduce: flowsim run \(Self.racy) --shuffle "
    let line = try #require(run.output.split(separator: "\n").first { $0.contains(marker) })
    let seed = try #require(line.components(separatedBy: marker).last)
    let again = runFixtures(["run", Self.racy, "--shuffle", seed])
    #expect(again.status == 1)
    #expect(again.output.contains("expectation failed: expected #winner text \"last: disk\""))
    // The same seed gives the same bytes.
    #expect(runFixtures(["run", Self.racy, "--shuffle", seed]).output == again.output)
  }

  @Test("every demo scenario holds the invariants under every fault and 10 shuffles")
  func demoApps() {
    var options = ScenarioSuite.Options()
    options.paths = [packageRoot + "/Scenarios"]
    options.faults = true
    options.shuffleSeed = 1
    options.shuffleRuns = 10
    var lines: [String] = []
    let status = ScenarioSuite(apps: DemoApps.all, options: options).main { lines.append($0) }
    #expect(status == .held, "\(lines.joined(separator: "\n"))")
    // No file differs, so each tried all ten seeds, and the summary counts what ran.
    let files = ScenarioSuite(apps: DemoApps.all, options: options).files().files.count
    #expect(
      lines.contains(
        "shuffles: \(files * 10) runs of seeds 1 to 10 (a file stops at the first that prints otherwise)"
      ), "\(lines.suffix(3))")
  }

  @Test(
    "bad input is one line and exit 2",
    arguments: [
      (["test", "--shuffle", "abc"], "--shuffle takes a seed, a whole number"),
      (["test", "--shuffle", "-3"], "--shuffle takes a seed"),
      (
        ["test", "--shuffle", "1", "--shuffle-runs", "0"],
        "--shuffle-runs takes a number from 1 to 10000"
      ),
      (
        ["test", "--shuffle", "1", "--shuffle-runs", "10001"],
        "--shuffle-runs takes a number from 1 to 10000"
      ),
      (["test", "--shuffle-runs", "5"], "--shuffle-runs needs --shuffle SEED"),
      (["test", "--fail-request", "2"], "--fail-request belongs to 'flowsim run'"),
      (["run", "x.flow", "--faults"], "--faults belongs to 'flowsim test'"),
      (["run", FaultsTests.feed, "--fail-request", "0"], "--fail-request takes a number from 1"),
      (
        ["run", FaultsTests.feed, "--fail-request", "4"],
        "makes 3 requests, so --fail-request takes 1 to 3, not 4"
      ),
    ])
  func badInput(arguments: [String], message: String) {
    let run = runFixtures(arguments)
    #expect(run.status == 2)
    #expect(run.error.contains(message), "\(run.error)")
    #expect(!run.error.contains("\n") || run.error.hasPrefix("flowsim: error:"))
  }

  @Test(
    "the README's fault report is what swift run fixturesim prints")
  func readme() throws {
    let readme = try ProjectDocumentation.page("Faults.md", at: packageRoot)
    let binary = try builtBinary("fixturesim")
    let run = try runBinary(
      binary, ["test", "-j", "1", "--faults", "Tests/Fixtures/feed"], in: packageRoot)
    #expect(run.status == 1)
    let shown = run.output
    #expect(
      readme.contains("$ swift run fixturesim test -j 1 --faults Tests/Fixtures/feed\n" + shown),
      "the README's report is stale; it is now:\n\(shown)")
  }

  @Test("work that outlives its screen breaks an invariant: a list filled after the user left")
  func lateWork() {
    let stays = Simulator(app: LateApp.app)
    stays.tap(.id("open"))
    stays.settle()
    #expect(stays.invariantViolations().isEmpty)
    let leaves = Simulator(app: LateApp.app)
    leaves.tap(.id("open"))
    leaves.back()
    #expect(
      leaves.invariantViolations() == [
        "work outlived its screen: LateListViewModel Items changed #items after its screen was gone"
      ])
  }

  @Test(
    "a crash under a fault fails its file, names the run, and the run goes on")
  func crash() throws {
    let binary = try builtBinary("fixturesim")
    let run = try runBinary(
      binary, ["test", "--faults", "Tests/Fixtures/fragile", "Tests/Fixtures/feed"], in: packageRoot
    )
    #expect(run.status == 1)
    #expect(
      run.output.contains(
        "Tests/Fixtures/fragile/load.flow:1: the app crashed with request 1 failing "
          + "(during 'open'), on 'wait 300ms' on \"Fragile\": Fatal error: 'try!' expression "
          + "unexpectedly raised an error: FlowKit.NetworkError.offline (FragileApp.swift:22)\n"
          // Built in this package, the simulator is run again with swift run.
          + "  reproduce: swift run fixturesim run Tests/Fixtures/fragile/load.flow --fail-request 1"
      ), "\(run.output)")
    // The other file still ran, in a new worker.
    #expect(
      run.output.contains(
        "Tests/Fixtures/feed/paging.flow:5: with request 3 of 3, page(_:), failing"))
    let ending: String =
      "faults: 4 runs, each with one request failing\n"
      + "failed, each at its first failure:\n"
      + "  Tests/Fixtures/fragile/load.flow:1: the app crashed with request 1 failing "
      + "(during 'open'), on 'wait 300ms' on \"Fragile\": Fatal error: 'try!' expression "
      + "unexpectedly raised an error: FlowKit.NetworkError.offline (FragileApp.swift:22)\n"
      + "  Tests/Fixtures/feed/paging.flow:5: with request 3 of 3, page(_:), failing "
      + "(during 'more #feed'): 'Loading…' in #feed is still up after everything settled\n"
      + "0 passed, 2 failed\n"
    #expect(run.output.hasSuffix(ending), "\(run.output)")
    // Without faults the file is green: the crash needs the failing request.
    let plain = try runBinary(binary, ["test", "Tests/Fixtures/fragile"], in: packageRoot)
    #expect(plain.status == 0, "\(plain.output)")
  }

  @Test(
    "past a crash under a fault, the file's other fault runs go on and find what they find, crashes too"
  )
  func afterACrash() throws {
    let binary = try builtBinary("fixturesim")
    let report = NSTemporaryDirectory() + "flowsim-crashes-\(UUID().uuidString).xml"
    defer { try? FileManager.default.removeItem(atPath: report) }
    let run = try runBinary(
      binary, ["test", "--faults", "--junit", report, "Tests/Fixtures/crashes"], in: packageRoot)
    #expect(run.status == 1)
    // In JUnit, each file crashed under a fault: a failure of type crash, timed to its crashes
    // from the start of its first run.
    let xml = try String(contentsOfFile: report, encoding: .utf8)
    for name in ["then-feed.flow", "thrice.flow"] {
      let testcase = try #require(
        xml.components(separatedBy: "<testcase").first { $0.contains("name=\"\(name)\"") },
        "\(xml)")
      #expect(testcase.contains("type=\"crash\""), "\(testcase)")
      #expect(!testcase.contains("time=\"0.000\""), "\(testcase)")
    }
    let file = "Tests/Fixtures/crashes/then-feed.flow"
    // Each of its three requests crashes it; one line holds a tab, which the notes keep as it is.
    let thrice = "Tests/Fixtures/crashes/thrice.flow"
    // Each crash names its screen and what the runtime said, at the app's own line.
    let fragile =
      " on \"Fragile\": Fatal error: 'try!' expression unexpectedly raised an error: "
      + "FlowKit.NetworkError.offline (FragileApp.swift:22)"
    #expect(
      run.output
        == "FAIL \(file)\n"
        + "\(file):4: the app crashed with request 1 failing (during 'open fragile'), on 'wait 300ms'\(fragile)\n"
        + "  reproduce: swift run fixturesim run \(file) --fail-request 1\n"
        + "\(file):9: with request 4 of 4, page(_:), failing (during 'more #feed'):\n"
        + "  'Loading…' in #feed is still up after everything settled\n"
        + "  reproduce: swift run fixturesim run \(file) --fail-request 4\n"
        + "FAIL \(thrice)\n"
        + (1...3).map { request in
          "\(thrice):\(2 + 2 * request): the app crashed with request \(request) failing "
            + "(during 'open fragile'), on 'wait\(request == 1 ? "\t" : " ")300ms'\(fragile)\n"
            + "  reproduce: swift run fixturesim run \(thrice) --fail-request \(request)\n"
        }.joined()
        + "faults: 7 runs, each with one request failing\n"
        + "failed, each at its first failure:\n"
        + "  \(file):4: the app crashed with request 1 failing (during 'open fragile'), on 'wait 300ms'\(fragile)\n"
        + "  \(thrice):4: the app crashed with request 1 failing (during 'open fragile'), on 'wait\t300ms'\(fragile)\n"
        + "0 passed, 2 failed\n", "\(run.output)")
  }

  @Test("a piped session whose app crashes keeps the command and the crash in its transcript")
  func pipedCrash() throws {
    let binary = try builtBinary("fixturesim")
    let home = try temporaryHome()
    defer { try? FileManager.default.removeItem(atPath: home) }
    let run = try runBinary(
      "/bin/sh", ["-c", "printf 'show\\ntap #crash\\nshow\\n' | '\(binary)' crashy > t.flow"],
      in: home)
    #expect(run.status == 1, "\(run.error)")
    let transcript = try String(contentsOfFile: home + "/t.flow", encoding: .utf8)
    #expect(transcript.hasPrefix("> open crashy\n> show\n"), "\(transcript)")
    #expect(
      transcript.hasSuffix(
        "> tap #crash\n# the app crashed here, on \"Home\": Fatal error: the fixture crashes on "
          + "purpose (BrokenApps.swift:67)\n"), "\(transcript)")
    // The app's frames follow where the runtime gives them (not under the thread sanitizer).
    #expect(
      run.error.hasPrefix(
        "fixturesim: the app crashed on 'tap #crash', on \"Home\"\n  Fatal error: the fixture "
          + "crashes on purpose\n"), "\(run.error)")
    // The saved transcript fails where the session did, rather than replaying green.
    let replay = try runBinary(binary, ["test", "t.flow"], in: home)
    #expect(replay.status == 1)
    #expect(replay.output.contains("the app crashed"), "\(replay.output)")
    // A session that ends well says nothing more, and leaves no folder behind.
    let fine = try runBinary("/bin/sh", ["-c", "printf 'show\\n' | '\(binary)' crashy"], in: home)
    #expect(fine.status == 0)
    #expect(fine.output.hasSuffix("+--------------------------------------+\n"), "\(fine.output)")
    #expect(fine.error.isEmpty, "\(fine.error)")
  }

  @Test(
    "a piped session's transcript drops the crash helper's own lines, whatever the reads split")
  func crashHelperLinesDropped() {
    let text =
      "> show\nswift-backtrace: unable to fetch crash info.\n  swift-backtrace: kept\n"
      + "swift-backtrack\n> type #a \"é€😀\"\n# the end"
    let bytes = Array(text.utf8)
    let expected =
      "> show\n  swift-backtrace: kept\nswift-backtrack\n> type #a \"é€😀\"\n# the end"
    // Every split of the bytes into two reads, and one byte a read.
    for cut in 0...bytes.count {
      var filter = PipedSupervisor.CrashHelperFilter()
      let passed =
        filter.pass(bytes[..<cut]) + filter.pass(bytes[cut...]) + filter.finish()
      #expect(passed == expected, "cut at \(cut)")
    }
    var filter = PipedSupervisor.CrashHelperFilter()
    var passed = ""
    for byte in bytes { passed += filter.pass([byte]) }
    #expect(passed + filter.finish() == expected)
    // Text that cannot begin the helper's line is passed on at once: a prompt is not held back.
    var prompt = PipedSupervisor.CrashHelperFilter()
    #expect(prompt.pass(Array("name? ".utf8)) == "name? ")
    #expect(prompt.pass(Array("swift".utf8)) == "swift")
    var held = PipedSupervisor.CrashHelperFilter()
    #expect(held.pass(Array("swift".utf8)) == "")
    #expect(held.finish() == "swift")
    var dropped = PipedSupervisor.CrashHelperFilter()
    #expect(dropped.pass(Array("swift-backtrace: no newline".utf8)) == "")
    #expect(dropped.finish() == "")
  }

  @Test(
    "a crash in the plain run of a file is reported at the line it was on, and the run goes on")
  func crashInThePlainRun() throws {
    let binary = try builtBinary("fixturesim")
    let home = try temporaryHome()
    defer { try? FileManager.default.removeItem(atPath: home) }
    try "> open crashy\n> tap #crash\n".write(
      toFile: home + "/crash.flow", atomically: true, encoding: .utf8)
    let run = try runBinary(
      binary,
      [
        "test", "--faults", "--shuffle", "1", "crash.flow",
        packageRoot + "/" + "Tests/Fixtures/feed",
      ],
      in: home)
    #expect(run.status == 1)
    #expect(
      run.output.contains(
        "crash.flow:2: the app crashed replaying it, on 'tap #crash' on \"Home\": "
          + "Fatal error: the fixture crashes on purpose (BrokenApps.swift:67)\n"
          // Outside its package, by the path it ran from, which a shell finds.
          + "  reproduce: \(binary) run crash.flow\n"
      ), "\(run.output)")
    #expect(
      run.output.contains("paging.flow:5: with request 3 of 3, page(_:), failing"), "\(run.output)")
  }

  @Test("a crash under a shuffle counts the seeds tried up to it, the one that crashed among them")
  func crashUnderAShuffle() throws {
    let binary = try builtBinary("fixturesim")
    let home = try temporaryHome()
    defer { try? FileManager.default.removeItem(atPath: home) }
    try "> open racy\n> tap #startOrCrash\n".write(
      toFile: home + "/crash.flow", atomically: true, encoding: .utf8)
    // Seed 2 keeps the race's order, as the plain run does; seed 3 ends it on another.
    let run = try runBinary(
      binary, ["test", "--shuffle", "2", "--shuffle-runs", "5", "crash.flow"], in: home)
    #expect(run.status == 1)
    #expect(
      run.output.contains("crash.flow:2: the app crashed with --shuffle 3, on 'tap #startOrCrash'"),
      "\(run.output)")
    #expect(
      run.output.contains(
        "shuffles: 2 runs of seeds 2 to 6 (a file stops at the first that prints otherwise)"),
      "\(run.output)")
  }

  @Test("a plain test run tells a crash as a failure of its file, with its cause, and goes on")
  func crashInAPlainTest() throws {
    let binary = try builtBinary("fixturesim")
    let home = try temporaryHome()
    defer { try? FileManager.default.removeItem(atPath: home) }
    try "> open crashy\n> tap #crash\n".write(
      toFile: home + "/crash.flow", atomically: true, encoding: .utf8)
    for jobs in ["1", "2"] {
      let report = home + "/report-\(jobs).xml"
      let run = try runBinary(
        binary,
        [
          "test", "-j", jobs, "--junit", report, "crash.flow", packageRoot + "/Tests/Fixtures/feed",
        ],
        in: home)
      #expect(run.status == 1)
      // In JUnit, a crash is a failure of its own type, and its time is the file's until it.
      let xml = try String(contentsOfFile: report, encoding: .utf8)
      let testcase = try #require(
        xml.components(separatedBy: "<testcase").first { $0.contains("name=\"crash.flow\"") })
      #expect(testcase.contains("type=\"crash\""), "\(testcase)")
      #expect(!testcase.contains("time=\"0.000\""), "\(testcase)")
      #expect(
        run.output.hasPrefix(
          "FAIL crash.flow\ncrash.flow:2: the app crashed replaying it, on 'tap #crash' on "
            + "\"Home\": Fatal error: the fixture crashes on purpose (BrokenApps.swift:67)\n"),
        "-j \(jobs): \(run.output)")
      #expect(run.output.contains("PASS " + packageRoot + "/Tests/Fixtures/feed/paging.flow"))
      #expect(run.output.hasSuffix("1 passed, 1 failed\n"), "\(run.output)")
      #expect(!run.output.contains("Registers") && !run.error.contains("Registers"))
    }
  }

  @Test(
    "run: a crash is told as a user reads it, the transcript up to it, the cause and the frames")
  func crashInRun() throws {
    let binary = try builtBinary("fixturesim")
    let home = try temporaryHome()
    defer { try? FileManager.default.removeItem(atPath: home) }
    try "> open crashy\n> show\n# the button that crashes\n> tap #crash\n  old output\n> show\n"
      .write(
        toFile: home + "/crash.flow", atomically: true, encoding: .utf8)
    let run = try runBinary(binary, ["run", "crash.flow"], in: home)
    #expect(run.status == 1)
    // What ran before the crash, with its output; the step that crashed; nothing after it.
    #expect(run.output.hasPrefix("> open crashy\n"), "\(run.output)")
    #expect(run.output.contains("> show\n  +---"), "\(run.output)")
    #expect(run.output.contains("  | #crash: [ Crash ]"), "\(run.output)")
    #expect(
      run.output.hasSuffix(
        "\n# the button that crashes\n> tap #crash\n# the app crashed here, on \"Home\": "
          + "Fatal error: the fixture crashes on purpose (BrokenApps.swift:67)\n"), "\(run.output)")
    #expect(
      run.error.hasPrefix(
        "fixturesim: crash.flow:4: the app crashed on 'tap #crash', on \"Home\"\n"
          + "  Fatal error: the fixture crashes on purpose\n"), "\(run.error)")
    // The backtracer's registers and addresses stay out.
    #expect(!run.error.contains("Registers"), "\(run.error)")
    #expect(!run.error.contains("0x0000"), "\(run.error)")
    // A file that does not crash: its transcript, as the worker wrote it, and status 0.
    try "> open crashy\n> show\n".write(
      toFile: home + "/fine.flow", atomically: true, encoding: .utf8)
    let calm = try runBinary(binary, ["run", "fine.flow"], in: home)
    #expect(calm.status == 0, "\(calm.error)")
    #expect(calm.output.hasPrefix("> open crashy\n> show\n  +---"), "\(calm.output)")
    // Reproducing a fault run: the crash is on the screen the failing request left.
    let fault = try runBinary(
      binary, ["run", packageRoot + "/Tests/Fixtures/fragile/load.flow", "--fail-request", "1"],
      in: home)
    #expect(fault.status == 1)
    #expect(
      fault.output.hasSuffix(
        "> wait 300ms\n# the app crashed here, on \"Fragile\": Fatal error: 'try!' expression "
          + "unexpectedly raised an error: FlowKit.NetworkError.offline (FragileApp.swift:22)\n"),
      "\(fault.output)")
    // A crash after a step that only the failing request explains: the transcript up to the
    // crash is replayed with that request failing, so it shows what the user saw.
    try "> open fragile\n> wait 300ms\n> tap #more\n> wait 300ms\n> show\n> tap #retry\n".write(
      toFile: home + "/retry.flow", atomically: true, encoding: .utf8)
    let retry = try runBinary(binary, ["run", "retry.flow", "--fail-request", "2"], in: home)
    #expect(retry.status == 1)
    #expect(retry.output.contains("| #moreStatus: more failed"), "\(retry.output)")
    #expect(
      retry.output.hasSuffix(
        "> tap #retry\n# the app crashed here, on \"Fragile\": Fatal error: retry after a failed "
          + "more (FragileApp.swift:45)\n"),
      "\(retry.output)")
    // A file that does not crash runs as before, its errors on standard error.
    let fine = try runBinary(
      binary, ["run", packageRoot + "/Tests/Fixtures/fragile/load.flow", "--fail-request", "2"],
      in: home)
    #expect(fine.status == 2)
    #expect(fine.output.isEmpty)
    #expect(
      fine.error.contains("makes 1 request, so --fail-request takes 1 to 1, not 2"), "\(fine.error)"
    )
  }

  @Test("the commands a report suggests are the program's own: its name, its flags, its -e")
  func suggestionsInTheProgramsWords() throws {
    let home = try temporaryHome()
    defer { try? FileManager.default.removeItem(atPath: home) }
    try FileManager.default.createDirectory(
      atPath: home + "/feed", withIntermediateDirectories: true)
    try "> apps\n".write(toFile: home + "/feed/m.flow", atomically: true, encoding: .utf8)
    let output = StringOutput()
    let status = FlowSim.run(
      apps: BrokenApps.all, arguments: ["test", "-j", "1", "--update", home], input: nil,
      output: output, errorOutput: StringOutput(), environment: ["CI": "1"], isTerminal: false,
      identity: SimulatorIdentity(name: "todosim", version: "1.0"))
    #expect(status == 1)
    #expect(
      output.text.contains("run 'todosim test --update' locally and commit"), "\(output.text)")
    // A fault's and a race's reproduction keep the variables and the width of the run.
    let faults = runFixtures([
      "test", "-j", "1", "--faults", "-e", "N=1", "--width", "50", Self.feed,
    ])
    #expect(
      faults.output.contains(
        "reproduce: flowsim run \(Self.feed) --width 50 -e N=1 --fail-request 3"),
      "\(faults.output)")
  }

  @Test("a screen under the top one left loading breaks the invariant too")
  func loadingBelow() {
    let simulator = Simulator(app: FeedApp.app, failingRequest: 2)
    simulator.advance(by: .milliseconds(300))
    simulator.more(.id("feed"))
    simulator.advance(by: .milliseconds(300))
    simulator.tap(.row(list: "feed", section: 0, row: 0, written: "#feed[0]"))
    simulator.expect(.title("Post"))
    #expect(
      simulator.invariantViolations() == [
        "'Loading…' in #feed is still up after everything settled, on \"Feed\" under the top screen"
      ])
  }

  @Test("a file that opens its app first counts only that app's requests")
  func transcriptRequests() throws {
    let folder = try temporaryHome()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let file = folder + "/feed.flow"
    // A transcript: it opens the app itself, so none is opened before it and thrown away.
    try "> open feed\n> wait 300ms\n> more #feed\n> wait 300ms\n".write(
      toFile: file, atomically: true, encoding: .utf8)
    let run = runFixtures(["run", file, "--fail-request", "3"])
    #expect(run.status == 2)
    #expect(
      run.error.contains("makes 2 requests, so --fail-request takes 1 to 2, not 3"), "\(run.error)")
    let second = runFixtures(["run", file, "--fail-request", "2"])
    #expect(second.output.contains("'Loading…' in #feed is still up"), "\(second.output)")
  }
}
