import FlowKit
import Foundation

/// The commands of the language: their names, usage, an example and how to parse them.
public struct CommandSpec: Sendable {
  /// The command's name, as typed.
  public let name: String
  /// Other names that do the same.
  public let aliases: [String]
  /// `tap TARGET`.
  public let usage: String
  /// One line on what it does.
  public let summary: String
  /// A line a user can type.
  public let example: String
  /// What Tab offers after the command's name.
  public let completes: Completes
  /// The example on the session as it is (the app open, what its screen shows), for help and
  /// for the fix of an error: a template whose `{app}`, `{link}`, `{button}`, `{field}` and
  /// `{list}` ``ExamplePlace`` fills; nil gives ``example``.
  let exampleHere: String?
  let parse: @Sendable (_ args: [Word], _ spec: CommandSpec) throws(ScriptError) -> Command

  init(
    name: String, aliases: [String], usage: String, summary: String, example: String,
    completes: Completes = .anyTarget,
    exampleHere: String? = nil,
    parse: @escaping @Sendable (_ args: [Word], _ spec: CommandSpec) throws(ScriptError) -> Command
  ) {
    self.name = name
    self.aliases = aliases
    self.usage = usage
    self.summary = summary
    self.example = example
    self.completes = completes
    self.exampleHere = exampleHere
    self.parse = parse
  }

  /// The example on the session as `place` says it is: the table's when the place lacks what
  /// the template names (no app, or none open for the ids of a screen).
  func example(in place: ExamplePlace) -> String {
    guard var text = exampleHere, let app = place.app else { return example }
    let link =
      place.link
      ?? (place.isOpen
        ? "scheme://host/path (\(app) has no links)" : "scheme://host/path?key=value")
    text = text.replacingOccurrences(of: "{app}", with: app)
      .replacingOccurrences(of: "{link}", with: link)
    for (name, id) in [
      ("{button}", place.button), ("{field}", place.field), ("{list}", place.list),
    ]
    where text.contains(name) {
      guard place.isOpen else { return example }
      text = text.replacingOccurrences(of: name, with: id)
    }
    return text
  }
}

/// What an example can name of the session as it is, so that help never names an app this
/// simulator lacks, or ids its screen does not have.
struct ExamplePlace: Sendable {
  /// The app open, or the first.
  var app: String?
  /// Whether an app is open, whose screen the ids below are of.
  var isOpen = false
  /// A link of the app's router, if it has one.
  var link: String?
  /// Ids on the screen: a button, a field, a list (placeholders when it has none).
  var button = "button"
  var field = "field"
  var list = "list"
}

/// What Tab offers after a command's name, written in the command's own row, so that a new
/// command says it where it is made.
public enum Completes: Sendable, Equatable {
  /// Any target on the screen, at every word (the default).
  case anyTarget
  /// An app's name, then nothing.
  case app
  /// A scenario file, then nothing.
  case file
  /// A command's name, then nothing.
  case command
  /// A setting's name, then one of its values.
  case setting
  /// A subject or a target, then what to check of it.
  case expectation
  /// One target that takes the command, then nothing (a text may follow).
  case target(TargetUse)

  /// What a command of one target acts on.
  public enum TargetUse: Sendable, Equatable {
    /// What a tap reaches: what has a tap action, lists (a row follows `[`), the toast.
    case tappable
    /// Text fields.
    case field
    /// Lists.
    case list
  }
}

