import Foundation
import TestSupport
import Testing

@testable import FlowTesting

@Suite("Inline snapshots written into the test's source", .timeLimit(.minutes(5)), .watchdog)
struct InlineSnapshotTests {
  static let source = """
    import Testing

    @Test func one() {
      let app = Simulator(app: LoginApp.app)
      assertScreen(app)
      assertScreen(app, record: .all) {
        \"""
        old
        \"""
      }
      assertScreen(app) // a comment with ( and {
      let after = "(" + "}"
    }

    """

  @Test(
    "a missing closure is added, an old one replaced, and later calls found after earlier rewrites")
  func rewrites() throws {
    let directory = NSTemporaryDirectory() + "flowsim-inline-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let file = directory + "/OneTests.swift"
    try Self.source.write(toFile: file, atomically: true, encoding: .utf8)
    func site(_ line: Int) -> CallSite {
      CallSite(fileID: "x", filePath: file, line: line, column: 5)
    }
    try InlineSnapshot.write("+--+\n|a\\b|", at: site(5))
    try InlineSnapshot.write("new\n\nscreen", at: site(6))
    try InlineSnapshot.write("third", at: site(11))
    let result = try String(contentsOfFile: file, encoding: .utf8)
    #expect(
      result == """
        import Testing

        @Test func one() {
          let app = Simulator(app: LoginApp.app)
          assertScreen(app) {
            #\"""
            +--+
            |a\\b|
            \"""#
          }
          assertScreen(app, record: .all) {
            \"""
            new

            screen
            \"""
          }
          assertScreen(app) {
            \"""
            third
            \"""
          } // a comment with ( and {
          let after = "(" + "}"
        }

        """)
  }

  @Test("brackets inside strings and comments do not count")
  func scanner() {
    let text = Array(##"f(a, ")", "\"(", #"(")"#, /* ) */ g(1)) + 1"##)
    #expect(Scanner(text).matching(from: 1, open: "(", close: ")") == text.count - 5)
  }
}
