import FlowRender

/// The text of `help`, from the command table, the assertion forms and the settings table.
enum HelpText {
  /// Every command, one line each.
  static func overview() -> String {
    let width = CommandTable.specs.map(\.usage.count).max() ?? 0
    let lines = CommandTable.specs.flatMap { spec in
      // 78 columns: a transcript indents output by two.
      TextWidth.row(spec.usage, spec.summary, column: width + 2, width: 78)
    }
    return
      (lines + [
        "", "Targets: #id, \"text\", #list[3], #list[1:3]; 'help expect' lists assertions.",
      ])
      .joined(separator: "\n")
  }

  /// One command: usage, summary, aliases, its forms or values, and an example; nil when there
  /// is no such command.
  static func topic(_ name: String, settings: [SettingSpec], place: ExamplePlace = ExamplePlace())
    -> String?
  {
    guard let spec = CommandTable.spec(named: name) else { return nil }
    var lines = ["usage: \(spec.usage)", spec.summary]
    if !spec.aliases.isEmpty { lines.append("also: \(spec.aliases.joined(separator: ", "))") }
    // What a command takes more of is said by what it completes.
    switch spec.completes {
    case .expectation:
      lines.append("assertions:")
      lines += ExpectationParser.forms.map { "  \($0)" }
    case .setting:
      lines.append("settings:")
      let width = settings.map(\.name.count).max() ?? 0
      lines += settings.map { setting in
        "  \(setting.name)" + String(repeating: " ", count: width - setting.name.count + 2)
          + "\(setting.takes): \(setting.summary)"
      }
    case .anyTarget, .app, .file, .command, .target: break
    }
    lines.append("example: \(spec.example(in: place))")
    return lines.joined(separator: "\n")
  }
}
