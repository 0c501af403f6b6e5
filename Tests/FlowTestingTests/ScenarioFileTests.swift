import DemoApps
import FlowTesting
import Foundation
import Synchronization
import TestSupport
import Testing

/// flowsim's own scenarios, as a team runs theirs: one test per file.
@Test(.timeLimit(.minutes(5)), .watchdog, arguments: ScenarioFile.all())
func scenario(_ file: ScenarioFile) {
  file.check(apps: DemoApps.all)
}

@Suite("Scenario files under swift test", .timeLimit(.minutes(5)), .watchdog)
struct ScenarioFileTests {
  @Test("every file of the package is found, named from the scenario folder")
  func finds() {
    let files = ScenarioFile.all()
    #expect(files.count >= 14)
    #expect(files.contains { $0.name == "login/success.flow" })
    #expect(files.allSatisfy { FileManager.default.fileExists(atPath: $0.path) })
  }

  @Test("a mismatch is reported at the file's own line, with its diff")
  func reportsAtTheLine() throws {
    let folder = NSTemporaryDirectory() + "flowsim-scenario-file-" + UUID().uuidString
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try FileManager.default.createDirectory(
      atPath: folder + "/login", withIntermediateDirectories: true)
    let path = folder + "/login/broken.flow"
    try "# prose\n> apps\n  nope\n> expect title \"x\"\n".write(
      toFile: path, atomically: true, encoding: .utf8)
    let file = ScenarioFile(path: path, name: "login/broken.flow")
    // Both issues, each at its own line: either alone is not enough.
    let seen = Seen()
    withKnownIssue {
      file.check(apps: DemoApps.all)
    } matching: { issue in
      let text = issue.comments.map(\.rawValue).joined()
      if issue.sourceLocation?.line == 3 && text.contains("-nope") {
        seen.insert("diff at 3")
        return true
      }
      if issue.sourceLocation?.line == 4 && text.contains("expectation failed") {
        seen.insert("expectation at 4")
        return true
      }
      return false
    }
    #expect(seen.all == ["diff at 3", "expectation at 4"])
  }

  @Test("as flowsim test does: a file with no command fails; a folder that misses its app warns")
  func sameRulesAsTheCommandLine() throws {
    let folder = NSTemporaryDirectory() + "flowsim-scenario-file-" + UUID().uuidString
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try FileManager.default.createDirectory(
      atPath: folder + "/waybill", withIntermediateDirectories: true)
    try "# only prose\n".write(
      toFile: folder + "/waybill/empty.flow", atomically: true, encoding: .utf8)
    withKnownIssue {
      ScenarioFile(path: folder + "/waybill/empty.flow", name: "waybill/empty.flow")
        .check(apps: [WaybillsApp.app])
    } matching: { issue in
      issue.comments.map(\.rawValue).joined().contains("the file has no command line")
    }
    // One app, a folder one letter off its name: a warning (the runner's own test checks its
    // words), and the file still runs and passes: no error is recorded here.
    try "> expect title \"运单\"\n".write(
      toFile: folder + "/waybill/title.flow", atomically: true, encoding: .utf8)
    let warned = Seen()
    withKnownIssue(isIntermittent: true) {
      ScenarioFile(path: folder + "/waybill/title.flow", name: "waybill/title.flow")
        .check(apps: [WaybillsApp.app])
    } matching: { issue in
      if issue.severity == .warning, issue.sourceLocation?.line == 1 {
        warned.insert("warning at 1")
      }
      return issue.severity == .warning
    }
    #expect(warned.all == ["warning at 1"])
    // A file that does not parse fails at the place of its error.
    try "> tap #login\n> repeat 0 show\n".write(
      toFile: folder + "/waybill/bad.flow", atomically: true, encoding: .utf8)
    let failed = Seen()
    withKnownIssue {
      ScenarioFile(path: folder + "/waybill/bad.flow", name: "waybill/bad.flow")
        .check(apps: [WaybillsApp.app])
    } matching: { issue in
      if issue.sourceLocation?.line == 2, issue.sourceLocation?.column == 10 {
        failed.insert("error at 2:10")
      }
      return true
    }
    #expect(failed.all == ["error at 2:10"])
  }
}

/// What a known-issue matcher saw, read after the block.
final class Seen: Sendable {
  private let names = Mutex<Set<String>>([])
  func insert(_ name: String) { names.withLock { _ = $0.insert(name) } }
  var all: Set<String> { names.withLock { $0 } }
}
