/// A view model that the navigation service can make by its type alone.
@MainActor
public protocol ShowableViewModel: ViewModel {
  /// Makes the view model in `context`; its parameters arrive in ``ViewModel/didStart(parameters:)``.
  init(context: AppContext)
}

/// Shows and closes view models by what they are, as MvvmForIOS-Swift's navigation service did:
/// a view model asks for another by type, and the service decides whether to push or present.
///
/// - ``show(_:parameters:completion:)`` makes the view model, finds its view, starts it with its
///   parameters *before* it is shown, then presents it when its view asks to be modal and pushes
///   it on the visible stack otherwise, and calls the completion once it is on screen.
/// - ``close(_:completion:)``: the root of a presented stack is dismissed; the top of a stack is
///   popped; a deeper one is removed; anything else is an error that says so.
@MainActor
public final class NavigationService {
  /// The app it navigates.
  public unowned let context: AppContext

  /// The service of `context`'s window.
  public init(context: AppContext) {
    self.context = context
  }

  /// Makes a view model of `type` and shows it.
  /// - Throws: ``NavigationError`` when no app is open or no view is known for the type.
  @discardableResult
  public func show<Model: ShowableViewModel>(
    _ type: Model.Type, parameters: Parameters = [:],
    completion: (@MainActor (Model) -> Void)? = nil
  ) throws(NavigationError) -> Model {
    let model = type.init(context: context)
    try show(model, parameters: parameters)
    completion?(model)
    return model
  }

  /// Shows `model`, made by the caller: presented when its view asks to be modal, else pushed on
  /// the visible stack. It starts with `parameters` before it appears.
  /// - Throws: ``NavigationError`` when no app is open, no view is known for it, or it is shown
  ///   already.
  public func show(_ model: ViewModel, parameters: Parameters = [:]) throws(NavigationError) {
    guard let window = context.window else { throw .notShown("the app") }
    guard context.views.hasView(for: model) else { throw .noView(model.typeName) }
    guard model.phase == .created else { throw .alreadyShown(model.typeName) }
    // Pushing or presenting starts it with the parameters, before it appears.
    if context.views.isModal(for: model) {
      try window.deepest.present(model, parameters: parameters)
    } else {
      try window.deepest.push(model, parameters: parameters)
    }
  }

  /// Opens a deep link: the router makes the view model and it is shown with the link's
  /// parameters.
  /// - Throws: ``RouterError`` for a link the router cannot resolve, ``NavigationError`` when
  ///   the view model cannot be shown.
  public func open(_ url: String) throws {
    if let openURL = context.openURL {
      try openURL(url)
      return
    }
    let (model, parameters) = try context.router.resolve(url)
    try show(model, parameters: parameters)
  }

  /// Closes `model`: dismisses the modal it is the root of, pops it when it is the top of its
  /// stack, removes it when it is deeper.
  /// - Throws: ``NavigationError/notShown(_:)`` when it is on no stack,
  ///   ``NavigationError/popRoot(_:)`` for the root of the window.
  public func close(_ model: ViewModel, completion: (@MainActor () -> Void)? = nil)
    throws(NavigationError)
  {
    guard let window = context.window, let stack = window.stack(holding: model) else {
      throw .notShown(model.typeName)
    }
    if stack.root === model, let presenter = stack.presenting {
      // Dismissed from its presenter: the modal goes, with anything it presents in turn.
      try presenter.dismiss()
    } else if stack.top === model {
      try stack.pop()
    } else {
      try stack.remove(model)
    }
    completion?()
  }
}
