public import FlowKit
import FlowScript
import Foundation

/// A scenario file of a package, for a parameterised test that replays a whole `Scenarios/`
/// folder under `swift test`, one test per file:
///
/// ```swift
/// @Test(arguments: ScenarioFile.all()) func scenario(_ file: ScenarioFile) {
///   file.check(apps: [TodoApp.app])
/// }
/// ```
///
/// A mismatch is reported at the file's own line with a unified diff, a failed `expect` at its
/// line, and a file that does not parse at its line and column.
public struct ScenarioFile: Sendable, Hashable, CustomStringConvertible {
  /// The file's full path.
  public var path: String
  /// Its name relative to the scenario folder: `todos/add.flow`.
  public var name: String

  /// The file at `path`, named `name` relative to its scenario folder.
  public init(path: String, name: String) {
    self.path = path
    self.name = name
  }

  public var description: String { name }

  /// The `.flow` files under `folder` of the package that holds the calling test file, sorted;
  /// `folder` is relative to the package's root (the nearest folder above with a
  /// `Package.swift`).
  public static func all(in folder: String = "Scenarios", filePath: String = #filePath)
    -> [ScenarioFile]
  {
    var directory = URL(fileURLWithPath: filePath).deletingLastPathComponent()
    while directory.path != "/",
      !FileManager.default.fileExists(
        atPath: directory.appendingPathComponent("Package.swift").path)
    {
      directory.deleteLastPathComponent()
    }
    let root = directory.appendingPathComponent(folder).path
    // A file under a `steps` folder is a piece that files include, not a test of its own.
    return ScenarioFolder(root).tests().map { ScenarioFile(path: root + "/" + $0, name: $0) }
  }

  /// Replays the file against `apps` (the one its folder is named after opens first, as in
  /// `flowsim test`) and reports what differs at the file's lines.
  public func check(apps: [FlowApp], width: Int = 40) {
    func site(_ line: Int, _ column: Int = 1) -> CallSite {
      CallSite(fileID: "Scenarios/" + name, filePath: path, line: line, column: column)
    }
    let scenario: Scenario
    do {
      scenario = try Scenario.load(path)
    } catch {
      Failure.report(error.description, at: site(max(error.line, 1), max(error.column, 1)))
      return
    }
    // Named by its place under the scenario folder, so that its folder picks the app.
    var named = scenario
    named.path = "Scenarios/" + name
    let runner = ScenarioRunner(apps: apps, width: width)
    // The same checks as `flowsim test`: a file with no command fails, a folder that may not
    // mean its app warns.
    if let error = ScenarioRunner.emptinessError(named) {
      Failure.report(error, at: site(1))
      return
    }
    if let warning = runner.folderWarning(for: named) {
      Failure.warn(warning, at: site(named.steps.first?.line ?? 1))
    }
    let result = runner.run(named)
    for mismatch in result.mismatches {
      Failure.report(
        "output of '\(mismatch.command)' differs\n\(mismatch.diff)", at: site(mismatch.line))
    }
    for failed in result.failedExpectations {
      Failure.report("\(failed.command): \(failed.message)", at: site(failed.line))
    }
  }
}
