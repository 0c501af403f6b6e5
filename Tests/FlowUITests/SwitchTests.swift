import Foundation
import TestSupport
import Testing

/// The switch a team's view files begin with picks FlowUI in a flowsim build wherever SwiftUI is
/// there too (a Mac): with a stand-in module named SwiftUI on the search path, as on a Mac, the
/// Following example's views still compile against FlowUI.
@Suite(
  "The import switch on a machine where SwiftUI is there too", .timeLimit(.minutes(5)), .watchdog)
struct SwitchTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
  /// The build folder of this test bundle, where FlowUI's module is.
  static let modules = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    .appendingPathComponent("Modules")

  /// Runs swiftc with `arguments`; its exit status and what it printed.
  static func swiftc(_ arguments: [String]) throws -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["swiftc"] + arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }

  /// A folder holding a module named SwiftUI that has only `View`, as a stand-in for Apple's.
  static func standIn() throws -> String {
    let folder = NSTemporaryDirectory() + "swiftui-standin-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let source = folder + "/SwiftUI.swift"
    try "public protocol View {}\n".write(toFile: source, atomically: true, encoding: .utf8)
    let built = try swiftc([
      "-emit-module", "-parse-as-library", "-module-name", "SwiftUI", source, "-o",
      folder + "/SwiftUI.swiftmodule",
    ])
    #expect(built.status == 0, Comment(rawValue: built.output))
    return folder
  }

  static func viewFiles() throws -> [String] {
    let folder = root.appendingPathComponent("Examples/Following/Sources/Following")
    return try FileManager.default.contentsOfDirectory(atPath: folder.path).filter {
      $0.hasSuffix(".swift")
    }.sorted().map { folder.appendingPathComponent($0).path }
  }

  @Test("the example's views and entry compile against FlowUI under FLOWSIM, SwiftUI there too")
  func flowsimSwitchPicksFlowUI() throws {
    let standIn = try Self.standIn()
    defer { try? FileManager.default.removeItem(atPath: standIn) }
    let checked = try Self.swiftc(
      [
        "-typecheck", "-swift-version", "6", "-default-isolation", "MainActor", "-D", "FLOWSIM",
        "-I", standIn, "-I", Self.modules.path, "-module-name", "Following",
      ] + Self.viewFiles())
    #expect(checked.status == 0, Comment(rawValue: checked.output))
  }

  @Test("without FLOWSIM the same files take the stand-in SwiftUI, as the phone's build does")
  func withoutFlowsimTheyTakeSwiftUI() throws {
    let standIn = try Self.standIn()
    defer { try? FileManager.default.removeItem(atPath: standIn) }
    let checked = try Self.swiftc(
      [
        "-typecheck", "-swift-version", "6", "-default-isolation", "MainActor", "-I", standIn,
        "-I", Self.modules.path, "-module-name", "Following",
      ] + Self.viewFiles())
    #expect(checked.status != 0)
    #expect(
      checked.output.contains("cannot find 'Text' in scope"), Comment(rawValue: checked.output))
  }
}
