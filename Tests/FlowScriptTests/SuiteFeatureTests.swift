import DemoApps
import Foundation
import TestSupport
import Testing

@testable import FlowScript

@Suite("Scenario files for real suites", .timeLimit(.minutes(5)), .watchdog)
struct SuiteFeatureTests {
  @Test("repeat runs a command N times and stops at the first that fails")
  func repeats() {
    let session = Session(apps: DemoApps.all)
    session.openInitial("login")
    #expect(session.execute("repeat 3 type #name ab").output == "")
    #expect(session.execute("expect #name text \"ab\"").output == "")
    let failing = session.execute("repeat 5 tap #login")
    #expect(failing.failures.count == 1)
    #expect(failing.output == "error: #login is disabled")
    #expect(session.execute("repeat 2 apps").output.components(separatedBy: "\n").count == 14)
  }

  @Test(
    "a bad repeat is one error with its column and a fix",
    arguments: [
      ("repeat 0 show", 8), ("repeat 10001 show", 8), ("repeat x show", 8), ("repeat 3", 8),
      ("repeat 2 repeat 2 show", 10), ("repeat 2 tpa", 10),
    ])
  func badRepeat(line: String, column: Int) {
    do {
      _ = try CommandTable.parse(line)
      Issue.record("\(line) should not parse")
    } catch {
      #expect(error.column == column, "\(line): \(error)")
    }
  }

  @Test("[..] in an assertion's text matches any text, and \\[..] is itself")
  func assertionWildcards() {
    let session = Session(apps: DemoApps.all)
    session.openInitial("login")
    session.execute("type #name lee")
    #expect(!session.execute("expect #name text \"l[..]\"").failed)
    #expect(!session.execute("expect title \"[..]录\"").failed)
    #expect(session.execute("expect #name text \"x[..]\"").failed)
    session.execute("type #name a[..]b")
    #expect(!session.execute("expect #name text \"a\\[..]b\"").failed)
    session.execute("type #name axyb")
    #expect(session.execute("expect #name text \"a\\[..]b\"").failed)
    #expect(!session.execute("expect #name text \"a[..]b\"").failed)
  }

  @Test("include runs a steps file with its parameters; tags select files; steps never run alone")
  func includeVariablesTags() throws {
    try withScenarios([
      "login/steps/sign-in.flow":
        "> type #name ${NAME:-lee}\n> type #password 00000000\n> tap #login\n> settle\n> expect title \"欢迎\"\n",
      "login/greet.flow":
        "# tags: smoke\n> include steps/sign-in.flow NAME=${WHO}\n> expect #greeting text \"欢迎, zoe\"\n",
      "login/other.flow": "# tags: slow\n> expect title \"登录\"\n",
      "login/loop.flow": "> include loop.flow\n",
    ]) { root in
      let smoke = runSuite([root]) {
        $0.tags = ["smoke"]
        $0.variables = ["WHO": "zoe"]
      }
      #expect(smoke.status == 0, "\(smoke.text)")
      #expect(smoke.text.hasSuffix("1 passed, 0 failed"))
      #expect(!smoke.text.contains("sign-in.flow"), "a steps file is not run on its own")
      let skipped = runSuite([root]) {
        $0.skipTags = ["slow", "smoke"]
      }
      #expect(skipped.text.contains("cannot include 'loop.flow': it is already being included"))
      let unknown = runSuite([root]) { $0.tags = ["smoke"] }
      #expect(unknown.text.contains("unknown variable 'WHO'"))
    }
  }

  @Test("a mismatch inside an included file names both places")
  func includeReportsBothPlaces() throws {
    try withScenarios([
      "login/steps/look.flow": "> apps\n  nope\n",
      "login/a.flow": "# prose\n> include steps/look.flow\n",
    ]) { root in
      let run = runSuite([root])
      #expect(run.status == 1)
      #expect(run.text.contains("steps/look.flow:2: output of 'apps' differs (included from "))
      #expect(run.text.contains("login/a.flow:2)"))
    }
  }

