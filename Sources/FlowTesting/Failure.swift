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
    if Test.current != nil {
      // SourceLocation insists on a `Module/File.swift` file ID and positive numbers.
      let fileID = site.fileID.contains("/") ? site.fileID : "Unknown/\(site.fileID)"
      Issue.record(
        Comment(rawValue: message),
        sourceLocation: SourceLocation(
          fileID: fileID, filePath: site.filePath, line: max(site.line, 1),
          column: max(site.column, 1)))
    } else {
      XCTFail("\(site.filePath):\(site.line): \(message)")
    }
  }
}
