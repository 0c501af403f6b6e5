public import FlowKit

/// The to-do app as flowsim opens it; an iOS app makes the same view models with
/// `AppContext(clock: ContinuousClock())` and the same service with its `serviceEnvironment`.
public enum TodoApp {
  public static let app = FlowApp(name: "todos", summary: "a paged to-do list") { context, _ in
    let service = TodoService(environment: context.serviceEnvironment)
    context.router.register("todo://item/:id") { parameters in
      TodoDetailViewModel(context: context, service: service)
    }
    return TodoListViewModel(context: context, service: service)
  }
}
