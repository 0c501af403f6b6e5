import DemoApps
import FlowKit
import FlowRender
import FlowScript
import Foundation
import TestSupport
import Testing

@testable import FlowSimCLI

func runFlowsim(
  _ arguments: [String], input: String = "", terminal: Bool = false,
  environment: [String: String] = [:], columns: Int? = nil
) -> (status: Int32, output: String, error: String) {
  let output = StringOutput()
  let error = StringOutput()
  let status = FlowSim.run(
    apps: DemoApps.all, arguments: arguments, input: StringInput(input), output: output,
    errorOutput: error, environment: environment, isTerminal: terminal,
    terminalColumns: { columns })
  return (status, output.text, error.text)
}

@Suite("The flowsim command line", .timeLimit(.minutes(5)), .watchdog)
struct CLITests {
  @Test("output to a descriptor arrives whole, and one that cannot be written is given up at once")
  func fileOutputWrites() throws {
    var ends: [Int32] = [0, 0]
    try #require(pipe(&ends) == 0)
    // Not inherited by a child another test starts meanwhile, which would keep the pipe open.
    for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
    defer { close(ends[0]) }
    let text = String(repeating: "screen line ✓\n", count: 1_000)
    FileOutput(descriptor: ends[1]).write(text)
    close(ends[1])
    let read = FileHandle(fileDescriptor: ends[0]).readDataToEndOfFile()
    #expect(String(decoding: read, as: UTF8.self) == text)
    // No descriptor at all: write fails with EBADF, which is no reason to try again. (Not one
    // just closed: tests run side by side, and another could open a file under its number.)
    FileOutput(descriptor: -1).write("lost")
  }

