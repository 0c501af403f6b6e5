// swift-tools-version: 6.2
import CompilerPluginSupport
import Foundation
import PackageDescription

let upcoming: [SwiftSetting] = [
  .enableUpcomingFeature("ExistentialAny"),
  .enableUpcomingFeature("MemberImportVisibility"),
  .enableUpcomingFeature("InternalImportsByDefault"),
  .enableUpcomingFeature("NonisolatedNonsendingByDefault"),
  .swiftLanguageMode(.v6),
]

// The line editor: GNU readline by default (on macOS, its name is a link to the libedit that
// ships with the system, so nothing needs installing); FLOWSIM_LINE_EDITOR=libedit builds against
// libedit's own headers and library instead, as CI does to keep both working.
let libedit = Context.environment["FLOWSIM_LINE_EDITOR"] == "libedit"

// FlowUI's macros (`#Preview`, `@Entry`, `@Previewable`) are a compiler plugin built on the
// SwiftSyntax modules the toolchain ships for its own plugins (usr/lib/swift/host), as no package
// outside the toolchain can be fetched. The folder is found from the Swift runtime this manifest
// runs on (Linux), from `swiftc` on the PATH, or from FLOWSIM_SWIFT_HOST; where none holds
// SwiftSyntax, the macros are left out and a `#Preview` fails to compile with a clear error.
let swiftHost: String? = {
  var candidates: [String] = []
  if let given = Context.environment["FLOWSIM_SWIFT_HOST"] { candidates.append(given) }
  if let maps = try? String(contentsOfFile: "/proc/self/maps", encoding: .utf8),
    let line = maps.split(separator: "\n").first(where: { $0.hasSuffix("/libswiftCore.so") }),
    let slash = line.firstIndex(of: "/")
  {
    let core = URL(fileURLWithPath: String(line[slash...]))
    candidates.append(core.deletingLastPathComponent().deletingLastPathComponent().path + "/host")
  }
  for folder in (Context.environment["PATH"] ?? "").split(separator: ":") {
    candidates.append(
      URL(fileURLWithPath: String(folder)).deletingLastPathComponent().path + "/lib/swift/host")
  }
  return candidates.first {
    FileManager.default.fileExists(atPath: $0 + "/SwiftSyntaxMacros.swiftmodule")
  }
}()
let macros: [Target] =
  swiftHost.map { host in
    [
      .macro(
        name: "FlowUIMacros", path: "Sources/FlowUIMacros",
        swiftSettings: [.swiftLanguageMode(.v6), .unsafeFlags(["-I", host])],
        linkerSettings: [
          .unsafeFlags([
            "-L", host, "-lSwiftSyntax", "-lSwiftSyntaxMacros", "-lSwiftDiagnostics",
            "-lSwiftCompilerPluginMessageHandling", "-Xlinker", "-rpath", "-Xlinker", host,
          ])
        ])
    ]
  } ?? []

// What a team's view files test to import FlowUI rather than SwiftUI: defined where the
// simulator builds (the Mac, Linux), never for the phone (README, "On a Mac").
let flowsimBuild: SwiftSetting = .define("FLOWSIM", .when(platforms: [.macOS, .linux]))

