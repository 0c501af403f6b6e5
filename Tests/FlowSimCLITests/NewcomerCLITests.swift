import DemoApps
import FlowKit
import FlowRender
import FlowScript
import Foundation
import TestSupport
import Testing

@testable import FlowSimCLI

/// What new users met on the REPL.
@Suite("The REPL, as newcomers met it", .timeLimit(.minutes(5)), .watchdog)
struct NewcomerCLITests {
  /// Runs `commands` in a REPL with echoed prompts, as a terminal shows them.
  func session(_ commands: [String], columns: Int? = nil) -> String {
    let output = StringOutput()
    var repl = REPL(
      session: Session(apps: DemoApps.all), output: output, colorizer: Colorizer(enabled: false),
      environment: [:])
    if let columns { repl.terminalColumns = { columns } }
    _ = repl.run(app: nil, input: EchoInput(commands, echoingTo: output))
    return output.text
  }

  @Test("on a 30-column terminal the banner, the apps, help and errors wrap at words")
  func narrowWrapsAtWords() {
    let commands = ["help", "tap #nothing", "help tap"]
    let wide = session(commands)
    let narrow = session(commands, columns: 30)
    // The words of all but the screens (drawn narrower, with a note that says so).
    func words(_ text: String) -> [String] {
      let kept = text.split(separator: "\n").filter { !$0.hasPrefix("|") && !$0.hasPrefix("+") }
      var words = kept.joined(separator: " ").split(whereSeparator: \.isWhitespace).map(String.init)
      if let note = words.firstIndex(of: "note:"), let end = words.firstIndex(of: "chooses)") {
        words.removeSubrange(note...end)
      }
      return words
    }
    #expect(words(narrow) == words(wide), "no word is broken or lost")
    // Every line fits, but for a screen's box (drawn at its own narrowest) and a prompt's echo.
    let long = narrow.split(separator: "\n").filter {
      TextWidth.of(String($0)) > 30 && !$0.hasPrefix("|") && !$0.hasPrefix("+")
        && !$0.hasPrefix("login ")
    }
    #expect(long.isEmpty, "\(long)")
    // A listing's lines go on under its second column.
    #expect(narrow.contains("waybills   waybills in two\n           tabs, paged,"), "\(narrow)")
  }

  @Test("each app's summary is one line of `apps` at 80 columns, after its name's column")
  func summariesFitALine() {
    for app in DemoApps.all {
      #expect(11 + TextWidth.of(app.summary) <= 80, "\(app.name): \(app.summary)")
      #expect(!app.summary.isEmpty && app.summary.first?.isLowercase == true)
    }
  }

  @Test("a network set offline or slow shows in the prompt while it holds")
  func networkInPrompt() {
    let text = session([
      "set network offline", "settle", "set network slow", "settle", "set network online",
      "settle",
    ])
    #expect(text.contains("login offline 0s> settle"), "\(text)")
    #expect(text.contains("login slow 0s> settle"), "\(text)")
    #expect(text.contains("\nlogin 0s> settle"), "\(text)")
  }

  @Test("save does not replace a file that exists unless told to with --force")
  func saveRefusesToReplace() throws {
    let folder = NSTemporaryDirectory() + "flowsim-save-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let file = folder + "/mine.flow"
    try "# mine\n".write(toFile: file, atomically: true, encoding: .utf8)
    let text = session(["type #name lee", "save \(file)"])
    #expect(
      text.contains(
        "error: '\(file)' exists, and save does not replace a file unless told: 'save --force \(file)' replaces it, or save under another name"
      ), "\(text)")
    #expect(try String(contentsOfFile: file, encoding: .utf8) == "# mine\n")
    _ = session(["type #name lee", "save --force \(file)"])
    #expect(try String(contentsOfFile: file, encoding: .utf8).contains("> type #name lee"))
    _ = session(["type #name han", "save \(file) --force"])
    #expect(try String(contentsOfFile: file, encoding: .utf8).contains("> type #name han"))
    let fresh = folder + "/new.flow"
    _ = session(["type #name lee", "save \(fresh)"])
    #expect(FileManager.default.fileExists(atPath: fresh))
  }

  @Test("flowsim test colours PASS, FAIL and the diff's lines on a terminal, as the REPL decides")
  func testInColour() throws {
    let folder = NSTemporaryDirectory() + "flowsim-colour-" + UUID().uuidString + "/login"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer {
      try? FileManager.default.removeItem(atPath: (folder as NSString).deletingLastPathComponent)
    }
    try "> apps\n  login[..]\n  ...\n".write(
      toFile: folder + "/good.flow", atomically: true, encoding: .utf8)
    try "> apps\n  nope\n".write(toFile: folder + "/bad.flow", atomically: true, encoding: .utf8)
    let always = runFlowsim(["test", "-j", "1", "--color", "always", folder])
    #expect(always.output.contains("\u{1B}[32mPASS \(folder)/good.flow\u{1B}[0m"))
    #expect(always.output.contains("\u{1B}[31mFAIL \(folder)/bad.flow\u{1B}[0m"))
    #expect(always.output.contains("\u{1B}[31m-nope\u{1B}[0m"))
    #expect(always.output.contains("\u{1B}[32m+login "))
    // On a terminal with TERM set, colour; piped, with NO_COLOR, or with TERM dumb, none.
    let terminal = runFlowsim(
      ["test", "-j", "1", folder], terminal: true, environment: ["TERM": "xterm"])
    #expect(terminal.output.contains("\u{1B}[31mFAIL "))
    for (isTerminal, environment) in [
      (false, ["TERM": "xterm"]), (true, ["TERM": "xterm", "NO_COLOR": "1"]),
      (true, ["TERM": "dumb"]),
    ] {
      let plain = runFlowsim(
        ["test", "-j", "1", folder], terminal: isTerminal, environment: environment)
      #expect(!plain.output.contains("\u{1B}["), "\(environment)")
      #expect(plain.status == 1)
    }
  }
}

