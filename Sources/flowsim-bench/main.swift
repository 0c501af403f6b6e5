import DemoApps
import ExploreFixtureApps
import FlowKit
import FlowScript
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// flowsim-bench: measures replay speed, overhead, big lists, growth, cold start and memory, and
/// prints a table against the budgets, or one JSON object with `--json`.
let arguments = Array(CommandLine.arguments.dropFirst())

/// The peak of this process's own memory in kB, from the kernel. (getrusage would also count the
/// parent's pages from before exec when the parent spawned with vfork.)
func peakKilobytes() -> String {
  let status = (try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)) ?? ""
  let peak = status.split(separator: "\n").first { $0.hasPrefix("VmHWM:") } ?? "VmHWM: 0 kB"
  return String(
    peak.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first ?? "0")
}

// A child process for the memory figure: open a 100 000-row list and show it.
if arguments.first == "--child-100k" {
  let session = Session(apps: [BigListApp.app(rows: 100_000)])
  session.run(.open(app: "rows", parameters: [:]))
  _ = session.screen()
  print(peakKilobytes())
  exit(0)
}

// A child process for the walk's memory figure: login walked with 300 texts of its own to type
// (`--inputs`), to the limit of 100 000 states.
if arguments.first == "--child-explore-100k" {
  var options = ExploreOptions()
  options.stateLimit = 100_000
  options.inputs = (0..<300).map { "word\($0)" } + ExploreOptions.builtInInputs
  let map = Explorer(apps: DemoApps.all, options: options).explore("login")
  print(peakKilobytes(), map.states)
  exit(0)
}

if arguments.first == "--profile-parse" {
  for _ in 0..<20_000 {
    for line in ["type #name lee", "tap #login", "expect title \"欢迎\"", "wait 500ms"] {
      _ = try? CommandTable.parse(line)
    }
  }
  exit(0)
}

if arguments.first == "--profile-session" {
  let session = Session(apps: [LoginApp.app])
  session.run(.open(app: "login", parameters: [:]))
  let lines = [
    "type #name lee", "type #password 00000000", "tap #login", "wait 500ms",
    "expect title \"欢迎\"", "back",
  ]
  for _ in 0..<5_000 { for line in lines { session.execute(line) } }
  exit(0)
}

if arguments.first == "--profile-explore-swiftui" {
  // The walk of the 61-screen app as SwiftUI views, alone, for a profiler.
  let app = BigSwiftUIApp.app(units: 12)
  let runs = Int(ProcessInfo.processInfo.environment["FLOWSIM_PROFILE_RUNS"] ?? "") ?? 5
  for _ in 0..<runs { _ = Explorer(apps: [app]).explore(app.name) }
  exit(0)
}

if arguments.first == "--profile-swiftui-typing" {
  // One SwiftUI form evaluated once for each key typed, for a profiler.
  let session = Session(apps: [BigSwiftUIApp.app(units: 1)])
  session.run(.open(app: "bigui", parameters: [:]))
  session.execute("tap #unit1")
  // Five texts of a thousand keys, each typed over the one before.
  for round in 0..<5 {
    let text = String(repeating: round % 2 == 0 ? "b" : "c", count: 1_000)
    let typed = session.execute("type #name " + text)
    if typed.failed { print(typed.output) }
  }
  exit(0)
}

if arguments.first == "--profile-display" {
  let session = Session(apps: [LoginApp.app])
  session.run(.open(app: "login", parameters: [:]))
  for _ in 0..<50_000 { _ = session.display() }
  exit(0)
}

let json = arguments.contains("--json")
if let unknown = arguments.first(where: {
  $0 != "--json" && !$0.hasPrefix("--scenarios=") && !$0.hasPrefix("--only=")
}) {
  FileHandle.standardError.write(
    Data(
      "flowsim-bench: unknown argument '\(unknown)'; usage: flowsim-bench [--json] [--scenarios=DIR] [--only=KEY,...]; for a profiler: --profile-parse, --profile-display, --profile-session, --profile-explore-swiftui, --profile-swiftui-typing\n"
        .utf8))
  exit(2)
}
let scenarioDirectory =
  arguments.first { $0.hasPrefix("--scenarios=") }.map {
    String($0.dropFirst("--scenarios=".count))
  }
  ?? "Scenarios"

let only = arguments.first { $0.hasPrefix("--only=") }.map {
  Set($0.dropFirst("--only=".count).split(separator: ",").map(String.init))
}
let benchmarks = Benchmarks(scenarioDirectory: scenarioDirectory)
let results: [Benchmarks.Result]
do {
  results = try benchmarks.all(only: only)
} catch {
  FileHandle.standardError.write(Data("flowsim-bench: \(error)\n".utf8))
  exit(2)
}

if json {
  let fields = results.map { "  \"\($0.key)\": \(Benchmarks.format($0.value))" }
  print("{\n" + fields.joined(separator: ",\n") + "\n}")
} else {
  print(Benchmarks.table(results))
}
exit(results.allSatisfy(\.meetsBudget) ? 0 : 1)
