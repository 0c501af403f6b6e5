import FlowScript
import TestSupport
import Testing

@Suite("The command language", .timeLimit(.minutes(5)), .watchdog)
struct LanguageTests {
  @Test("every command's example parses, and the command writes itself back as it parses")
  func everyCommandRoundTrips() throws {
    for spec in CommandTable.specs {
      let command = try #require(try CommandTable.parse(spec.example))
      #expect(try CommandTable.parse(command.description) == command, "\(spec.name): \(command)")
      #expect(spec.example.hasPrefix(spec.name), "\(spec.name)'s example is another command")
    }
  }

  @Test("commands parse with their targets and text")
  func parsing() throws {
    #expect(try CommandTable.parse("tap #login") == .tap(.id("login")))
    #expect(try CommandTable.parse("tap \"登录\"") == .tap(.text("登录")))
    #expect(
      try CommandTable.parse("type #name \"a \\\"b\\\" \\\\ c\"")
        == .type(.id("name"), "a \"b\" \\ c"))
    #expect(try CommandTable.parse("  wait 1.5s ") == .wait(.milliseconds(1500)))
    #expect(
      try CommandTable.parse("tap #waybills[3]")
        == .tap(.row(list: "waybills", section: 0, row: 3, written: "#waybills[3]")))
    #expect(
      try CommandTable.parse("tap #list[1:3]")
        == .tap(.row(list: "list", section: 1, row: 3, written: "#list[1:3]")))
    #expect(try CommandTable.parse("# a comment") == nil)
    #expect(try CommandTable.parse("   ") == nil)
    #expect(try CommandTable.parse("exit") == .quit)
    #expect(
      try CommandTable.parse("open height userid=9527")
        == .open(app: "height", parameters: ["userid": "9527"]))
  }

  @Test("a target that names nothing is refused where it stands; every id character is one")
  func targetEdges() throws {
    // What went wrong, at which column, for each of these.
    func error(_ line: String) -> String {
      do {
        _ = try CommandTable.parse(line)
        return "parsed"
      } catch { return "\(error.column) \(error.message)" }
    }
    #expect(error("tap #") == "5 '#' is not a target")
    #expect(error("tap #list[1:]") == "11 '#list[1:]' has no row number")
    #expect(error("tap #list[:3]") == "11 '#list[:3]' has no row number")
    // U+0375 is a sign, neither letter nor digit, though each of its two UTF-8 bytes, read alone
    // as Latin-1, is a letter.
    #expect(error("tap #\u{0375}") == "5 '#\u{0375}' is not an id")
    #expect(try CommandTable.parse("tap #x09_a-Z.") == .tap(.id("x09_a-Z.")))
    #expect(
      try CommandTable.parse("tap #item9[0:19]")
        == .tap(.row(list: "item9", section: 0, row: 19, written: "#item9[0:19]")))
    #expect(try CommandTable.parse("tap #名前") == .tap(.id("名前")))
  }

  @Test("a variable's key is letters, digits and '_'; a '${' left open is shown at its column")
  func variableEdges() throws {
    let variables = Variables(["USER_1": "lee", "é9": "x"])
    #expect(try variables.expand("type #name ${USER_1}") == "type #name lee")
    #expect(try variables.expand("${é9}${é9}") == "xx")
    do {
      _ = try variables.expand("type #é \"${USER_1")
      Issue.record("an open '${' expanded")
    } catch {
      #expect(error.column == 10, "the column of '${', counted in Unicode scalars")
      #expect(error.message == "'${' without '}'")
    }
  }

  @Test(
    "a text with quotes and backslashes is written so that it reads back as itself",
    arguments: [
      #"a "b""#, #"back\slash"#, #"\"#, #"\""#, #"ends with \"#, #"""#, "tab\tin", #"#hash"#,
      #"\\" and "\""#,
    ])
  func quotingRoundTrip(text: String) throws {
    let commands: [Command] = [
      .type(.id("name"), text), .tap(.text(text)), .set(key: "k", value: text), .route(text),
    ]
    for command in commands {
      let written = command.description
      #expect(try CommandTable.parse(written) == command, "\(written)")
    }
  }

  @Test("parameters are written in the order of their names, so a recorded line never changes")
  func parameterOrder() {
    #expect(
      Command.open(app: "x", parameters: ["b": "2", "a": "1", "c": "3"]).description
        == "open x a=1 b=2 c=3")
    #expect(
      Command.include(path: "f.flow", parameters: ["b": "2", "a": "1", "c": "3"]).description
        == "include f.flow a=1 b=2 c=3")
  }

  @Test("a quote is escaped after its backslashes, never before")
  func quotingOrder() {
    #expect(Command.type(.id("n"), #"a\"b"#).description == #"type #n "a\\\"b""#)
    #expect(Command.tap(.text(#"say "hi""#)).description == #"tap "say \"hi\"""#)
  }

  @Test("every assertion form parses")
  func assertions() throws {
    let cases: [(String, FlowScript.Expectation)] = [
      ("expect #a", .present(.id("a"))), ("expect no #a", .absent(.id("a"))),
      ("expect #a enabled", .enabled(.id("a"))), ("expect #a disabled", .disabled(.id("a"))),
      ("expect #a text \"x y\"", .text(.id("a"), "x y")),
      ("expect #a detail d", .detail(.id("a"), "d")),
      ("expect #a count 5", .count(.id("a"), 5)), ("expect title \"登录\"", .title("登录")),
      ("expect toast \"t\"", .toast("t")), ("expect no toast", .noToast),
      ("expect alert \"t\"", .alert("t")), ("expect no alert", .noAlert),
      ("expect hud", .hud), ("expect no hud", .noHUD), ("expect stack \"A > B\"", .stack("A > B")),
    ]
    for (line, expected) in cases {
      #expect(try CommandTable.parse(line) == .expect(expected), "\(line)")
    }
  }

  @Test(
    "an unknown command suggests the nearest",
    arguments: [
      ("tpa #login", "tap"), ("shwo", "show"), ("exepct hud", "expect"), ("qiut", "quit"),
    ])
  func didYouMean(line: String, suggestion: String) {
    #expect(throws: ScriptError.self) { try CommandTable.parse(line) }
    do {
      _ = try CommandTable.parse(line)
    } catch {
      #expect(error.suggestion == suggestion)
      #expect(error.description.hasSuffix(". Did you mean '\(suggestion)'?"))
      #expect(error.column == 1)
    }
  }

  @Test(
    "bad arguments say what was expected, where",
    arguments: [
      ("tap", 5), ("tap login", 5), ("wait soon", 6), ("type #name \"open", 12), ("tap #a #b", 8),
      ("expect #a colour", 11), ("expect #a count x", 17), ("tap #list[x]", 11),
      ("type #a b c", 11), ("expect hud now", 12), ("expect #a text", 16),
      ("expect #a count", 17), ("expect #a detail \"x\" y", 22), ("type #name \"open\\", 12),
    ])
  func badArguments(line: String, column: Int) {
    do {
      _ = try CommandTable.parse(line)
      Issue.record("'\(line)' parsed")
    } catch {
      #expect(error.column == column, "\(line): \(error)")
      #expect(error.hint != nil)
    }
  }

  @Test(
    "a toast or alert assertion without its text says so, not that it is incomplete",
    arguments: ["toast", "alert"])
  func assertionNeedsText(keyword: String) {
    do {
      _ = try CommandTable.parse("expect \(keyword)")
      Issue.record("'expect \(keyword)' parsed")
    } catch {
      #expect(error.description.contains("expect \(keyword) needs its text"), "\(error)")
      #expect(error.column == 9 + keyword.count)
    }
  }

  @Test("[..] matches within a line and ... matches any run of lines")
  func wildcards() {
    #expect(LineMatcher.line("a [..] c", matches: "a bbb c"))
    #expect(LineMatcher.line("[..]", matches: ""))
    #expect(!LineMatcher.line("a [..] c", matches: "a bbb d"))
    // A middle part must be there: `[..]` spans text, never a missing word.
    #expect(LineMatcher.line("a [..] b [..] c", matches: "a x b y c"))
    #expect(!LineMatcher.line("a [..] b [..] c", matches: "a x y c"))
    #expect(LineMatcher.block(["x", "...", "z"], matches: ["x", "1", "2", "z"]))
    #expect(LineMatcher.block(["x", "...", "z"], matches: ["x", "z"]))
    #expect(!LineMatcher.block(["x", "...", "z"], matches: ["x", "y"]))
    #expect(LineMatcher.block(["..."], matches: []))
    // A block matches from the first line: its first pattern is not looked for further down.
    #expect(!LineMatcher.block(["b", "c[..]"], matches: ["a", "b", "cx"]))
    #expect(LineMatcher.block(["...", "b", "c[..]"], matches: ["a", "b", "cx"]))
  }

  @Test("a unified diff marks expected with - and actual with +, numbered by the file's lines")
  func diff() {
    let diff = UnifiedDiff(expected: ["a", "b", "c"], actual: ["a", "B", "c"])
    #expect(diff.firstDifference == 1)
    #expect(
      diff.render(firstLine: 10) == "--- expected\n+++ actual\n@@ -10,3 +10,3 @@\n a\n-b\n+B\n c")
    // A wildcard stands for the lines it took: the hunk counts them on the actual side.
    let wild = UnifiedDiff(expected: ["a", "...", "z", "b"], actual: ["a", "x", "y", "z", "B"])
    #expect(
      wild.render(firstLine: 1)
        == "--- expected\n+++ actual\n@@ -1,4 +1,5 @@\n a\n ...\n z\n-b\n+B")
  }
}
