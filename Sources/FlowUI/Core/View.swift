import FlowKit

/// A part of an app's user interface, as SwiftUI's `View`: a value whose `body` says what it
/// shows. flowsim evaluates the body into the elements of a text screen.
@MainActor @preconcurrency
public protocol View {
  /// The type of view this view's body is.
  associatedtype Body: View
  /// The content of this view.
  @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: View {
  /// Never has a body; primitive views name it as theirs.
  public typealias Body = Never
  /// Unreachable: there is no value of `Never`.
  public var body: Never { noBody(Self.self) }
}

/// A view flowsim shows by itself rather than through a body: text, controls, containers.
@MainActor
protocol PrimitiveView {
  /// The elements this view shows at `scope`.
  func makeElements(in scope: Scope) -> [Element]
  /// Makes the elements of a view of this type at an address: what the evaluator keeps for the
  /// type, so that no view is cast to a protocol to find how it is shown.
  static var elementMaker: ElementMaker { get }
}

/// A view that only groups others (a tuple, a `ForEach`, an `if`): lists, pickers and tab views
/// see through it to the views it holds, each at its own place.
@MainActor
protocol GroupingView {
  /// The views held, each with the scope of its place.
  func children(in scope: Scope) -> [(view: any View, scope: Scope)]
  /// Gives the children of a view of this type at an address.
  static var childrenMaker: ChildrenMaker { get }
}

/// Makes the elements of the view at an address, in a scope.
typealias ElementMaker = @MainActor (UnsafeRawPointer, Scope) -> [Element]
/// Gives the children of the grouping view at an address, in a scope.
typealias ChildrenMaker = @MainActor (UnsafeRawPointer, Scope) -> [(view: any View, scope: Scope)]

extension PrimitiveView {
  /// What a primitive view's `body` would be if it were asked: it never is.
  func primitiveBody() -> Never { noBody(Self.self) }

  static var elementMaker: ElementMaker {
    { view, scope in view.assumingMemoryBound(to: Self.self).pointee.makeElements(in: scope) }
  }
}

extension GroupingView {
  static var childrenMaker: ChildrenMaker {
    { view, scope in view.assumingMemoryBound(to: Self.self).pointee.children(in: scope) }
  }
}

/// The body of a view, modifier or toolbar item that flowsim shows itself, as SwiftUI's own have
/// none: flowsim never asks for it, and an app that does has made a mistake it cannot go on from.
/// The one place such a body stops the program.
func noBody(_ type: Any.Type) -> Never {
  fatalError("\(type) is shown by flowsim itself and has no body to ask for")
}

/// A view that shows nothing.
public struct EmptyView: View, PrimitiveView {
  /// Makes an empty view.
  public init() {}
  public var body: Never { primitiveBody() }
  func makeElements(in scope: Scope) -> [Element] { [] }
}

/// A type-erased view.
public struct AnyView: View, GroupingView {
  let view: any View
  let typeName: String

  /// Erases `view`.
  public init<V: View>(_ view: V) {
    self.view = view
    typeName = String(describing: V.self)
  }

  /// Erases `view`, or fails when it is not a view.
  public init?(_fromValue value: Any) {
    guard let view = value as? any View else { return nil }
    self.view = view
    typeName = String(describing: type(of: view))
  }

  /// Erases `view`.
  public init<V: View>(erasing view: V) { self.init(view) }

  public var body: Never { noBody(Self.self) }

  func children(in scope: Scope) -> [(view: any View, scope: Scope)] {
    // A view of another type at the same place is another view: its state starts afresh.
    [(view, scope.child(typeName))]
  }
}

/// Views grouped without a layout of their own.
public struct Group<Content> {
  let content: Content
}

extension Group: View, GroupingView where Content: View {
  /// Groups the views that `content` builds.
  public init(@ViewBuilder content: () -> Content) { self.content = content() }
  public var body: Never { noBody(Self.self) }
  func children(in scope: Scope) -> [(view: any View, scope: Scope)] {
    [(content, scope.child("g"))]
  }
}

/// Several views in order, as a view builder makes them.
public struct TupleView<T>: View, GroupingView {
  /// The views, as a tuple.
  public var value: T
  let views: [any View]

  /// Makes a tuple view of `value`'s views.
  public init(_ value: T) {
    self.value = value
    views = Mirror(reflecting: value).children.compactMap { $0.value as? any View }
  }

  init(value: T, views: [any View]) {
    self.value = value
    self.views = views
  }

  public var body: Never { noBody(Self.self) }

  func children(in scope: Scope) -> [(view: any View, scope: Scope)] {
    views.enumerated().map { index, view in (view, scope.child(index)) }
  }
}

/// One of two views, as an `if`/`else` or a `switch` in a view builder chooses.
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View, GroupingView {
  enum Storage {
    case trueContent(TrueContent)
    case falseContent(FalseContent)
  }
  let storage: Storage

  public var body: Never { noBody(Self.self) }

  func children(in scope: Scope) -> [(view: any View, scope: Scope)] {
    switch storage {
    case .trueContent(let view): [(view, scope.child("t"))]
    case .falseContent(let view): [(view, scope.child("f"))]
    }
  }
}

extension Optional: View, GroupingView where Wrapped: View {
  public typealias Body = Never
  public var body: Never { noBody(Self.self) }

  func children(in scope: Scope) -> [(view: any View, scope: Scope)] {
    switch self {
    case .some(let view): [(view, scope.child("s"))]
    case .none: []
    }
  }
}

/// Builds views from closures, as SwiftUI's `@ViewBuilder` does: `if`, `else`, `switch`,
/// optionals and `for`-free blocks of any length.
@resultBuilder
@MainActor
public struct ViewBuilder {
  /// A view as it is.
  public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
  /// An empty block.
  public static func buildBlock() -> EmptyView { EmptyView() }
  /// A block of one view.
  public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
  /// A block of several views.
  public static func buildBlock<each Content: View>(_ content: repeat each Content)
    -> TupleView<(repeat each Content)>
  {
    var views: [any View] = []
    for view in repeat each content { views.append(view) }
    return TupleView(value: (repeat each content), views: views)
  }
  /// An `if` without `else`.
  public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
  /// The first branch of an `if`/`else` or `switch`.
  public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent)
    -> _ConditionalContent<TrueContent, FalseContent>
  {
    _ConditionalContent(storage: .trueContent(first))
  }
  /// The second branch of an `if`/`else` or `switch`.
  public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent)
    -> _ConditionalContent<TrueContent, FalseContent>
  {
    _ConditionalContent(storage: .falseContent(second))
  }
  /// An `if #available` branch.
  public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView {
    AnyView(content)
  }
}