  @Test("every option's example parses, sets what its row says, and renders back to itself")
  func optionExamples() throws {
    let apps = DemoApps.all.map(\.name)
    func words(_ given: [String]) -> [String] { given.map { $0 == "APP" ? "login" : $0 } }
    for (name, mode, example) in Arguments.examples {
      let parsed = try Arguments.parse(words(mode + example), appNames: apps)
      let bare = try Arguments.parse(words(mode), appNames: apps)
      #expect(parsed != bare, "\(name)'s example sets nothing")
      #expect(
        try Arguments.parse(parsed.rendered, appNames: apps) == parsed,
        "\(name) renders as \(parsed.rendered), which parses otherwise")
    }
  }

  @Test("a worker runs with its parent's options, but not those only the parent acts on")
  func workerArguments() throws {
    let parent = try Arguments.parse(
      [
        "test", "--faults", "-e", "A=1", "--junit", "r.xml", "-j", "4", "--shard", "1/2",
        "--width", "50", "--coverage", "--tag", "smoke", "Scenarios",
      ], appNames: ["login"])
    let worker = parent.forWorker(WorkerJob(output: "o.json", paths: ["a.flow"], faultsFrom: 3))
    #expect(
      worker.rendered == [
        "test", "a.flow", "--width", "50", "-e", "A=1", "--worker-output", "o.json", "--faults",
        "--faults-from", "3",
      ])
    // A run's suggestion keeps what it needs to do the same, and nothing of test's.
    #expect(
      parent.words(for: .replay(path: "a.flow", failingRequest: 2), invoked: "todosim")
        == "todosim run a.flow --width 50 -e A=1 --fail-request 2")
    #expect(
      parent.words(for: .update(paths: []), invoked: "swift run todosim")
        == "swift run todosim test --width 50 --update -e A=1")
    // An explore worker: the walk's options, not the files the parent writes.
    let explore = try Arguments.parse(
      [
        "explore", "login", "--depth", "3", "--map", "m.html", "--scenarios", "S", "--max-states",
        "9",
      ],
      appNames: ["login"])
    #expect(
      explore.forWorker(.explore(app: "login")).rendered == [
        "explore", "login", "--depth", "3", "--max-states", "9",
      ])
  }

  @Test("the accept hint is in the program's own words, the files quoted for a shell")
  func acceptHintWords() throws {
    let home = try folder([
      "Scenarios/login/my file.flow": "> show\n  old\n", "Scenarios/login/b.flow": "> show\n  x\n",
    ])
    defer { try? FileManager.default.removeItem(atPath: home) }
    let run = runFlowsim(["test", "-e", "A=1", "--width", "30", home + "/Scenarios"])
    #expect(run.status == 1)
    #expect(
      run.output.contains(
        "They differ only in output; if the new output is right, accept it with: flowsim test "
          + "\(home)/Scenarios/login/b.flow '\(home)/Scenarios/login/my file.flow' --width 30 --update -e A=1\n"
      ), "\(run.output)")
    #expect(Arguments.shellWord("it's") == "'it'\\''s'")
    #expect(Arguments.shellWord("") == "''")
    #expect(Arguments.shellWord("a/b-c.flow") == "a/b-c.flow")
  }

  @Test("piped input writes a transcript that replays green")
  func pipedTranscriptReplays() throws {
    let run = runFlowsim(
      [],
      input:
        "show\ntype #name lee\n# prose stays\n\ntype #password 00000000\ntap #login\nwait 500ms\nshow\nevents\ntap #nothing\n"
    )
    #expect(run.status == 1)  // the last command failed
    #expect(run.output.hasPrefix("> open login\n> show\n  +----"))
    #expect(run.output.contains("# prose stays\n\n> type #password 00000000\n"))
    #expect(
      run.output.contains("  error: no element matches #nothing; on screen: #greeting \"欢迎, lee\""))
    let scenario = try Scenario(path: "Scenarios/login/piped.flow", text: run.output)
    let result = ScenarioRunner(apps: DemoApps.all).run(scenario)
    #expect(result.passed, Comment(rawValue: result.report))
  }

  @Test("a piped session that never fails exits 0")
  func pipedSuccess() {
    let run = runFlowsim([], input: "expect title \"登录\"\nquit\nshow\n")
    #expect(run.status == 0)
    #expect(run.output == "> open login\n> expect title \"登录\"\n> quit\n")
  }

  @Test("flowsim APP opens that app, and the transcript says so")
  func openApp() {
    let run = runFlowsim(["login"], input: "expect title \"登录\"\n")
    #expect(run.output.hasPrefix("> open login\n> expect title"))
  }

  @Test(
    "bad usage exits 2 with a suggestion",
    arguments: [
      (["--widht", "50"], "Did you mean '--width'?"), (["--width", "5"], "from 24 to 200"),
      (["lgoin"], "Did you mean 'login'?"), (["--update"], "belongs to 'flowsim test'"),
      (["--color", "pink"], "auto, always or never"),
      (["test", "--shard", "3/2"], "--shard takes I/N"), (["test", "--shard", "x"], "--shard 1/4"),
      (["test", "--shard"], "--shard needs a value"),
      (["--realtime", "test"], "--realtime belongs"),
      (["test", "--worker-output"], "needs a value"),
      (["explore", "login", "--depth", "0"], "from 1 to 30"), (["--faults"], "belongs"),
      (["explore", "login", "--map"], "--map login.html"), (["apps", "x"], "takes no arguments"),
      (["login", "x"], "after the app name"), (["help", "a", "b"], "at most one"),
      (["run", "x.flow", "--depth", "3"], "belongs to 'flowsim explore'"),
      (["test", "--update", "--faults"], "run them one after the other"),
      (["test", "--faults-from", "2"], "--faults-from goes with --faults"),
      (
        ["test", "--shuffle", "3", "--update"], "flowsim test --update && flowsim test --shuffle 1"
      ),
    ])
  func badUsage(arguments: [String], message: String) {
    let run = runFlowsim(arguments)
    #expect(run.status == 2)
    #expect(run.error.contains(message), "\(run.error)")
    // One line, with the fix in it: the whole usage is one --help away.
    #expect(run.error.hasPrefix("flowsim: error: "))
    #expect(run.error.filter { $0 == "\n" }.count == 1, "\(run.error)")
    #expect(run.error.contains("as in:") || run.error.contains("Did you mean"), "\(run.error)")
  }

  @Test("apps, help and version print and exit 0")
  func informational() {
    let apps = runFlowsim(["apps"])
    #expect(apps.status == 0)
    #expect(apps.output.hasPrefix("login  "))
    let help = runFlowsim(["help", "tap"])
    #expect(help.output.contains("usage: tap TARGET"))
    #expect(help.output.contains("example: tap #login"))
    #expect(runFlowsim(["--version"]).output == "flowsim \(FlowSim.version)\n")
    // Usage and help fit 80 columns, a transcript's indent included, wrapped at words.
    let usage = runFlowsim(["--help"]).output
    let commands = runFlowsim([], input: "help\n").output
    for line in (usage + commands).split(separator: "\n") {
      #expect(TextWidth.of(line) <= 80, "\(line)")
    }
    #expect(usage.contains("\n                              request failing; check invariants"))
    #expect(usage.contains("      --fail-request N, --shuffle SEED"))
    #expect(runFlowsim(["help", "tpa"]).status == 2)
  }

  @Test("help with a command of the command line prints its rows of the usage and its options")
  func helpOfACommand() {
    let explore = runFlowsim(["help", "explore"])
    #expect(explore.status == 0)
    let lines = explore.output.split(separator: "\n").map(String.init)
    #expect(lines.first == "usage:")
    #expect(lines.dropFirst().first?.hasPrefix("  flowsim explore APP") == true, "\(lines)")
    #expect(explore.output.contains("\n      --inputs-only "))
    #expect(explore.output.contains("\n      --scenarios-from DIR "))
    // Only its own: no other command's rows, no other command's options.
    #expect(!explore.output.contains("flowsim test"))
    #expect(!explore.output.contains("--update"))
    #expect(!explore.output.contains("  flowsim apps"))
    #expect(lines.last == "flowsim --help lists every command and the global options")
    let run = runFlowsim(["help", "run"]).output
    #expect(run.contains("  flowsim run FILE"))
    #expect(run.contains("      --fail-request N, --shuffle SEED"))
    #expect(!run.contains("--depth"))
    let test = runFlowsim(["help", "test"]).output
    #expect(test.contains("      --shuffle-runs K"))
    #expect(!test.contains("flowsim run FILE"))
    // The last command's rows end where the global options begin.
    let apps = runFlowsim(["help", "apps"]).output
    #expect(apps.contains("  flowsim apps"))
    #expect(!apps.contains("global:") && !apps.contains("--width"), "\(apps)")
    // A session's command is told of as before.
    #expect(runFlowsim(["help", "tap"]).output.contains("usage: tap TARGET"))
  }

  @Test("test replays files, reports FILE:LINE with a diff, and exits 0, 1 or 2")
  func testCommand() throws {
    let directory = NSTemporaryDirectory() + "flowsim-cli-" + UUID().uuidString + "/login"
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    defer {
      try? FileManager.default.removeItem(atPath: (directory as NSString).deletingLastPathComponent)
    }
    let good = directory + "/good.flow"
    try "> expect title \"登录\"\n> apps\n  login[..]\n  ...\n".write(
      toFile: good, atomically: true, encoding: .utf8)
    #expect(runFlowsim(["test", good]).status == 0)
    let bad = directory + "/bad.flow"
    try "# prose\n> show\n  +-[..]\n  | wrong title |\n...\n".write(
      toFile: bad, atomically: true, encoding: .utf8)
    let failed = runFlowsim(["test", good, bad, "-j", "2"])
    #expect(failed.status == 1)
    #expect(
      failed.output.contains("\(bad):4: output of 'show' differs\n--- expected\n+++ actual\n"))
    #expect(failed.output.contains("-| wrong title |"))
    #expect(failed.output.hasSuffix("1 passed, 1 failed\n"))
    let broken = directory + "/broken.flow"
    try "> tpa #login\n".write(toFile: broken, atomically: true, encoding: .utf8)
    let parse = runFlowsim(["test", broken])
    #expect(parse.status == 2)
    #expect(
      parse.output.contains(
        "\(broken):1:3: error: unknown command 'tpa'. Did you mean 'tap'?\n    > tpa #login\n      ^"
      ))
    let binary = directory + "/binary.flow"
    let bytes = Data([0x3E, 0x20, 0x00, 0xFF, 0xFE])
    try bytes.write(to: URL(fileURLWithPath: binary))
    #expect(runFlowsim(["test", binary, "--update"]).status == 2)
    #expect(try Data(contentsOf: URL(fileURLWithPath: binary)) == bytes)
  }

  @Test("run prints what actually happens, as a scenario, prose kept")
  func runFile() throws {
    let file = NSTemporaryDirectory() + "flowsim-run-" + UUID().uuidString + ".flow"
    defer { try? FileManager.default.removeItem(atPath: file) }
    try "# prose\n> expect title \"nope\"\n> apps\n  stale\n".write(
      toFile: file, atomically: true, encoding: .utf8)
    let run = runFlowsim(["run", file])
    #expect(run.status == 1, "an expectation failed, as a piped session with a failure ends")
    #expect(
      run.output.hasPrefix(
        "# prose\n> expect title \"nope\"\n  expectation failed: expected title \"nope\", found \"登录\"\n> apps\n  login  "
      ))
    #expect(runFlowsim(["run", file + ".missing"]).status == 2)
    // An include that cannot be read stops the file: a file problem, said on standard error.
    try "> include nowhere.flow\n> apps\n  stale\n".write(
      toFile: file, atomically: true, encoding: .utf8)
    let stopped = runFlowsim(["run", file])
    #expect(stopped.status == 2, "\(stopped.output)")
    #expect(
      stopped.error.contains(":1: error: the file stopped at this include, which cannot be read"),
      "\(stopped.error)")
    #expect(stopped.output.contains("the commands below did not run\n> apps\n  stale\n"))
    try "> expect title \"登录\"\n> apps\n  stale\n".write(
      toFile: file, atomically: true, encoding: .utf8)
    #expect(runFlowsim(["run", file]).status == 0, "a block that differs is no failure for run")
  }

  @Test("the REPL draws the screen after a command that changed it, and only then")
  func repl() {
    let run = runFlowsim(
      [],
      input:
        "type #name lee\nexpect title \"登录\"\nset autoshow off\ntype #password 1234567\nshow\n",
      terminal: true, environment: ["NO_COLOR": "1"])
    #expect(run.status == 0)
    #expect(run.output.contains("login  "))  // lists the apps
    // Drawn after the first type, not after expect, not after the second type (autoshow off),
    // then printed by show.
    #expect(run.output.components(separatedBy: "| #name: [lee]").count == 3)
    #expect(run.output.components(separatedBy: "| #password: [*******]").count == 2)
    #expect(!run.output.contains("\u{1B}["))
    let colored = runFlowsim(
      [], input: "tap #login\n", terminal: true, environment: ["TERM": "xterm-256color"])
    #expect(colored.output.contains("\u{1B}[31merror: #login is disabled"))
  }
}