/// Parses command lines (SPEC §2).
public enum CommandTable {
  /// Every command, in the order `help` lists them.
  public static let specs: [CommandSpec] = [
    CommandSpec(
      name: "open", aliases: [], usage: "open APP [key=value ...]",
      summary:
        "start APP afresh; what was open before is torn down (settings, the network too, are kept)",
      example: "open login",
      completes: .app,
      exampleHere: "open {app}"
    ) { args, spec throws(ScriptError) in
      guard let app = args.first else { throw missing("an app name", spec) }
      return .open(app: app.text, parameters: try keyValues(args.dropFirst(), spec))
    },
    CommandSpec(
      name: "include", aliases: [], usage: "include FILE [key=value ...]",
      summary:
        "run another scenario file's commands here, checking its blocks; silent when they hold",
      example: "include steps/sign-in.flow NAME=lee", completes: .file
    ) { args, spec throws(ScriptError) in
      guard let file = args.first else { throw missing("a file", spec) }
      return .include(path: file.text, parameters: try keyValues(args.dropFirst(), spec))
    },
    simple("apps", "list the apps", .apps),
    simple("show", "print the current screen", .show),
    simple("tree", "print the element tree: kind, id, label, state, one element a line", .tree),
    CommandSpec(
      name: "tap", aliases: [], usage: "tap TARGET",
      summary: "tap a button, a row, a tab or an alert's action", example: "tap #login",
      completes: .target(.tappable),
      exampleHere: "tap #{button}"
    ) { args, spec throws(ScriptError) in
      try exactly(1, args, spec)
      return .tap(try Target.parse(args[0]))
    },
    CommandSpec(
      name: "type", aliases: [], usage: "type TARGET TEXT",
      summary: "replace the field's text, as a user typing it", example: "type #name lee",
      completes: .target(.field),
      exampleHere: "type #{field} hello"
    ) { args, spec throws(ScriptError) in
      guard args.count >= 2 else {
        throw missing(args.isEmpty ? "a field and its text" : "the text to type", spec)
      }
      try exactly(2, args, spec)
      try typeable(args[1])
      return .type(try Target.parse(args[0]), args[1].text)
    },
    CommandSpec(
      name: "clear", aliases: [], usage: "clear TARGET", summary: "empty the field",
      example: "clear #password", completes: .target(.field),
      exampleHere: "clear #{field}"
    ) { args, spec throws(ScriptError) in
      try exactly(1, args, spec)
      return .clear(try Target.parse(args[0]))
    },
    CommandSpec(
      name: "submit", aliases: [], usage: "submit TARGET",
      summary: "the return key in a field: what the app does on submit (.onSubmit)",
      example: "submit #search", completes: .target(.field),
      exampleHere: "submit #{field}"
    ) { args, spec throws(ScriptError) in
      try exactly(1, args, spec)
      return .submit(try Target.parse(args[0]))
    },
    simple(
      "back", "pop; at a modal's root, dismiss the modal; an error at the root", .back),
    CommandSpec(
      name: "refresh", aliases: [], usage: "refresh [LIST]", summary: "pull to refresh",
      example: "refresh #waybills", completes: .target(.list),
      exampleHere: "refresh #{list}"
    ) { args, spec throws(ScriptError) in
      try atMost(1, args, spec)
      return .refresh(try args.first.map { word throws(ScriptError) in try Target.parse(word) })
    },
    CommandSpec(
      name: "more", aliases: [], usage: "more [LIST]",
      summary: "scroll to the bottom and load more", example: "more #waybills",
      completes: .target(.list),
      exampleHere: "more #{list}"
    ) { args, spec throws(ScriptError) in
      try atMost(1, args, spec)
      return .more(try args.first.map { word throws(ScriptError) in try Target.parse(word) })
    },
    CommandSpec(
      name: "route", aliases: [], usage: "route URL",
      summary: "open a deep link through the app's router",
      example: "route mvvm://user/detail?userid=9527",
      exampleHere: "route {link}"
    ) { args, spec throws(ScriptError) in
      try exactly(1, args, spec)
      return .route(args[0].text)
    },
    CommandSpec(
      name: "repeat", aliases: [], usage: "repeat N COMMAND",
      summary: "run COMMAND N times (1 to 10000), stopping at the first that fails",
      example: "repeat 3 tap #add",
      exampleHere: "repeat 3 tap #{button}"
    ) { _, spec throws(ScriptError) in
      // `parse` reads a repeat from the whole line before it reaches the table.
      throw ScriptError("usage: \(spec.usage)")
    },
    CommandSpec(
      name: "wait", aliases: [], usage: "wait DURATION",
      summary: "advance virtual time, running all that falls due", example: "wait 500ms"
    ) { args, spec throws(ScriptError) in
      try exactly(1, args, spec)
      guard let duration = DurationFormat.parse(args[0].text) else {
        throw ScriptError(
          "'\(args[0].text)' is not a duration", column: args[0].column,
          hint: "write it as \(DurationFormat.forms)")
      }
      return .wait(duration)
    },
    simple(
      "settle", "advance virtual time until nothing is pending, at most 10 virtual minutes",
      .settle),
    CommandSpec(
      name: "expect", aliases: [], usage: "expect ASSERTION",
      summary: "an assertion; prints nothing when it holds", example: "expect #login disabled",
      completes: .expectation,
      exampleHere: "expect #{button} enabled"
    ) { args, _ throws(ScriptError) in
      .expect(try ExpectationParser.parse(args))
    },
    simple("events", "print what happened since the last 'events'", .events),
    CommandSpec(
      name: "set", aliases: [], usage: "set [KEY VALUE]",
      summary: "a setting: width, autoshow, network, or the app's own; alone, lists them",
      example: "set width 60", completes: .setting
    ) { args, spec throws(ScriptError) in
      if args.isEmpty { return .settings }
      guard args.count == 2 else {
        throw ScriptError(
          "set takes a key and one value",
          column: args.count > 2 ? args[2].column : 1,
          hint: "usage: \(spec.usage), as in: \(spec.example)")
      }
      return .set(key: args[0].text, value: args[1].text)
    },
    CommandSpec(
      name: "save", aliases: [], usage: "save [--force] FILE",
      summary: "write the session so far as a scenario file; --force replaces one that exists",
      example: "save Scenarios/login/mine.flow",
      exampleHere: "save Scenarios/{app}/mine.flow"
    ) { args, spec throws(ScriptError) in
      // `--force` before or after the file (a file called so is written `./--force`).
      let force = args.contains { !$0.quoted && $0.text == "--force" }
      let rest = args.filter { $0.quoted || $0.text != "--force" }
      try exactly(1, rest, spec)
      return .save(path: rest[0].text, force: force)
    },
    CommandSpec(
      name: "help", aliases: [], usage: "help [COMMAND]",
      summary: "list the commands, or show one command's usage", example: "help tap",
      completes: .command
    ) { args, spec throws(ScriptError) in
      try atMost(1, args, spec)
      return .help(args.first?.text)
    },
    CommandSpec(
      name: "quit", aliases: ["exit"], usage: "quit", summary: "leave (also: exit, Ctrl-D)",
      example: "quit"
    ) { args, spec throws(ScriptError) in
      try exactly(0, args, spec)
      return .quit
    },
  ]

