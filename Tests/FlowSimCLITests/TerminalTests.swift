import Foundation
import TestSupport
import Testing

@testable import FlowSimCLI

/// A program of this package built beside the test bundle, as `swift test` builds it (the test
/// target depends on it). Missing, it is a failure that says how to build it, never a skip: a test
/// that cannot run must not pass.
///
/// `FLOWSIM_TEST_PROGRAMS` names another folder to take them from: CI runs the terminal tests
/// against a `flowsim` built with libedit that way.
func builtBinary(_ name: String) throws -> String {
  let bundle = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
  let folder =
    ProcessInfo.processInfo.environment["FLOWSIM_TEST_PROGRAMS"].map {
      URL(fileURLWithPath: $0)
    } ?? bundle
  let candidate = folder.appendingPathComponent(name).path
  guard FileManager.default.isExecutableFile(atPath: candidate) else {
    throw MissingBinary(
      description: "\(name) is not built beside the test bundle (\(candidate)); "
        + "run the tests with 'swift test', or build it first with 'swift build --build-tests'")
  }
  return candidate
}

/// A program the tests run is not built.
struct MissingBinary: Error, CustomStringConvertible {
  var description: String
}

let hasScript = FileManager.default.isExecutableFile(atPath: "/usr/bin/script")
let tmux = ["/usr/bin/tmux", "/usr/local/bin/tmux"].first {
  FileManager.default.isExecutableFile(atPath: $0)
}

/// A fresh, empty home folder for a run of the binary.
/// Writes `files` (a path relative to a new folder: its text) and returns the folder.
func folder(_ files: [String: String]) throws -> String {
  let home = try temporaryHome()
  for (path, text) in files {
    let full = home + "/" + path
    try FileManager.default.createDirectory(
      atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    try text.write(toFile: full, atomically: true, encoding: .utf8)
  }
  return home
}

func temporaryHome() throws -> String {
  let home = NSTemporaryDirectory() + "flowsim-home-" + UUID().uuidString
  try FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: true)
  return home
}

/// The lines a terminal shows for `output`, enough for a line editor's redrawing of a short line
/// of ASCII: carriage return, backspace and the cursor movements (CSI column, forward, back,
/// erase to the end of the line) are applied; other CSI sequences, OSC strings, two-character
/// escapes (`ESC ( B`) and the bell draw nothing. Columns are counted in characters, not cells,
/// and characters inserted or deleted mid-line (CSI @, CSI P) are not modelled.
func terminalLines(_ output: String) -> [String] {
  var lines: [String] = []
  var line: [Character] = []
  var column = 0
  var characters = output.makeIterator()
  func put(_ character: Character) {
    while line.count < column { line.append(" ") }
    if column < line.count { line[column] = character } else { line.append(character) }
    column += 1
  }
  while let character = characters.next() {
    switch character {
    case "\r\n", "\n":
      lines.append(String(line))
      line = []
      column = 0
    case "\r": column = 0
    case "\u{8}": column = max(0, column - 1)
    case "\u{7}": break
    case "\u{1B}":
      guard let next = characters.next() else { break }
      if next == "]" {
        // An OSC string, to the bell or to ESC \.
        while let c = characters.next() {
          if c == "\u{7}" { break }
          if c == "\u{1B}" {
            _ = characters.next()
            break
          }
        }
        break
      }
      if next == "(" || next == ")" {
        _ = characters.next()
        break
      }
      guard next == "[" else { break }
      var parameter = ""
      while let c = characters.next() {
        guard c.isNumber || c == ";" || c == "?" else {
          let count = Int(parameter) ?? 1
          switch c {
          case "G": column = max(0, count - 1)
          case "C": column += count
          case "D": column = max(0, column - count)
          case "K": if column < line.count { line.removeSubrange(column...) }
          default: break
          }
          break
        }
        parameter.append(c)
      }
    default: put(character)
    }
  }
  lines.append(String(line))
  return lines
}

/// Runs `script` with sh and returns what it printed.
func shell(_ script: String, environment: [String: String]) throws -> String {
  let process = Process()
  process.executableURL = URL(fileURLWithPath: "/bin/sh")
  process.arguments = ["-c", script]
  process.environment = environment
  let pipe = Pipe()
  process.standardOutput = pipe
  process.standardError = pipe
  try process.run()
  let data = pipe.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  return String(decoding: data, as: UTF8.self)
}

