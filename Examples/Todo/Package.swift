// swift-tools-version: 6.2
import PackageDescription

let package = Package(
  name: "Todo",
  platforms: [.macOS(.v15), .iOS(.v18)],
  dependencies: [.package(name: "flowsim", path: "../..")],  // where flowsim is checked out
  targets: [
    .target(name: "Todo", dependencies: [.product(name: "FlowKit", package: "flowsim")]),
    .executableTarget(
      name: "todosim",
      dependencies: ["Todo", .product(name: "FlowSimCLI", package: "flowsim")]),
    .testTarget(
      name: "TodoTests",
      dependencies: ["Todo", .product(name: "FlowTesting", package: "flowsim")],
      exclude: ["__Snapshots__"]),
  ]
)
