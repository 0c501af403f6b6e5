import DemoApps
import FlowScript
import Foundation
import TestSupport
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

@Suite("flowsim test as CI runs it", .timeLimit(.minutes(5)), .watchdog)
struct SuiteTests {
  func suite(_ paths: [String], configure: (inout ScenarioSuite.Options) -> Void = { _ in })
    -> ScenarioSuite
  {
    var options = ScenarioSuite.Options()
    options.paths = paths
    configure(&options)
    return ScenarioSuite(apps: DemoApps.all, options: options)
  }

  func capture(_ suite: ScenarioSuite) -> (Int32, String) {
    var lines: [String] = []
    let status = suite.main { lines.append($0) }
    return (status.rawValue, lines.joined(separator: "\n"))
  }

  @Test(
    "--coverage says what it does while it replays and walks, and clears that before its report")
  func coverageProgress() {
    final class Recorded: ProgressDisplay {
      var events: [String] = []
      func update(_ text: () -> String) { events.append(text()) }
      func clear() { events.append("(cleared)") }
    }
    let recorded = Recorded()
    let path = packageRoot + "/Scenarios/login/button-rule.flow"
    var printed: [String] = []
    let status = suite([path]) {
      $0.jobs = 1
      $0.coverage = true
    }.main(
      print: { line in
        printed.append(line)
        // The line is gone before the report is printed.
        if line.hasPrefix("coverage (of") { #expect(recorded.events.last == "(cleared)") }
      }, progress: recorded)
    #expect(status == .held)
    #expect(printed.contains { $0.hasPrefix("coverage (of") })
    #expect(recorded.events.first == "coverage: replaying \(path) (file 1 of 1)")
    #expect(
      recorded.events.contains("coverage: exploring login (app 1 of 1): 1 states, at depth 0 of 8")
    )
    // The walk goes as deep as login's flow: two fields, the button, and back (4 commands).
    let depths = recorded.events.compactMap { event -> Int? in
      guard let at = event.range(of: "at depth ") else { return nil }
      return Int(event[at.upperBound...].prefix { $0.isNumber })
    }
    #expect(depths.first == 0)
    #expect((depths.max() ?? 0) >= 4, "the walk's deepest step")
  }

  @Test("-j 1 and -j 2 print the same, and --repeat 20 is green")
  func parallelAndRepeat() {
    let paths = [packageRoot + "/Scenarios"]
    let one = capture(suite(paths) { $0.jobs = 1 })
    let two = capture(suite(paths) { $0.jobs = 2 })
    #expect(one.0 == 0)
    #expect(one.1 == two.1)
    let repeated = capture(
      suite(paths) {
        $0.jobs = 2
        $0.repeatCount = 20
      })
    #expect(repeated.0 == 0, Comment(rawValue: repeated.1))
    #expect(repeated.1.hasSuffix("\(scenarioFiles().count) passed, 0 failed"))
  }

  @Test("--filter keeps only the files whose path contains the text")
  func filter() {
    let (_, text) = capture(suite([packageRoot + "/Scenarios"]) { $0.filter = "wrong" })
    #expect(text.hasSuffix("1 passed, 0 failed"))
    #expect(text.contains("wrong-password.flow"))
  }

  @Test("the JUnit report parses and has one testcase per file, with the failure's line and diff")
  func junit() throws {
    try withTemporaryDirectory { directory in
      try FileManager.default.createDirectory(
        atPath: directory + "/login", withIntermediateDirectories: true)
      try "> expect title \"登录\"\n".write(
        toFile: directory + "/login/a.flow", atomically: true, encoding: .utf8)
      try "> apps\n  nope\n".write(
        toFile: directory + "/login/b.flow", atomically: true, encoding: .utf8)
      let report = directory + "/report.xml"
      let (status, _) = capture(suite([directory]) { $0.junit = report })
      #expect(status == 1)
      let document = try XMLDocument(contentsOf: URL(fileURLWithPath: report))
      let cases = try document.nodes(forXPath: "//testcase")
      #expect(cases.count == 2)
      let failures = try document.nodes(forXPath: "//testcase/failure")
      #expect(failures.count == 1)
      let failing = try #require(failures.first?.parent as? XMLElement)
      #expect(failing.attribute(forName: "line")?.stringValue == "2")
      #expect(failing.attribute(forName: "file")?.stringValue == directory + "/login/b.flow")
      #expect(failures.first?.stringValue?.contains("-nope") == true)
      let time = try #require(failing.attribute(forName: "time")?.stringValue)
      #expect(time.contains("."))
    }
  }

