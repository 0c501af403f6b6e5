import FlowRender
import Foundation

/// A scenario file (SPEC §3): commands, their expected output, and prose.
public struct Scenario: Sendable {
  /// One command and the block of output it should print.
  public struct Step: Sendable {
    /// The command as written after `> `.
    public var command: String
    /// The parsed command.
    public var parsed: Command?
    /// The command's line in the file, counted from 1.
    public var line: Int
    /// The expected lines, without their two-space indent.
    public var expected: [String]
    /// The index in ``Scenario/lines`` of the first expected line (or where a block would go).
    public var blockStart: Int
    /// How many of the file's lines the block takes.
    public var blockLength: Int
  }

  /// The file's path as given.
  public var path: String
  /// The file's lines, without line ends.
  public var lines: [String]
  /// Whether the file ended with a newline.
  public var endsWithNewline: Bool
  /// Whether the file used CRLF line ends.
  public var usesCRLF: Bool { lineEnd == "\r\n" }
  /// The file's line end (that of its first line): `\n`, `\r\n` or `\r`; an update writes it.
  public var lineEnd: String
  /// The commands in order.
  public var steps: [Step]
  /// The tags of a `# tags: a, b` line before the first command.
  public var tags: [String] = []
  /// What the file says that is ignored, and why, with its line.
  public var warnings: [(line: Int, message: String)] = []

  /// Parses scenario text.
  /// - Throws: ``ScenarioError`` with the line and column of the first problem.
  public init(path: String, text: String) throws(ScenarioError) {
    self.path = path
    let split = Scenario.lines(of: text)
    lineEnd = split.lineEnd
    endsWithNewline = split.endsWithNewline
    let lines = split.lines
    self.lines = lines
    var steps: [Step] = []
    var index = 0
    while index < lines.count {
      let line = lines[index]
      if line.hasPrefix("> ") {
        let command = String(line.dropFirst(2))
        // A command with variables is parsed when it runs, once they are replaced.
        let hasVariables = command.contains("${")
        let parsed: Command?
        do {
          parsed = hasVariables ? nil : try CommandTable.parse(command)
        } catch {
          throw ScenarioError(
            path: path, line: index + 1, column: error.column + 2, text: line,
            message: error.description)
        }
        guard parsed != nil || hasVariables else {
          throw ScenarioError(
            path: path, line: index + 1, column: 3, text: line,
            message:
              "a command line holds no command; write a command after '> ', or remove the line")
        }
        var end = index + 1
        var blockEnd = end
        while end < lines.count {
          if Scenario.isOutput(lines[end]) {
            end += 1
            blockEnd = end
          } else if lines[end].isEmpty {
            end += 1
          } else {
            break
          }
        }
        // A line under the command indented otherwise than by two spaces would read as prose,
        // and its block as missing: say so at the line.
        if end < lines.count, let indent = Scenario.wrongIndent(lines[end]) {
          throw ScenarioError(
            path: path, line: end + 1, column: 1, text: lines[end],
            message:
              "this line under '> \(command)' is indented by \(indent); expected output is indented by exactly two spaces, so indent it so, or start prose at the first column"
          )
        }
        let block = lines[(index + 1)..<blockEnd]
        steps.append(
          Step(
            command: command, parsed: parsed, line: index + 1,
            expected: block.map { $0.hasPrefix("  ") ? String($0.dropFirst(2)) : "" },
            blockStart: index + 1, blockLength: blockEnd - index - 1))
        index = blockEnd
      } else if line.hasPrefix(">") {
        // '>settle' would read as prose and never run: a check that silently passes.
        let command = line.dropFirst().trimmingCharacters(in: .whitespaces)
        throw ScenarioError(
          path: path, line: index + 1, column: 2, text: line,
          message:
            "a command line starts with '> ', a space after the '>'; write '> \(command.isEmpty ? "show" : command)', or start prose with another character"
        )
      } else if Scenario.isOutput(line) {
        throw ScenarioError(
          path: path, line: index + 1, column: 1, text: line,
          message:
            "indented line is not under a command; expected output goes right under its '> command' (remove the blank line above it, or unindent it as prose)"
        )
      } else {
        if let tags = Scenario.tags(in: line) {
          if steps.isEmpty {
            self.tags += tags
          } else {
            warnings.append(
              (
                index + 1,
                "a tags line after the first command is prose, and its tags are ignored; move it above the first command"
              ))
          }
        }
        index += 1
      }
    }
    self.steps = steps
  }

