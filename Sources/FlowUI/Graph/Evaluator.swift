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
    if let primitive = view as? any PrimitiveView { return primitive.makeElements(in: scope) }
    if let grouping = view as? any GroupingView {
      var found: [Element] = []
      for child in grouping.children(in: scope) {
        let view: any View = child.view
        found += elements(of: view, in: child.scope)
      }
      return found
    }
    guard scope.graph.install(view, in: scope) else { return [] }
    return elements(of: view.body, in: scope.child("b"))
  }

  /// The views `view` holds once groups are seen through (tuples, `ForEach`, `if`, `Group`,
  /// optionals), each at its place: the rows of a list, the options of a picker, the tabs of a
  /// tab view.
  static func leaves(of view: any View, in scope: Scope) -> [(view: any View, scope: Scope)] {
    if let grouping = view as? any GroupingView {
      return grouping.children(in: scope).flatMap { leaves(of: $0.view, in: $0.scope) }
    }
    return [(view, scope)]
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