@Suite("The REPL on a pseudo-terminal", .timeLimit(.minutes(5)), .watchdog)
struct TerminalTests {
  @Test("the line editor is the one the build asked for (FLOWSIM_LINE_EDITOR=libedit or not)")
  func lineEditor() throws {
    let wanted = ProcessInfo.processInfo.environment["FLOWSIM_LINE_EDITOR"] == "libedit"
    #expect(ReadlineInput.library == (wanted ? "libedit" : "GNU readline"))
    // The program the terminal tests run links the line editor they were asked to test
    // (FLOWSIM_TEST_LINE_EDITOR=libedit, as CI sets it with a libedit flowsim).
    #if os(Linux)
      let program = try builtBinary("flowsim")
      let pipe = Pipe()
      let ldd = Process()
      ldd.executableURL = URL(fileURLWithPath: "/usr/bin/ldd")
      ldd.arguments = [program]
      ldd.standardOutput = pipe
      try ldd.run()
      let linked = String(
        decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
      ldd.waitUntilExit()
      let programWanted =
        ProcessInfo.processInfo.environment["FLOWSIM_TEST_LINE_EDITOR"] == "libedit" || wanted
      #expect(linked.contains("libedit") == programWanted, "\(linked)")
      #expect(linked.contains("libreadline") == !programWanted, "\(linked)")
    #endif
  }

  @Test(
    "the built binary draws the screen, completes with Tab and keeps a private history",
    .enabled(if: hasScript, "needs script(1)"))
  func endToEnd() throws {
    let binary = try builtBinary("flowsim")
    let home = try temporaryHome()
    defer { try? FileManager.default.removeItem(atPath: home) }
    // Keys arrive with pauses, as a person types them: Tab completes "ty", "#na" and "#pa".
    // (Ctrl-C is checked by hand in tmux: under the test runner the pty's SIGINT does not arrive.)
    let keys =
      "sleep 1; printf 'ty\\t#na\\tlee\\r'; sleep 0.4; printf 'type #pa\\t00000000\\r'; sleep 0.3; printf 'tap #login\\r'; sleep 0.3;"
      + " printf 'wait 500ms\\r'; sleep 0.3; printf 'quit\\r'; sleep 0.5"
    // bash rather than dash runs the command line inside script(1).
    let output = try shell(
      "(\(keys)) | script -qfc '\(binary) --color never; echo flowsim exited $?' /dev/null",
      environment: ["HOME": home, "TERM": "xterm", "PATH": "/usr/bin:/bin", "SHELL": "/bin/bash"])
    #expect(output.contains("flowsim exited 0"), "\(output)")
    #expect(output.contains("| #name: [lee]"), "\(output)")
    #expect(output.contains("| #password: [********]"))
    #expect(output.contains("login 0s (1 waiting)> "))
    #expect(output.contains("| #greeting: 欢迎, lee"))
    #expect(output.contains("| toast: 登录成功"))
    // libedit writes a space in the history file as \040.
    let history = try String(contentsOfFile: home + "/.flowsim_history", encoding: .utf8)
      .replacingOccurrences(of: "\\040", with: " ")
    #expect(history.contains("type #password 00000000"))
    let attributes = try FileManager.default.attributesOfItem(atPath: home + "/.flowsim_history")
    #expect((attributes[.posixPermissions] as? Int) == 0o600)
    // The next session starts with that history: the up arrow twice recalls "wait 500ms".
    let again = try shell(
      "(sleep 1; printf '\\033[A\\033[A\\r'; sleep 0.4; printf 'quit\\r'; sleep 0.5)"
        + " | script -qfc '\(binary) --color never; echo flowsim exited $?' /dev/null",
      environment: ["HOME": home, "TERM": "xterm", "PATH": "/usr/bin:/bin", "SHELL": "/bin/bash"])
    #expect(again.contains("login 500ms> "), "\(again)")
  }

  @Test(
    "Tab after a list's id adds no space on a real terminal, so its row follows",
    .enabled(if: hasScript, "needs script(1)"))
  func tabAfterListID() throws {
    let binary = try builtBinary("flowsim")
    let home = try temporaryHome()
    defer { try? FileManager.default.removeItem(atPath: home) }
    // "#pos" and Tab complete to "#posts" with nothing after it, where a control's id gets a
    // space: "[4]" typed next names the list's row.
    let keys =
      "sleep 1; printf 'wait 2s\\r'; sleep 0.4; printf 'tap #pos\\t[4]\\r'; sleep 0.4;"
      + " printf 'back\\r'; sleep 0.4; printf 'ta\\t#ad\\t\\r'; sleep 0.4; printf 'quit\\r';"
      + " sleep 0.5"
    let output = try shell(
      "(\(keys)) | script -qfc '\(binary) posts --color never; echo flowsim exited $?' /dev/null",
      environment: ["HOME": home, "TERM": "xterm", "PATH": "/usr/bin:/bin", "SHELL": "/bin/bash"])
    // What the terminal shows, not the bytes: when keys come faster than the line editor draws,
    // it draws a line in pieces ("ta", then "p #ad" at column 13), which a terminal puts together.
    let shown = terminalLines(output)
    #expect(output.contains("flowsim exited 0"), "\(output)")
    #expect(shown.contains("posts 2s> tap #posts[4]"), "\(shown)")
    #expect(output.contains("#postTitle: nesciunt quas odio"), "\(output)")
    #expect(!output.contains("takes one argument"), "\(output)")
    // A button's id is a whole word: Tab ends it with a space.
    #expect(shown.contains("posts 2s> tap #add "), "\(shown)")
  }

  @Test("the lines a terminal shows are the bytes drawn in pieces, put together")
  func terminalLinesRender() {
    // As a line editor draws a line when keys come in faster than it draws: in pieces, with a
    // bell for an ambiguous completion, moving the cursor to a column.
    let drawn = "\u{1B}[?2004hposts 2s> ta\u{07}\r\u{1B}[13Gp #ad\u{07}\u{1B}[18Gd \r\n+--+\r\n"
    #expect(terminalLines(drawn) == ["posts 2s> tap #add ", "+--+", ""])
    #expect(terminalLines("abcdef\u{8}\u{8}\u{1B}[K!\r\n") == ["abcd!", ""])
    #expect(terminalLines("ab\u{1B}[3Cc\u{1B}[2Dd") == ["ab  dc"])
    #expect(terminalLines("\u{1B}]0;title\u{7}a\u{1B}(Bb\u{1B}[0mc\u{1B}]2;t\u{1B}\\d") == ["abcd"])
  }

  @Test(
    "Ctrl-C abandons the line and keeps the session; ~/.inputrc is honoured; Ctrl-D leaves",
    .enabled(if: tmux != nil, "needs tmux"))
  func controlC() throws {
    let binary = try builtBinary("flowsim")
    let tmux = try #require(tmux)
    let home = try temporaryHome()
    defer { try? FileManager.default.removeItem(atPath: home) }
    // A key binding of the user's own, for flowsim only: Ctrl-O types a command. GNU readline
    // reads ~/.inputrc, libedit ~/.editrc.
    try "$if flowsim\n\"\\C-o\": \"expect title nope\"\n$endif\n".write(
      toFile: home + "/.inputrc", atomically: true, encoding: .utf8)
    try "flowsim:bind -s \"^O\" \"expect title nope\"\n".write(
      toFile: home + "/.editrc", atomically: true, encoding: .utf8)
    // A private tmux server: its panes are real terminals whose Ctrl-C reaches the program.
    let server = "\(tmux) -L flowsim-test-\(UUID().uuidString.prefix(8))"
    let script = [
      "\(server) new-session -d -x 100 -y 60 'HOME=\(home) TERM=xterm \(binary) --color never; echo flowsim exited $?; sleep 3'",
      "sleep 1", "\(server) send-keys 'tap #nothing-here'", "sleep 0.3", "\(server) send-keys C-c",
      "sleep 0.3", "\(server) send-keys 'type #name lee' Enter", "sleep 0.3",
      "\(server) send-keys C-o Enter", "sleep 0.3", "\(server) send-keys C-d",
      "sleep 0.6", "\(server) capture-pane -p -S -", "\(server) kill-server",
    ].joined(separator: "; ")
    let output = try shell(
      script, environment: ["PATH": "/usr/bin:/bin", "HOME": home, "TERM": "xterm"])
    #expect(output.contains("login 0s> tap #nothing-here\nlogin 0s> type #name lee"), "\(output)")
    #expect(
      !output.contains("error: no element matches #nothing-here"), "the abandoned line never ran")
    #expect(output.contains("| #name: [lee]"), "the session went on")
    #expect(
      output.contains(
        "login 0s> expect title nope\nexpectation failed: expected title \"nope\", found \"登录\""),
      "Ctrl-O from ~/.inputrc")
    #expect(output.contains("flowsim exited 0"), "Ctrl-D leaves cleanly")
  }

  @Test(
    "a narrow terminal gets a narrow screen, and a resize draws it again at the new width",
    .enabled(if: tmux != nil, "needs tmux"))
  func narrowAndResize() throws {
    let binary = try builtBinary("flowsim")
    let tmux = try #require(tmux)
    let home = try temporaryHome()
    defer { try? FileManager.default.removeItem(atPath: home) }
    let server = "\(tmux) -L flowsim-narrow-\(UUID().uuidString.prefix(8))"
    let script = [
      "\(server) new-session -d -x 30 -y 60 'HOME=\(home) TERM=xterm \(binary) --color never login; sleep 3'",
      "sleep 1", "\(server) send-keys 'type #name lee' Enter", "sleep 0.4",
      "\(server) resize-window -x 70 -y 60", "sleep 0.8",
      "\(server) capture-pane -p -J -S -", "\(server) kill-server",
    ].joined(separator: "; ")
    let output = try shell(
      script, environment: ["PATH": "/usr/bin:/bin", "HOME": home, "TERM": "xterm"])
    let boxes = output.split(separator: "\n").filter { $0.hasPrefix("+-") }.map(\.count)
    #expect(boxes.first == 30, "\(output)")
    #expect(boxes.last == 40, "the resize drew the screen again: \(output)")
    #expect(output.contains("| #name: [lee]                         |"), "\(output)")
    #expect(output.components(separatedBy: "note: the terminal is 30").count == 2)
  }

  @Test(
    "live: services really wait, and the screen is drawn again by itself when it changes",
    .enabled(if: tmux != nil, "needs tmux"))
  func realtime() throws {
    let binary = try builtBinary("flowsim")
    let tmux = try #require(tmux)
    let home = try temporaryHome()
    defer { try? FileManager.default.removeItem(atPath: home) }
    let server = "\(tmux) -L flowsim-live-\(UUID().uuidString.prefix(8))"
    // The login takes 500 ms of real time; nothing is typed after the tap, so only the idle
    // redraw can show the welcome screen. 4 s is a generous bound, not a timing assertion.
    let script = [
      "\(server) new-session -d -x 100 -y 80 'HOME=\(home) TERM=xterm \(binary) --realtime --color never login; echo flowsim exited $?; sleep 3'",
      "sleep 1", "\(server) send-keys 'type #name lee' Enter", "sleep 0.3",
      "\(server) send-keys 'type #password 00000000' Enter", "sleep 0.3",
      "\(server) send-keys 'tap #login' Enter", "sleep 4",
      "\(server) capture-pane -p -S -", "\(server) send-keys C-d",
      // Leaving can be slow under a sanitizer: wait for it, up to 10 s.
      "for i in $(seq 1 100); do \(server) capture-pane -p -S - | grep -q 'flowsim exited' && break; sleep 0.1; done",
      "\(server) capture-pane -p -S -", "\(server) kill-server",
    ].joined(separator: "; ")
    let output = try shell(
      script, environment: ["PATH": "/usr/bin:/bin", "HOME": home, "TERM": "xterm"])
    let beforeLeaving = output.components(separatedBy: "flowsim exited").first ?? ""
    #expect(beforeLeaving.contains("| #greeting: 欢迎, lee"), "\(output)")
    #expect(beforeLeaving.contains("login live "), "the prompt shows live time")
    #expect(!beforeLeaving.contains("error:"), "\(output)")
    #expect(output.contains("flowsim exited 0"))
  }
}

