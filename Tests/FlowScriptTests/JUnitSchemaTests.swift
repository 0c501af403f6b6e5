import Foundation
import TestSupport
import Testing

@testable import FlowScript

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// The rules of the Jenkins xunit plugin's `junit-10.xsd` that a report relies on, written out:
/// which elements may hold which, in which order, with which attributes, and the patterns of
/// `time` and `timestamp`. GitLab's `file` and `line` on a testcase are allowed beyond it.
enum JUnitSchema {
  struct Rule {
    var attributes: Set<String>
    var required: Set<String>
    /// Child elements in the order the schema's sequence allows them.
    var children: [String]
  }

  static let rules: [String: Rule] = [
    "testsuites": Rule(
      attributes: ["name", "time", "tests", "failures", "disabled", "errors"], required: [],
      children: ["testsuite"]),
    "testsuite": Rule(
      attributes: [
        "name", "tests", "failures", "errors", "time", "disabled", "skipped", "timestamp",
        "hostname", "id", "package", "file", "log", "url", "version", "group",
      ], required: ["name", "tests"],
      children: ["properties", "testcase", "system-out", "system-err"]),
    "properties": Rule(attributes: [], required: [], children: ["property"]),
    "property": Rule(attributes: ["name", "value"], required: ["name", "value"], children: []),
    "testcase": Rule(
      attributes: ["name", "assertions", "time", "classname", "status", "file", "line"],
      required: ["name"],
      children: ["skipped", "error", "failure", "system-out", "system-err"]),
    "failure": Rule(attributes: ["type", "message"], required: [], children: []),
    "error": Rule(attributes: ["type", "message"], required: [], children: []),
    "skipped": Rule(attributes: ["message"], required: [], children: []),
    "system-out": Rule(attributes: [], required: [], children: []),
    "system-err": Rule(attributes: [], required: [], children: []),
  ]

