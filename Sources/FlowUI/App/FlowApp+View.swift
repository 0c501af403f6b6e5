public import FlowKit

extension FlowKit.FlowApp {
  /// An app whose screens are SwiftUI views: `root` makes its root view in the running app's
  /// context, whose clock and service environment its services take.
  ///
  /// ```swift
  /// FlowApp(name: "social", summary: "accounts to follow") { context in
  ///   RootView(api: SocialAPI(environment: context.serviceEnvironment))
  /// }
  /// ```
  ///
  /// Besides `settings`, the app has `screenrows` (12): how many rows of a list a screen shows
  /// before `more` scrolls.
  @preconcurrency
  public init<Root: View>(
    name: String, summary: String, settings: [String: String] = [:],
    expectedFindings: [ExpectedFinding] = [],
    root: @escaping @MainActor @Sendable (AppContext) -> Root
  ) {
    var settings = settings
    if settings["screenrows"] == nil { settings["screenrows"] = String(Rows.screenful) }
    self.init(
      name: name, summary: summary, settings: settings, expectedFindings: expectedFindings
    ) { context, _ in
      RootViews.host(root(context), in: context)
    }
  }
}

/// How a root view becomes an app's root screen.
@MainActor
package enum RootViews {
  /// The root screen of `view` in `context`; `route URL` goes to its `.onOpenURL`.
  package static func host(_ view: some View, in context: AppContext) -> ViewModel {
    context.openURL = { [weak context] text in
      guard let context else { return }
      try deliver(text, in: context)
    }
    return ViewHost(
      context: context, name: Evaluator.name(of: view), environment: EnvironmentValues(),
      content: { view })
  }

  private static func deliver(_ text: String, in context: AppContext) throws(OpenURLFailure) {
    guard let url = URL(string: text), url.scheme != nil else {
      throw OpenURLFailure(message: "'\(text)' is not a URL; try one such as 'social://account/1'")
    }
    let hosts = (context.window?.chain ?? []).flatMap(\.viewModels).compactMap { $0 as? ViewHost }
    let handlers = hosts.filter(\.isActive).flatMap { $0.graph.openURLHandlers }
    guard !handlers.isEmpty else {
      throw OpenURLFailure(
        message: "no view on screen takes URLs; add .onOpenURL { url in ... } to the root view")
    }
    for handler in handlers { handler(url) }
  }
}

/// Why `route URL` could not deliver a URL.
struct OpenURLFailure: Error, CustomStringConvertible {
  let message: String
  var description: String { message }
}
