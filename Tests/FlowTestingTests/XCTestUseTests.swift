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
