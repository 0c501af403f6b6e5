import FlowKit

/// A modifier that makes a new view from a view, as SwiftUI's `ViewModifier`.
@MainActor @preconcurrency
public protocol ViewModifier {
  /// The type of view the modifier makes.
  associatedtype Body: View
  /// The view the modifier is applied to, inside ``body(content:)``.
  typealias Content = _ViewModifier_Content<Self>
  /// The view made from `content`.
  @ViewBuilder @MainActor @preconcurrency func body(content: Self.Content) -> Self.Body
}

/// The view a ``ViewModifier`` is applied to.
public struct _ViewModifier_Content<Modifier: ViewModifier>: View, PrimitiveView {
  let content: any View
  let scope: Scope?

  public var body: Never { primitiveBody() }

  func makeElements(in scope: Scope) -> [Element] {
    Evaluator.elements(of: content, in: scope)
  }
}

/// A view with a modifier applied.
public struct ModifiedContent<Content, Modifier> {
  /// The view modified.
  public var content: Content
  /// The modifier.
  public var modifier: Modifier

  /// Applies `modifier` to `content`.
  public init(content: Content, modifier: Modifier) {
    self.content = content
    self.modifier = modifier
  }
}

extension ModifiedContent: View, PrimitiveView where Content: View, Modifier: ViewModifier {
  public var body: Never { primitiveBody() }

  func makeElements(in scope: Scope) -> [Element] {
    if let primitive = modifier as? any PrimitiveModifier {
      return primitive.makeElements(content: content, in: scope)
    }
    return makeCustomElements(in: scope)
  }

  /// Whether the modifier is flowsim's own is found once for the type, as a view's kind is.
  static var elementMaker: ElementMaker {
    guard let primitive = Modifier.self as? any PrimitiveModifier.Type else {
      return { view, scope in
        view.assumingMemoryBound(to: Self.self).pointee.makeCustomElements(in: scope)
      }
    }
    return maker(primitive)
  }

  @MainActor private static func maker<P: PrimitiveModifier>(_: P.Type) -> ElementMaker {
    // The modifier is a stored property of the view, at its place in the view's layout.
    let offset = MemoryLayout<Self>.offset(of: \.modifier) ?? 0
    return { view, scope in
      let modifier = (view + offset).assumingMemoryBound(to: P.self)
      return modifier.pointee.makeElements(
        content: view.assumingMemoryBound(to: Self.self).pointee.content, in: scope)
    }
  }

  @MainActor private func makeCustomElements(in scope: Scope) -> [Element] {
    // A modifier of the app's own: its body, with the content in place.
    let inner = scope.child("m")
    guard scope.graph.install(modifier, in: inner) else { return [] }
    let wrapped = _ViewModifier_Content<Modifier>(content: content, scope: inner)
    return Evaluator.elements(of: modifier.body(content: wrapped), in: inner.child("b"))
  }
}

extension View {
  /// Applies `modifier` to this view.
  public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
    ModifiedContent(content: self, modifier: modifier)
  }
}

/// A modifier flowsim applies itself: it makes the elements of its content in its own way.
@MainActor
protocol PrimitiveModifier {
  /// The elements of `content` with this modifier applied, at `scope`.
  func makeElements(content: some View, in scope: Scope) -> [Element]
}

/// A primitive modifier's unused body.
extension PrimitiveModifier {
  func primitiveBody() -> Never {
    noBody(Self.self)
  }
}

/// A primitive modifier that only changes the environment of its content.
struct EnvironmentModifier: ViewModifier, PrimitiveModifier {
  let change: @MainActor (inout EnvironmentValues) -> Void
  func body(content: Content) -> Never { primitiveBody() }
  func makeElements(content: some View, in scope: Scope) -> [Element] {
    var inner = scope.child("m")
    change(&inner.environment)
    return Evaluator.elements(of: content, in: inner)
  }
}

/// A primitive modifier that changes the elements its content makes.
struct ElementsModifier: ViewModifier, PrimitiveModifier {
  let change: @MainActor ([Element], Scope) -> [Element]
  func body(content: Content) -> Never { primitiveBody() }
  func makeElements(content: some View, in scope: Scope) -> [Element] {
    let inner = scope.child("m")
    return change(Evaluator.elements(of: content, in: inner), inner)
  }
}

/// A modifier that changes nothing flowsim shows: a look (padding, fonts, colours).
struct LookModifier: ViewModifier, PrimitiveModifier {
  func body(content: Content) -> Never { primitiveBody() }
  func makeElements(content: some View, in scope: Scope) -> [Element] {
    // Looks keep the content's place, so adding one keeps the content's state.
    Evaluator.elements(of: content, in: scope)
  }
}

extension View {
  /// This view with a look that flowsim accepts and ignores.
  func look() -> some View { modifier(LookModifier()) }
  /// This view with its environment changed.
  func environmentChange(_ change: @escaping @MainActor (inout EnvironmentValues) -> Void)
    -> some View
  {
    modifier(EnvironmentModifier(change: change))
  }
  /// This view with its elements changed.
  func elementsChange(_ change: @escaping @MainActor ([Element], Scope) -> [Element])
    -> some View
  {
    modifier(ElementsModifier(change: change))
  }
}
