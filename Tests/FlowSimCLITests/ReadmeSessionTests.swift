import DemoApps
import FlowScript
import Foundation
import TestSupport
import Testing

@testable import FlowSimCLI

/// A terminal in memory: each line is echoed after its prompt, as a person sees it typed.
final class EchoInput: LineInput {
  private var lines: [String]
  private let output: StringOutput

  init(_ lines: [String], echoingTo output: StringOutput) {
    self.lines = lines
    self.output = output
  }

  func readLine(prompt: String) -> String? {
    guard !lines.isEmpty else { return nil }
    let line = lines.removeFirst()
    output.write(prompt + line + "\n")
    return line
  }
}

/// The README's session block: the lines between "## A session" and the next fence.
func readmeSession() throws -> [String] {
  let readme = try String(contentsOfFile: packageRoot + "/README.md", encoding: .utf8)
  let section = try #require(readme.components(separatedBy: "## A session\n").dropFirst().first)
  let block = try #require(section.components(separatedBy: "```\n").dropFirst().first)
  return block.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
}

@Suite("The README's session", .timeLimit(.minutes(5)), .watchdog)
struct ReadmeSessionTests {
  @Test("is what flowsim prints for the commands it shows, prompts and screens included")
  func sessionIsTrue() throws {
    let lines = try readmeSession()
    #expect(lines.first == "$ swift run flowsim")
    // The commands are what follows a prompt: `login 500ms> wait 500ms`.
    let commands = lines.compactMap { line -> String? in
      guard let range = line.range(of: #"^[a-z]+ [^>]*> "#, options: .regularExpression) else {
        return nil
      }
      return String(line[range.upperBound...])
    }
    #expect(commands.count >= 4)
    let output = StringOutput()
    let repl = REPL(
      session: Session(apps: DemoApps.all), output: output, colorizer: Colorizer(enabled: false),
      environment: [:])
    _ = repl.run(app: nil, input: EchoInput(commands, echoingTo: output))
    let printed = output.text.split(separator: "\n", omittingEmptySubsequences: false).map(
      String.init)
    func trimmed(_ lines: some Collection<String>) -> [String] {
      Array(lines.reversed().drop { $0.isEmpty }.reversed())
    }
    #expect(
      trimmed(lines.dropFirst()) == trimmed(printed),
      "the README's session and flowsim disagree: copy flowsim's output into the README")
  }
}
