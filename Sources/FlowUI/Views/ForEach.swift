import FlowKit

/// Views made from a collection, one for each element, as SwiftUI's `ForEach`. Each view's
/// place is its element's id, so a view keeps its state when others come and go.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
  /// The collection.
  public var data: Data
  /// A view for an element.
  public var content: (Data.Element) -> Content
  let id: (Data.Element) -> ID
}

extension ForEach: View, GroupingView where Content: View {
  public var body: Never { noBody(Self.self) }

  /// Views of `data`'s identifiable elements.
  public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content)
  where ID == Data.Element.ID, Data.Element: Identifiable {
    self.data = data
    self.content = content
    id = { $0.id }
  }

  /// Views of `data`'s elements, told apart by the property at `id`.
  public init(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @ViewBuilder content: @escaping (Data.Element) -> Content
  ) {
    self.data = data
    self.content = content
    self.id = { $0[keyPath: id] }
  }

  func children(in scope: Scope) -> [(view: any View, scope: Scope)] {
    data.map { element in
      let id = id(element)
      var child = scope.child(id)
      // In a picker or a tab view, an element's id is its view's tag unless it has one.
      child.implicitTag = AnyHashable(id)
      return (content(element), child)
    }
  }
}

extension ForEach where Data == Range<Int>, ID == Int, Content: View {
  /// Views of a range of integers.
  public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
    self.data = data
    self.content = content
    id = { $0 }
  }
}

/// Tags of views: what a picker's option or a tab stands for.
@MainActor
enum Tags {
  /// The value of the view's `.tag`, if it has one.
  static func tag(of view: any View) -> AnyHashable? {
    (view as? any ModifierChain)?.modifier(TagModifier.self)?.value
  }

  /// The label of the view's `.tabItem`, if it has one.
  static func tabItem(of view: any View) -> (any View)? {
    (view as? any ModifierChain)?.modifier(TabItemModifier.self)?.label
  }
}

/// A view with modifiers, searched for one of a kind (a `.tag`, a `.tabItem`).
@MainActor
protocol ModifierChain {
  func modifier<M>(_ type: M.Type) -> M?
}

extension ModifiedContent: ModifierChain where Content: View, Modifier: ViewModifier {
  func modifier<M>(_ type: M.Type) -> M? {
    if let found = modifier as? M { return found }
    return (content as? any ModifierChain)?.modifier(type)
  }
}

/// `.tag(_:)`.
struct TagModifier: ViewModifier, PrimitiveModifier {
  let value: AnyHashable
  func body(content: Content) -> Never { primitiveBody() }
  func makeElements(content: some View, in scope: Scope) -> [Element] {
    Evaluator.elements(of: content, in: scope)
  }
}

extension View {
  /// Tags this view with `tag`: the value a picker's option or a tab stands for.
  public func tag<V: Hashable>(_ tag: V) -> some View {
    modifier(TagModifier(value: AnyHashable(tag)))
  }

  /// Tags this view with `tag`, as above; `includeOptional` is accepted and ignored.
  public func tag<V: Hashable>(_ tag: V, includeOptional: Bool) -> some View {
    modifier(TagModifier(value: AnyHashable(tag)))
  }
}