@Suite("Tab completion", .timeLimit(.minutes(5)), .watchdog)
struct CompletionTests {
  @Test("completion reads the command, setting and assertion tables")
  func fromTables() {
    let session = Session(apps: DemoApps.all)
    session.openInitial("waybills")
    session.execute("settle")
    let completion = Completion(
      commands: CommandTable.names, apps: session.apps.map(\.name), settings: session.settings,
      targets: session.targets())
    #expect(completion.matches("ty", line: "", wordStart: 0) == ["type"])
    #expect(completion.matches("way", line: "open ", wordStart: 5) == ["waybills"])
    #expect(completion.matches("", line: "set ", wordStart: 4).contains("pagesize"))
    #expect(
      completion.matches("", line: "set network ", wordStart: 12)
        == NetworkLink.Condition.allCases.map(\.rawValue))
    #expect(completion.matches("", line: "expect ", wordStart: 7).prefix(2) == ["no", "title"])
    #expect(completion.matches("d", line: "expect #x ", wordStart: 10) == ["disabled", "detail"])
    #expect(completion.matches("#way", line: "tap ", wordStart: 4) == ["#waybills"])
    // What the command acts on: a tap, tappable things; more, lists; rows once '[' is typed.
    #expect(completion.matches("#", line: "more ", wordStart: 5) == ["#waybills"])
    #expect(
      completion.matches("#waybills[", line: "tap ", wordStart: 4).prefix(3) == [
        "#waybills[0]", "#waybills[1]", "#waybills[2]",
      ], "\(completion.matches("#waybills[", line: "tap ", wordStart: 4))")
    #expect(!completion.matches("#", line: "tap ", wordStart: 4).contains { $0.hasSuffix("]") })
    // A list id after tap is completed with no space after it, so that `[` goes on to a row.
    #expect(completion.appended(after: ["#waybills"], line: "tap ") == nil)
    #expect(completion.appended(after: ["#delivering"], line: "tap ") == " ")
    #expect(completion.appended(after: ["#waybills"], line: "more ") == " ")
    #expect(completion.appended(after: ["#waybills", "#delivering"], line: "tap ") == " ")
    let login = Session(apps: DemoApps.all)
    login.openInitial("login")
    let fields = Completion(
      commands: CommandTable.names, apps: [], settings: [], targets: login.targets())
    #expect(fields.matches("#", line: "type ", wordStart: 5) == ["#name", "#password"])
    #expect(fields.matches("#", line: "tap ", wordStart: 4) == ["#login"])
    #expect(fields.matches("#", line: "expect ", wordStart: 7) == ["#name", "#password", "#login"])
    // A target is completed once; a screen with nothing of the kind offers nothing.
    #expect(fields.matches("", line: "tap #login ", wordStart: 11).isEmpty)
    #expect(fields.matches("", line: "type #name ", wordStart: 11).isEmpty)
    #expect(fields.matches("", line: "more ", wordStart: 5).isEmpty)
    // Whatever has a tap action is offered to tap, a label drawn by hand among them.
    let hand = Completion(
      commands: [], apps: [], settings: [],
      targets: [("#note", .label, false), ("#card", .label, true), ("#pic", .image, true)])
    #expect(hand.matches("#", line: "tap ", wordStart: 4) == ["#card", "#pic"])
    var withFiles = completion
    withFiles.files = ["Scenarios/login/steps/sign-in.flow"]
    withFiles.variables = ["NAME", "WHO"]
    #expect(
      withFiles.matches("Sce", line: "include ", wordStart: 8)
        == ["Scenarios/login/steps/sign-in.flow"])
    #expect(withFiles.matches("${N", line: "type #name ", wordStart: 11) == ["${NAME}"])
  }
}

