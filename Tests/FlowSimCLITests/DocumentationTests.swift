import Foundation
import TestSupport
import Testing

/// The README is what a newcomer needs first, under 300 lines; each topic has its page under
/// `Documentation/`, linked from it, and every link goes somewhere.
@Suite("The README and its pages", .timeLimit(.minutes(5)), .watchdog)
struct DocumentationTests {
  static func readme() throws -> String {
    try String(contentsOfFile: packageRoot + "/README.md", encoding: .utf8)
  }

  /// The relative links of a Markdown text, outside code: `[text](path)`, without `#anchor`.
  static func links(_ text: String) -> [String] {
    var prose: [Substring] = []
    var fenced = false
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("```") { fenced.toggle() } else if !fenced { prose.append(line) }
    }
    return prose.joined(separator: " ").matches(of: /\]\(([^)\s]+)\)/).map { String($0.1) }
      .filter { !$0.contains("://") && !$0.hasPrefix("#") }
      .map { String($0.split(separator: "#", maxSplits: 1).first ?? "") }
  }

  @Test("the README is under 300 lines and links every page under Documentation/")
  func readmeIsShortAndLinksEveryPage() throws {
    let readme = try Self.readme()
    let count = readme.split(separator: "\n", omittingEmptySubsequences: false).count
    #expect(count < 300, "the README has \(count) lines; move a topic to Documentation/")
    let linked = Set(Self.links(readme))
    for page in try ProjectDocumentation.pages(at: packageRoot) {
      #expect(linked.contains("Documentation/" + page), "the README does not link \(page)")
    }
  }

  @Test("every relative link of the README and its pages names a file that exists")
  func linksResolve() throws {
    var texts = [("README.md", packageRoot, try Self.readme())]
    for page in try ProjectDocumentation.pages(at: packageRoot) {
      texts.append(
        (page, packageRoot + "/Documentation", try ProjectDocumentation.page(page, at: packageRoot))
      )
    }
    var seen = 0
    for (name, folder, text) in texts {
      for link in Self.links(text) {
        seen += 1
        #expect(
          FileManager.default.fileExists(atPath: folder + "/" + link), "\(name) links \(link)")
      }
    }
    #expect(seen >= 12)
  }

  @Test("the README's failing run is what flowsim prints for it")
  func failingRun() throws {
    let binary = try builtBinary("flowsim")
    let run = try runBinary(binary, ["test", "Tests/Fixtures/first-failure"], in: packageRoot)
    #expect(run.status == 1)
    // Built in this package, the simulator suggests itself with swift run.
    let shown = "$ swift run flowsim test Tests/Fixtures/first-failure\n" + run.output + "```"
    #expect(
      try Self.readme().contains(shown), "the README's failing run is stale; it is now:\n\(shown)")
  }
}
