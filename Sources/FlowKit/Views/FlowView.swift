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

/// Finds the view of a view model: an explicit registration first, then the naming convention
/// (`FooViewModel` is shown by `FooView` in the same module).
///
/// The convention finds the view's type at run time by its name. An optimised build removes
/// internal types that no code names, so a view found only by the convention must be `public`
/// in a release build, or be registered.
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

  /// Whether a view is registered for `model`'s type, or found by the naming convention.
  public func hasView(for model: ViewModel) -> Bool {
    entry(for: type(of: subject(of: model))) != nil
  }

  /// Whether the view of this view model type asks to be modal.
  public func isModal(_ type: ViewModel.Type) -> Bool { entry(for: type)?.isModal ?? false }

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
    // The naming convention of the original: FooViewModel -> FooView, in the same module.
    let name = String(reflecting: type)
    guard name.hasSuffix("ViewModel"),
      let found = Self.topLevelType(named: String(name.dropLast("Model".count)))
        as? any FlowView.Type
    else { return nil }
    register(found)
    return entries[key]
  }

  /// The type called `Module.Name`, a struct, class or enum at the top level of its module.
  /// The runtime finds types by their mangled names, so the name is mangled here: `4Demo4FooV`.
  static func topLevelType(named name: String) -> Any.Type? {
    let parts = name.split(separator: ".")
    guard parts.count == 2,
      parts.allSatisfy({ $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") } }
      )
    else { return nil }
    let mangled = parts.map { "\($0.utf8.count)\($0)" }.joined()
    for kind in ["V", "C", "O"] {
      if let found = _typeByName(mangled + kind) { return found }
    }
    return nil
  }
}