@Suite("A narrow terminal", .timeLimit(.minutes(5)), .watchdog)
struct NarrowTerminalTests {
  /// The widths of the box lines in `text`, in the order drawn.
  static func boxWidths(_ text: String) -> [Int] {
    text.split(separator: "\n").map { $0.drop { $0 == " " } }.filter { $0.hasPrefix("+-") }.map {
      TextWidth.of($0)
    }
  }

  @Test("the display fits a terminal narrower than the width, says so once, and keeps files at 40")
  func fits() throws {
    let folder = try temporaryHome()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    do {
      let run = runFlowsim(
        ["login"], input: "show\ntype #name lee\nsave \(folder)/narrow.flow\n", terminal: true,
        environment: ["TERM": "xterm"], columns: 30)
      #expect(Set(Self.boxWidths(run.output)) == [30], "\(run.output)")
      #expect(run.output.components(separatedBy: "note: the terminal is 30").count == 2)
      // The note is wrapped at words to the terminal's 30 columns.
      let note = run.output.components(separatedBy: "note: ").dropFirst().first ?? ""
      let noteLines = note.split(separator: "\n").prefix { !$0.hasPrefix("+") }
      #expect(noteLines.count > 3)
      #expect(noteLines.allSatisfy { TextWidth.of($0) <= 30 }, "\(noteLines)")
      #expect(noteLines.contains("columns wide, so screens are"), "\(noteLines)")
      let saved = try String(contentsOfFile: "\(folder)/narrow.flow", encoding: .utf8)
      #expect(Set(Self.boxWidths(saved)) == [40], "\(saved)")
    }
  }