  @Test("update writes an included file's blocks in that file, once, and never the including one")
  func updateIncluded() throws {
    try withScenarios([
      "login/steps/look.flow": "> apps\n  nope\n",
      "login/a.flow": "# tags: smoke\n> include steps/look.flow\n",
      "login/b.flow": "> include steps/look.flow\n",
    ]) { root in
      let report = (root as NSString).deletingLastPathComponent + "/r.xml"
      let run = runSuite([root]) {
        $0.update = true
        $0.junit = report
      }
      #expect(run.status == 0, "\(run.text)")
      let steps = try String(contentsOfFile: root + "/login/steps/look.flow", encoding: .utf8)
      #expect(steps.hasPrefix("> apps\n  login  "))
      #expect(
        try String(contentsOfFile: root + "/login/a.flow", encoding: .utf8)
          == "# tags: smoke\n> include steps/look.flow\n")
      #expect(runSuite([root]).status == 0)
      let xml = try String(contentsOfFile: report, encoding: .utf8)
      #expect(xml.contains("name=\"tags login/a.flow\" value=\"smoke\""))
    }
  }

  @Test("a ${ without } is an error at its column; the transcript keeps the line as typed")
  func variableErrors() {
    let session = Session(apps: DemoApps.all)
    session.openInitial("login")
    #expect(session.execute("type #name ${NAME").output.hasPrefix("error: '${' without '}'"))
    session.variables = Variables(["NAME": "lee"])
    session.execute("type #name ${NAME}")
    #expect(session.transcript.last?.command == "type #name ${NAME}")
    #expect(!session.execute("expect #name text \"lee\"").failed)
  }
}

@Suite("A folder of scenarios", .timeLimit(.minutes(5)), .watchdog)
struct ScenarioFolderTests {
  @Test("its tests are its .flow files outside steps, sorted; hidden folders are left out")
  func tests() throws {
    try withTemporaryDirectory { root in
      let folder = root + "/Scenarios"
      for file in [
        "login/b.flow", "login/a.flow", "login/steps/sign-in.flow", ".build/x.flow",
        "login/notes.txt", "steps.flow",
      ] {
        let path = folder + "/" + file
        try FileManager.default.createDirectory(
          atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try "> apps\n".write(toFile: path, atomically: true, encoding: .utf8)
      }
      let scenarios = ScenarioFolder(folder + "/")
      #expect(scenarios.path == folder)
      #expect(
        scenarios.flowFiles() == [
          "login/a.flow", "login/b.flow", "login/steps/sign-in.flow", "steps.flow",
        ])
      #expect(scenarios.tests() == ["login/a.flow", "login/b.flow", "steps.flow"])
      #expect(scenarios.flowFiles(limit: 2).count == 2)
      #expect(
        ScenarioFolder.name(of: folder + "/login/a.flow", relative: "a.flow") == "login/a.flow")
      #expect(ScenarioFolder.name(of: root + "/other/a.flow", relative: "a.flow") == "a.flow")
      // flowsim test runs the same files.
      var options = ScenarioSuite.Options()
      options.paths = [folder]
      let suite = ScenarioSuite(apps: DemoApps.all, options: options)
      #expect(suite.files().files.map(\.name) == ["login/a.flow", "login/b.flow", "steps.flow"])
    }
  }
}

@Suite("A worker's notes", .timeLimit(.minutes(5)), .watchdog)
struct WorkerNoteTests {
  @Test(
    "a note is one line of JSON that reads back as it was, whatever its texts hold",
    arguments: [
      "plain", "a \"quote\" and a \\ backslash", "wait\t300ms", "two\nlines\r", "控制\u{1}\u{1F}",
      "👍🏽 emoji", "",
    ])
  func roundTrip(text: String) throws {
    for note in [
      WorkerNote(path: "Scenarios/a b.flow"),
      WorkerNote(path: text, failingRequest: 2, struck: text),
      WorkerNote(path: "x.flow", shuffle: UInt64.max),
      WorkerNote(path: "x.flow", started: 1_764_000_000.25),
    ] {
      let line = note.jsonLine
      #expect(line.hasSuffix("}\n"))
      #expect(line.dropLast().allSatisfy { !$0.isNewline }, "one line: \(line)")
      let read = try JSONDecoder().decode(WorkerNote.self, from: Data(line.utf8))
      #expect(read == note)
      // The lines of the steps after it: the last one is where the run was.
      var onStep = note
      onStep.line = 12
      #expect(WorkerNote.last(in: "L 1\n" + line + "L 3\nL 12\n") == onStep)
    }
    #expect(WorkerNote.last(in: "") == nil)
  }

