import DemoApps
import FlowScript
import Foundation
import Testing

@testable import FlowSimCLI

/// What new users met on the REPL.
@Suite("The REPL, as newcomers met it")
struct NewcomerCLITests {
  /// Runs `commands` in a REPL with echoed prompts, as a terminal shows them.
  func session(_ commands: [String]) -> String {
    let output = StringOutput()
    let repl = REPL(
      session: Session(apps: DemoApps.all), output: output, colorizer: Colorizer(enabled: false),
      environment: [:])
    _ = repl.run(app: nil, input: EchoInput(commands, echoingTo: output))
    return output.text
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
