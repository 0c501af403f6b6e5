/// A view model that hosts one of your app's own: any class, such as a
/// `@MainActor @Observable final class` written for SwiftUI, shown by a ``FlowView`` whose
/// `Model` is that class. flowsim and FlowTesting drive it like any other screen, and the class
/// stays as it is in the app.
///
/// ```swift
/// @MainActor @Observable final class TodoStore { var todos: [String] = []; func load() { ... } }
///
/// struct TodoStoreView: FlowView {
///   let model: TodoStore
///   var body: Screen { Screen("To-dos") { ... } }
/// }
///
/// let app = FlowApp(name: "todos", summary: "to-dos") { context, _ in
///   context.views.register(TodoStoreView.self)
///   return HostedViewModel(context: context, model: TodoStore()) { $0.load() }
/// }
/// ```
public final class HostedViewModel<Model: AnyObject>: ViewModel {
  /// The hosted object.
  public let model: Model
  private let onStart: @MainActor (Model) -> Void

  /// Hosts `model`; `onStart` runs once when the screen first joins the app, where SwiftUI would
  /// run `.task` or `.onAppear`. The title is the one its view's screen shows.
  public init(
    context: AppContext, model: Model, onStart: @escaping @MainActor (Model) -> Void = { _ in }
  ) {
    self.model = model
    self.onStart = onStart
    super.init(context: context)
  }

  /// The title of the hosted object's screen, for the stack and the events.
  public override var title: String {
    get { context.views.screen(for: self)?.title ?? String(describing: Model.self) }
    set {}
  }

  /// The name in events: the hosted type's.
  public override var typeName: String { String(describing: Model.self) }

  override var hostedObject: AnyObject? { model }

  public override func didStart(parameters: Parameters) {
    onStart(model)
  }
}