  /// Every name a command can be typed by.
  public static let names: [String] = specs.flatMap { [$0.name] + $0.aliases }

  /// The spec of `name`, or an alias of it.
  public static func spec(named name: String) -> CommandSpec? {
    specsByName[name]
  }

  private static let specsByName: [String: CommandSpec] = {
    var table: [String: CommandSpec] = [:]
    for spec in specs {
      for name in [spec.name] + spec.aliases where table[name] == nil { table[name] = spec }
    }
    return table
  }()

  /// Parses one line. Returns nil for a blank line or a comment.
  public static func parse(_ line: String) throws(ScriptError) -> Command? {
    let trimmed = line.trimmingSpaces()
    if trimmed.isEmpty || trimmed.hasPrefix("#") { return nil }
    let words = try Lexer.words(line)
    guard let first = words.first else { return nil }
    if first.text == "repeat", !first.quoted { return try parseRepeat(line, words) }
    guard let spec = spec(named: first.text) else {
      throw ScriptError(
        UnknownName(
          "command", first.text, known: names, fallback: "type 'help' to list the commands"),
        column: first.column)
    }
    return try spec.parse(Array(words.dropFirst()), spec)
  }

  /// The most runs `repeat` takes.
  public static let repeatRange = 1...10_000

  /// `repeat N COMMAND`: N from 1 to 10 000, then any command but another `repeat`.
  private static func parseRepeat(_ line: String, _ words: [Word]) throws(ScriptError) -> Command {
    let usage = "write it as: repeat N COMMAND, as in: repeat 3 tap #add"
    guard words.count >= 3 else {
      throw ScriptError(
        "repeat needs a count and a command", column: words.last.map { $0.column } ?? 1,
        hint: usage)
    }
    let countWord = words[1]
    guard let count = Int(countWord.text), repeatRange.contains(count) else {
      throw ScriptError(
        "'\(countWord.text)' is not a count from \(repeatRange.lowerBound) to "
          + "\(repeatRange.upperBound)", column: countWord.column, hint: usage)
    }
    let start = words[2].column - 1
    let rest = String(line.unicodeScalars.dropFirst(start))
    // The inner command's columns are the line's, so its errors point at the right place.
    let inner: Command?
    do {
      inner = try parse(rest)
    } catch {
      var error = error
      error.column += start
      throw error
    }
    guard let inner else { throw ScriptError("repeat needs a command", column: words[2].column) }
    if case .repeat = inner {
      throw ScriptError(
        "repeat cannot repeat a repeat", column: words[2].column, hint: "multiply the counts")
    }
    return .repeat(count: count, inner)
  }

