/// A navigation stack of view models, driven from view models: push, pop, pop to root, pop to a
/// given view model, replace the stack, present another stack modally and dismiss it.
///
/// - The **top** view model of a stack is the last one pushed on it, whether or not something is
///   presented over it.
/// - The **visible** view model is what the user sees: the top of the deepest presented stack,
///   or this stack's top when nothing is presented.
///
/// The stack holds its view models strongly and they point back weakly, so a popped view model
/// is released once its tasks (cancelled when it ends) have finished.
///
/// Events come in the order UIKit users know, however a screen came (a tap, the navigation
/// service, a deep link): the navigation event first (`push`, `present`, `pop`, `dismiss`,
/// `set`), then `start` of a new screen, `disappear` of the screen leaving sight, `appear` of the
/// one coming into sight, and last `end` (and `deinit`) of a screen that left.
@MainActor
public final class NavigationViewModel {
  /// The app it belongs to.
  public let context: AppContext
  /// The view models on the stack, root first. Never empty.
  public private(set) var viewModels: [ViewModel]
  /// The stack presented modally over this one.
  public private(set) var presented: NavigationViewModel?
  /// The stack this one is presented over.
  public private(set) weak var presenting: NavigationViewModel?

  /// A stack with `root` at its bottom, started with `parameters`.
  public init(root: ViewModel) {
    self.context = root.context
    self.viewModels = [root]
    root.ownNavigation = self
  }

  /// The root view model.
  public var root: ViewModel { viewModels[0] }
  /// The last view model pushed on this stack.
  public var top: ViewModel { viewModels[viewModels.count - 1] }
  /// What the user sees: the top of the deepest presented stack.
  public var visible: ViewModel { deepest.top }
  /// The deepest stack presented from this one, or this one.
  public var deepest: NavigationViewModel { presented?.deepest ?? self }

  /// Pushes `viewModel` and starts it with `parameters`.
  public func push(_ viewModel: ViewModel, parameters: Parameters = [:]) throws(NavigationError) {
    try checkNew(viewModel)
    viewModels.append(viewModel)
    viewModel.ownNavigation = self
    context.events.record(.navigation, "push \(viewModel.eventName)")
    viewModel.start(parameters: parameters)
    context.visibilityChanged()
  }

  /// Pops the top view model, ends it and returns it.
  /// - Throws: ``NavigationError/popRoot(_:)`` when the top is the root.
  @discardableResult
  public func pop() throws(NavigationError) -> ViewModel {
    guard viewModels.count > 1 else { throw .popRoot(top.typeName) }
    let popped = viewModels.removeLast()
    finish([popped], verb: "pop")
    return popped
  }

  /// Pops everything above the root.
  public func popToRoot() {
    let popped = Array(viewModels.dropFirst())
    viewModels.removeSubrange(1...)
    finish(popped.reversed(), verb: "pop")
  }

  /// Takes the view models above `viewModel` off the stack without ending them: they leave sight
  /// and keep their state, to come back with ``restore(_:)``, as the stack of a tab does while
  /// another tab is on screen. Returns them, bottom first.
  package func setAside(above viewModel: ViewModel) -> [ViewModel] {
    guard let index = viewModels.firstIndex(where: { $0 === viewModel }),
      index + 1 < viewModels.count
    else { return [] }
    let aside = Array(viewModels[(index + 1)...])
    viewModels.removeSubrange((index + 1)...)
    context.visibilityChanged()
    return aside
  }

  /// Puts view models set aside back on top, as they were.
  package func restore(_ models: [ViewModel]) {
    guard !models.isEmpty else { return }
    for model in models where !viewModels.contains(where: { $0 === model }) {
      viewModels.append(model)
      model.ownNavigation = self
    }
    context.visibilityChanged()
  }

  /// Ends view models set aside that will not come back, top first. They are on no stack, so
  /// none is needed: the stack that set them aside may be gone already (a sheet that closed).
  package static func end(aside models: [ViewModel]) {
    for model in models.reversed() {
      model.ownNavigation = nil
      model.end()
    }
  }

  /// Pops until `viewModel` is the top.
  /// - Throws: ``NavigationError/notInStack(_:)`` when it is not on this stack.
  public func pop(to viewModel: ViewModel) throws(NavigationError) {
    guard let index = viewModels.firstIndex(where: { $0 === viewModel }) else {
      throw .notInStack(viewModel.typeName)
    }
    let popped = Array(viewModels[(index + 1)...])
    viewModels.removeSubrange((index + 1)...)
    finish(popped.reversed(), verb: "pop")
  }

