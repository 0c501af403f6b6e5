public import FlowKit

/// The demo apps, in the order `apps` lists them.
public enum DemoApps {
  /// Every demo app.
  public static let all: [FlowApp] = [
    LoginApp.app, HeightApp.app, WaybillsApp.app, PostsApp.app, PeopleApp.app, MVPApp.app,
    NavigatorApp.app,
  ]
}
