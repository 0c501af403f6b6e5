public import FlowKit

/// `navigator`, after MvvmForIOS-Swift's sample: a service locator, a navigation service that
/// shows view models by type, a modal, and tabs.
public enum NavigatorApp {
  /// The app as flowsim lists it.
  public static let app = FlowApp(
    name: "navigator",
    summary: "screens pushed by type, a modal and tabs (MvvmForIOS-Swift)"
  ) { context, _ in
    context.texts = .chinese
    // Each view model names its view (see NavigatorViews.swift); the modal's view says it is
    // modal. Nothing is registered here.
    context.services.register((any DataServicing).self, DataService())
    return FirstViewModel(context: context)
  }
}
