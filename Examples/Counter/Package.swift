// swift-tools-version: 6.2
import PackageDescription

let package = Package(
  name: "Counter",
  platforms: [.macOS(.v15), .iOS(.v18)],
  dependencies: [.package(name: "flowsim", path: "../..")],  // where flowsim is checked out
  targets: [
    .target(name: "Counter", dependencies: [.product(name: "FlowKit", package: "flowsim")]),
    .testTarget(
      name: "CounterTests",
      dependencies: ["Counter", .product(name: "FlowTesting", package: "flowsim")]),
  ]
)
