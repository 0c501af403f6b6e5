import DemoApps
import FlowKit
import Foundation
import TestSupport
import Testing

@testable import FlowTesting

@Suite(
  "FlowTesting: drive an app and assert its screens from Swift Testing", .timeLimit(.minutes(5)),
  .watchdog)
struct SimulatorTests {
  @Test("the simulator drives an app with Swift calls and virtual time")
  func drivesAnApp() throws {
    let app = Simulator(app: LoginApp.app)
    app.type("lee", into: .id("name"))
    app.type("00000000", into: .id("password"))
    app.tap(.id("login"))
    #expect(app.display.hud)
    #expect(app.waitingTasks == 1)
    app.advance(by: .milliseconds(500))
    app.expect(.title("欢迎"))
    #expect(app.now == .milliseconds(500))
    #expect(app.takeEvents(.action) == ["tap login", "login lee start", "login lee success"])
    #expect(app.takeEvents(.action) == [], "events are taken once")
    let greeting = app.withViewModel(WelcomeViewModel.self) { $0.greeting }
    #expect(greeting == "欢迎, lee")
    // Failures are typed to the edge: a test catches them by case.
    do {
      try app.run(.tap(.id("nothing")))
      Issue.record("tapping nothing should throw")
    } catch InteractionError.notFound(let target, _) {
      #expect(target == .id("nothing"))
    } catch {
      Issue.record("unexpected \(error)")
    }
    let fresh = Simulator(app: LoginApp.app)
    #expect(throws: InteractionError.disabled(.id("login"))) { try fresh.run(.tap(.id("login"))) }
    #expect(throws: InteractionError.atRoot(title: "登录")) { try fresh.run(.back) }
    let failure = #expect(throws: ExpectationFailure.self) {
      try fresh.run(.expect(.title("nope")))
    }
    #expect(failure?.description == "expected title \"nope\", found \"登录\"")
    #expect(failure?.expectation == .title("nope"))
  }

  @Test("a matching inline screen passes; one that differs fails at the call with a diff")
  func inlineScreens() {
    let app = Simulator(app: LoginApp.app, width: 32)
    assertScreen(app, record: .never) {
      """
      +------------------------------+
      |             登录             |
      +------------------------------+
      | #name: (用户名)              |
      | #password: (密码)            |
      | #login: [ 登录 ] [..]|
      +------------------------------+
      """
    }
    let line = #line + 2
    withKnownIssue {
      assertScreen(app, record: .never) {
        """
        +------------------------------+
        |             登录             |
        ...
        | #login: [ 登录 ]             |
        +------------------------------+
        """
      }
    } matching: { issue in
      let text = issue.comments.map(\.rawValue).joined()
      return text.contains("the screen differs from the inline snapshot")
        && text.contains("-| #login: [ 登录 ]             |")
        && text.contains("+| #login: [ 登录 ] (disabled)  |")
        && issue.sourceLocation?.line == line
    }
  }

  @Test(
    "the record mode: argument, then trait, then FLOWSIM_RECORD, then missing, or never under CI")
  func recordModes() {
    #expect(RecordMode.resolve(.all, environment: ["CI": "1"]).0 == .all)
    #expect(RecordMode.resolve(nil, environment: [:]).0 == .missing)
    #expect(RecordMode.resolve(nil, environment: ["CI": "true"]).0 == .never)
    #expect(RecordMode.resolve(nil, environment: ["CI": "false"]).0 == .missing)
    #expect(RecordMode.resolve(nil, environment: ["FLOWSIM_RECORD": "failed"]).0 == .failed)
    let bad = RecordMode.resolve(nil, environment: ["FLOWSIM_RECORD": "sometimes"])
    #expect(bad.0 == .missing)
    #expect(
      bad.warning
        == "FLOWSIM_RECORD=sometimes is not a record mode; use all, missing, failed or never")
    RecordMode.$trait.withValue(.failed) {
      #expect(RecordMode.resolve(nil, environment: ["FLOWSIM_RECORD": "never"]).0 == .failed)
    }
  }

  @Test(".snapshots(record:) sets the mode of the test it is on", .snapshots(record: .all))
  func trait() {
    #expect(RecordMode.resolve(nil, environment: [:]).0 == .all)
  }

  @Test(
    "record mode failed: a snapshot that differs is recorded with its diff, one that matches is not"
  )
  func recordFailed() {
    let site = CallSite(
      fileID: "FlowTestingTests/SimulatorTests.swift", filePath: "/x.swift", line: 1, column: 1)
    let snapshot = Snapshot(actual: "one\ntwo", record: .failed, site: site, environment: [:])
    var written: [String] = []
    // The same: nothing is written, nothing fails.
    snapshot.check(expected: "one\ntwo", what: "snapshot") { written.append($0) }
    #expect(written.isEmpty)
    // Different: recorded over, and the failure shows what changed.
    withKnownIssue {
      snapshot.check(expected: "one\nthree", what: "snapshot") { written.append($0) }
    } matching: {
      let text = $0.comments.map(\.rawValue).joined()
      return text.hasPrefix("recorded the snapshot (record mode failed)") && text.contains("+two")
    }
    #expect(written == ["one\ntwo"])
    // Missing: recorded, with no diff to show.
    withKnownIssue {
      snapshot.check(expected: nil, what: "snapshot") { written.append($0) }
    } matching: {
      let text = $0.comments.map(\.rawValue).joined()
      return text.hasPrefix("recorded the snapshot") && !text.contains("+two")
    }
    #expect(written == ["one\ntwo", "one\ntwo"])
  }

  @Test("a snapshot's file name keeps letters, digits, '-', '_' and '.', and makes the rest '-'")
  func snapshotNames() {
    #expect(
      snapshotPath("a_b.c d/é", testFile: "/t/XTests.swift")
        == "/t/__Snapshots__/XTests/a_b.c-d-é.txt")
    #expect(
      snapshotPath("step 2: 10 rows", testFile: "/t/XTests.swift")
        == "/t/__Snapshots__/XTests/step-2--10-rows.txt")
  }

  @Test("file snapshots: recorded when missing, compared after, never recorded under CI")
  func fileSnapshots() throws {
    let directory = NSTemporaryDirectory() + "flowsim-snap-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let testFile = directory + "/LoginTests.swift"
    let app = Simulator(app: LoginApp.app)
    let path = snapshotPath("empty login", testFile: testFile)
    #expect(path == directory + "/__Snapshots__/LoginTests/empty-login.txt")
    let site = CallSite(
      fileID: "FlowTestingTests/SimulatorTests.swift", filePath: testFile, line: 1, column: 1)
    // Recorded when missing: outside CI, whatever the environment this test runs in.
    withKnownIssue {
      Snapshot(actual: app.screen, record: .missing, site: site, environment: [:])
        .checkFile(named: "empty login")
    } matching: {
      $0.comments.map(\.rawValue).joined().hasPrefix("recorded the snapshot")
    }
    #expect(try String(contentsOfFile: path, encoding: .utf8) == app.screen + "\n")
    assertScreen(app, snapshot: "empty login", record: .never, filePath: testFile)
    app.type("lee", into: .id("name"))
    withKnownIssue {
      assertScreen(app, snapshot: "empty login", record: .never, filePath: testFile)
    } matching: {
      $0.comments.map(\.rawValue).joined().contains("+| #name: [lee]")
    }
    // Under CI nothing is recorded, whatever the mode.
    var written = false
    withKnownIssue {
      Snapshot(actual: app.screen, record: .all, site: site, environment: ["CI": "1"])
        .check(expected: nil, what: "snapshot") { _ in written = true }
    } matching: {
      $0.comments.map(\.rawValue).joined().contains("not recorded because CI is set")
    }
    #expect(!written)
    withKnownIssue {
      Snapshot(actual: app.screen, record: .all, site: site, environment: ["CI": "1"])
        .checkFile(named: "empty login")
    } matching: {
      $0.comments.map(\.rawValue).joined().contains("differs; not recorded because CI is set")
    }
    #expect(
      try String(contentsOfFile: path, encoding: .utf8) == Simulator(app: LoginApp.app).screen
        + "\n")
    // A snapshot that is there but not text is an error, and recording leaves it alone.
    let bytes = Data([0xFF, 0xFE, 0x00, 0x01])
    try bytes.write(to: URL(fileURLWithPath: path))
    withKnownIssue {
      Snapshot(actual: app.screen, record: .all, site: site, environment: [:])
        .checkFile(named: "empty login")
    } matching: {
      $0.comments.map(\.rawValue).joined().hasPrefix("cannot read the snapshot \(path)")
    }
    #expect(FileManager.default.contents(atPath: path) == bytes)
  }

  @Test("a simulator that goes away with tasks waiting on the clock fails the test, unless allowed")
  func pendingTasks() throws {
    withKnownIssue {
      let app = Simulator(app: LoginApp.app)
      app.type("lee", into: .id("name"))
      app.type("12345678", into: .id("password"))
      app.tap(.id("login"))
    } matching: {
      $0.comments.map(\.rawValue).joined().contains("1 task is still waiting on the clock")
    }
    let allowed = Simulator(app: LoginApp.app)
    allowed.allowsPendingTasks = true
    allowed.type("lee", into: .id("name"))
    allowed.type("12345678", into: .id("password"))
    allowed.tap(.id("login"))
    #expect(allowed.waitingTasks == 1)
  }

  @Test("a failed command is reported at the line that called it, in the command language")
  func reportsAtTheCall() {
    let app = Simulator(app: LoginApp.app)
    let line = #line + 3
    withKnownIssue {
      app.expect(.disabled(.id("login")))
      app.expect(.count(.id("login"), 4))
    } matching: { issue in
      let text = issue.comments.map(\.rawValue).joined()
      return issue.sourceLocation?.line == line
        && text.hasPrefix("expect #login count 4: expectation failed:")
    }
  }

  @Test("an empty inline snapshot is a missing one, and the message says how to record it")
  func emptyInlineIsMissing() {
    let app = Simulator(app: LoginApp.app)
    withKnownIssue {
      assertScreen(app, record: .never) { "" }
    } matching: { issue in
      let text = issue.comments.map(\.rawValue).joined()
      return text.hasPrefix("no inline snapshot exists and the record mode is never")
        && text.contains("FLOWSIM_RECORD=missing")
    }
  }
}

/// A team's own class, shown through ``HostedViewModel``.
@MainActor final class NoteStore {
  var loads = 0
  var note = "not loaded"
  func load() {
    loads += 1
    note = "loaded \(loads)"
  }
}

struct NoteStoreView: FlowView {
  let model: NoteStore
  var body: Screen { Screen("Notes") { Label(model.note, id: "note") } }
}

@Suite("FlowTesting: a team's own class hosted as a screen", .timeLimit(.minutes(5)), .watchdog)
@MainActor
struct HostedModelTests {
  @Test("onStart runs once, when the screen first joins the app, as .task would")
  func onStartRunsOnce() {
    let store = NoteStore()
    let app = Simulator { context in
      context.views.register(NoteStoreView.self)
      return HostedViewModel(context: context, model: store) { $0.load() }
    }
    app.expect(.text(.id("note"), "loaded 1"))
    app.advance(by: .seconds(1))
    #expect(store.loads == 1)
    #expect(app.takeEvents(.lifecycle).first == "start NoteStore Notes")
  }
}
