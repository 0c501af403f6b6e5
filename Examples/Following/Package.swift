// swift-tools-version: 6.2
import PackageDescription

// The app's code is written as an iOS team writes SwiftUI: views and view models on the main
// actor by default, as Xcode 26 sets up a new app.
let app: [SwiftSetting] = [.defaultIsolation(MainActor.self)]

let package = Package(
  name: "Following",
  dependencies: [.package(name: "flowsim", path: "../..")],  // where flowsim is checked out
  targets: [
    .target(
      name: "Following", dependencies: [.product(name: "FlowUI", package: "flowsim")],
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
