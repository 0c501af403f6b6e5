public import FlowKit

/// `login`, after the ZZActionPipe login demo.
public enum LoginApp {
  /// The app as flowsim lists it.
  public static let app = FlowApp(
    name: "login",
    summary: "sign in; the button waits for a name and password (ZZActionPipe)"
  ) { context, _ in
    context.texts = .chinese
    context.views.register(LoginView.self)
    context.views.register(WelcomeView.self)
    let service = LoginService(context.serviceEnvironment)
    context.services.register((any LoginServicing).self, service)
    let model = LoginViewModel(context: context, service: try context.services.resolve())
    // Analytics: an observer at the end of the screen's chain, that the screen does not know.
    let analytics = ActionPipe<LoginAction>(name: "analytics")
    analytics.on { [events = context.events] action in
      var text = action.state == .process ? "\(action.action)" : "\(action.action) \(action.state)"
      if action.state == .error, let message = action.upstreamValue as? String {
        text += ": \(message)"
      }
      events.record(.action, text)
      return action.upstreamValue
    }
    model.pipe.then(analytics)
    return model
  }
}