@Suite("The progress line", .timeLimit(.minutes(5)), .watchdog)
struct ProgressLineTests {
  /// What a progress line wrote to a pipe.
  func written(enabled: Bool, _ body: (ProgressLine) -> Void) -> String {
    var ends: [Int32] = [0, 0]
    guard pipe(&ends) == 0 else { return "no pipe" }
    let line = ProgressLine(descriptor: ends[1], enabled: enabled)
    body(line)
    close(ends[1])
    let data = FileHandle(fileDescriptor: ends[0], closeOnDealloc: true).readDataToEndOfFile()
    return String(decoding: data, as: UTF8.self)
  }

  @Test("it is drawn in place at most ten times a second, and cleared without a trace")
  func drawnAndCleared() {
    let text = written(enabled: true) { line in
      line.update { "exploring posts: 1 replays" }
      line.update { "exploring posts: 2 replays" }
      line.clear()
      line.clear()
    }
    #expect(text.hasPrefix("\r\u{1B}[Kexploring posts: 1 replays (0.0 s)"), "\(text)")
    #expect(!text.contains("2 replays"), "the second came too soon")
    #expect(text.hasSuffix("s)\r\u{1B}[K"))
  }

  @Test("off a terminal nothing is written, nor asked for")
  func silentWhenPiped() {
    var asked = false
    let text = written(enabled: false) { line in
      line.update {
        asked = true
        return "x"
      }
      line.clear()
    }
    #expect(text.isEmpty)
    #expect(!asked)
    // explore piped: standard error holds nothing but errors.
    let run = runFlowsim(["explore", "mvp"])
    #expect(run.status == 0)
    #expect(run.error.isEmpty)
  }
}

/// A screen that counts how often its view is asked for.
@MainActor
final class CountedViewModel: ViewModel {
  nonisolated(unsafe) static var bodies = 0
  init(context: AppContext) { super.init(context: context, title: "Counted") }
}

extension CountedViewModel: HasView { typealias View = CountedView }

struct CountedView: FlowView {
  let model: CountedViewModel
  var body: Screen {
    CountedViewModel.bodies += 1
    return Screen(model.title) { Button("Go", id: "go") {} }
  }
}

@Suite("One screen a command", .serialized, .timeLimit(.minutes(5)), .watchdog)
struct OneScreenTests {
  @Test("show makes its screen once: the REPL draws the one it made")
  func showOnce() {
    let app = FlowApp(name: "counted", summary: "counts its views") { context, _ in
      context.views.register(CountedView.self)
      return CountedViewModel(context: context)
    }
    let output = StringOutput()
    let repl = REPL(
      session: Session(apps: [app]), output: output, colorizer: Colorizer(enabled: false),
      environment: [:])
    _ = repl.run(app: "counted", input: EchoInput([], echoingTo: output))
    let opened = CountedViewModel.bodies
    let again = REPL(
      session: Session(apps: [app]), output: StringOutput(), colorizer: Colorizer(enabled: false),
      environment: [:])
    CountedViewModel.bodies = 0
    _ = again.run(app: "counted", input: EchoInput(["show"], echoingTo: StringOutput()))
    // The same as opening and drawing, and one more for `show`.
    #expect(CountedViewModel.bodies == opened + 1, "\(CountedViewModel.bodies) after \(opened)")
    #expect(output.text.contains("Counted"))
  }
}

@Suite("Lines fitted to the terminal", .timeLimit(.minutes(5)), .watchdog)
struct FitTests {
  @Test("a line past the width breaks at words; under 10 columns, nothing is broken")
  func narrowest() {
    #expect(Colorizer.fit("aaaa bbbb cccc", width: 10) == "aaaa bbbb\ncccc")
    #expect(Colorizer.fit("aaaa bbbb cccc", width: 9) == "aaaa bbbb cccc")
    #expect(Colorizer.fit("aaaa bbbb cccc", width: nil) == "aaaa bbbb cccc")
    // A line as wide as the terminal stays as it is, its indentation too.
    #expect(Colorizer.fit("        ab", width: 10) == "        ab")
  }

  @Test("an indentation over half the width is cut to two; up to half, it is kept")
  func indentation() {
    #expect(Colorizer.fit("        alpha beta", width: 10) == "  alpha\n  beta")
    #expect(Colorizer.fit("     alpha beta", width: 10) == "     alpha\n     beta")
  }

  @Test("a listing's second column holds when it is within half the width")
  func secondColumn() {
    let at10 = "login     sign in with a name"
    #expect(Colorizer.fit(at10, width: 20) == "login     sign in\n          with a\n          name")
    let at11 = "login      sign in with a name"
    #expect(Colorizer.fit(at11, width: 20) == "login      sign in\nwith a name")
  }

  @Test("a line that is past the width only by its trailing spaces gains no line")
  func trailingSpaces() {
    #expect(!Colorizer.fit("abcdefghi    ", width: 10).contains("\n"))
  }
}
