import DemoApps
import FlowScript
import Foundation
import Testing

@Suite("Scenario files for real suites")
struct SuiteFeatureTests {
  @Test("repeat runs a command N times and stops at the first that fails")
  func repeats() {
    let session = Session(apps: DemoApps.all)
    session.openInitial("login")
    #expect(session.execute("repeat 3 type #name ab").output == "")
    #expect(session.execute("expect #name text \"ab\"").output == "")
    let failing = session.execute("repeat 5 tap #login")
    #expect(failing.failures.count == 1)
    #expect(failing.output == "error: #login is disabled")
    #expect(session.execute("repeat 2 apps").output.components(separatedBy: "\n").count == 14)
  }

  @Test(
    "a bad repeat is one error with its column and a fix",
    arguments: [
      ("repeat 0 show", 8), ("repeat 10001 show", 8), ("repeat x show", 8), ("repeat 3", 8),
      ("repeat 2 repeat 2 show", 10), ("repeat 2 tpa", 10),
    ])
  func badRepeat(line: String, column: Int) {
    do {
      _ = try CommandTable.parse(line)
      Issue.record("\(line) should not parse")
    } catch {
      #expect(error.column == column, "\(line): \(error)")
    }
  }

  @Test("[..] in an assertion's text matches any text, and \\[..] is itself")
  func assertionWildcards() {
    let session = Session(apps: DemoApps.all)
    session.openInitial("login")
    session.execute("type #name lee")
    #expect(!session.execute("expect #name text \"l[..]\"").failed)
    #expect(!session.execute("expect title \"[..]录\"").failed)
    #expect(session.execute("expect #name text \"x[..]\"").failed)
    session.execute("type #name a[..]b")
    #expect(!session.execute("expect #name text \"a\\[..]b\"").failed)
    session.execute("type #name axyb")
    #expect(session.execute("expect #name text \"a\\[..]b\"").failed)
    #expect(!session.execute("expect #name text \"a[..]b\"").failed)
  }
}