/// Runs the built binary with `arguments` in `directory`, with `environment` added to a minimal
/// one; returns its status, standard output and standard error. With `interruptAfter`, a SIGINT
/// (Ctrl-C) is sent to it that many seconds after it starts.
func runBinary(
  _ binary: String, _ arguments: [String], in directory: String,
  environment: [String: String] = [:], interruptAfter: Double? = nil
) throws -> (status: Int32, output: String, error: String) {
  let process = Process()
  process.executableURL = URL(fileURLWithPath: binary)
  process.arguments = arguments
  process.currentDirectoryURL = URL(fileURLWithPath: directory)
  process.environment = ["PATH": "/usr/bin:/bin"].merging(environment) { $1 }
  let pipe = Pipe()
  process.standardOutput = pipe
  // Standard error goes to a file, so that neither pipe can fill while the other is read.
  let errorPath = NSTemporaryDirectory() + "flowsim-stderr-\(UUID().uuidString)"
  _ = FileManager.default.createFile(atPath: errorPath, contents: nil)
  defer { try? FileManager.default.removeItem(atPath: errorPath) }
  process.standardError = FileHandle(forWritingAtPath: errorPath)
  try process.run()
  if let interruptAfter {
    let pid = process.processIdentifier
    DispatchQueue.global().asyncAfter(deadline: .now() + interruptAfter) { _ = kill(pid, SIGINT) }
  }
  let data = pipe.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  let error = FileManager.default.contents(atPath: errorPath) ?? Data()
  return (
    process.terminationStatus, String(decoding: data, as: UTF8.self),
    String(decoding: error, as: UTF8.self)
  )
}

