import Testing
import XCTest

/// Where an assertion was written.
struct CallSite: Sendable {
  var fileID: String
  var filePath: String
  var line: Int
  var column: Int
}

/// Reports a failure to whichever test library runs the test: Swift Testing's `Issue.record` at
/// the caller's place, or `XCTFail` under XCTest.
enum Failure {
  static func report(_ message: String, at site: CallSite) {
    record(message, at: site, severity: .error)
  }

  /// Reports a warning: an issue that does not fail a Swift Testing test; under XCTest, which
  /// has no warnings, a line on standard error.
  static func warn(_ message: String, at site: CallSite) {
    record(message, at: site, severity: .warning)
  }

  private static func record(_ message: String, at site: CallSite, severity: Issue.Severity) {
    if Test.current != nil {
      // SourceLocation insists on a `Module/File.swift` file ID and positive numbers.
      let fileID = site.fileID.contains("/") ? site.fileID : "Unknown/\(site.fileID)"
      Issue.record(
        Comment(rawValue: message), severity: severity,
        sourceLocation: SourceLocation(
          fileID: fileID, filePath: site.filePath, line: max(site.line, 1),
          column: max(site.column, 1)))
    } else if severity == .warning {
      FileHandle.standardError.write(
        Data("\(site.filePath):\(site.line): warning: \(message)\n".utf8))
    } else {
      XCTFail("\(site.filePath):\(site.line): \(message)")
    }
  }
}
