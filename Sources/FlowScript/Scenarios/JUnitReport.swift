import Foundation

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// JUnit XML for CI systems: one `<testcase>` per file, the failure's file and line, the diff as
/// the failure's text, times in fractional seconds.
enum JUnitReport {
  static func xml(_ results: [ScenarioSuite.FileResult]) -> String {
    let suites = XMLElement(name: "testsuites")
    let suite = XMLElement(name: "testsuite")
    let failures = results.filter { !$0.passed && !$0.isError }.count
    let errors = results.filter(\.isError).count
    let total = results.reduce(0) { $0 + $1.seconds }
    for (name, value) in [
      ("name", "flowsim"), ("tests", "\(results.count)"), ("failures", "\(failures)"),
      ("errors", "\(errors)"), ("time", seconds(total)),
    ] {
      suite.addAttribute(attribute(name, value))
      suites.addAttribute(attribute(name, value))
    }
    for result in results {
      let testcase = XMLElement(name: "testcase")
      testcase.addAttribute(attribute("name", result.path))
      testcase.addAttribute(attribute("classname", "flowsim.\(className(result.path))"))
      testcase.addAttribute(attribute("file", result.path))
      testcase.addAttribute(attribute("time", seconds(result.seconds)))
      if !result.passed {
        let failure = XMLElement(name: result.isError ? "error" : "failure")
        let line = result.failureLine ?? 0
        testcase.addAttribute(attribute("line", "\(line)"))
        failure.addAttribute(
          attribute("message", "\(result.path):\(line): \(firstLine(result.report))"))
        failure.addAttribute(attribute("type", result.isError ? "parse" : "mismatch"))
        failure.stringValue = result.report
        testcase.addChild(failure)
      }
      suite.addChild(testcase)
    }
    suites.addChild(suite)
    let document = XMLDocument(rootElement: suites)
    document.version = "1.0"
    document.characterEncoding = "UTF-8"
    return document.xmlString(options: [.nodePrettyPrint]) + "\n"
  }

  private static func attribute(_ name: String, _ value: String) -> XMLNode {
    let node = XMLNode(kind: .attribute)
    node.name = name
    node.stringValue = value
    return node
  }

  private static func seconds(_ value: Double) -> String {
    String(format: "%.6f", value)
  }

  private static func className(_ path: String) -> String {
    path.split(separator: "/").dropLast().joined(separator: ".")
  }

  private static func firstLine(_ text: String) -> String {
    text.split(separator: "\n").first.map(String.init) ?? ""
  }
}