  /// The schema's time: digits (with optional thousands commas) and at most three decimals.
  static func isTime(_ text: String) -> Bool {
    text.range(
      of: #"^(([0-9]{0,3},)*[0-9]{3}|[0-9]{0,3})*(\.[0-9]{0,3})?$"#, options: .regularExpression)
      != nil
  }

  /// The schema's timestamp: ISO 8601 without a zone.
  static func isTimestamp(_ text: String) -> Bool {
    text.range(
      of: #"^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}$"#, options: .regularExpression)
      != nil
  }

  /// The problems of `element` and everything under it; none when it is valid.
  static func problems(_ element: XMLElement) -> [String] {
    let name = element.name ?? "?"
    guard let rule = rules[name] else { return ["unknown element <\(name)>"] }
    var problems: [String] = []
    let attributes = Set((element.attributes ?? []).compactMap(\.name))
    for extra in attributes.subtracting(rule.attributes) {
      problems.append("<\(name)> has no attribute '\(extra)'")
    }
    for missing in rule.required.subtracting(attributes) {
      problems.append("<\(name)> needs '\(missing)'")
    }
    if let time = element.attribute(forName: "time")?.stringValue, !isTime(time) {
      problems.append("<\(name)> time '\(time)' does not match the schema")
    }
    if let stamp = element.attribute(forName: "timestamp")?.stringValue, !isTimestamp(stamp) {
      problems.append("<\(name)> timestamp '\(stamp)' does not match the schema")
    }
    var position = 0
    for child in element.children?.compactMap({ $0 as? XMLElement }) ?? [] {
      let childName = child.name ?? "?"
      guard let index = rule.children.firstIndex(of: childName) else {
        problems.append("<\(name)> may not hold <\(childName)>")
        continue
      }
      if index < position { problems.append("<\(childName)> is out of order in <\(name)>") }
      position = index
      problems += Self.problems(child)
    }
    return problems
  }
}

@Suite("The JUnit report as CI systems read it", .timeLimit(.minutes(5)), .watchdog)
struct JUnitSchemaTests {
  @Test("passing, failing, unparsable and missing files give a valid report, one per run")
  func validAgainstTheSchema() throws {
    try withScenarios([
      "login/pass.flow": "> expect title \"登录\"\n",
      "login/fail.flow": "# prose\n> apps\n  nope\n",
      "login/broken.flow": "> tpa #login\n",
    ]) { root in
      let report = (root as NSString).deletingLastPathComponent + "/report.xml"
      let missing = root + "/nowhere"
      let run = runSuite([root, missing]) { $0.junit = report }
      #expect(run.status == 2)
      let document = try XMLDocument(contentsOf: URL(fileURLWithPath: report))
      let top = try #require(document.rootElement())
      #expect(JUnitSchema.problems(top) == [])
      let suite = try #require(top.elements(forName: "testsuite").first)
      #expect(suite.attribute(forName: "tests")?.stringValue == "4")
      #expect(suite.attribute(forName: "failures")?.stringValue == "1")
      #expect(suite.attribute(forName: "errors")?.stringValue == "2")
      #expect(suite.attribute(forName: "hostname")?.stringValue == JUnitReport.hostname())
      let cases = suite.elements(forName: "testcase")
      let byName = Dictionary(
        uniqueKeysWithValues: cases.map { ($0.attribute(forName: "name")?.stringValue ?? "", $0) })
      let failing = try #require(byName["login/fail.flow"])
      #expect(failing.attribute(forName: "classname")?.stringValue == "flowsim.login")
      let failure = try #require(failing.elements(forName: "failure").first)
      let message = try #require(failure.attribute(forName: "message")?.stringValue)
      // The place once, then what went wrong.
      #expect(message == "\(root)/login/fail.flow:3: output of 'apps' differs")
      #expect(failure.stringValue?.contains("-nope") == true)
      #expect(
        failing.elements(forName: "system-out").first?.stringValue?.contains("> apps\n  login")
          == true)
      #expect(byName["login/broken.flow"]?.elements(forName: "error").count == 1)
      #expect(byName[missing]?.elements(forName: "error").count == 1)
    }
  }

  @Test("the schema rules catch what they should")
  func schemaRulesBite() throws {
    let bad = try XMLElement(
      xmlString:
        #"<testsuites><testsuite name="x" tests="1" time="0.123456"><testcase name="a"><system-out/><failure/></testcase></testsuite></testsuites>"#
    )
    let problems = JUnitSchema.problems(bad)
    #expect(problems.contains("<testsuite> time '0.123456' does not match the schema"))
    #expect(problems.contains("<failure> is out of order in <testcase>"))
  }

  @Test("a testsuite names the machine, and a failure's message is its first line")
  func hostnameAndMessage() throws {
    #if os(Linux)
      // The kernel's own record of the name, read apart from the report's way of asking.
      let name = try String(contentsOfFile: "/proc/sys/kernel/hostname", encoding: .utf8)
      #expect(JUnitReport.hostname() == name.trimmingCharacters(in: .whitespacesAndNewlines))
    #endif
    #expect(
      JUnitReport.message("x.flow:3: output of 'apps' differs\n-nope")
        == "x.flow:3: output of 'apps' differs")
    #expect(
      JUnitReport.message("x.flow:3: failing (during 'more #feed'):\n  the list is gone\nmore")
        == "x.flow:3: failing (during 'more #feed'): the list is gone")
    // A first line that ends in a colon with nothing after it is the whole message.
    #expect(JUnitReport.message("x.flow:3: failing:") == "x.flow:3: failing:")
    #expect(JUnitReport.message("") == "")
  }

  @Test("a missing path still writes a report")
  func missingPathWritesAReport() throws {
    try withTemporaryDirectory { directory in
      let report = directory + "/report.xml"
      let run = runSuite([directory + "/nope"]) { $0.junit = report }
      #expect(run.status == 2)
      let document = try XMLDocument(contentsOf: URL(fileURLWithPath: report))
      #expect(try document.nodes(forXPath: "//testcase/error").count == 1)
    }
  }
}
