// swift-tools-version: 6.2
import PackageDescription

// The app's code is written as an iOS team writes SwiftUI: views and view models on the main
// actor by default, as Xcode 26 sets up a new app.
//
// One package serves the phone and the simulator. Built for iOS (the app, in Xcode), the view
// files import SwiftUI; built for the Mac or Linux (the simulator, `swift build` here), FLOWSIM
// is defined and they import FlowUI. `#if canImport(SwiftUI)` cannot tell the two apart on a
// Mac, where SwiftUI is there too.
let app: [SwiftSetting] = [
  .defaultIsolation(MainActor.self), .define("FLOWSIM", .when(platforms: [.macOS, .linux])),
]

let package = Package(
  name: "Following",
  platforms: [.macOS(.v15), .iOS(.v18)],
  dependencies: [.package(name: "flowsim", path: "../..")],  // where flowsim is checked out
  targets: [
    .target(
      name: "Following",
      dependencies: [
        .product(name: "FlowUI", package: "flowsim", condition: .when(platforms: [.macOS, .linux]))
      ],
      swiftSettings: app),
    .executableTarget(
      name: "followingsim",
      dependencies: ["Following", .product(name: "FlowSimCLI", package: "flowsim")]),
    .testTarget(
      name: "FollowingTests",
      dependencies: ["Following", .product(name: "FlowTesting", package: "flowsim")],
      swiftSettings: app),
  ]
)
