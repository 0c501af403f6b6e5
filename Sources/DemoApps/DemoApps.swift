public import FlowKit

/// The demo apps, in the order `apps` lists them.
public enum DemoApps {
  /// Every demo app.
  public static let all: [FlowApp] = [LoginApp.app, WaybillsApp.app, PostsApp.app]
}