  /// Removes `viewModel` from the stack wherever it is; the top is popped, a deeper one removed.
  /// - Throws: ``NavigationError/popRoot(_:)`` for the only view model,
  ///   ``NavigationError/notInStack(_:)`` when it is not here.
  public func remove(_ viewModel: ViewModel) throws(NavigationError) {
    guard let index = viewModels.firstIndex(where: { $0 === viewModel }) else {
      throw .notInStack(viewModel.typeName)
    }
    guard viewModels.count > 1 else { throw .popRoot(viewModel.typeName) }
    viewModels.remove(at: index)
    finish([viewModel], verb: "remove")
  }

  /// Replaces the whole stack; view models that stay keep their state, the others end.
  /// - Throws: ``NavigationError/emptyStack`` for an empty list.
  public func setViewModels(_ newModels: [ViewModel]) throws(NavigationError) {
    guard !newModels.isEmpty else { throw .emptyStack }
    for model in newModels where !viewModels.contains(where: { $0 === model }) {
      try checkNew(model)
    }
    let leaving = viewModels.filter { old in !newModels.contains { $0 === old } }
    viewModels = newModels
    context.events.record(.navigation, "set \(newModels.map(\.eventName).joined(separator: " > "))")
    for model in newModels {
      model.ownNavigation = self
      model.start(parameters: [:])
    }
    finish(leaving.reversed(), verb: nil)
  }

  /// Presents `navigation` modally over this stack; presentations may nest.
  public func present(_ navigation: NavigationViewModel, parameters: Parameters = [:])
    throws(NavigationError)
  {
    if let presented {
      try presented.present(navigation, parameters: parameters)
      return
    }
    guard navigation.presenting == nil, navigation !== self else {
      throw .alreadyShown(navigation.root.typeName)
    }
    presented = navigation
    navigation.presenting = self
    context.events.record(.navigation, "present \(navigation.root.eventName)")
    for model in navigation.viewModels { model.start(parameters: parameters) }
    context.visibilityChanged()
  }

  /// Wraps `viewModel` in a stack of its own and presents it.
  @discardableResult
  public func present(_ viewModel: ViewModel, parameters: Parameters = [:]) throws(NavigationError)
    -> NavigationViewModel
  {
    try checkNew(viewModel)
    let navigation = NavigationViewModel(root: viewModel)
    try present(navigation, parameters: parameters)
    return navigation
  }

  /// Dismisses a modal. Called on the presenter, it dismisses what it presents (and all
  /// presented from that); called on a presented stack with nothing over it, it dismisses itself.
  /// - Throws: ``NavigationError/nothingToDismiss`` when neither applies.
  public func dismiss() throws(NavigationError) {
    if let presented {
      self.presented = nil
      presented.presenting = nil
      context.events.record(.navigation, "dismiss \(presented.root.eventName)")
      // As UIKit does: the modal disappears, the screen below appears, then the modal ends.
      context.visibilityChanged()
      presented.endAll()
    } else if let presenting {
      try presenting.dismiss()
    } else {
      throw .nothingToDismiss
    }
  }

  /// Every stack from this one to the deepest presented one.
  public var chain: [NavigationViewModel] {
    var chain = [self]
    while let next = chain[chain.count - 1].presented { chain.append(next) }
    return chain
  }

  /// The stack of this chain that holds `model`, if any: what `back` closes it in.
  func stack(holding model: ViewModel) -> NavigationViewModel? {
    // Loops rather than closures: every `back` and `close` asks this, and a main-actor closure
    // handed to a generic function checks its executor at each call.
    var stack: NavigationViewModel? = self
    while let current = stack {
      for held in current.viewModels where held === model { return current }
      stack = current.presented
    }
    return nil
  }

  private func checkNew(_ viewModel: ViewModel) throws(NavigationError) {
    guard viewModel.ownNavigation == nil, viewModel.parent == nil, viewModel.phase != .ended
    else { throw .alreadyShown(viewModel.typeName) }
  }

  private func finish(_ leaving: [ViewModel], verb: String?) {
    guard !leaving.isEmpty else { return }
    if let verb {
      for model in leaving { context.events.record(.navigation, "\(verb) \(model.eventName)") }
    }
    context.visibilityChanged()
    for model in leaving {
      model.ownNavigation = nil
      model.end()
    }
  }

  func endAll() {
    if let presented {
      self.presented = nil
      presented.presenting = nil
      presented.endAll()
    }
    for model in viewModels.reversed() {
      model.ownNavigation = nil
      model.end()
    }
  }
}