  /// `key=value` words, as `open` and `include` take them.
  private static func keyValues(_ words: ArraySlice<Word>, _ spec: CommandSpec)
    throws(ScriptError) -> [String: String]
  {
    var values: [String: String] = [:]
    for word in words {
      let pair = word.text.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
      guard pair.count == 2, !pair[0].isEmpty else {
        throw ScriptError(
          "'\(word.text)' is not key=value", column: word.column,
          hint: "pass parameters as key=value, as in: \(spec.example)")
      }
      values[String(pair[0])] = String(pair[1])
    }
    return values
  }

  private static func simple(_ name: String, _ summary: String, _ command: Command)
    -> CommandSpec
  {
    CommandSpec(name: name, aliases: [], usage: name, summary: summary, example: name) {
      args, spec throws(ScriptError) in
      try exactly(0, args, spec)
      return command
    }
  }

  static func missing(_ what: String, _ spec: CommandSpec) -> ScriptError {
    ScriptError(
      "\(spec.name) needs \(what)", column: spec.name.count + 2,
      hint: "usage: \(spec.usage), as in: \(spec.example)")
  }

  static func exactly(_ count: Int, _ args: [Word], _ spec: CommandSpec) throws(ScriptError) {
    if args.count < count {
      throw missing("\(count == 1 ? "an argument" : "\(count) arguments")", spec)
    }
    if args.count > count {
      throw ScriptError(
        "\(spec.name) takes \(count == 0 ? "no arguments" : count == 1 ? "one argument" : "\(count) arguments"), but '\(args[count].text)' follows",
        column: args[count].column,
        hint:
          "usage: \(spec.usage), as in: \(spec.example)\(count > 0 ? " (quote text with spaces)" : "")"
      )
    }
  }

  /// A field takes text a keyboard can type: a tab (pasted) but no other control character.
  static func typeable(_ word: Word) throws(ScriptError) {
    guard
      let control = word.text.unicodeScalars.first(where: {
        ControlCharacters.isControl($0) && $0 != "\t"
      })
    else { return }
    let shown = ControlCharacters.escape(control)
    if control == "\n" || control == "\r" {
      throw ScriptError(
        "a text field holds one line, so '\(shown)' cannot be typed", column: word.column,
        hint: "type the text without it; to send the form, tap its button")
    }
    throw ScriptError(
      "'\(shown)' is a control character, which no keyboard types into a field",
      column: word.column, hint: "remove it from the text; \\t (a tab) is the one that can be typed"
    )
  }

  static func atMost(_ count: Int, _ args: [Word], _ spec: CommandSpec) throws(ScriptError) {
    if args.count > count { try exactly(count, args, spec) }
  }
}

extension String {
  /// The text without leading and trailing spaces, tabs and carriage returns.
  package func trimmingSpaces() -> String {
    // Bytes first: reading Characters at the ends costs grapheme breaking.
    func isSpace(_ byte: UInt8?) -> Bool {
      byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r")
    }
    if !isSpace(utf8.first), !isSpace(utf8.last) { return self }
    var text = self[...]
    while let first = text.first, first == " " || first == "\t" || first == "\r" {
      text = text.dropFirst()
    }
    while let last = text.last, last == " " || last == "\t" || last == "\r" {
      text = text.dropLast()
    }
    return String(text)
  }
}