  @Test("update keeps prose, blank lines and wildcards that still match")
  func updateKeepsWildcards() throws {
    try withTemporaryDirectory { directory in
      try FileManager.default.createDirectory(
        atPath: directory + "/login", withIntermediateDirectories: true)
      let file = directory + "/login/w.flow"
      let text = """
        # prose

        > show
          +[..]+
          |[..]登录[..]|
          ...
        > type #name lee
        > tree
          screen "登录"
          wrong line
        > apps
        > expect title "登录"
        > show
          +[..]+
          wrong line
          ...

        # trailing prose

        """
      try text.write(toFile: file, atomically: true, encoding: .utf8)
      let result = suite([file]) { $0.update = true }.run(file: file)
      #expect(result.updated)
      let updated = try String(contentsOfFile: file, encoding: .utf8)
      #expect(
        updated.hasPrefix(
          "# prose\n\n> show\n  +[..]+\n  |[..]登录[..]|\n  ...\n> type #name lee\n> tree\n  screen \"登录\"\n    textField #name value=\"lee\""
        ))
      #expect(updated.contains("> apps\n  login  "))
      // A block with a changed line keeps its `[..]` lines that still match.
      let lastBlock = try #require(updated.components(separatedBy: "> expect title \"登录\"\n").last)
      #expect(lastBlock == "> show\n  +[..]+\n  ...\n\n# trailing prose\n")
      #expect(!updated.contains("wrong line"))
      #expect(updated.hasSuffix("\n\n# trailing prose\n"))
      #expect(suite([file]).run(file: file).passed)
    }
  }

  @Test("with CI set, update does not record a missing block")
  func ciRefusesToRecord() throws {
    try withTemporaryDirectory { directory in
      let file = directory + "/x.flow"
      try "> apps\n".write(toFile: file, atomically: true, encoding: .utf8)
      let result = suite([file]) {
        $0.update = true
        $0.isCI = true
      }.run(file: file)
      #expect(!result.passed)
      #expect(result.report.contains("CI is set"))
      #expect(try String(contentsOfFile: file, encoding: .utf8) == "> apps\n")
    }
  }

  @Test(
    "a file that does not parse is reported at its line and column and left untouched by update")
  func parseErrorsLeaveFilesAlone() throws {
    try withTemporaryDirectory { directory in
      let file = directory + "/x.flow"
      let text = "# prose\n  stray output\n> show\n"
      try text.write(toFile: file, atomically: true, encoding: .utf8)
      let (status, output) = capture(suite([file]) { $0.update = true })
      #expect(status == 2)
      #expect(output.contains("\(file):2:1: error: indented line is not under a command"))
      #expect(try String(contentsOfFile: file, encoding: .utf8) == text)
    }
  }

  @Test("a file that would check nothing is refused: '>settle' without its space, no command")
  func filesThatCheckNothing() throws {
    try withTemporaryDirectory { directory in
      let glued = directory + "/glued.flow"
      try "> show\n>expect #login count 99\n".write(
        toFile: glued, atomically: true, encoding: .utf8)
      let (status, output) = capture(suite([glued]))
      #expect(status == 2)
      #expect(
        output.contains(
          "\(glued):2:2: error: a command line starts with '> ', a space after the '>'; write '> expect #login count 99'"
        ), "\(output)")
      let empty = directory + "/empty.flow"
      try "# only prose\n".write(toFile: empty, atomically: true, encoding: .utf8)
      let second = capture(suite([empty]))
      #expect(second.0 == 2)
      #expect(second.1.contains("\(empty):1: error: the file has no command line"), "\(second.1)")
    }
  }

  @Test("a file runs in the app its nearest folder under Scenarios names, or warns that none does")
  func folderNamesTheApp() throws {
    try withTemporaryDirectory { directory in
      let nested = directory + "/Scenarios/waybills/regression"
      try FileManager.default.createDirectory(atPath: nested, withIntermediateDirectories: true)
      try "> expect title \"[..]\"\n> show\n".write(
        toFile: nested + "/x.flow", atomically: true, encoding: .utf8)
      let session = ScenarioRunner(apps: DemoApps.all).makeSession(for: nested + "/x.flow")
      #expect(session.appName == "waybills")
      let stray = directory + "/Scenarios/nosuchapp"
      try FileManager.default.createDirectory(atPath: stray, withIntermediateDirectories: true)
      try "> show\n".write(toFile: stray + "/y.flow", atomically: true, encoding: .utf8)
      let result = suite([stray + "/y.flow"]).run(file: stray + "/y.flow")
      #expect(
        result.warnings == [
          "\(stray)/y.flow:1: warning: no folder above it names an app, so it runs in 'login', the first; start it with '> open APP' or move it to Scenarios/APP/"
        ])
      try "> open posts\n> show\n".write(
        toFile: stray + "/z.flow", atomically: true, encoding: .utf8)
      #expect(suite([stray + "/z.flow"]).run(file: stray + "/z.flow").warnings.isEmpty)
      // A simulator of one app runs it anywhere, and warns only of a folder that misses its name.
      let one = ScenarioRunner(apps: [WaybillsApp.app])
      let missed = try Scenario(path: directory + "/Scenarios/waybill/a.flow", text: "> show\n")
      #expect(
        one.folderWarning(for: missed)
          == "the folder 'waybill' names no app; did you mean 'waybills'? It runs in 'waybills', the only app"
      )
      let feature = try Scenario(path: directory + "/Scenarios/checkout/a.flow", text: "> show\n")
      #expect(one.folderWarning(for: feature) == nil)
      // A file that sets something, then opens its app, names it itself.
      let settingFirst = try Scenario(
        path: directory + "/Scenarios/nosuchapp/b.flow",
        text: "> set network offline\n> open posts\n")
      #expect(ScenarioRunner(apps: DemoApps.all).folderWarning(for: settingFirst) == nil)
      #expect(one.initialApp(for: feature.path) == "waybills")
    }
  }

  @Test("a session written with save replays green")
  func saveRoundTrip() throws {
    try withTemporaryDirectory { directory in
      let session = Session(apps: DemoApps.all)
      let file = directory + "/saved.flow"
      for line in [
        "open login", "type #name 张三", "type #password 00000000", "tap #login", "show", "settle",
        "show", "events", "tap #x", "save \(file)",
      ] {
        session.execute(line)
      }
      let text = try String(contentsOfFile: file, encoding: .utf8)
      #expect(text.hasPrefix("> open login\n> type #name 张三\n"))
      #expect(!text.contains("save"))
      #expect(text.contains("  error: no element matches #x"))
      #expect(suite([file]).run(file: file).passed)
      // One line with the path and the system's reason; nothing is left behind.
      #expect(
        session.execute("save \(directory)/missing/folder.flow").output
          == "error: cannot write '\(directory)/missing/folder.flow': No such file or directory; "
          + "check that its folder exists and is writable")
    }
  }
}