@Suite("flowsim test across processes", .timeLimit(.minutes(5)), .watchdog)
struct ParallelTests {
  @Test(
    "-j 2 runs worker processes and prints exactly what -j 1 prints, failures included")
  func workersPrintTheSame() throws {
    let binary = try builtBinary("flowsim")
    let home = try temporaryHome()
    defer { try? FileManager.default.removeItem(atPath: home) }
    let scenarios = home + "/Scenarios"
    try FileManager.default.copyItem(atPath: packageRoot + "/Scenarios", toPath: scenarios)
    try "> apps\n  nope\n".write(
      toFile: scenarios + "/login/zz-broken.flow", atomically: true, encoding: .utf8)
    let one = try runBinary(binary, ["test", "-j", "1", "Scenarios"], in: home)
    let two = try runBinary(binary, ["test", "-j", "2", "Scenarios"], in: home)
    #expect(one.status == 1)
    #expect(two.status == 1)
    #expect(one.output == two.output)
    #expect(two.output.contains("FAIL Scenarios/login/zz-broken.flow"))
  }

  @Test(
    "Bazel's sharding and XML output need no flags; the shards cover the suite once")
  func bazel() throws {
    let binary = try builtBinary("flowsim")
    let home = try temporaryHome()
    defer { try? FileManager.default.removeItem(atPath: home) }
    try FileManager.default.copyItem(
      atPath: packageRoot + "/Scenarios", toPath: home + "/Scenarios")
    var ran: [String] = []
    for index in 0..<3 {
      let status = home + "/status-\(index)"
      let xml = home + "/report-\(index).xml"
      let run = try runBinary(
        binary, ["test", "Scenarios"], in: home,
        environment: [
          "TEST_TOTAL_SHARDS": "3", "TEST_SHARD_INDEX": "\(index)",
          "TEST_SHARD_STATUS_FILE": status, "XML_OUTPUT_FILE": xml,
        ])
      #expect(run.status == 0, "\(run.output)")
      #expect(FileManager.default.fileExists(atPath: status))
      #expect(FileManager.default.fileExists(atPath: xml))
      ran += run.output.split(separator: "\n").filter { $0.hasPrefix("PASS ") }.map(String.init)
    }
    #expect(ran.sorted() == scenarioFilesForCLI().map { "PASS \($0)" }.sorted())
    let bad = try runBinary(
      binary, ["test", "Scenarios"], in: home,
      environment: ["TEST_TOTAL_SHARDS": "3", "TEST_SHARD_INDEX": "3"])
    #expect(bad.status == 2)
    #expect(bad.error.hasPrefix("flowsim: error: TEST_SHARD_INDEX '3'"), "\(bad.error)")
  }

