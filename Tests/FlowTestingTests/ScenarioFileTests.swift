import DemoApps
import FlowTesting
import Foundation
import Testing

/// flowsim's own scenarios, as a team runs theirs: one test per file.
@Test(arguments: ScenarioFile.all())
func scenario(_ file: ScenarioFile) {
  file.check(apps: DemoApps.all)
}

@Suite("Scenario files under swift test")
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
    withKnownIssue {
      file.check(apps: DemoApps.all)
    } matching: { issue in
      let text = issue.comments.map(\.rawValue).joined()
      return (issue.sourceLocation?.line == 3 && text.contains("-nope"))
        || (issue.sourceLocation?.line == 4 && text.contains("expectation failed"))
    }
  }
}
