import DemoApps
import Foundation
import XCTest

@testable import FlowTesting

/// FlowTesting from an XCTest suite: the same calls; a failure goes through XCTFail.
final class XCTestUseTests: XCTestCase {
  func testLoginScreenUnderXCTest() throws {
    let app = Simulator(app: LoginApp.app, width: 32)
    app.type("lee", into: .id("name"))
    assertScreen(app, record: .never) {
      """
      +------------------------------+
      |             登录             |
      +------------------------------+
      | #name: [lee]                 |
      ...
      """
    }
    XCTAssertEqual(app.takeEvents(.action), [])
  }
}

/// A screen that differs fails an XCTest test through `XCTFail`, at the assertion's own line.
final class XCTestFailureTests: XCTestCase {
  private var failures: [(description: String, line: Int)] = []
  private var capturing = false

  override func recordFailure(
    withDescription description: String, inFile filePath: String, atLine lineNumber: Int,
    expected: Bool
  ) {
    guard capturing else {
      return super.recordFailure(
        withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
    }
    failures.append((description, lineNumber))
  }

  func testADifferentScreenFailsUnderXCTest() {
    let app = Simulator(app: LoginApp.app, width: 32)
    capturing = true
    let line = #line + 1
    assertScreen(app, record: .never) { "not this screen" }
    capturing = false
    XCTAssertEqual(failures.count, 1)
    XCTAssertTrue(
      failures.first?.description.contains("XCTestUseTests.swift:\(line): ") ?? false,
      "\(failures)")
    XCTAssertTrue(failures.first?.description.contains("+|             登录") ?? false, "\(failures)")
  }
}

/// A warning under XCTest, which has no warnings: a line on standard error with its place, and
/// no failure.
final class XCTestWarningTests: XCTestCase {
  func testAWarningIsALineOnStandardError() throws {
    let path = NSTemporaryDirectory() + "flowsim-warning-\(getpid()).txt"
    defer { try? FileManager.default.removeItem(atPath: path) }
    let file = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    XCTAssertGreaterThanOrEqual(file, 0)
    let saved = dup(2)
    dup2(file, 2)
    Failure.warn(
      "no folder names an app",
      at: CallSite(
        fileID: "M/LoginTests.swift", filePath: "/t/LoginTests.swift", line: 7, column: 3))
    dup2(saved, 2)
    close(saved)
    close(file)
    let text = try String(contentsOfFile: path, encoding: .utf8)
    XCTAssertTrue(
      text.contains("/t/LoginTests.swift:7: warning: no folder names an app\n"), text)
  }
}
