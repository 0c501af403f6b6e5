/// A view: computes the screen of one kind of view model.
///
/// ```swift
/// struct LoginView: FlowView {
///   let model: LoginViewModel
///   var body: Screen {
///     Screen(model.title) { Button("登录", id: "login") { model.login() } }
///   }
/// }
/// ```
///
/// The model is usually a ``ViewModel``, but may be any class of your app, such as a
/// `@MainActor @Observable final class` written for SwiftUI: show it with ``HostedViewModel``.
@MainActor
public protocol FlowView {
  /// The view model this view shows.
  associatedtype Model: AnyObject
  /// Makes the view of `model`.
  init(model: Model)
  /// The screen as it is now.
  var body: Screen { get }
  /// Whether the view asks to be presented modally rather than pushed.
  static var isModal: Bool { get }
}

extension FlowView {
  /// Views are pushed unless they say otherwise.
  public static var isModal: Bool { false }
}

/// A view model that names its view, so that no registration is needed:
///
/// ```swift
/// extension CounterViewModel: HasView { typealias View = CounterView }
/// ```
///
/// The compiler checks that the view shows this very type.
@MainActor
public protocol HasView: AnyObject {
  /// The view that shows this view model.
  associatedtype View: FlowView where View.Model == Self
}

/// Finds the view of a view model: one registered for its type (``register(_:)``), else the one it
/// names (``HasView``). A view model that becomes visible without either is an error of the
/// command that showed it (``AppProblem/missingView(viewModel:)``), never a blank screen.
@MainActor
public final class ViewRegistry {
  private struct Entry {
    var isModal: Bool
    var make: @MainActor (AnyObject) -> Screen?
  }

  private var entries: [ObjectIdentifier: Entry] = [:]

  /// An empty registry.
  public init() {}

  /// Registers `view` for its view model type; a later registration replaces an earlier one.
  public func register<V: FlowView>(_ view: V.Type) {
    entries[ObjectIdentifier(V.Model.self)] = Entry(isModal: V.isModal) { model in
      guard let model = model as? V.Model else { return nil }
      return V(model: model).body
    }
  }

  /// Whether a view is known for `model`'s type.
  public func hasView(for model: ViewModel) -> Bool {
    entry(for: type(of: subject(of: model))) != nil
  }

  /// Whether the view that shows `model` asks to be modal: for a ``HostedViewModel``, the view
  /// of the object it hosts.
  public func isModal(for model: ViewModel) -> Bool {
    entry(for: type(of: subject(of: model)))?.isModal ?? false
  }

  /// The screen of `model`, or nil when no view is known for its type.
  public func screen(for model: ViewModel) -> Screen? {
    let subject = subject(of: model)
    return entry(for: type(of: subject))?.make(subject)
  }

  /// What a view shows for `model`: the object it hosts, or itself.
  private func subject(of model: ViewModel) -> AnyObject {
    model.hostedObject ?? model
  }

  private func entry(for type: AnyObject.Type) -> Entry? {
    let key = ObjectIdentifier(type)
    if let entry = entries[key] { return entry }
    guard let linked = type as? any HasView.Type else { return nil }
    registerView(of: linked)
    return entries[key]
  }

  private func registerView<Model: HasView>(of model: Model.Type) {
    register(Model.View.self)
  }
}
