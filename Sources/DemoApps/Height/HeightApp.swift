public import FlowKit

/// `height`, after the article's User height demo.
public enum HeightApp {
  /// The app as flowsim lists it.
  public static let app = FlowApp(
    name: "height",
    summary: "a user's height, one centimetre more each tap (MVVM article)"
  ) { context, _ in
    context.texts = .chinese
    context.views.register(UserView.self)
    context.views.register(UserDetailView.self)
    context.services.register((any UserServicing).self, UserService(context.serviceEnvironment))
    context.services.register(UserStore.self, UserStore())
    let store: UserStore = try context.services.resolve()
    context.router.register("mvvm://user/detail", required: ["userid"]) {
      [unowned context] parameters in
      UserDetailViewModel(context: context, userId: parameters["userid"] ?? "", store: store)
    }
    return UserViewModel(context: context, service: try context.services.resolve(), store: store)
  }
}
