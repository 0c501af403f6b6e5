/// The view of the MVP pattern: passive, it shows what its presenter tells it and passes on what
/// the user does. In flowsim a passive view is a ``ViewModel`` subclass (what the navigation
/// stack holds) with no logic of its own.
@MainActor
public protocol PassiveView: ViewModel {}

/// The presenter of the MVP pattern: it owns the model (a datasource), listens to its passive
/// view, and updates the view when data arrives. It runs on the same runtime as view models, so
/// its work is as deterministic as theirs, and it lives as long as its view: work it starts with
/// ``task(_:)`` is cancelled when the view leaves.
@MainActor
open class Presenter<View: PassiveView> {
  /// The view it drives; weak, since the view owns its presenter.
  public private(set) weak var view: View?

  /// A presenter with no view yet.
  public init() {}

  /// Attaches the presenter to `view`, and calls ``viewDidAttach()``.
  public func attach(to view: View) {
    self.view = view
    viewDidAttach()
  }

  /// Called once the view is attached. Override it; the default does nothing.
  open func viewDidAttach() {}

  /// Runs `operation` tied to the view's life; nothing when there is no view.
  @discardableResult
  public func task(_ operation: @escaping @MainActor @Sendable () async -> Void) -> Task<
    Void, Never
  >? {
    view?.task(operation)
  }
}