  @Test("at least 24 columns; --width and set width keep theirs; a wide terminal changes nothing")
  func bounds() {
    let tiny = runFlowsim(["login"], input: "", terminal: true, columns: 10)
    #expect(Set(Self.boxWidths(tiny.output)) == [24])
    let chosen = runFlowsim(
      ["--width", "50", "login"], input: "show\n", terminal: true, columns: 30)
    #expect(Set(Self.boxWidths(chosen.output)) == [50])
    #expect(!chosen.output.contains("columns wide"))
    let set = runFlowsim(["login"], input: "set width 60\nshow\n", terminal: true, columns: 30)
    #expect(Self.boxWidths(set.output).first == 30)
    #expect(Self.boxWidths(set.output).last == 60)
    let wide = runFlowsim(["login"], input: "show\n", terminal: true, columns: 120)
    #expect(Set(Self.boxWidths(wide.output)) == [40])
    #expect(!wide.output.contains("columns wide"))
    let piped = runFlowsim(["login"], input: "show\n", terminal: false, columns: 30)
    #expect(Set(Self.boxWidths(piped.output)) == [40])
  }
}

@Suite("A team's own simulator", .timeLimit(.minutes(5)), .watchdog)
struct IdentityTests {
  func run(_ arguments: [String], input: String = "") -> (
    status: Int32, output: String, error: String
  ) {
    let output = StringOutput()
    let error = StringOutput()
    let status = FlowSim.run(
      apps: [PostsApp.app], arguments: arguments, input: StringInput(input), output: output,
      errorOutput: error, environment: [:], isTerminal: false,
      identity: SimulatorIdentity(name: "postsim", version: "2.1.0"))
    return (status, output.text, error.text)
  }

