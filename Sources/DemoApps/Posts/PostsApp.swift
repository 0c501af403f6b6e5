public import FlowKit

/// `posts`, after lpd-mvvm-kit's table view demo.
public enum PostsApp {
  /// The app as flowsim lists it.
  public static let app = FlowApp(
    name: "posts",
    summary: "posts whose rows and sections change, animated (lpd-mvvm-kit)"
  ) { context, _ in
    context.texts = .chinese
    context.views.register(PostsView.self)
    context.views.register(PostDetailView.self)
    let service = PostService(context.serviceEnvironment)
    context.services.register((any PostServicing).self, service)
    return PostsViewModel(context: context, service: try context.services.resolve())
  }
}
