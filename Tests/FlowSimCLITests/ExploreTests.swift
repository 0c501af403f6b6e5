import DemoApps
import ExploreFixtureApps
import FlowKit
import FlowScript
import Foundation
import TestSupport
import Testing

@testable import FlowSimCLI

@Suite("Explore", .timeLimit(.minutes(5)), .watchdog)
struct ExploreTests {
  /// Explores `app` with the built-in inputs and the texts that unlock `login` (as its scenario
  /// files would give them).
  static func explore(_ app: String, apps: [FlowApp] = DemoApps.all, depth: Int = 8) -> FlowMap {
    var options = ExploreOptions()
    options.depth = depth
    options.inputs = ["lee", "00000000"] + ExploreOptions.builtInInputs
    return Explorer(apps: apps, options: options).explore(app)
  }

  @Test("each fault is found, with the shortest path that shows it")
  func findings() {
    let map = Self.explore("broken", apps: BrokenApps.all)
    let found = Dictionary(grouping: map.findings, by: \.kind)
    #expect(Set(found.keys) == [.deadEnd, .endlessLoading, .pendingWork, .error])
    #expect(found[.deadEnd]?.first?.path == ["tap #finish"])
    #expect(found[.deadEnd]?.first?.screen == "Done")
    #expect(found[.endlessLoading]?.first?.path == ["tap #spin"])
    #expect(found[.pendingWork]?.first?.path == ["tap #spin"])
    #expect(found[.error]?.first?.path == ["tap #fail"])
    #expect(found[.error]?.first?.message.contains("could not save the draft") == true)
    #expect(map.unexpectedFindings.count == map.findings.count)
    // Nothing is offered under the HUD, so no command fails there.
    #expect(!map.findings.contains { $0.message.contains("under the HUD") })
    // A finding is a scenario a user can paste.
    #expect(found[.deadEnd]?.first?.scenario.contains("> tap #finish\n> settle") == true)
  }

  @Test("findings the app accepts are listed with the reason and do not fail")
  func accepted() {
    let map = Self.explore("broken-accepted", apps: BrokenApps.all)
    #expect(map.findings.count == 4)
    #expect(map.unexpectedFindings.isEmpty)
    #expect(map.report.contains("4 findings, 4 expected by the app"))
    #expect(map.report.contains("# expected by the app: the fixture spins on purpose"))
    // Each finding's scenario stands apart: a blank line before each, none inside one.
    let scenarios = map.findings.map(\.scenario)
    let tail = "\n\n" + scenarios.joined(separator: "\n\n")
    #expect(map.report.hasSuffix(tail), "\(map.report)")
  }

  @Test("the same app gives the same map, byte for byte")
  func deterministic() {
    let first = Self.explore("waybills", depth: 4)
    let second = Self.explore("waybills", depth: 4)
    #expect(first == second)
    for format in MapFormat.allCases {
      #expect(format.render(first) == format.render(second))
    }
  }

