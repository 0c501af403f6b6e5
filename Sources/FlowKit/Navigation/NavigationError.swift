/// A navigation request that cannot be done. The message says what was asked and what to try.
public enum NavigationError: Error, Equatable, Sendable, CustomStringConvertible {
  /// Popping the root of a stack.
  case popRoot(String)
  /// The view model is not on this stack.
  case notInStack(String)
  /// A stack must hold at least one view model.
  case emptyStack
  /// Nothing is presented, and this stack is not presented either.
  case nothingToDismiss
  /// The view model is already on a stack or presented.
  case alreadyShown(String)
  /// The view model already has a parent.
  case alreadyHasParent(String)
  /// The view model is not a child of this one.
  case notAChild(String)
  /// No view is known for the view model.
  case noView(String)
  /// The view model is not shown anywhere.
  case notShown(String)
  /// No tab has this index.
  case noSuchTab(Int, count: Int)

  public var description: String {
    switch self {
    case .popRoot(let name):
      "cannot pop \(name): it is the root of its stack (dismiss the modal, or push something first)"
    case .notInStack(let name): "\(name) is not on this navigation stack"
    case .emptyStack: "a navigation stack needs at least one view model"
    case .nothingToDismiss: "nothing is presented, so there is nothing to dismiss"
    case .alreadyShown(let name): "\(name) is already shown; make a new view model instead"
    case .alreadyHasParent(let name): "\(name) already has a parent; a child has one parent"
    case .notAChild(let name): "\(name) is not a child of this view model"
    case .noView(let name): AppProblem.missingView(viewModel: name).description
    case .notShown(let name): "\(name) is not shown, so it cannot be closed"
    case .noSuchTab(let index, let count):
      "no tab \(index): there are \(count) tabs (0 to \(count - 1))"
    }
  }
}
