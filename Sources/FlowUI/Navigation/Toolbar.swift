import FlowKit

/// Content of a toolbar, as SwiftUI's `ToolbarContent`.
@MainActor @preconcurrency
public protocol ToolbarContent {
  /// The type of content this content's body is.
  associatedtype Body: ToolbarContent
  /// The content.
  @ToolbarContentBuilder var body: Self.Body { get }
}

/// Toolbar content flowsim shows itself.
@MainActor
protocol PrimitiveToolbarContent {
  /// The views of the items.
  var itemViews: [any View] { get }
}

extension Never: ToolbarContent {}

extension ToolbarContent {
  func primitiveToolbarBody() -> Never {
    noBody(Self.self)
  }
}

/// An item of a toolbar, as SwiftUI's `ToolbarItem`.
public struct ToolbarItem<ID, Content: View>: ToolbarContent, PrimitiveToolbarContent {
  let content: Content
  public var body: Never { primitiveToolbarBody() }
  var itemViews: [any View] { [content] }
}

extension ToolbarItem where ID == () {
  /// An item at `placement` (where it goes is a look).
  public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
    self.content = content()
  }
}

/// Items of a toolbar together, as SwiftUI's `ToolbarItemGroup`.
public struct ToolbarItemGroup<Content: View>: ToolbarContent, PrimitiveToolbarContent {
  let content: Content
  /// Items at `placement` (where they go is a look).
  public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
    self.content = content()
  }
  public var body: Never { primitiveToolbarBody() }
  var itemViews: [any View] { [content] }
}

/// Several toolbar contents, as a toolbar builder makes them.
public struct TupleToolbarContent<T>: ToolbarContent, PrimitiveToolbarContent {
  let items: [any ToolbarContent]
  public var body: Never { primitiveToolbarBody() }
  var itemViews: [any View] { items.flatMap(Toolbars.views) }
}

/// Toolbar content that may be absent, as an `if` makes it.
public struct OptionalToolbarContent<Wrapped: ToolbarContent>: ToolbarContent,
  PrimitiveToolbarContent
{
  let wrapped: Wrapped?
  public var body: Never { primitiveToolbarBody() }
  var itemViews: [any View] { wrapped.map(Toolbars.views) ?? [] }
}

/// One of two toolbar contents, as an `if`/`else` makes it.
public struct ConditionalToolbarContent<First: ToolbarContent, Second: ToolbarContent>:
  ToolbarContent, PrimitiveToolbarContent
{
  let content: any ToolbarContent
  public var body: Never { primitiveToolbarBody() }
  var itemViews: [any View] { Toolbars.views(content) }
}

@MainActor
enum Toolbars {
  static func views(_ content: any ToolbarContent) -> [any View] {
    if let primitive = content as? any PrimitiveToolbarContent { return primitive.itemViews }
    return views(content.body)
  }
}

/// Builds toolbar content, as SwiftUI's `ToolbarContentBuilder`.
@resultBuilder
@MainActor
public struct ToolbarContentBuilder {
  /// Content as it is.
  public static func buildExpression<Content: ToolbarContent>(_ content: Content) -> Content {
    content
  }
  /// A block of one content.
  public static func buildBlock<Content: ToolbarContent>(_ content: Content) -> Content { content }
  /// A block of several contents.
  public static func buildBlock<each Content: ToolbarContent>(_ content: repeat each Content)
    -> TupleToolbarContent<(repeat each Content)>
  {
    var items: [any ToolbarContent] = []
    for item in repeat each content { items.append(item) }
    return TupleToolbarContent(items: items)
  }
  /// An `if` without `else`.
  public static func buildIf<Content: ToolbarContent>(_ content: Content?)
    -> OptionalToolbarContent<Content>
  {
    OptionalToolbarContent(wrapped: content)
  }
  /// The first branch of an `if`/`else`.
  public static func buildEither<First: ToolbarContent, Second: ToolbarContent>(first: First)
    -> ConditionalToolbarContent<First, Second>
  {
    ConditionalToolbarContent(content: first)
  }
  /// The second branch of an `if`/`else`.
  public static func buildEither<First: ToolbarContent, Second: ToolbarContent>(second: Second)
    -> ConditionalToolbarContent<First, Second>
  {
    ConditionalToolbarContent(content: second)
  }
}

/// Where a toolbar item goes, ignored: every item shows in the screen's toolbar line.
public struct ToolbarItemPlacement: Sendable {
  let name: String
  public static let automatic = ToolbarItemPlacement(name: "automatic")
  public static let principal = ToolbarItemPlacement(name: "principal")
  public static let navigation = ToolbarItemPlacement(name: "navigation")
  public static let primaryAction = ToolbarItemPlacement(name: "primaryAction")
  public static let secondaryAction = ToolbarItemPlacement(name: "secondaryAction")
  public static let status = ToolbarItemPlacement(name: "status")
  public static let confirmationAction = ToolbarItemPlacement(name: "confirmationAction")
  public static let cancellationAction = ToolbarItemPlacement(name: "cancellationAction")
  public static let destructiveAction = ToolbarItemPlacement(name: "destructiveAction")
  public static let keyboard = ToolbarItemPlacement(name: "keyboard")
  public static let topBarLeading = ToolbarItemPlacement(name: "topBarLeading")
  public static let topBarTrailing = ToolbarItemPlacement(name: "topBarTrailing")
  public static let bottomBar = ToolbarItemPlacement(name: "bottomBar")
  public static let navigationBarLeading = ToolbarItemPlacement(name: "navigationBarLeading")
  public static let navigationBarTrailing = ToolbarItemPlacement(name: "navigationBarTrailing")
}

/// `.toolbar { ... }`: its items go to the screen's toolbar line, first on the screen.
struct ToolbarModifier: ViewModifier, PrimitiveModifier {
  let items: [any View]
  func body(content: Content) -> Never { primitiveBody() }
  func makeElements(content: some View, in scope: Scope) -> [Element] {
    for (index, item) in items.enumerated() {
      scope.graph.toolbar += Evaluator.elements(of: item, in: scope.child("toolbar\(index)"))
    }
    return Evaluator.elements(of: content, in: scope.child("m"))
  }
}

// SwiftUI's own overloads: a closure of views or of toolbar items.
// swift-format-ignore: AmbiguousTrailingClosureOverload
extension View {
  /// Items for the screen's toolbar.
  public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View {
    modifier(ToolbarModifier(items: [content()]))
  }

  /// Items for the screen's toolbar.
  public func toolbar<Content: ToolbarContent>(
    @ToolbarContentBuilder content: () -> Content
  ) -> some View {
    modifier(ToolbarModifier(items: Toolbars.views(content())))
  }

  /// Hides or shows a bar: `.toolbar(.hidden, for: .tabBar)` on a pushed screen hides the tab
  /// bar there; the others are accepted.
  public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
    let hidesTabBar = visibility == .hidden && bars.contains { $0.name == "tabBar" }
    return elementsBefore { scope in
      if hidesTabBar { scope.graph.hidesTabBar = true }
    }
  }
}

/// A bar a toolbar can hide, ignored.
public struct ToolbarPlacement: Sendable {
  let name: String
  public static let automatic = ToolbarPlacement(name: "automatic")
  public static let navigationBar = ToolbarPlacement(name: "navigationBar")
  public static let tabBar = ToolbarPlacement(name: "tabBar")
  public static let bottomBar = ToolbarPlacement(name: "bottomBar")
}

/// Whether something shows, as SwiftUI's `Visibility`.
public enum Visibility: Sendable, Hashable, CaseIterable {
  case automatic, visible, hidden
}
