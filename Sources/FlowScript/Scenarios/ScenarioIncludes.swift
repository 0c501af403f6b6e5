import Foundation

/// What runs a session's `include`: the runner hands one to each session it runs a file in,
/// and a session made otherwise (the REPL, a test's simulator) reads from the working folder.
/// The session knows only that an include runs here; how a file is found, checked and replayed
/// is the host's.
public protocol IncludeHost: AnyObject {
  /// Runs the file at `path` in `session`, its `parameters` set as variables, and says how it
  /// went as a command's outcome.
  func include(_ path: String, parameters: [String: String], in session: Session) -> Outcome
}

/// The includes of scenario files: a path is read from the folder of the file that includes it,
/// the files being included now are kept (outermost first) so that a cycle is refused, and an
/// included file is replayed by ``ScenarioRunner`` and its blocks checked.
public final class ScenarioIncludes: IncludeHost {
  /// The folder a path is read from now.
  private(set) var base: String
  /// The files being included now, outermost first, with the running file at the bottom.
  private var including: [String]

  /// Includes read from the folder of the scenario at `path`, which is the running file and so
  /// cannot include itself; nil reads them from the working folder.
  public init(running path: String? = nil) {
    guard let path else {
      base = FileManager.default.currentDirectoryPath
      including = []
      return
    }
    base = (path as NSString).deletingLastPathComponent
    including = [URL(fileURLWithPath: path).standardizedFileURL.path]
  }

  public func include(_ path: String, parameters: [String: String], in session: Session) -> Outcome
  {
    let full =
      path.hasPrefix("/")
      ? path : URL(fileURLWithPath: base).appendingPathComponent(path).standardizedFileURL.path
    guard !including.contains(full) else {
      let chain = including.map { ($0 as NSString).lastPathComponent }.joined(separator: " > ")
      return .failure(
        .cannotInclude(
          path: path,
          reason: "it is already being included (\(chain)); a file cannot include itself"))
    }
    guard FileManager.default.fileExists(atPath: full) else {
      return .failure(
        .cannotInclude(
          path: path,
          reason:
            "no such file; a path is read from the folder of the file that includes it (\(base))"))
    }
    let scenario: Scenario
    do {
      scenario = try Scenario.load(full)
    } catch {
      return .failure(.cannotInclude(path: path, reason: error.description))
    }
    let saved = (base, session.variables)
    including.append(full)
    session.variables.scopes.append(parameters)
    base = (full as NSString).deletingLastPathComponent
    defer {
      including.removeLast()
      (base, session.variables) = saved
    }
    var named = scenario
    named.path = path
    let result = ScenarioRunner.replay(named, in: session)
    guard !result.passed else { return .ok(changed: true) }
    let updated =
      result.failedExpectations.isEmpty && result.unreadableInclude == nil
      ? ScenarioRunner.updatedText(result) : nil
    return .failure(
      .include(
        IncludeFailure(
          path: full, report: result.report, updatedText: updated,
          unreadable: result.unreadableInclude != nil)),
      changed: true)
  }
}
