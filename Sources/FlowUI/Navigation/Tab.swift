import FlowKit

/// A tab of a `TabView`, as iOS 18's `Tab`: its content, named by its title (and symbol) and
/// standing for its value, as `.tabItem` and `.tag` make a tab before it.
public struct Tab<Value: Hashable, Content: View, Label: View>: View, GroupingView {
  let value: Value?
  let label: Label
  let content: Content

  public var body: Never { noBody(Self.self) }

  func children(in scope: Scope) -> [(view: any View, scope: Scope)] {
    let tagged: any View =
      if let value { content.tabItem { label }.tag(value) } else { content.tabItem { label } }
    return [(tagged, scope.child("tab"))]
  }
}

extension Tab where Label == FlowUI.Label<Text, Image> {
  /// A tab with a title and a symbol that stands for `value`.
  public init(
    _ titleKey: LocalizedStringKey, systemImage: String, value: Value,
    @ViewBuilder content: () -> Content
  ) {
    self.value = value
    label = FlowUI.Label(titleKey, systemImage: systemImage)
    self.content = content()
  }

  /// A tab with a title and a symbol that stands for `value`.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, systemImage: String, value: Value, @ViewBuilder content: () -> Content
  ) {
    self.value = value
    label = FlowUI.Label(title, systemImage: systemImage)
    self.content = content()
  }

  /// A tab of the search role, as iOS 18's `Tab(value:role:)`.
  public init(
    _ titleKey: LocalizedStringKey, systemImage: String, value: Value, role: TabRole?,
    @ViewBuilder content: () -> Content
  ) {
    self.init(titleKey, systemImage: systemImage, value: value, content: content)
  }
}

extension Tab where Value == Never, Label == FlowUI.Label<Text, Image> {
  /// A tab with a title and a symbol, in a `TabView` that keeps its selection.
  public init(
    _ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content
  ) {
    value = nil
    label = FlowUI.Label(titleKey, systemImage: systemImage)
    self.content = content()
  }

  /// A tab with a title and a symbol, in a `TabView` that keeps its selection.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, systemImage: String, @ViewBuilder content: () -> Content
  ) {
    value = nil
    label = FlowUI.Label(title, systemImage: systemImage)
    self.content = content()
  }
}

/// What a tab is for, as `Tab`'s `role:`.
public struct TabRole: Hashable, Sendable {
  let name: String
  /// The search tab.
  public static let search = TabRole(name: "search")
}

/// A style of tab bar, ignored.
public struct SidebarAdaptableTabViewStyle: TabViewStyle {
  public init() {}
}
extension TabViewStyle where Self == SidebarAdaptableTabViewStyle {
  public static var sidebarAdaptable: SidebarAdaptableTabViewStyle { .init() }
}

/// A key of a value that views pass up to the views above, as SwiftUI's `PreferenceKey`.
public protocol PreferenceKey {
  /// The type of the value.
  associatedtype Value
  /// The value when no view sets one.
  static var defaultValue: Value { get }
  /// Combines the value so far with the next view's.
  static func reduce(value: inout Value, nextValue: () -> Value)
}

/// `.preference(key:value:)`: the value joins the screen's, in the order the views are evaluated.
struct PreferenceModifier<K: PreferenceKey>: ViewModifier, PrimitiveModifier {
  let value: K.Value
  func body(content: Content) -> Never { primitiveBody() }
  func makeElements(content: some View, in scope: Scope) -> [Element] {
    let key = ObjectIdentifier(K.self)
    var current = scope.graph.preferences[key] as? K.Value ?? K.defaultValue
    let next = value
    K.reduce(value: &current) { next }
    scope.graph.preferences[key] = current
    return Evaluator.elements(of: content, in: scope.child("m"))
  }
}

/// `.onPreferenceChange`: after an evaluation, the action runs with the screen's value of the key
/// when it differs from the one it saw last.
struct PreferenceChangeModifier<K: PreferenceKey>: ViewModifier, PrimitiveModifier
where K.Value: Equatable {
  let action: (K.Value) -> Void
  func body(content: Content) -> Never { primitiveBody() }
  func makeElements(content: some View, in scope: Scope) -> [Element] {
    let record = scope.record
    let graph = scope.graph
    let action = action
    let elements = Evaluator.elements(of: content, in: scope.child("m"))
    graph.afterEvaluation { [weak graph] in
      let value = graph?.preferences[ObjectIdentifier(K.self)] as? K.Value ?? K.defaultValue
      guard (record.values["preference"] as? K.Value) != value else { return }
      record.values["preference"] = value
      ViewOwner.$current.withValue(record.owner) { action(value) }
    }
    return elements
  }
}

extension View {
  /// Passes `value` up for `key`.
  public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> some View {
    modifier(PreferenceModifier<K>(value: value))
  }

  /// Runs `action` when the value of `key` the views below pass up changes.
  public func onPreferenceChange<K: PreferenceKey>(
    _ key: K.Type = K.self, perform action: @escaping (K.Value) -> Void
  ) -> some View where K.Value: Equatable {
    modifier(PreferenceChangeModifier<K>(action: action))
  }

  /// A view set into the safe area at an edge: shown after the content (a bottom bar) or before
  /// it (a top bar).
  public func safeAreaInset<V: View>(
    edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> V
  ) -> some View {
    let inset = content()
    return elementsChange { elements, scope in
      let extra = Evaluator.elements(of: inset, in: scope.child("inset"))
      return edge == .top ? extra + elements : elements + extra
    }
  }

  /// A view set into the safe area at a leading or trailing edge: shown after the content.
  public func safeAreaInset<V: View>(
    edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> V
  ) -> some View {
    let inset = content()
    return elementsChange { elements, scope in
      elements + Evaluator.elements(of: inset, in: scope.child("inset"))
    }
  }
}
