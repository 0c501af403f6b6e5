import Foundation
import TestSupport
import Testing

@testable import FlowScript

@Suite("The README", .timeLimit(.minutes(5)), .watchdog)
struct ReadmeTests {
  @Test(
    "shows the example package exactly as it is built and tested here",
    arguments: [
      "Examples/Counter/Package.swift", "Examples/Counter/Sources/Counter/Counter.swift",
      "Examples/Counter/Tests/CounterTests/CounterTests.swift",
      "Examples/Counter/Sources/Counter/Greeting.swift",
      "Examples/Counter/Tests/CounterTests/GreetingTests.swift",
      "Examples/Todo/Package.swift", "Examples/Todo/Sources/Todo/TodoApp.swift",
      "Examples/Todo/Sources/todosim/main.swift", "Examples/Todo/Tests/TodoTests/TodoTests.swift",
      "Examples/Following/Package.swift",
      "Examples/Following/Sources/Following/FollowingView.swift",
      "Examples/Following/Sources/Following/FollowingApp.swift",
      "Examples/Following/Sources/followingsim/main.swift",
      "Examples/Following/Tests/FollowingTests/FollowingTests.swift",
    ])
  func exampleIsVerbatim(path: String) throws {
    let readme = try ProjectDocumentation.all(at: packageRoot)
    let file = try String(contentsOfFile: packageRoot + "/" + path, encoding: .utf8)
    #expect(
      readme.contains("```swift\n" + file + "```\n"),
      "the documentation lost \(path); copy it back in")
  }

  @Test("starts with the two commands that run flowsim and its tests")
  func firstCommands() throws {
    let readme = try String(contentsOfFile: packageRoot + "/README.md", encoding: .utf8)
    let firstBlock = readme.components(separatedBy: "```sh\n").dropFirst().first ?? ""
    #expect(firstBlock.hasPrefix("swift run flowsim "))
    #expect(firstBlock.contains("\nswift test "))
  }

  @Test("says JUnit times are seconds, as the report writes them, and measures widths one way")
  func junitTimesAndWidths() throws {
    let readme = try ProjectDocumentation.all(at: packageRoot)
    #expect(readme.contains("times in seconds with\n  three decimals (`time=\"0.008\"`)"))
    #expect(!readme.contains("times in milliseconds"))
    #expect(JUnitReport.seconds(0.0084) == "0.008")
    #expect(JUnitReport.seconds(2) == "2.000")
    // The locale's `wcwidth(3)` is what flowsim does not follow; the `wcwidth` package is.
    #expect(!readme.contains("rather than `wcwidth`,"))
    #expect(readme.contains("rather than the C library's\n`wcwidth(3)`"))
  }
}