  @Test("a file's later runs keep the time its first run started, and a crash's time adds up")
  func started() throws {
    let first = WorkerNote(path: "a.flow", started: 100.5).jsonLine
    let fault = WorkerNote(path: "a.flow", failingRequest: 1).jsonLine
    let other = WorkerNote(path: "b.flow", failingRequest: 1).jsonLine
    #expect(WorkerNote.last(in: first + fault + "L 4\n")?.started == 100.5)
    // Another file's run has a start of its own, never the one before.
    #expect(WorkerNote.last(in: first + other)?.started == nil)
    // A crashed file's time and its later runs' add up, and it stays crashed.
    let crash = ScenarioSuite.FileResult(
      path: "a.flow", name: "a.flow", passed: false, isError: false, report: "crashed",
      failureLine: 4, seconds: 1.5, updated: false, actualText: nil, crashed: true)
    var later = crash
    later.seconds = 2
    later.crashed = false
    later.passed = true
    let merged = WorkerPool.merge(crash, then: later)
    #expect(merged.seconds == 3.5)
    #expect(merged.crashed && !merged.passed)
    // Without --shuffle neither run counts shuffled runs, and the merge adds none.
    #expect(merged.shuffleRuns == nil)
    // With it, the crashed run's and the later ones' add up, whichever counted some.
    var shuffled = crash
    shuffled.shuffleRuns = 2
    #expect(WorkerPool.merge(shuffled, then: later).shuffleRuns == 2)
    var laterShuffled = later
    laterShuffled.shuffleRuns = 3
    #expect(WorkerPool.merge(crash, then: laterShuffled).shuffleRuns == 3)
    #expect(WorkerPool.merge(shuffled, then: laterShuffled).shuffleRuns == 5)
  }

  @Test("files go to workers by size: the largest first, each to the lightest share so far")
  func sharesBalanceBySize() throws {
    try withTemporaryDirectory { folder in
      let sizes = [100, 4_000, 2_500, 1_000, 900, 0]
      let files = try sizes.enumerated().map { index, size in
        let path = folder + "/\(index).flow"
        try String(repeating: "a", count: size).write(
          toFile: path, atomically: true, encoding: .utf8)
        return ScenarioSuite.File(path: path, name: "\(index).flow")
      }
      // 4 000 to the first; 2 500, 1 000 and 900 to the second, lighter until the 900; then
      // 100 and the empty file to the first, now the lighter. Each file also costs a little.
      #expect(WorkerPool.share(files, among: 2) == [[0, 1, 5], [2, 3, 4]])
      #expect(WorkerPool.share(files, among: 3) == [[1], [2], [0, 3, 4, 5]])
      // Each file costs a session besides its bytes: four empty files after a file of 300
      // bytes do not all go beside it.
      let light = try [300, 0, 0, 0, 0].enumerated().map { index, size in
        let path = folder + "/light\(index).flow"
        try String(repeating: "a", count: size).write(
          toFile: path, atomically: true, encoding: .utf8)
        return ScenarioSuite.File(path: path, name: "light\(index).flow")
      }
      #expect(WorkerPool.share(light, among: 2) == [[0, 4], [1, 2, 3]])
      // A file that cannot be read weighs nothing, and still goes to a share.
      let missing = ScenarioSuite.File(path: folder + "/gone.flow", name: "gone.flow")
      #expect(WorkerPool.share(files + [missing], among: 1) == [[0, 1, 2, 3, 4, 5, 6]])
    }
  }

  @Test("a note says the run and the command in words")
  func what() {
    #expect(WorkerNote(path: "a").what(command: nil) == "replaying it")
    #expect(
      WorkerNote(path: "a", failingRequest: 2, struck: "open").what(command: "wait 300ms")
        == "with request 2 failing (during 'open'), on 'wait 300ms'")
    #expect(
      WorkerNote(path: "a", shuffle: 7).what(command: "tap #x") == "with --shuffle 7, on 'tap #x'")
  }
}
