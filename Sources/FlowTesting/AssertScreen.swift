import FlowScript
import Foundation

/// Asserts that the simulator's screen is the one written in the trailing closure, as `show`
/// draws it. `[..]` matches any text within a line and a line `...` any run of lines, as in
/// scenario files.
///
/// ```swift
/// assertScreen(app) {
///   """
///   +--------------------------------------+
///   |                 登录                 |
///   ...
///   """
/// }
/// ```
///
/// Without a closure, or when the screen differs and the record mode allows it, the closure is
/// written into the test's source (see ``RecordMode``) and the test fails once, to be run again.
/// A mismatch is reported at the call with a unified diff (`-` expected, `+` actual).
public func assertScreen(
  _ simulator: Simulator, record: RecordMode? = nil,
  fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column,
  matches expected: (() -> String)? = nil
) {
  let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
  // An empty closure is a snapshot not yet recorded, as if there were none.
  let written = expected?()
  let inline = written.flatMap { $0.allSatisfy(\.isWhitespace) ? nil : $0 }
  Snapshot(actual: simulator.screen, record: record, site: site).check(
    expected: inline, what: "inline snapshot"
  ) { actual throws in
    try InlineSnapshot.write(actual, at: site)
  }
}

/// Asserts that the simulator's screen matches the file `__Snapshots__/TestFile/NAME.txt` beside
/// the test's source, recording it when the record mode allows (see ``RecordMode``).
public func assertScreen(
  _ simulator: Simulator, snapshot name: String, record: RecordMode? = nil,
  fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
) {
  let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
  Snapshot(actual: simulator.screen, record: record, site: site).checkFile(named: name)
}

/// Where the file snapshot `name` of the test file at `testFile` lives.
func snapshotPath(_ name: String, testFile: String) -> String {
  let url = URL(fileURLWithPath: testFile)
  let safe = String(
    name.map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" || $0 == "." ? $0 : "-" })
  return url.deletingLastPathComponent()
    .appendingPathComponent("__Snapshots__")
    .appendingPathComponent(url.deletingPathExtension().lastPathComponent)
    .appendingPathComponent(safe + ".txt").path
}

/// One comparison of a screen with its snapshot, and what the record mode makes of it.
struct Snapshot {
  let actual: String
  let record: RecordMode?
  let site: CallSite
  var environment = ProcessInfo.processInfo.environment

  func check(expected: String?, what: String, write: (String) throws -> Void) {
    let (mode, warning) = RecordMode.resolve(record, environment: environment)
    if let warning { Failure.report(warning, at: site) }
    let differs = expected.map { !matches($0) }
    let shouldRecord: Bool
    switch mode {
    case .all: shouldRecord = true
    case .missing: shouldRecord = expected == nil
    case .failed: shouldRecord = expected == nil || differs == true
    case .never: shouldRecord = false
    }
    if shouldRecord, ScenarioSuite.isCI(environment) {
      // CI never records: a retry must not pass because the first run wrote what it saw.
      Failure.report(
        (expected == nil ? "no \(what) exists" : "the \(what) differs")
          + "; not recorded because CI is set: run the test where CI is unset to record it\n"
          + diff(expected),
        at: site)
      return
    }
    if shouldRecord {
      do {
        try write(actual)
        Failure.report(
          "recorded the \(what) (record mode \(mode.rawValue)); run the test again to check it"
            + (differs == true ? "\n" + diff(expected) : ""), at: site)
      } catch {
        Failure.report("could not record the \(what): \(error)", at: site)
      }
      return
    }
    guard let expected else {
      Failure.report(
        "no \(what) exists and the record mode is \(mode.rawValue); run the test with "
          + "FLOWSIM_RECORD=missing (or record: .missing) to record it",
        at: site)
      return
    }
    if differs == true {
      Failure.report("the screen differs from the \(what)\n" + diff(expected), at: site)
    }
  }

  /// Checks the file snapshot `name` beside the test's source, writing it when recording.
  func checkFile(named name: String) {
    let path = snapshotPath(name, testFile: site.filePath)
    // A snapshot that is there but cannot be read is an error, never "missing": recording
    // would write over it.
    var stored: String?
    if FileManager.default.fileExists(atPath: path) {
      do {
        stored = try String(contentsOfFile: path, encoding: .utf8)
      } catch {
        Failure.report(
          "cannot read the snapshot \(path): check its permissions, and that it is UTF-8 text",
          at: site)
        return
      }
    }
    check(
      expected: stored.map { $0.hasSuffix("\n") ? String($0.dropLast()) : $0 },
      what: "snapshot \(path)"
    ) { actual throws in
      try FileManager.default.createDirectory(
        atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
      try AtomicFile.write(actual + "\n", to: path)
    }
  }

  private func matches(_ expected: String) -> Bool {
    let expectedLines = expected.components(separatedBy: "\n")
    return LineMatcher.block(expectedLines, matches: actual.components(separatedBy: "\n"))
  }

  private func diff(_ expected: String?) -> String {
    UnifiedDiff(
      expected: expected?.components(separatedBy: "\n") ?? [],
      actual: actual.components(separatedBy: "\n")
    ).render(firstLine: 1)
  }
}