  @Test(
    "flowsim test where there is no Scenarios folder is a usage error that says where to run it")
  func noScenariosFolder() throws {
    let binary = try builtBinary("flowsim")
    let home = try temporaryHome()
    defer { try? FileManager.default.removeItem(atPath: home) }
    let run = try runBinary(binary, ["test"], in: home)
    #expect(run.status == 2)
    #expect(run.output.isEmpty, "no FAIL line for a folder that was never named")
    #expect(run.error.hasPrefix("flowsim: error: no Scenarios folder in "), "\(run.error)")
    #expect(run.error.contains("as in: flowsim test path/to/Scenarios"))
  }
}

/// The scenario files under Scenarios/, relative to the package root.
func scenarioFilesForCLI() -> [String] {
  let enumerator = FileManager.default.enumerator(atPath: packageRoot + "/Scenarios")
  var files: [String] = []
  while let relative = enumerator?.nextObject() as? String {
    if relative.hasSuffix(".flow"), !relative.split(separator: "/").contains("steps") {
      files.append("Scenarios/" + relative)
    }
  }
  return files.sorted()
}

/// The package's root folder, found from this file's path.
let packageRoot: String = {
  var url = URL(fileURLWithPath: #filePath)
  for _ in 0..<3 { url.deleteLastPathComponent() }
  return url.path
}()
