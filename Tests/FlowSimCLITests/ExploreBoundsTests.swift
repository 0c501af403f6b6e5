import DemoApps
import FlowKit
import Foundation
import TestSupport
import Testing

@testable import FlowScript
@testable import FlowSimCLI

/// Explore as a CI job runs it: from any folder, with a parent that may be killed (issue 37).
@Suite("Explore from anywhere, and never left running", .timeLimit(.minutes(5)), .watchdog)
struct ExploreBoundsTests {
  /// The folders of explore's walks under `temporary`.
  static func walkFolders(in temporary: String) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: temporary)) ?? []).filter {
      $0.hasPrefix("flowsim-explore-")
    }
  }

  /// The folder of the walk under `temporary` once its worker's progress file satisfies
  /// `reached` (waiting up to 30 s), or nil when no walk started.
  static func walkingWorker(in temporary: String, until reached: (String) -> Bool) -> String? {
    for _ in 0..<600 {
      if let name = walkFolders(in: temporary).first,
        let progress = FileManager.default.contents(atPath: temporary + name + "/progress"),
        reached(String(decoding: progress, as: UTF8.self))
      {
        return name
      }
      usleep(50_000)
    }
    return walkFolders(in: temporary).first
  }

  /// The processes whose command line holds `text`.
  static func processes(holding text: String) -> [String] {
    #if os(Linux)
      let pids = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
      return pids.filter { $0.allSatisfy(\.isNumber) }.filter { pid in
        guard let data = FileManager.default.contents(atPath: "/proc/\(pid)/cmdline") else {
          return false
        }
        return String(decoding: data, as: UTF8.self).contains(text)
      }
    #else
      return []
    #endif
  }

  @Test(
    "a parent killed by SIGTERM, SIGHUP or SIGKILL leaves no worker running and no folder",
    arguments: [SIGTERM, SIGHUP, SIGKILL])
  func killedParent(signal: Int32) throws {
    let binary = try builtBinary("fixturesim")
    let home = try temporaryHome()
    defer { try? FileManager.default.removeItem(atPath: home) }
    // A temporary folder of its own, so that what the walk leaves there is seen.
    let temporary = home + "/tmp/"
    try FileManager.default.createDirectory(atPath: temporary, withIntermediateDirectories: true)
    // Not Foundation's Process, whose wait on Linux can lag by a minute when tests run side
    // by side; `env` execs the program in the same process.
    let pid = try #require(
      ChildProcess.spawn("/usr/bin/env", ["TMPDIR=" + temporary, binary, "explore", "big"]))
    // Until the worker walks: its folder holds the paths it has run.
    func shared() -> [String] { Self.walkFolders(in: temporary) }
    let name = try #require(
      Self.walkingWorker(in: temporary) { !$0.isEmpty }, "the walk started no worker")
    #expect(!Self.processes(holding: name).isEmpty || !Self.isLinux, "the worker runs")
    kill(pid, signal)
    #expect(ChildProcess.wait(pid) == -1, "a signal ended the walk")
    var waited = 0
    while waited < 200, !shared().isEmpty || !Self.processes(holding: name).isEmpty {
      usleep(50_000)
      waited += 1
    }
    #expect(Self.processes(holding: name).isEmpty, "a worker of the killed walk still runs")
    #expect(shared().isEmpty, "the walk's folder stays: \(shared())")
  }

  @Test("two Ctrl-Cs in a row end explore at once, exit 130, and leave no worker and no folder")
  func doubleInterrupt() throws {
    let binary = try builtBinary("fixturesim")
    let home = try temporaryHome()
    defer { try? FileManager.default.removeItem(atPath: home) }
    let temporary = home + "/tmp/"
    try FileManager.default.createDirectory(atPath: temporary, withIntermediateDirectories: true)
    let pid = try #require(
      ChildProcess.spawn(
        "/usr/bin/env",
        ["TMPDIR=" + temporary, binary, "explore", "big", "--map", home + "/m.json"]))
    func shared() -> [String] { Self.walkFolders(in: temporary) }
    let name = try #require(
      Self.walkingWorker(in: temporary) { !$0.isEmpty }, "the walk started no worker")
    kill(pid, SIGINT)
    usleep(20_000)
    kill(pid, SIGINT)
    #expect(ChildProcess.wait(pid) == 130)
    #expect(shared().isEmpty, "the walk's folder stays: \(shared())")
    #expect(Self.processes(holding: name).isEmpty, "a worker of the walk still runs")
    #expect(!FileManager.default.fileExists(atPath: home + "/m.json"), "no map is written")
  }

  @Test("two Ctrl-Cs end a walk at once even while the app is stuck in its own code")
  func doubleInterruptStuckApp() throws {
    let binary = try builtBinary("fixturesim")
    let home = try temporaryHome()
    defer { try? FileManager.default.removeItem(atPath: home) }
    let temporary = home + "/tmp/"
    try FileManager.default.createDirectory(atPath: temporary, withIntermediateDirectories: true)
    let pid = try #require(
      ChildProcess.spawn("/usr/bin/env", ["TMPDIR=" + temporary, binary, "explore", "stuck"]))
    func shared() -> [String] { Self.walkFolders(in: temporary) }
    // Until the worker has started the tap that blocks for two minutes.
    let name = try #require(
      Self.walkingWorker(in: temporary) { $0.contains("freeze") }, "the walk started no worker")
    usleep(300_000)
    kill(pid, SIGINT)
    usleep(100_000)
    kill(pid, SIGINT)
    // The parent ends within seconds, not when the app lets go two minutes later.
    var status: Int32 = 0
    var ended = false
    for _ in 0..<200 {
      if waitpid(pid, &status, WNOHANG) == pid {
        ended = true
        break
      }
      usleep(50_000)
    }
    #expect(ended, "a second Ctrl-C did not end the walk of a stuck app")
    if !ended {
      kill(pid, SIGKILL)
      _ = ChildProcess.wait(pid)
      for worker in Self.processes(holding: name) { kill(Int32(worker) ?? 0, SIGKILL) }
    }
    #expect(ended && status & 0x7f == 0 && (status >> 8) & 0xff == 130)
    #expect(shared().isEmpty, "the walk's folder stays: \(shared())")
    #expect(Self.processes(holding: name).isEmpty, "a worker of the walk still runs")
  }

  @Test("from another folder, explore says it found no Scenarios/APP and how to point at it")
  func anotherFolder() throws {
    let binary = try builtBinary("flowsim")
    let home = try folder(["words.txt": "zz\n"])
    defer { try? FileManager.default.removeItem(atPath: home) }
    // TERM is set, but standard error is a file: no progress line is drawn there.
    // TMPDIR is a folder of the test's: the walk's worker folder is gone when it ends.
    let temporary = home + "/tmp/"
    try FileManager.default.createDirectory(atPath: temporary, withIntermediateDirectories: true)
    let lost = try runBinary(
      binary, ["explore", "login"], in: home, environment: ["TERM": "xterm", "TMPDIR": temporary])
    #expect(!lost.error.contains("\u{1B}["), "\(lost.error)")
    #expect((try? FileManager.default.contentsOfDirectory(atPath: temporary)) == [])
    let lines = lost.output.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.first == "explored login to depth 8: 1 screen, 0 transitions, 34 states")
    let said = String(lines.dropFirst().first ?? "")
    #expect(said.hasPrefix("texts to type: 5 built in; no Scenarios/login in /"), "\(said)")
    #expect(said.contains((home as NSString).lastPathComponent + ", so"), "the folder it ran in")
    #expect(
      said.hasSuffix(
        ", so none of the app's own: run where Scenarios/ is, or name it with --scenarios-from DIR")
    )
    // Pointed at the repository's scenarios, it walks as it does there, and says where from.
    let found = try runBinary(
      binary, ["explore", "login", "--scenarios-from", packageRoot + "/Scenarios"], in: home)
    #expect(found.output.hasPrefix("explored login to depth 8: 2 screens, 2 transitions"))
    #expect(
      found.output.contains(
        "\ntexts to type: 6 from \(packageRoot)/Scenarios/login, 5 built in\n"), "\(found.output)")
    // --inputs adds to them; --inputs-only types its texts alone.
    let added = try runBinary(
      binary,
      [
        "explore", "login", "--scenarios-from", packageRoot + "/Scenarios", "--inputs", "words.txt",
      ],
      in: home)
    #expect(added.output.hasPrefix("explored login to depth 8: 2 screens, 2 transitions"))
    #expect(
      added.output.contains(
        "\ntexts to type: 1 from words.txt (--inputs), 6 from \(packageRoot)/Scenarios/login, "
          + "5 built in\n"), "\(added.output)")
    let only = try runBinary(
      binary, ["explore", "login", "--inputs", "words.txt", "--inputs-only"], in: home)
    #expect(only.output.contains("\ntexts to type: 1 text from words.txt only\n"))
    #expect(only.output.hasPrefix("explored login to depth 8: 1 screen"), "\(only.output)")
    // A folder that does not hold the app's is an error, and nothing runs.
    let wrong = try runBinary(binary, ["explore", "login", "--scenarios-from", home], in: home)
    #expect(wrong.status == 2)
    #expect(
      wrong.error
        == "flowsim: error: --scenarios-from '\(home)' holds no folder 'login'; name the folder "
        + "that holds login/, as Scenarios does\n")
    let alone = try runBinary(binary, ["explore", "login", "--inputs-only"], in: home)
    #expect(alone.status == 2)
    #expect(alone.error.contains("--inputs-only types the texts of --inputs FILE alone"))
  }

  @Test("the page's map is laid out by Graphviz where it is installed, and says which drew it")
  func pageDrawer() throws {
    let binary = try builtBinary("flowsim")
    let home = try temporaryHome()
    defer { try? FileManager.default.removeItem(atPath: home) }
    _ = try runBinary(
      binary, ["explore", "navigator", "--map", "own.html"], in: home,
      environment: ["FLOWSIM_DOT": "none"])
    let own = try String(contentsOfFile: home + "/own.html", encoding: .utf8)
    #expect(own.contains("Laid out by the built-in layout: no Graphviz dot on PATH"))
    #expect(own.contains("<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"own\""))
    // A FLOWSIM_DOT that names no program: the page says so, and names it.
    let missing = try runBinary(
      binary, ["explore", "navigator", "--map", "missing.html"], in: home,
      environment: ["FLOWSIM_DOT": home + "/no/dot"])
    #expect(missing.status == 0, "\(missing.error)")
    let fallen = try String(contentsOfFile: home + "/missing.html", encoding: .utf8)
    #expect(
      fallen.contains(
        "Laid out by the built-in layout: Graphviz's dot (\(home)/no/dot) failed or is not there; "
          + "FLOWSIM_DOT names it, or unset it to use the dot on PATH."))
    #expect(fallen.contains("<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"own\""))
    if case .graphviz = MapDrawing.found() {
      _ = try runBinary(binary, ["explore", "navigator", "--map", "dot.html"], in: home)
      let drawn = try String(contentsOfFile: home + "/dot.html", encoding: .utf8)
      #expect(drawn.contains("Laid out by Graphviz (dot)."))
      #expect(drawn.contains("<svg class=\"dot\""))
    }
  }

  @Test("at the state limit, the advice names the biggest cause: fields times texts, rows, depth")
  func limitAdvice() {
    var options = ExploreOptions()
    options.stateLimit = 50
    options.inputs = (0..<100).map { "word\($0)" }
    let map = Explorer(apps: DemoApps.all, options: options).explore("login")
    #expect(map.limitHit)
    #expect(
      map.report.contains(
        "stopped at 50 states, the limit, before the walk was done: the widest screen, \"登录\", "
          + "offers 201 commands: 2 fields, each typed with 100 texts; type fewer "
          + "(--inputs FILE --inputs-only) or use a smaller --depth or a larger --max-states"),
      "\(map.report)")
    let rows = Explorer.Width(
      (0..<6).map { .tap(.row(list: "orders", section: 0, row: $0, written: "")) } + [.back],
      screen: "Orders")
    #expect(
      rows.advice(depth: 8)
        == "the widest screen, \"Orders\", offers 7 commands: 6 kinds of row in #orders, each "
        + "tapped; use a smaller --depth or a larger --max-states")
    let taps = Explorer.Width([.tap(.id("a")), .tap(.id("b")), .back], screen: "Home")
    #expect(
      taps.advice(depth: 12)
        == "the widest screen, \"Home\", offers 3 commands, and every path goes up to 12 "
        + "commands deep: use a smaller --depth or a larger --max-states")
    // One kind of row is no cause, however few the other commands; nor is one text a field.
    let one = Explorer.Width(
      [.tap(.row(list: "orders", section: 0, row: 0, written: "")), .back], screen: "Orders")
    #expect(
      one.advice(depth: 8).hasSuffix(
        "every path goes up to 8 commands deep: use a smaller --depth or a larger --max-states"))
    let typed = Explorer.Width([.type(.id("name"), "a")], screen: "Form")
    #expect(
      typed.advice(depth: 8).hasSuffix(
        "every path goes up to 8 commands deep: use a smaller --depth or a larger --max-states"))
    // A walk that ends by itself has nothing to advise.
    options.stateLimit = 20_000
    options.inputs = ["lee"]
    #expect(Explorer(apps: DemoApps.all, options: options).explore("login").limitCause == nil)
  }

  static var isLinux: Bool {
    #if os(Linux)
      true
    #else
      false
    #endif
  }
}

@Suite("A worker knows the folder it shares", .timeLimit(.minutes(5)), .watchdog)
struct SharedFolderTests {
  @Test("each kind of worker names its parent's folder; a hand-given path is never removed")
  func sharedFolders() {
    let folder = "/tmp/flowsim-explore-1"
    #expect(ParentWatch.sharedFolder(["explore", "big", "--explore-worker", folder]) == folder)
    #expect(
      ParentWatch.sharedFolder(["test", "--worker-output", "/tmp/flowsim-workers-2/3.json"])
        == "/tmp/flowsim-workers-2")
    #expect(
      ParentWatch.sharedFolder(["run", "x.flow", "--run-worker", "/tmp/flowsim-run-4/notes"])
        == "/tmp/flowsim-run-4")
    #expect(ParentWatch.sharedFolder(["explore", "big"]) == nil)
    #expect(ParentWatch.sharedFolder(["explore", "big", "--explore-worker"]) == nil)
    #expect(ParentWatch.sharedFolder(["test", "--worker-output", "/home/me/out.json"]) == nil)
  }
}