  @Test("a screen offers its enabled buttons, a row of each kind, its other tabs, refresh and more")
  func offers() {
    let session = Session(apps: DemoApps.all)
    session.execute("open waybills")
    session.execute("settle")
    let actions = Explorer.actions(session.display(), inputs: ["x"])
    #expect(actions.contains("tap #delivering"))
    #expect(!actions.contains("tap #fetching"), "the selected tab")
    // Row 0 has a detail (已取消) and row 1 none: two kinds, one row each.
    #expect(
      actions.filter { $0.hasPrefix("tap #waybills[") } == [
        "tap #waybills[0:0]", "tap #waybills[0:1]",
      ])
    #expect(actions.contains("refresh #waybills"))
    #expect(actions.contains("more #waybills"))
    session.execute("open login")
    let login = Explorer.actions(session.display(), inputs: ["", "中文"])
    #expect(
      login == ["type #name \"\"", "type #name 中文", "type #password \"\"", "type #password 中文"])
  }

  @Test("a disabled row, or a control that is not a row, is never tapped as a row of its list")
  func disabledRowsNotTapped() {
    func row(_ text: String, _ index: Int, enabled: Bool) -> Element {
      Element(
        .row(.init(text: text, indexPath: IndexPath(row: index))), isEnabled: enabled,
        actions: .init(tap: {}))
    }
    let list = Element(
      .list(rowCounts: [3], rowAt: nil), id: "items",
      children: [
        row("off", 0, enabled: false), row("on", 1, enabled: true),
        Element(.button(title: "inside"), id: "inside", actions: .init(tap: {})),
      ])
    let display = Display(
      title: "T", canGoBack: false, elements: [list], hud: false, toast: nil, alert: nil,
      stacks: [])
    #expect(Explorer.actions(display, inputs: []) == ["tap #items[0:1]"])
  }

  @Test("screens of one title and one set of elements are one node; rows and texts do not count")
  func nodes() {
    let map = Self.explore("waybills", depth: 6)
    #expect(map.nodes.map(\.title) == ["运单", "运单详情"])
    #expect(map.nodes[1].path.count == 1)
    #expect(
      map.edges.contains {
        $0.from == "n1" && $0.to == "n2" && $0.command.hasPrefix("tap #waybills[")
      })
    #expect(map.edges.contains { $0.from == "n2" && $0.to == "n1" && $0.command == "back" })
    let navigator = Self.explore("navigator", depth: 3)
    #expect(navigator.nodes.count == 6)
    #expect(navigator.findings.isEmpty)
  }

  @Test("--scenarios-from that is no folder, or the app's own folder, says so and what to name")
  func scenariosFromMistakes() throws {
    func error(_ folder: String) -> String {
      do {
        _ = try ExploreCommand.inputs(
          for: "login", file: nil, scenariosFrom: folder, root: packageRoot)
        return "no error"
      } catch { return error.description }
    }
    #expect(
      error("/nonexistent/Scenarios")
        == "--scenarios-from '/nonexistent/Scenarios' is not a folder; name the folder that "
        + "holds login/, as Scenarios does")
    #expect(
      error("Scenarios/login")
        == "--scenarios-from 'Scenarios/login' is login's own folder; name the folder that holds "
        + "it, as in: --scenarios-from Scenarios")
    #expect(
      error(packageRoot + "/Scenarios/login/")
        == "--scenarios-from '\(packageRoot)/Scenarios/login/' is login's own folder; name the "
        + "folder that holds it, as in: --scenarios-from \(packageRoot)/Scenarios")
    #expect(error("Scenarios") == "no error")
    #expect(error("Sources").hasPrefix("--scenarios-from 'Sources' holds no folder 'login'"))
  }

  @Test("the progress line counts the worker's whole lines and reads a half-written one again")
  func progressRead() {
    let lines =
      ExploreCommand.progressLine(["tap #a"]) + ExploreCommand.progressLine([])
      + ExploreCommand.progressLine(["tap #a", "back"])
    let whole = ExploreCommand.progress(read: Data(lines.utf8))
    #expect(whole.replays == 3)
    #expect(whole.depth == 2)
    #expect(whole.used == lines.utf8.count)
    // A line still being written is left for the next look.
    let cut = ExploreCommand.progress(read: Data((lines + "[\"tap").utf8))
    #expect(cut.replays == 3 && cut.depth == 2 && cut.used == lines.utf8.count)
    let empty = ExploreCommand.progress(read: Data("[\"ta".utf8))
    #expect(empty.replays == 0 && empty.depth == nil && empty.used == 0)
  }

  @Test("--inputs reads a text a line whatever ends the lines; an empty file has no text")
  func inputsLines() throws {
    let root = NSTemporaryDirectory() + "flowsim-inputs-\(UUID().uuidString)"
    defer { try? FileManager.default.removeItem(atPath: root) }
    try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
    let files = [
      "crlf.txt": "lee\r\n00000000\r\n", "lf.txt": "lee\n00000000", "empty.txt": "",
      "blank.txt": "\n",
    ]
    for (name, text) in files {
      try text.write(toFile: root + "/" + name, atomically: true, encoding: .utf8)
    }
    func texts(_ name: String) throws -> [String] {
      try ExploreCommand.inputs(for: "login", file: root + "/" + name, only: true, root: root).texts
    }
    #expect(try texts("crlf.txt") == ["lee", "00000000"])
    #expect(try texts("lf.txt") == ["lee", "00000000"])
    #expect(try texts("empty.txt") == [])
    // An empty line is the empty text, typed to clear a field.
    #expect(try texts("blank.txt") == [""])
    let summary = try ExploreCommand.inputs(
      for: "login", file: root + "/empty.txt", only: true, root: root
    ).summary
    #expect(summary == "texts to type: 0 texts from \(root)/empty.txt only")
  }

  @Test("a scenario file explore cannot read is named in its summary, and the others still count")
  func unreadableScenario() throws {
    let root = NSTemporaryDirectory() + "flowsim-unreadable-\(UUID().uuidString)"
    defer { try? FileManager.default.removeItem(atPath: root) }
    try FileManager.default.createDirectory(
      atPath: root + "/Scenarios/login/more", withIntermediateDirectories: true)
    try "> type #name ada\n".write(
      toFile: root + "/Scenarios/login/good.flow", atomically: true, encoding: .utf8)
    // Latin-1 bytes, not UTF-8.
    try Data([0x3E, 0x20, 0x74, 0x79, 0x70, 0x65, 0x20, 0x23, 0x6E, 0x20, 0xE9, 0x0A]).write(
      to: URL(fileURLWithPath: root + "/Scenarios/login/more/bad.flow"))
    let inputs = try ExploreCommand.inputs(for: "login", file: nil, root: root)
    #expect(inputs.texts.first == "ada")
    #expect(
      inputs.summary
        == "texts to type: 1 from Scenarios/login, 5 built in; could not read more/bad.flow in "
        + "Scenarios/login, so its texts are not typed: save it as UTF-8 text you can read")
  }

  @Test("the inputs are the texts typed in the app's scenario files, then the built-in set")
  func inputs() throws {
    let inputs = try ExploreCommand.inputs(for: "login", file: nil, root: packageRoot).texts
    #expect(inputs.contains("lee") && inputs.contains("00000000"), "\(inputs)")
    #expect(!inputs.contains { $0.contains("${") }, "variables read their defaults")
    #expect(inputs.suffix(ExploreOptions.builtInInputs.count) == ExploreOptions.builtInInputs[...])
    #expect(Set(inputs).count == inputs.count)
    // Without them the rule that enables the login button is never met, and 欢迎 is not found.
    var options = ExploreOptions()
    options.depth = 4
    #expect(Explorer(apps: DemoApps.all, options: options).explore("login").nodes.count == 1)
  }

  @Test("the state limit stops the walk and says so")
  func limit() {
    var options = ExploreOptions()
    options.stateLimit = 10
    let map = Explorer(apps: DemoApps.all, options: options).explore("login")
    #expect(map.states == 10)
    #expect(map.limitHit)
    #expect(map.report.contains("stopped at 10 states, the limit"))
    #expect(
      map.report.hasPrefix(
        "explored login part of the way (stopped at the limit of 10 states) to depth 8: "))
    // Half a walk is no pass: explore exits 1 with the same first line.
    let run = runFlowsim(["explore", "login", "--max-states", "10"])
    #expect(run.status == 1)
    #expect(
      run.output.hasPrefix(
        "explored login part of the way (stopped at the limit of 10 states) to depth 8: "))
    #expect(runFlowsim(["explore", "navigator"]).status == 0)
  }

  @Test("a transition given offline says so; one cause is one finding on whichever screen")
  func offlineAndOnce() {
    let map = Self.explore("shop", apps: BrokenApps.all, depth: 4)
    #expect(map.report.contains("transitions, (offline) when given with the network off:\n"))
    // Screens that share a title are named by what tells them apart, not by a number.
    #expect(
      map.report.contains(
        "screens:\n  n1 Shop  (0 commands from the start)\n  n2 Item  (1 command from the start)\n"
          + "  n3 Shop · with #sync-status  (1 command from the start)\n"
          + "  n4 Shop · offline  (2 commands from the start)\n"
          + "  n5 Shop · offline, with #failure  (3 commands from the start)\n"), "\(map.report)")
    #expect(map.report.contains("  n1 -> n4  tap #load (offline)\n"), "\(map.report)")
    // One command that leads from one node to two says so on its edge.
    #expect(map.report.contains("  n2 -> n1  back (also leads to n3)\n"), "\(map.report)")
    #expect(map.report.contains("  n1 -> n2  tap #load\n"))
    #expect(MapFormat.mermaid.render(map).contains("|\"tap #load (offline)\"| n4"))
    // Mermaid marks the screens with a finding in red, as the page does.
    let mermaid = MapFormat.mermaid.render(map)
    #expect(mermaid.contains("\n  classDef finding stroke:#c00,stroke-width:3px\n  class n"))
    #expect(mermaid.hasSuffix(" finding\n"), "\(mermaid)")
    #expect(map.edges.contains { $0.command == "tap #load" && $0.offline == true })
    #expect(map.edges.contains { $0.command == "tap #load" && $0.offline == nil })
    // The stuck sync shows on three screens of the map; it is a finding where a tap left it, on
    // each screen it was tapped on, by its shortest path, and none where it was only inherited.
    #expect(
      map.findings.map(\.message) == [
        "'Syncing…' (#sync-status) is still up after everything settled",
        "'Syncing…' (#sync-status) is still up after everything settled",
      ])
    #expect(map.findings.map { $0.path.last } == ["tap #sync", "tap #sync"], "\(map.findings)")
    #expect(map.findings.first?.path == ["tap #sync"])
    #expect(Set(map.findings.map(\.screen)).count == 2)
    // Accepted on the screen where it shows first, it still counts where it is not accepted.
    let accepted = Self.explore(
      "shop",
      apps: [
        ShopApp.accepting([
          ExpectedFinding(
            .endlessLoading, on: "Shop · with #sync-status", because: "a sync may take its time")
        ])
      ], depth: 4)
    #expect(accepted.findings.count == 2)
    #expect(accepted.findings.first?.expected == "a sync may take its time")
    #expect(accepted.unexpectedFindings.map(\.screen) == ["Shop · offline, with #failure"])
  }

  @Test("the map as Mermaid, Markdown, Graphviz, JSON and a page that needs no network")
  func formats() throws {
    let map = Self.explore("login", depth: 4)
    #expect(
      MapFormat.mermaid.render(map)
        == "flowchart LR\n  n1[\"登录\"]\n  n2[\"欢迎\"]\n"
        + "  n1 -->|\"tap #login after typing #name, #password\"| n2\n  n2 -->|\"back\"| n1\n"
    )
    #expect(MapFormat.markdown.render(map).contains("```mermaid\nflowchart LR\n"))
    let dot = MapFormat.graphviz.render(map)
    #expect(dot.hasPrefix("digraph \"login\" {"))
    #expect(dot.contains("n1 -> n2 [label=\"tap #login after typing #name, #password\"];"))
    let json = MapFormat.json.render(map)
    #expect(try JSONDecoder().decode(FlowMap.self, from: Data(json.utf8)) == map)
    let page = MapFormat.html.render(map)
    #expect(page.contains("<svg"))
    #expect(page.contains("data-id=\"n2\""))
    #expect(page.contains("\"title\" : \"欢迎\""))
    #expect(!page.contains("src="), "no script or image is fetched")
    #expect(!page.contains("href=\"http"), "no style sheet is fetched")
    #expect(MapFormat(path: "a/b.MMD") == .mermaid)
    #expect(MapFormat(path: "a/b.png") == nil)
  }

  @Test("--scenarios writes one scenario per screen, and each replays green")
  func scenarios() throws {
    let folder = try temporaryHome()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let map = Self.explore("waybills", depth: 3)
    let written = try ExploredScenarios.write(map, apps: DemoApps.all, width: 40, to: folder)
    #expect(written.count == map.nodes.count)
    for (path, node) in zip(written, map.nodes) {
      let text = try String(contentsOfFile: path, encoding: .utf8)
      #expect(text.contains("> show\n  +---"))
      // Each shows its own screen, reached without an error on the way, as explore reached
      // it: the app opened, then each command, each one settled.
      #expect(!text.contains("error:"), "\(text)")
      let commands = text.split(separator: "\n").filter { $0.hasPrefix("> ") }.map(String.init)
      #expect(
        commands
          == ["> open waybills", "> settle"] + node.path.flatMap { ["> \($0)", "> settle"] }
          + ["> show"], "\(text)")
      #expect(
        text.hasSuffix(Transcript.block(node.screen)), "\(path) shows another screen:\n\(text)")
      let scenario = try Scenario(path: path, text: text)
      let result = ScenarioRunner(apps: DemoApps.all).run(scenario)
      #expect(result.passed, Comment(rawValue: result.report))
    }
  }

  @Test("flowsim explore --scenarios makes the app's folder and writes a file per screen there")
  func scenariosCommandLine() throws {
    let folder = try temporaryHome()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let run = runFlowsim(["explore", "login", "--depth", "2", "--scenarios", folder + "/explored"])
    #expect(run.status == 0, "\(run.output)\(run.error)")
    let written = try FileManager.default.contentsOfDirectory(atPath: folder + "/explored/login")
    #expect(!written.isEmpty)
    #expect(
      run.output.contains("scenarios: \(written.count) files in \(folder)/explored/login\n"),
      "\(run.output)")
    #expect(written.allSatisfy { $0.hasSuffix(".flow") }, "\(written)")
  }

  @Test(
    "a file's path is checked before the work by making what the write makes, and nothing stays")
  func checkWritable() throws {
    let folder = try temporaryHome()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try AtomicFile.checkWritable(folder + "/map.html")
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == [])
    try "x".write(toFile: folder + "/file", atomically: true, encoding: .utf8)
    func error(_ path: String) -> String {
      do throws(FileWriteError) {
        try AtomicFile.checkWritable(path)
        return "no error"
      } catch { return error.description }
    }
    #expect(error(folder + "/file/map.html").contains("/file/map.html': Not a directory;"))
    #expect(
      error(folder).hasSuffix("': it is a folder; check that its folder exists and is writable"))
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["file"])
  }

  @Test("a write that cannot end in its place leaves the old file as it was and nothing beside it")
  func failedWriteLeavesNothing() throws {
    let folder = try temporaryHome()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    // A folder, not empty, where the file should go: the temporary file is written, the rename
    // over the folder fails.
    try FileManager.default.createDirectory(
      atPath: folder + "/map.html", withIntermediateDirectories: true)
    try "kept".write(toFile: folder + "/map.html/inside", atomically: false, encoding: .utf8)
    var said = ""
    do throws(FileWriteError) {
      try AtomicFile.write("the map", to: folder + "/map.html")
    } catch { said = error.description }
    #expect(said.hasPrefix("cannot write '\(folder)/map.html': "), "\(said)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["map.html"])
    #expect(try String(contentsOfFile: folder + "/map.html/inside", encoding: .utf8) == "kept")
    // A write that succeeds replaces the file whole.
    try AtomicFile.write("one", to: folder + "/a.txt")
    try AtomicFile.write("two", to: folder + "/a.txt")
    #expect(try String(contentsOfFile: folder + "/a.txt", encoding: .utf8) == "two")
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == ["a.txt", "map.html"])
  }

  @Test("flowsim explore prints the map and its findings, and writes the map file")
  func commandLine() throws {
    let folder = try temporaryHome()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let run = runFlowsim(["explore", "login", "--depth", "4", "--map", folder + "/login.mmd"])
    #expect(run.status == 0, "\(run.error)")
    #expect(run.output.hasPrefix("explored login to depth 4: 2 screens, 2 transitions"))
    #expect(run.output.contains("no findings"))
    let written = try String(contentsOfFile: folder + "/login.mmd", encoding: .utf8)
    #expect(written.hasPrefix("flowchart LR"))
  }

  @Test(
    "bad input is one line, exit 2, and nothing is written",
    arguments: [
      (["explore", "logn"], "unknown app 'logn'"),
      (["explore"], "explore takes one APP"),
      (["explore", "login", "--depth", "0"], "--depth takes a number from 1 to 30"),
      (["explore", "login", "--depth", "31"], "--depth takes a number from 1 to 30"),
      (["explore", "login", "--map", "MAP.png"], "--map 'MAP.png' has no format flowsim writes"),
      (
        ["explore", "login", "--map", "/no/such/folder/map.mmd"],
        "cannot write '/no/such/folder/map.mmd'"
      ),
      // A file where its folder should be: found before the walk, not after it.
      (
        ["explore", "login", "--map", "Package.swift/map.mmd"],
        "cannot write 'Package.swift/map.mmd': Not a directory"
      ),
      (["explore", "login", "--inputs", "/no/such/inputs.txt"], "cannot read --inputs"),
      (
        ["explore", "login", "--inputs", "Sources"],
        "--inputs 'Sources' is a folder; name a text file"
      ),
      (["login", "--depth", "3"], "--depth belongs to 'flowsim explore'"),
    ])
  func badInput(arguments: [String], message: String) {
    let run = runFlowsim(arguments)
    #expect(run.status == 2)
    #expect(run.error.contains(message), "\(run.error)")
    #expect(run.output.isEmpty)
    #expect(!FileManager.default.fileExists(atPath: "MAP.png"))
  }

  @Test("explore taps whatever a user can tap, of every kind; a new kind is named here too")
  func everyKindIsTapped() {
    // Each kind's content; the compiler names this switch when a kind is added.
    func content(_ kind: Element.Kind) -> Element.Content? {
      switch kind {
      case .label: .label("a label")
      case .textField: .textField(text: "", placeholder: "")
      case .secureField: .secureField(text: "", placeholder: "")
      case .button: .button(title: "a button")
      case .toggle: .toggle(title: "a toggle", isOn: false)
      case .list: .list(rowCounts: [0], rowAt: nil)
      case .section: .section(title: "a section", footer: nil)
      case .row: .row(.init(text: "a row", indexPath: IndexPath(row: 0)))
      case .tabs: .tabs
      case .tab: .tab(title: "a tab", isSelected: false)
      case .toolbar: .toolbar
      case .image: .image("an image")
      case .empty: .empty("nothing")
      case .footer: .footer("a footer")
      case .header: .header("a header")
      // An embed is the child's screen by the time a display has it.
      case .embed: nil
      }
    }
    for kind in Element.Kind.allCases {
      guard let content = content(kind) else { continue }
      let element = Element(content, id: "x", actions: .init(tap: {}))
      let display = Display(
        title: "T", canGoBack: false, elements: [element], hud: false, toast: nil, alert: nil,
        stacks: [])
      let actions = Explorer.actions(display, inputs: [])
      // A row is tapped through its list, a field is typed into, a list is paged.
      let tapped = ![.row, .list, .textField, .secureField].contains(kind)
      #expect(actions.contains("tap #x") == tapped, "\(kind): \(actions)")
      // And the kinds tell screens apart, but for a list's own parts.
      let key = Explorer.nodeKey(display)
      #expect(
        key.contains("#x") == ![.row, .header, .footer, .section].contains(kind), "\(kind): \(key)")
    }
  }

  @Test("every map format says what a label's marks mean, those it uses")
  func marksExplained() {
    var options = ExploreOptions()
    options.depth = 4
    let waybills = Explorer(apps: DemoApps.all, options: options).explore("waybills")
    for format in MapFormat.allCases where format != .json {
      let drawn = format.render(waybills)
      #expect(drawn.contains("On a transition, (+N) when N other commands lead the same way."))
      #expect(!drawn.contains("(offline) when"), "\(format): no transition is offline")
    }
    #expect(MapFormat.mermaid.render(waybills).hasPrefix("---\ntitle: \"On a transition, (+N)"))
    #expect(MapFormat.graphviz.render(waybills).contains("\n  label=\"On a transition, (+N)"))
    let shop = Self.explore("shop", apps: BrokenApps.all, depth: 4)
    for format in MapFormat.allCases where format != .json {
      #expect(
        format.render(shop).contains("On a transition, (offline) when given with the network off."),
        "\(format)")
    }
    // A map with no mark says nothing of them.
    let login = Explorer(apps: DemoApps.all, options: options).explore("login")
    #expect(MapFormat.mermaid.render(login).hasPrefix("flowchart LR\n"))
    #expect(!MapFormat.graphviz.render(login).contains("label=\"On"))
  }

  @Test("a worker's progress line is a path as JSON, whatever its commands hold")
  func progressLines() throws {
    for path in [
      [], ["tap #login"], ["type #name \"a \\\"quote\\\"\"", "type #x \"\t\n\u{1}\""],
      ["type #name 中文输入", "type #n 👍🏽🇨🇳"],
    ] {
      let line = ExploreCommand.progressLine(path)
      #expect(line.hasSuffix("]\n"))
      #expect(line.dropLast().allSatisfy { !$0.isNewline }, "one line: \(line)")
      #expect(try JSONDecoder().decode([String].self, from: Data(line.utf8)) == path)
    }
  }

  @Test("a walk asked to stop ends there, its map marked partial")
  func stopped() {
    var explorer = Explorer(apps: DemoApps.all)
    var asked = 0
    explorer.shouldStop = {
      asked += 1
      return asked > 10
    }
    let map = explorer.explore("posts")
    #expect(map.interrupted == true)
    #expect(map.states == 11)
    #expect(map.report.hasPrefix("explored posts part of the way (interrupted) to depth 8: "))
    #expect(
      map.report.contains(
        "\ninterrupted after 11 states, before the walk was done: this map is partial\n"))
    // Each map format says so.
    for format in MapFormat.allCases where format != .json {
      #expect(
        format.render(map).contains(
          "The walk was interrupted (Ctrl-C) after 11 states: this map is partial."), "\(format)")
    }
    var cut = Explorer(
      apps: DemoApps.all,
      options: {
        var o = ExploreOptions()
        o.stateLimit = 5
        return o
      }()
    )
    .explore("posts")
    #expect(MapFormat.mermaid.render(cut).contains("The walk stopped at the limit of 5 states"))
    // Drawn, not only said in a comment: the label Graphviz draws under the graph says it.
    #expect(
      MapFormat.graphviz.render(cut).contains(
        "\n  label=\"The walk stopped at the limit of 5 states: this map is partial."))
    cut.limitHit = false
    #expect(!MapFormat.mermaid.render(cut).contains("%%"))
    // A walk no one stops says nothing of the kind, in its report or its JSON.
    let whole = Explorer(apps: DemoApps.all).explore("navigator")
    #expect(whole.interrupted == nil)
    #expect(!MapFormat.json.render(whole).contains("interrupted"))
  }

  @Test("Ctrl-C in explore writes the map so far, says it is partial, and exits 130")
  func interrupted() throws {
    let binary = try builtBinary("fixturesim")
    let home = try temporaryHome()
    defer { try? FileManager.default.removeItem(atPath: home) }
    // The whole walk of the 751-screen app takes far longer than this in a debug build.
    let run = try runBinary(
      binary, ["explore", "big", "--map", "big.json"], in: home, interruptAfter: 3)
    #expect(run.status == 130, "\(run.output)\(run.error)")
    #expect(
      run.output.hasPrefix("explored big part of the way (interrupted) to depth 8: "),
      "\(run.output)")
    #expect(run.output.contains("before the walk was done: this map is partial"))
    #expect(run.output.hasSuffix("map: big.json\n"), "\(run.output)")
    #expect(run.error.isEmpty, "\(run.error)")
    let map = try JSONDecoder().decode(
      FlowMap.self, from: Data(contentsOf: URL(fileURLWithPath: home + "/big.json")))
    #expect(map.interrupted == true)
    #expect(map.states > 1)
    // The worker's replays reach the map: one a state at most.
    #expect(map.replays > 0 && map.replays <= map.states, "\(map.replays) of \(map.states)")
  }

  @Test("a state left with jobs a runaway held back is not left at once from its own session")
  func heldJobsAreWork() throws {
    let binary = try builtBinary("fixturesim")
    let home = try temporaryHome()
    defer { try? FileManager.default.removeItem(atPath: home) }
    // `tap #open` starts more yields than one step runs: nothing waits on the clock, but jobs
    // wait for the next step, so going back at once is a replay of its own (in a process of
    // its own: which runtime holds a runaway's jobs is the one driving when the cap is hit).
    let run = try runBinary(
      binary, ["explore", "busyleave", "--depth", "1", "--map", "b.json"], in: home)
    let map = try JSONDecoder().decode(
      FlowMap.self, from: Data(contentsOf: URL(fileURLWithPath: home + "/b.json")))
    #expect(map.states == 4, "\(run.output)")
    #expect(map.replays == map.states)
    let late = map.findings.filter { $0.kind == .lateWork }
    #expect(late.map(\.path) == [["tap #open", "back"]], "\(run.output)")
    #expect(late.map(\.leftAtOnce) == [true])
  }

  @Test(
    "a crash in the app is a finding, found in a process of its own, and the walk goes on")
  func crash() throws {
    let binary = try builtBinary("fixturesim")
    let home = try temporaryHome()
    defer { try? FileManager.default.removeItem(atPath: home) }
    let run = try runBinary(binary, ["explore", "crashy"], in: home)
    #expect(run.status == 1)
    // The screen it crashed on, the runtime's message and the app's own line; no registers.
    #expect(
      run.output.contains(
        "# crash on \"Home\": the app crashed on 'tap #crash': "
          + "Fatal error: the fixture crashes on purpose (BrokenApps.swift:67)"), "\(run.output)")
    #expect(!run.output.contains("Registers"))
    #expect(run.output.contains("> tap #crash\n> settle"))
    // The walk went on past the crash: the dead end is found too.
    #expect(run.output.contains("# dead end on \"Done\""), "\(run.output)")
    let accepted = try runBinary(binary, ["explore", "broken-accepted"], in: home)
    #expect(accepted.status == 0, "\(accepted.output)")
  }

  @Test("a crash's cause is the runtime's message and the program's own first frame")
  func crashCause() throws {
    let errors = """
      Swift/ContiguousArrayBuffer.swift:691: Fatal error: Index out of range

      *** Program crashed: Illegal instruction at 0x00007fe07bcf9361 ***

      Thread 0 "shopsim" crashed:

        0                  0x00007fe07bcf9361 _assertionFailure(_:_:file:line:flags:) + 225 in libswiftCore.so
        1 [ra] [inlined]   0x0000555cb0e7b109 Array.subscript.getter in shopsim at /opt/swift/usr/lib/swift/Array.swift:100:3
        2 [ra]             0x0000555cb0e7b109 CartViewModel.remove(at:) + 344 in shopsim at /home/me/Shop/Sources/Shop/CartViewModel.swift:42:12
        3 [async] [thunk]  0x0000555cb0e7b2c0 partial apply in shopsim at //<compiler-generated>

      Thread 1:

        0 [ra]             0x0000555cb0e7b109 Poller.run() + 12 in shopsim at /home/me/Shop/Sources/Shop/Poller.swift:9:5

      Registers:

      rax 0x0000000200000003  8589934595
      """
    let report = CrashReport(errors: errors)
    #expect(report?.cause == "Fatal error: Index out of range (CartViewModel.swift:42)")
    // The crashed thread's frames in the program's own files, without addresses or columns;
    // another thread's (Poller) are not the crash's.
    #expect(
      report?.frames == [
        "CartViewModel.remove(at:) at /home/me/Shop/Sources/Shop/CartViewModel.swift:42"
      ])
    #expect(report?.appFrames == report?.frames, "no frame of flowsim's own")
    let driven = try #require(
      CrashReport(
        errors: errors.replacingOccurrences(
          of: "  3 [async] [thunk]",
          with:
            "  3 [ra] 0x0000555cb0e7b2c0 Session.dispatch(_:) + 72 in shopsim at /home/me/Shop/.build/checkouts/flowsim/Sources/FlowScript/Session/Session.swift:233:83\n  4 [async] [thunk]"
        )))
    #expect(driven.frames.count == 2)
    #expect(
      driven.appFrames == [
        "CartViewModel.remove(at:) at /home/me/Shop/Sources/Shop/CartViewModel.swift:42"
      ])
    // As `run FILE` tells it: the app's frames, then how many of flowsim's own are left out,
    // and no such line when none is.
    #expect(
      RunSupervisor.crashLines(driven, errors: errors) == [
        "  Fatal error: Index out of range",
        "    CartViewModel.remove(at:) at /home/me/Shop/Sources/Shop/CartViewModel.swift:42",
        "    ... 1 frames more, flowsim's own",
      ])
    #expect(
      RunSupervisor.crashLines(report, errors: errors) == [
        "  Fatal error: Index out of range",
        "    CartViewModel.remove(at:) at /home/me/Shop/Sources/Shop/CartViewModel.swift:42",
      ])
    // No runtime message (a signal from outside): what the process said, up to the registers.
    #expect(
      RunSupervisor.crashLines(nil, errors: "Killed by SIGKILL\n\nRegisters:\nrax 0x1\n")
        == ["  Killed by SIGKILL"])
    #expect(CrashReport(errors: "Segmentation fault\n") == nil)
    // The message's own place, when it is the app's, with no backtrace at all.
    #expect(
      CrashReport(errors: "Shop/CartViewModel.swift:42: Fatal error: no cart\n")?.cause
        == "Fatal error: no cart (CartViewModel.swift:42)")
  }

  @Test("the README's maps and explore output are what explore makes now")
  func readme() throws {
    let readme = try ProjectDocumentation.all(at: packageRoot)
    for app in ["login", "waybills"] {
      var options = ExploreOptions()
      options.depth = 4
      options.inputs = try ExploreCommand.inputs(for: app, file: nil, root: packageRoot).texts
      let map = Explorer(apps: DemoApps.all, options: options).explore(app)
      let block =
        "<!-- explore \(app) --depth 4 -->\n```mermaid\n" + MapFormat.mermaid.render(map) + "```"
      #expect(readme.contains(block), "the README's map of \(app) is stale; it is now:\n\(block)")
      if app == "waybills" {
        // What the command prints, run as the README runs it.
        let printed = runFlowsim(["explore", "waybills", "--depth", "4"]).output
        #expect(printed.hasPrefix(map.report.prefix(while: { $0 != "\n" }) + "\n"))
        let shown = "$ swift run flowsim explore waybills --depth 4\n" + printed + "```"
        #expect(
          readme.contains(shown), "the README's explore output is stale; it is now:\n\(shown)")
      }
    }
    // The coverage report the README shows, from "coverage" on.
    let run = runFlowsim([
      "test", "-j", "1", "--coverage", "Scenarios/login", "Scenarios/waybills/tabs.flow",
    ])
    let report = try #require(run.output.range(of: "coverage (of "))
    let shown = "...\n" + run.output[report.lowerBound...] + "```"
    #expect(readme.contains(shown), "the README's coverage report is stale; it is now:\n\(shown)")
  }

  @Test("test --coverage: the screens and transitions of explore's map the files reach")
  func coverage() throws {
    let folder = try temporaryHome()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try FileManager.default.createDirectory(
      atPath: folder + "/login", withIntermediateDirectories: true)
    // Only the first screen: the login never happens.
    try "> type #name lee\n".write(
      toFile: folder + "/login/start.flow", atomically: true, encoding: .utf8)
    let json = folder + "/coverage.json"
    let run = runFlowsim(
      ["test", folder + "/login", "-j", "1", "--min-coverage", "60", "--coverage-json", json])
    #expect(run.status == 1, "\(run.output)")
    #expect(run.output.contains("login: screens 1/2 (50%), transitions 0/2 (0%)"), "\(run.output)")
    #expect(run.output.contains("no scenario shows n2 欢迎"))
    #expect(run.output.contains("no scenario takes n1 -> n2  tap #login"))
    #expect(run.output.contains("coverage: login: screens 50% is below --min-coverage 60"))
    let report = try JSONDecoder().decode(
      CoverageReport.self, from: Data(contentsOf: URL(fileURLWithPath: json)))
    #expect(report.apps.map(\.app) == ["login"])
    #expect(report.apps.first?.screensReached == 1)
    // The whole login: every screen and transition, through the HUD on the way.
    try "> type #name lee\n> type #password 00000000\n> tap #login\n> wait 500ms\n> back\n".write(
      toFile: folder + "/login/start.flow", atomically: true, encoding: .utf8)
    let full = runFlowsim(["test", folder + "/login", "-j", "1", "--min-coverage", "100"])
    #expect(full.status == 0, "\(full.output)")
    #expect(full.output.contains("login: screens 2/2 (100%), transitions 2/2 (100%)"))
  }

  @Test("test --coverage: a step is the edge it took, settled, online or offline as it ran")
  func coverageFollowsSteps() throws {
    let folder = try temporaryHome()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try FileManager.default.createDirectory(
      atPath: folder + "/ledger", withIntermediateDirectories: true)
    /// Writes `text` as the file `name` of the ledger's scenarios, and runs them with coverage.
    func cover(_ name: String, _ text: String) throws -> (status: Int32, output: String) {
      try text.write(toFile: folder + "/ledger/" + name, atomically: true, encoding: .utf8)
      let run = runFixtures(["test", "-j", "1", "--coverage", folder])
      return (run.status, run.output)
    }
    // Just after the tap the account is still loading, which looks like the account that failed
    // offline (n3); the step ends on the loaded account (n2).
    let online = try cover(
      "online.flow",
      "> settle\n> tap #accounts[0]\n> expect #status text \"Loading…\"\n> settle\n> back\n")
    #expect(online.status == 0, "\(online.output)")
    #expect(
      online.output.contains("ledger: screens 2/3 (66.7%), transitions 2/4 (50%)"),
      "\(online.output)")
    #expect(online.output.contains("no scenario takes n1 -> n3  tap #accounts[0:0] (offline)"))
    #expect(online.output.contains("no scenario takes n3 -> n1  back (offline)"))
    #expect(!online.output.contains("no scenario takes n1 -> n2"), "\(online.output)")
    // Not settled, the step ends on the screen still loading: it shows n3's screen, but online,
    // which is not the edge explore found offline.
    let hasty = try cover("online.flow", "> tap #accounts[0]\n> back\n")
    #expect(
      hasty.output.contains("ledger: screens 2/3 (66.7%), transitions 0/4 (0%)"),
      "\(hasty.output)")
    // The start screen is shown before any step, and counts, though no step ends on it.
    let onward = try cover("online.flow", "> settle\n> tap #accounts[0]\n> settle\n")
    #expect(
      onward.output.contains("ledger: screens 2/3 (66.7%), transitions 1/4 (25%)"),
      "\(onward.output)")
    try "> tap #accounts[0]\n> back\n".write(
      toFile: folder + "/ledger/online.flow", atomically: true, encoding: .utf8)
    // Offline, the same tap takes the other edge.
    let both = try cover(
      "offline.flow", "> set network offline\n> tap #accounts[1]\n> settle\n> back\n")
    #expect(
      both.output.contains("ledger: screens 2/3 (66.7%), transitions 2/4 (50%)"),
      "\(both.output)")
    #expect(both.output.contains("no scenario takes n1 -> n2  tap #accounts[0:0]"))
    #expect(both.output.contains("no scenario shows n2 Account"), "\(both.output)")
  }

  @Test(
    "coverage options refuse bad values before anything runs",
    arguments: [
      (["test", "--min-coverage", "101"], "--min-coverage takes a percent from 0 to 100"),
      (["test", "--min-coverage", "x"], "--min-coverage takes a percent from 0 to 100"),
      (
        ["test", "--coverage-json", "/no/such/folder/c.json"],
        "cannot write '/no/such/folder/c.json'"
      ),
      (["login", "--coverage"], "--coverage belongs to 'flowsim test'"),
      (["test", "--junit", "/no/such/folder/r.xml"], "cannot write '/no/such/folder/r.xml'"),
    ])
  func coverageBadInput(arguments: [String], message: String) {
    let run = runFlowsim(arguments)
    #expect(run.status == 2)
    #expect(run.error.hasPrefix("flowsim: error: "), "\(run.output)\(run.error)")
    #expect(run.error.contains(message), "\(run.output)\(run.error)")
  }
}

/// A screen where two commands each leave the same spinner up: two bugs, one message.
final class AccountsViewModel: ViewModel {
  var loading = false
  var loads = 0
  func load() { loading = true }
  func search() { loading = true }
}

struct AccountsView: FlowView {
  let model: AccountsViewModel
  var body: Screen {
    Screen("Accounts") {
      Button("Load", id: "load") { model.load() }
      Button("Search", id: "search") { model.search() }
      if model.loading { Element(.label("Loading…"), id: "status", isBusy: true) }
    }
  }
}

@Suite("Explore's findings", .timeLimit(.minutes(5)), .watchdog)
struct ExploreFindingTests {
  static let app = FlowApp(name: "accounts", summary: "two spinners") { context, _ in
    context.views.register(AccountsView.self)
    return AccountsViewModel(context: context, title: "Accounts")
  }

  @Test("one message from two commands is two findings; a state that inherits it adds none")
  func sameMessageTwoCommands() {
    var options = ExploreOptions()
    options.depth = 3
    let map = Explorer(apps: [Self.app], options: options).explore("accounts")
    let loading = map.findings.filter { $0.kind == .endlessLoading }
    #expect(loading.map(\.path) == [["tap #load"], ["tap #search"]], "\(map.report)")
  }
}