  @Test("usage, version, errors and help speak of the simulator and its apps, never flowsim's demo")
  func speaksOfItself() {
    let help = run(["--help"])
    #expect(help.output.contains("postsim test [PATH ...]"))
    #expect(help.output.contains("lists the apps, opens `posts`"))
    #expect(run(["--version"]).output == "postsim 2.1.0\n")
    let bad = run(["--widht", "50"])
    #expect(
      bad.error.hasPrefix("postsim: error: unknown option '--widht'. Did you mean '--width'?"))
    let session = run(
      [],
      input:
        "help open\nhelp save\nhelp route\nhelp tap\nhelp more\ntype\nclear\nmore #a #b\nexpect\nexpect #posts count x\nrepeat 3\n"
    ).output
    #expect(session.contains("example: more #posts"), "\(session)")
    // A command's usage error gives the example of the app that is open, as help does.
    #expect(session.contains("as in: more #posts"), "\(session)")
    #expect(session.contains("usage: clear TARGET, as in: clear #"), "\(session)")
    #expect(!session.contains("#password") && !session.contains("#name lee"), "\(session)")
    #expect(session.contains("as in: expect #posts count 5"), "\(session)")
    for demo in ["登录", "#login"] {
      #expect(!session.contains(demo), "\(demo) in \(session)")
    }
    #expect(session.contains("example: open posts"))
    #expect(session.contains("example: save Scenarios/posts/mine.flow"))
    for text in [help.output, bad.error, session] {
      for demo in ["flowsim", "login", "waybills", "9527"] {
        #expect(!text.contains(demo), "\(demo) in \(text)")
      }
    }
  }
}

@Suite("Colour from what things are", .timeLimit(.minutes(5)), .watchdog)
struct ColourTests {
  @Test("a disabled button is dim and an enabled one bold; a label that says (disabled) is not")
  func spans() {
    let display = Display(
      title: "t", canGoBack: false,
      elements: [
        Element(.label("this text says (disabled)"), id: "note"),
        Element(.button(title: "Go"), id: "go"),
        Element(.button(title: "Stop"), id: "stop", isEnabled: false),
      ], hud: false, toast: nil, alert: nil, stacks: [["t"]])
    let painted = Colorizer(enabled: true).paint(ScreenRenderer(width: 40).renderLines(display))
    let lines = painted.split(separator: "\n").map(String.init)
    let note = lines.first { $0.contains("#note") } ?? ""
    #expect(!note.contains("\u{1B}[2m"), "a label is never dimmed by what it says")
    #expect(lines.first { $0.contains("#go") }?.contains("\u{1B}[1m") == true)
    #expect(lines.first { $0.contains("#stop") }?.contains("\u{1B}[2m") == true)
    // The borders stay plain, so the box lines up in any terminal.
    #expect(lines.allSatisfy { $0.hasPrefix("|") || $0.hasPrefix("+") })
    let plain = Colorizer(enabled: false).paint(ScreenRenderer(width: 40).renderLines(display))
    #expect(plain == ScreenRenderer(width: 40).render(display))
  }

  @Test(
    "colour only where it can show: a terminal with a TERM, no NO_COLOR; --color always forces it",
    arguments: [
      ([], ["TERM": "xterm-256color"], true, true),
      ([], ["TERM": "dumb"], true, false),
      ([], [:], true, false),
      ([], ["TERM": ""], true, false),
      ([], ["TERM": "xterm", "NO_COLOR": "1"], true, false),
      ([], ["TERM": "xterm", "NO_COLOR": ""], true, true),
      ([], ["TERM": "xterm"], false, false),
      (["--color", "never"], ["TERM": "xterm"], true, false),
      (["--color", "always"], ["TERM": "dumb", "NO_COLOR": "1"], true, true),
      (["--color", "always"], [:], false, false),  // a transcript is never coloured
    ] as [([String], [String: String], Bool, Bool)])
  func colourRules(flags: [String], environment: [String: String], terminal: Bool, coloured: Bool) {
    let run = runFlowsim(
      flags + ["login"], input: "tap #nothing\n", terminal: terminal, environment: environment)
    #expect(run.output.contains("no element matches #nothing"))
    #expect(run.output.contains("\u{1B}[") == coloured, "\(flags) \(environment) \(terminal)")
  }

  @Test("failures are red, the text of a command is not")
  func failures() {
    let outcome = Session(apps: []).execute("tpa")
    #expect(Colorizer(enabled: true).paint(outcome).hasPrefix("\u{1B}[31merror: unknown command"))
    #expect(Colorizer(enabled: false).paint(outcome) == outcome.output)
  }
}