let package = Package(
  name: "flowsim",
  // Observation and Synchronization's Mutex: what a Mac or a phone needs to build it; Linux has
  // no such floor.
  platforms: [.macOS(.v15), .iOS(.v18)],
  products: [
    .library(name: "FlowKit", targets: ["FlowKit"]),
    .library(name: "FlowUI", targets: ["FlowUI"]),
    // Combine's API for SwiftUI code, on Linux, which has no Combine (Apple's systems use theirs).
    .library(name: "Combine", targets: ["Combine"]),
    .library(name: "FlowRender", targets: ["FlowRender"]),
    .library(name: "FlowScript", targets: ["FlowScript"]),
    .library(name: "FlowTesting", targets: ["FlowTesting"]),
    .library(name: "FlowSimCLI", targets: ["FlowSimCLI"]),
    .library(name: "DemoApps", targets: ["DemoApps"]),
    .executable(name: "flowsim", targets: ["flowsim"]),
    // The benchmark is no product: run from this checkout (`swift run -c release flowsim-bench`),
    // it needs no other package to see it, and it builds the examples' modules, whose names a
    // user's copy of an example declares too.
  ],
  targets: macros + [
    .systemLibrary(
      name: "CReadline", path: libedit ? "Sources/CEditline" : "Sources/CReadline",
      providers: libedit
        ? [.apt(["libedit-dev"]), .brew(["libedit"])]
        : [.apt(["libreadline-dev"]), .brew(["readline"])]
    ),
    .target(name: "FlowKit", swiftSettings: upcoming),
    // SwiftUI's names for views, evaluated into FlowKit's elements (SPEC §8).
    .target(
      name: "FlowUI",
      dependencies: ["FlowKit", .target(name: "Combine", condition: .when(platforms: [.linux]))]
        + macros.map { .target(name: $0.name) },
      swiftSettings: upcoming),
    // The part of Combine SwiftUI code uses (ObservableObject, @Published, subjects, operators),
    // under Combine's own name, built where the system has no Combine.
    .target(name: "Combine", swiftSettings: upcoming),
    .target(name: "FlowRender", dependencies: ["FlowKit"], swiftSettings: upcoming),
    .target(name: "FlowScript", dependencies: ["FlowKit", "FlowRender"], swiftSettings: upcoming),
    .target(
      name: "FlowTesting", dependencies: ["FlowKit", "FlowScript", "FlowUI"],
      swiftSettings: upcoming),
    .target(name: "DemoApps", dependencies: ["FlowKit"], swiftSettings: upcoming),
    .target(
      name: "FlowSimCLI", dependencies: ["FlowKit", "FlowScript", "FlowRender", "CReadline"],
      swiftSettings: upcoming),
    .executableTarget(
      name: "flowsim", dependencies: ["FlowSimCLI", "DemoApps"], swiftSettings: upcoming),
    .executableTarget(
      name: "flowsim-bench",
      dependencies: ["FlowScript", "DemoApps", "FlowUI", "ExploreFixtureApps", "Following"],
      swiftSettings: upcoming),
    // The README's example package, built and tested here so that it cannot go stale.
    .target(
      name: "Counter", dependencies: ["FlowKit"], path: "Examples/Counter/Sources/Counter",
      swiftSettings: [.swiftLanguageMode(.v6)]),
    .testTarget(
      name: "CounterTests", dependencies: ["Counter", "FlowTesting"],
      path: "Examples/Counter/Tests/CounterTests", swiftSettings: [.swiftLanguageMode(.v6)]),
    // The README's second example, a whole app of a team's: built and tested here as well.
    .target(
      name: "Todo", dependencies: ["FlowKit"], path: "Examples/Todo/Sources/Todo",
      swiftSettings: [.swiftLanguageMode(.v6)]),
    .executableTarget(
      name: "todosim", dependencies: ["Todo", "FlowSimCLI"], path: "Examples/Todo/Sources/todosim",
      swiftSettings: [.swiftLanguageMode(.v6)]),
    .testTarget(
      name: "TodoTests", dependencies: ["Todo", "FlowTesting"],
      path: "Examples/Todo/Tests/TodoTests", exclude: ["__Snapshots__"],
      swiftSettings: [.swiftLanguageMode(.v6)]),
    // The third: a SwiftUI app's views, run through FlowUI, in a package of MainActor default.
    .target(
      name: "Following", dependencies: ["FlowUI"], path: "Examples/Following/Sources/Following",
      swiftSettings: [.swiftLanguageMode(.v6), .defaultIsolation(MainActor.self), flowsimBuild]),
    .executableTarget(
      name: "followingsim", dependencies: ["Following", "FlowSimCLI"],
      path: "Examples/Following/Sources/followingsim", swiftSettings: [.swiftLanguageMode(.v6)]),
    .testTarget(
      name: "FollowingTests", dependencies: ["Following", "FlowTesting"],
      path: "Examples/Following/Tests/FollowingTests",
      swiftSettings: [.swiftLanguageMode(.v6), .defaultIsolation(MainActor.self), flowsimBuild]),
    .testTarget(
      name: "FlowKitTests", dependencies: ["FlowKit", "TestSupport"], swiftSettings: upcoming),
    .testTarget(
      name: "FlowUITests", dependencies: ["FlowUI", "FlowTesting", "TestSupport"],
      swiftSettings: upcoming),
    .testTarget(
      name: "FlowRenderTests", dependencies: ["FlowRender", "TestSupport"],
      exclude: ["wcwidth-widths.txt"],
      swiftSettings: upcoming),
    .testTarget(
      name: "FlowScriptTests",
      dependencies: ["FlowScript", "FlowTesting", "DemoApps", "TestSupport"],
      swiftSettings: upcoming),
    .testTarget(
      name: "DemoAppsTests", dependencies: ["DemoApps", "FlowTesting", "TestSupport"],
      exclude: ["__Snapshots__"],
      swiftSettings: upcoming),
    .testTarget(
      name: "FlowTestingTests", dependencies: ["FlowTesting", "DemoApps", "TestSupport"],
      swiftSettings: upcoming),
    // What every test target of the project shares: a watchdog that stops a stuck test by name.
    .target(
      name: "TestSupport", path: "Tests/TestSupport", swiftSettings: [.swiftLanguageMode(.v6)]),
    // Apps with the faults explore finds, and a simulator of them, for the tests.
    .target(
      name: "ExploreFixtureApps", dependencies: ["FlowKit", "FlowUI"], path: "Tests/ExploreFixtureApps",
      swiftSettings: [.swiftLanguageMode(.v6)]),
    .executableTarget(
      name: "fixturesim", dependencies: ["ExploreFixtureApps", "FlowSimCLI"],
      path: "Tests/ExploreFixture", swiftSettings: [.swiftLanguageMode(.v6)]),
    .testTarget(
      name: "FlowSimCLITests",
      dependencies: [
        "FlowSimCLI", "DemoApps", "ExploreFixtureApps", "fixturesim", "flowsim", "FlowTesting",
        "TestSupport", "Following",
      ],
      swiftSettings: upcoming),
  ]
)
