import Foundation

#if canImport(FoundationXML)
  import FoundationXML
#endif
#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// JUnit XML as CI systems read it (the Jenkins xunit plugin's `junit-10.xsd`, which GitLab,
/// GitHub's reporters and junit2html accept too): one `<testsuite>` per run, one `<testcase>` per
/// file named by its path relative to the scenario root, a `<failure>` (or `<error>` for a file
/// that cannot be read or parsed) whose message says the place once and whose text is the diff,
/// and what the file actually printed in `<system-out>`. Times have millisecond precision. The
/// `file` and `line` attributes of a testcase are GitLab's, beyond the schema.
enum JUnitReport {
  /// The report of `results`, its suite named after the simulator `name` (`todosim`).
  static func xml(
    _ results: [ScenarioSuite.FileResult], seconds total: Double, date: Date,
    name: String = "flowsim"
  ) -> String {
    let suites = XMLElement(name: "testsuites")
    let suite = XMLElement(name: "testsuite")
    let failures = results.filter { !$0.passed && !$0.isError }.count
    let errors = results.filter(\.isError).count
    let counts = [
      ("name", name), ("tests", "\(results.count)"), ("failures", "\(failures)"),
      ("errors", "\(errors)"), ("time", seconds(total)),
    ]
    for (name, value) in counts { suites.addAttribute(attribute(name, value)) }
    for (name, value) in counts + [("timestamp", timestamp(date)), ("hostname", hostname())] {
      suite.addAttribute(attribute(name, value))
    }
    // Each file's tags, as properties of the suite: the schema allows properties there only.
    let tagged = results.filter { !$0.tags.isEmpty }
    if !tagged.isEmpty {
      let properties = XMLElement(name: "properties")
      for result in tagged {
        let property = XMLElement(name: "property")
        property.addAttribute(attribute("name", "tags \(result.name)"))
        property.addAttribute(attribute("value", result.tags.joined(separator: ", ")))
        properties.addChild(property)
      }
      suite.addChild(properties)
    }
    for result in results {
      let testcase = XMLElement(name: "testcase")
      testcase.addAttribute(attribute("name", result.name))
      testcase.addAttribute(attribute("classname", className(result.name, suite: name)))
      testcase.addAttribute(attribute("time", seconds(result.seconds)))
      testcase.addAttribute(attribute("file", result.path))
      if !result.passed {
        let failure = XMLElement(name: result.isError ? "error" : "failure")
        testcase.addAttribute(attribute("line", "\(result.failureLine ?? 0)"))
        failure.addAttribute(attribute("message", message(result.report)))
        // What broke: the file (unreadable, unparsable), the app (a crash), or an expectation.
        let type = result.isError ? "error" : result.crashed ? "crash" : "mismatch"
        failure.addAttribute(attribute("type", type))
        failure.stringValue = result.report
        testcase.addChild(failure)
        if let actual = result.actualText {
          let output = XMLElement(name: "system-out")
          output.stringValue = actual
          testcase.addChild(output)
        }
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

  /// Seconds with three decimals, as the schema's time pattern allows.
  static func seconds(_ value: Double) -> String {
    String(format: "%.3f", max(value, 0))
  }

  /// `2026-11-30T20:36:12`: ISO 8601 in UTC without a zone, as the schema's pattern asks.
  static func timestamp(_ date: Date) -> String {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "UTC")
    formatter.dateFormat = "yyyy-MM-dd'T'HH:mm:ss"
    return formatter.string(from: date)
  }

  static func hostname() -> String {
    var buffer = [CChar](repeating: 0, count: 256)
    guard gethostname(&buffer, buffer.count - 1) == 0 else { return "localhost" }
    let bytes = buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// `flowsim.login` for `login/success.flow`; `flowsim` at the root.
  static func className(_ name: String, suite: String = "flowsim") -> String {
    ([suite] + name.split(separator: "/").dropLast().map(String.init)).joined(separator: ".")
  }

  /// The failure in a line, as CI lists it: the report's first line, and the one after it when
  /// the first only says where (`…failing (during 'more #feed'):`).
  static func message(_ text: String) -> String {
    let lines = text.split(separator: "\n")
    guard let first = lines.first.map(String.init) else { return "" }
    guard first.hasSuffix(":"), lines.count > 1 else { return first }
    return first + " " + lines[1].trimmingCharacters(in: .whitespaces)
  }
}
