import DemoApps
import FlowKit
import Foundation
import TestSupport
import Testing

@testable import FlowScript

/// The session is a hub of parts that each keep one fact: the transcript and coverage observe
/// it, an include goes through a host, a setting parses its value once.
@Suite("The parts of a session", .timeLimit(.minutes(5)), .watchdog)
struct SessionPartsTests {
  /// A host that runs no file: it says what it was asked, and sets a variable the file would.
  final class RecordingHost: IncludeHost {
    var asked: [(path: String, parameters: [String: String])] = []

    func include(_ path: String, parameters: [String: String], in session: Session) -> Outcome {
      asked.append((path, parameters))
      return session.run(.type(.id("name"), parameters["NAME"] ?? "?"))
    }
  }

  @Test("an include runs through the host the session was handed, with its parameters")
  func includeGoesThroughTheHost() {
    let session = Session(apps: DemoApps.all)
    session.openInitial("login")
    let host = RecordingHost()
    session.includes = host
    let outcome = session.execute("include steps/nowhere.flow NAME=ann")
    #expect(outcome.failures.isEmpty)
    #expect(host.asked.map(\.path) == ["steps/nowhere.flow"])
    #expect(host.asked.first?.parameters == ["NAME": "ann"])
    #expect(session.execute("expect #name text \"ann\"").output == "")
  }

  @Test("a file's session reads includes from the file's folder and refuses the file itself")
  func runnerHandsInItsHost() throws {
    try withTemporaryDirectory { folder in
      try FileManager.default.createDirectory(
        atPath: folder + "/steps", withIntermediateDirectories: true)
      try "> type #name ${NAME}\n".write(
        toFile: folder + "/steps/name.flow", atomically: true, encoding: .utf8)
      try "> open login\n".write(toFile: folder + "/main.flow", atomically: true, encoding: .utf8)
      let scenario = try Scenario.load(folder + "/main.flow")
      let session = ScenarioRunner(apps: DemoApps.all).session(running: scenario)
      #expect(session.includes is ScenarioIncludes)
      #expect(session.execute("open login").failures.isEmpty)
      #expect(session.execute("include steps/name.flow NAME=bo").failures.isEmpty)
      #expect(session.execute("expect #name text \"bo\"").output == "")
      #expect(
        session.execute("include main.flow").output
          == "error: cannot include 'main.flow': it is already being included (main.flow); a "
          + "file cannot include itself")
    }
  }

  final class Log: SessionObserver {
    var lines: [String] = []
    func session(_ session: Session, willRun command: Command) {
      lines.append("will \(command)")
    }
    func session(_ session: Session, didRun command: Command?, line: String, outcome: Outcome) {
      lines.append(
        "did \(command.map { "\($0)" } ?? "nothing") as '\(line)'\(outcome.failed ? " failing" : "")"
      )
    }
  }

  @Test("an observer is told before and after each command, and of a line that did not parse")
  func observersAreTold() {
    let session = Session(apps: DemoApps.all)
    session.openInitial("login")
    let log = Log()
    session.observe(log)
    session.execute("type #name a")
    session.execute("tpa #name")
    session.execute("# a comment")
    session.stopObserving(log)
    session.execute("show")
    #expect(
      log.lines == [
        "will type #name a", "did type #name a as 'type #name a'",
        "did nothing as 'tpa #name' failing",
      ])
    // The transcript is an observer too, and kept on.
    #expect(
      session.transcript.map(\.command) == ["open login", "type #name a", "tpa #name", "show"])
    #expect(session.transcript.map(\.parsed) == [true, true, false, true])
  }

  @Test("a line is parsed once and kept, and the cache never holds more than its limit")
  func parseCacheIsBounded() throws {
    var cache = ParseCache()
    #expect(try cache.command("wait 500ms") == .wait(.milliseconds(500)))
    #expect(try cache.command("wait 500ms") == .wait(.milliseconds(500)))
    #expect(try cache.command("# a comment") == nil)
    #expect(cache.count == 1, "a comment or a blank line is not kept")
    _ = try cache.command("show")
    _ = try cache.command("back")
    #expect(cache.count == 3, "each line is kept")
    for index in 0..<(cache.limit + 100) { _ = try cache.command("wait \(index)ms") }
    #expect(cache.count <= cache.limit)
    #expect(cache.count > 0)
  }

  @Test("save and quit stay out of the transcript")
  func transcriptLeavesOutSaveAndQuit() {
    let session = Session(apps: DemoApps.all)
    session.openInitial("login")
    session.execute("save /nonexistent-folder/x.flow")
    session.execute("quit")
    #expect(session.transcript.isEmpty)
  }

  @Test(
    "a setting parses its value once, into what the session applies",
    arguments: [
      ("width", "60", SettingSpec.Value.width(60)), ("width", "23", nil),
      ("width", "201", nil), ("autoshow", "on", .autoshow(true)),
      ("autoshow", "off", .autoshow(false)), ("autoshow", "yes", nil),
      ("network", "offline", .network(.offline)), ("network", "slow", .network(.slow)),
      ("network", "down", nil),
    ])
  func settingsParse(name: String, value: String, expected: SettingSpec.Value?) throws {
    let spec = try #require(SettingSpec.builtIn.first { $0.name == name })
    switch spec.parse(value) {
    case .success(let parsed): #expect(parsed == expected)
    case .failure(let error):
      #expect(expected == nil)
      #expect(error.key == name)
    }
  }

  @Test("an app's setting takes a whole number above 0 when its default is a number")
  func appSettingsParse() {
    let number = SettingSpec.appSetting("pagesize", default: "20")
    #expect(number.parse("5") == .success(.app("5")))
    #expect((try? number.parse("0").get()) == nil)
    #expect((try? number.parse("x").get()) == nil)
    let word = SettingSpec.appSetting("theme", default: "dark")
    #expect(word.parse("light") == .success(.app("light")))
    #expect((try? word.parse("").get()) == nil)
  }
}
