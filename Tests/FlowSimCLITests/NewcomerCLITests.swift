import DemoApps
import FlowRender
import FlowScript
import Foundation
import Testing

@testable import FlowSimCLI

/// What new users met on the REPL.
@Suite("The REPL, as newcomers met it")
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
    #expect(narrow.contains("waybills   two tabs of paged\n           waybills,"), "\(narrow)")
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
}