  static func isOutput(_ line: String) -> Bool { line.hasPrefix("  ") }

  /// How a line is indented when it is indented but not as output: "a tab", "one space".
  static func wrongIndent(_ line: String) -> String? {
    if line.hasPrefix("\t") { return "a tab" }
    if line.hasPrefix(" \t") { return "a space and a tab" }
    if line.hasPrefix(" "), !line.hasPrefix("  "), line.count > 1 { return "one space" }
    return nil
  }

  /// The lines of `text`, split at each `\n`, `\r\n` or lone `\r` (Swift's `String` holds
  /// `\r\n` as one character, so splitting at `"\n"` alone would miss it); the first line end,
  /// and whether the text ends with one.
  static func lines(of text: String) -> (lines: [String], lineEnd: String, endsWithNewline: Bool) {
    var lines: [String] = []
    var current = String.UnicodeScalarView()
    var lineEnd: String?
    var scalars = text.unicodeScalars[...]
    var endsWithNewline = false
    while let scalar = scalars.popFirst() {
      endsWithNewline = false
      guard scalar == "\n" || scalar == "\r" else {
        current.append(scalar)
        continue
      }
      var end = String(scalar)
      if scalar == "\r", scalars.first == "\n" {
        scalars.removeFirst()
        end = "\r\n"
      }
      lineEnd = lineEnd ?? end
      lines.append(String(current))
      current = String.UnicodeScalarView()
      endsWithNewline = true
    }
    if !endsWithNewline { lines.append(String(current)) }
    return (lines, lineEnd ?? "\n", endsWithNewline)
  }

  /// The tags of a `# tags: a, b` line, or nil for another line.
  static func tags(in line: String) -> [String]? {
    let prefix = "# tags:"
    guard line.hasPrefix(prefix) else { return nil }
    return line.dropFirst(prefix.count).split(separator: ",").map {
      $0.trimmingCharacters(in: .whitespaces)
    }.filter { !$0.isEmpty }
  }

  /// Reads and parses the file at `path`.
  /// - Throws: ``ScenarioError`` when it cannot be read, is not UTF-8 text, or does not parse.
  public static func load(_ path: String) throws(ScenarioError) -> Scenario {
    guard let data = FileManager.default.contents(atPath: path) else {
      throw ScenarioError(
        path: path, line: 0, column: 0, text: nil,
        message: "cannot read the file; check the path and its permissions")
    }
    guard !data.contains(0), let text = String(data: data, encoding: .utf8) else {
      throw ScenarioError(
        path: path, line: 0, column: 0, text: nil,
        message: "not a UTF-8 text file; scenario files are UTF-8 text")
    }
    return try Scenario(path: path, text: text)
  }

  /// The text of the file with each block replaced by `blocks[i]` (lines without indent).
  func text(replacingBlocks blocks: [[String]], note: (step: Int, line: String)? = nil) -> String {
    var output: [String] = []
    var cursor = 0
    for (index, (step, block)) in zip(steps, blocks).enumerated() {
      output += lines[cursor..<step.blockStart]
      output += block.map { $0.isEmpty ? "" : "  \($0)" }
      cursor = step.blockStart + step.blockLength
      if index == note?.step, let line = note?.line { output.append(line) }
    }
    output += lines[cursor...]
    return output.joined(separator: lineEnd) + (endsWithNewline || output.isEmpty ? lineEnd : "")
  }
}

/// A scenario file that cannot be read or parsed: `FILE:LINE:COL: message`, then the line and a
/// caret under the column.
public struct ScenarioError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The file.
  public var path: String
  /// The line, counted from 1; 0 for the file as a whole.
  public var line: Int
  /// The column, counted from 1; 0 for the file as a whole.
  public var column: Int
  /// The line's text.
  public var text: String?
  /// What is wrong and what to try.
  public var message: String

  public var description: String {
    guard line > 0, let text else { return "\(path): error: \(message)" }
    let prefix = text.prefix(max(column - 1, 0))
    let caretPad = prefix.map {
      $0 == "\t" ? "\t" : String(repeating: " ", count: TextWidth.of($0))
    }
    .joined()
    return "\(path):\(line):\(column): error: \(message)\n    \(text)\n    \(caretPad)^"
  }

}
