import DemoApps
import FlowTesting
import XCTest

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
