public import FlowKit

/// `navigator`, after MvvmForIOS-Swift's sample: a service locator, a navigation service that
/// shows view models by type, a modal, and tabs.
public enum NavigatorApp {
  /// The app as flowsim lists it.
  public static let app = FlowApp(
    name: "navigator",
    summary: "screens shown by type, a modal and tabs (MvvmForIOS-Swift)"
  ) { context, _ in
    // Views are found by the naming convention (FooViewModel -> FooView); the modal's view says
    // it is modal. Only the first is registered explicitly.
    context.views.register(FirstView.self)
    context.services.register((any DataServicing).self, DataService())
    return FirstViewModel(context: context)
  }
}
