// Where SwiftUI is there too (a Mac), a view compiled against it cannot be a flowsim screen: its
// file's switch picked SwiftUI. The app's entry then gets this error, with the fix, rather than a
// type mismatch that names neither.
#if canImport(SwiftUI)
  public import FlowKit
  public import SwiftUI

  extension FlowKit.FlowApp {
    /// A root view compiled against SwiftUI, not FlowUI: not an app flowsim can open.
    @available(
      *, unavailable,
      message:
        "this root view was compiled against SwiftUI, not FlowUI: where SwiftUI is there (a Mac), '#if canImport(SwiftUI)' picks it. Begin each view file with '#if FLOWSIM / import FlowUI / #else / import SwiftUI / #endif' and give the views' target 'swiftSettings: [.define(\"FLOWSIM\", .when(platforms: [.macOS, .linux]))]' (README, On a Mac)"
    )
    public init<Root: SwiftUI.View>(
      name: String, summary: String, settings: [String: String] = [:],
      expectedFindings: [ExpectedFinding] = [],
      root: @escaping @MainActor @Sendable (AppContext) -> Root
    ) {
      self.init(name: name, summary: summary, settings: settings) { _ in FlowUI.EmptyView() }
    }
  }
#endif
