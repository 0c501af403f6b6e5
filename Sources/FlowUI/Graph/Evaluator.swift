import FlowKit

/// Turns views into elements: a primitive view makes its own, a grouping view its children's,
/// and any other view its body's, once its state and environment are in place.
@MainActor
enum Evaluator {
  /// The elements `view` shows at `scope`.
  static func elements(of view: some View, in scope: Scope) -> [Element] {
    open(view, scope)
  }

  private static func open<V: View>(_ view: V, _ scope: Scope) -> [Element] {
    switch kind(of: V.self) {
    case .primitive(let make):
      return withUnsafePointer(to: view) { make(UnsafeRawPointer($0), scope) }
    case .grouping(let children):
      var found: [Element] = []
      for child in withUnsafePointer(to: view, { children(UnsafeRawPointer($0), scope) }) {
        let view: any View = child.view
        found += elements(of: view, in: child.scope)
      }
      return found
    case .composite:
      guard scope.graph.install(view, in: scope) else { return [] }
      return elements(of: view.body, in: scope.child("b"))
    }
  }

  /// How a type of view is shown: by flowsim itself, through the views it groups, or through
  /// its body.
  enum Kind {
    case primitive(ElementMaker)
    case grouping(ChildrenMaker)
    case composite
  }

  private static var kinds: [ObjectIdentifier: Kind] = [:]

  /// The kind of `type`, found once a type: a dynamic cast to a protocol costs a look-up of the
  /// type's conformances, which every view of every evaluation would pay.
  static func kind(of type: Any.Type) -> Kind {
    let key = ObjectIdentifier(type)
    if let known = kinds[key] { return known }
    let kind: Kind =
      if let primitive = type as? any PrimitiveView.Type {
        .primitive(primitive.elementMaker)
      } else if let grouping = type as? any GroupingView.Type {
        .grouping(grouping.childrenMaker)
      } else {
        .composite
      }
    kinds[key] = kind
    return kind
  }

  /// The views `view` holds once groups are seen through (tuples, `ForEach`, `if`, `Group`,
  /// optionals), each at its place: the rows of a list, the options of a picker, the tabs of a
  /// tab view.
  static func leaves(of view: any View, in scope: Scope) -> [(view: any View, scope: Scope)] {
    func open<V: View>(_ view: V) -> [(view: any View, scope: Scope)] {
      guard case .grouping(let children) = kind(of: V.self) else { return [(view, scope)] }
      return withUnsafePointer(to: view) { children(UnsafeRawPointer($0), scope) }.flatMap {
        leaves(of: $0.view, in: $0.scope)
      }
    }
    return open(view)
  }

  /// The texts a view shows, in order: a button's title, a row's text.
  static func texts(of elements: [Element]) -> [String] {
    elements.flatMap { element -> [String] in
      switch element.content {
      case .label(let text), .header(let text), .footer(let text): [text]
      case .button(let title), .toggle(let title, _): [title]
      default: texts(of: element.children)
      }
    }.filter { !$0.isEmpty }
  }

  /// The name of a view for messages and events: its type, without generic arguments.
  static func name(of view: any View) -> String {
    // A view is named by the view the app wrote, not by a modifier's, a branch's or an eraser's
    // wrapper (`push AccountView`, never `push _ConditionalContent`).
    if let modified = view as? any ModifiedView, let content = modified.modifiedContent {
      return name(of: content)
    }
    let name = String(describing: type(of: view))
    return name.firstIndex(of: "<").map { String(name[..<$0]) } ?? name
  }
}

/// A view that wraps the one the app wrote (a modifier's, a branch's, an eraser's): what it
/// wraps, for its name.
@MainActor
protocol ModifiedView {
  var modifiedContent: (any View)? { get }
}

extension ModifiedContent: ModifiedView where Content: View, Modifier: ViewModifier {
  var modifiedContent: (any View)? { content }
}

extension _ConditionalContent: ModifiedView {
  var modifiedContent: (any View)? {
    switch storage {
    case .trueContent(let view): view
    case .falseContent(let view): view
    }
  }
}

extension AnyView: ModifiedView {
  var modifiedContent: (any View)? { view }
}
