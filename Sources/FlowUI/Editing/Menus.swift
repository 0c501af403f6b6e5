import FlowKit

/// A button that opens a menu of actions, as SwiftUI's `Menu`: a tap opens it, and its items
/// show under it as buttons until one is tapped (or the menu is tapped again).
public struct Menu<Label: View, Content: View>: View, PrimitiveView {
  let label: Label
  let content: Content
  let primaryAction: (() -> Void)?

  /// A menu of the items `content` makes, with a label.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.content = content()
    self.label = label()
    primaryAction = nil
  }

  /// A menu whose tap runs `primaryAction` (a long press opens it, shown under it here).
  public init(
    @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label,
    primaryAction: @escaping () -> Void
  ) {
    self.content = content()
    self.label = label()
    self.primaryAction = primaryAction
  }

  public var body: Never { primitiveBody() }

  func makeElements(in scope: Scope) -> [Element] {
    let title = Controls.title(of: label, in: scope.child("label"))
    let record = scope.record
    let open = MenuState.of(record)
    let owner = record.owner
    let primary = primaryAction.map(UncheckedSendable.init)
    var elements = [
      Element(
        .button(title: title), isEnabled: scope.environment.isEnabled,
        actions: .init(tap: {
          ViewOwner.$current.withValue(owner) {
            if let primary {
              primary.value()
            } else {
              open.value.toggle()
            }
          }
        }))
    ]
    if open.value || primary != nil {
      // Open: its items under it; a tap on one runs it and closes the menu.
      let items = Evaluator.elements(of: content, in: scope.child("items")).map {
        MenuState.closing(open, $0)
      }
      if primary == nil || !items.isEmpty { elements.append(Element(.toolbar, children: items)) }
    }
    return elements
  }
}

/// Whether a menu is open, kept at its place.
@MainActor
enum MenuState {
  /// `element` whose taps, and those of the elements in it (a picker's options), close the menu
  /// first.
  static func closing(_ open: StateStorage<Bool>, _ element: Element) -> Element {
    var element = element
    if let tap = element.actions.tap {
      element.actions.tap = {
        open.value = false
        tap()
      }
    }
    if !element.children.isEmpty { element.children = element.children.map { closing(open, $0) } }
    return element
  }

  static func of(_ record: NodeRecord) -> StateStorage<Bool> {
    if let storage = record.values["menu"] as? StateStorage<Bool> { return storage }
    let storage = StateStorage(false)
    record.values["menu"] = storage
    return storage
  }
}

extension Menu where Label == Text {
  /// A menu with a title.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(titleKey) }
  }
  /// A menu with a title.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(title) }
  }
  /// A menu with a title whose tap runs `primaryAction`.
  public init(
    _ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content,
    primaryAction: @escaping () -> Void
  ) {
    self.init(content: content, label: { Text(titleKey) }, primaryAction: primaryAction)
  }
}

extension Menu where Label == FlowUI.Label<Text, Image> {
  /// A menu with a title and a symbol.
  public init(
    _ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content
  ) {
    self.init(content: content) { FlowUI.Label(titleKey, systemImage: systemImage) }
  }
  /// A menu with a title and a symbol.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, systemImage: String, @ViewBuilder content: () -> Content
  ) {
    self.init(content: content) { FlowUI.Label(title, systemImage: systemImage) }
  }
}

/// A style of menu, ignored.
public protocol MenuStyle {}
/// The default menu style.
public struct DefaultMenuStyle: MenuStyle {
  public init() {}
}
/// A menu drawn as a button.
public struct ButtonMenuStyle: MenuStyle {
  public init() {}
}
extension MenuStyle where Self == DefaultMenuStyle {
  public static var automatic: DefaultMenuStyle { DefaultMenuStyle() }
}
extension MenuStyle where Self == ButtonMenuStyle {
  public static var button: ButtonMenuStyle { ButtonMenuStyle() }
}

extension View {
  /// The style of the menus below, ignored.
  public func menuStyle<S: MenuStyle>(_ style: S) -> some View { look() }
}

/// A view that shows its content when expanded, as SwiftUI's `DisclosureGroup`: its label is a
/// button that expands and collapses it.
public struct DisclosureGroup<Label: View, Content: View>: View, PrimitiveView {
  let label: Label
  let content: Content
  let isExpanded: Binding<Bool>?

  /// A group with a label, collapsed at first.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.content = content()
    self.label = label()
    isExpanded = nil
  }

  /// A group with a label whose expansion is bound to `isExpanded`.
  public init(
    isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label
  ) {
    self.content = content()
    self.label = label()
    self.isExpanded = isExpanded
  }

  public var body: Never { primitiveBody() }

  func makeElements(in scope: Scope) -> [Element] {
    let title = Controls.title(of: label, in: scope.child("label"))
    let own = MenuState.of(scope.record)
    let expanded =
      isExpanded
      ?? Binding(get: { own.value }, set: { own.value = $0 })
    let owner = scope.record.owner
    let shown = expanded.wrappedValue
    var elements = [
      Element(
        .toggle(title: title, isOn: shown), isEnabled: scope.environment.isEnabled,
        actions: .init(tap: {
          ViewOwner.$current.withValue(owner) { expanded.wrappedValue.toggle() }
        }))
    ]
    if shown { elements += Evaluator.elements(of: content, in: scope.child("content")) }
    return elements
  }
}

extension DisclosureGroup where Label == Text {
  /// A group with a title.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(titleKey) }
  }
  /// A group with a title.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ label: S, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(label) }
  }
  /// A group with a title whose expansion is bound.
  public init(
    _ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content
  ) {
    self.init(isExpanded: isExpanded, content: content) { Text(titleKey) }
  }
  /// A group with a title whose expansion is bound.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ label: S, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content
  ) {
    self.init(isExpanded: isExpanded, content: content) { Text(label) }
  }
}

/// `.onTapGesture`: the view becomes a button a tap runs `action` on, titled by its texts.
struct TapModifier: ViewModifier, PrimitiveModifier {
  let action: () -> Void
  func body(content: Content) -> Never { primitiveBody() }
  func makeElements(content: some View, in scope: Scope) -> [Element] {
    let elements = Evaluator.elements(of: content, in: scope.child("m"))
    let owner = scope.record.owner
    let action = UncheckedSendable(action)
    let tap: @MainActor @Sendable () -> Void = {
      ViewOwner.$current.withValue(owner) { action.value() }
    }
    // A view that is already one control keeps it, with the gesture's tap; any other view
    // becomes a button of its texts, its controls (and row actions) after it.
    let controls = elements.filter { $0.actions.tap != nil || $0.isField || $0.kind == .toolbar }
    let title = Controls.titleOf(elements: elements.filter { $0.actions.tap == nil && !$0.isField })
    if controls.isEmpty || !title.isEmpty {
      return [
        Element(
          .button(title: title), isEnabled: scope.environment.isEnabled, actions: .init(tap: tap))
      ] + controls
    }
    return elements
  }
}

extension Controls {
  /// The title of a view made of `elements`: its texts, or its images' names.
  static func titleOf(elements: [Element]) -> String {
    let texts = Evaluator.texts(of: elements)
    if !texts.isEmpty { return texts.joined(separator: " ") }
    return elements.compactMap { element -> String? in
      if case .image(let name) = element.content { return name }
      return nil
    }.joined(separator: " ")
  }
}

extension View {
  /// Runs `action` when the view is tapped `count` times: a tap on the button the view becomes.
  public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View {
    modifier(TapModifier(action: action))
  }

  /// Runs `action` with where the view was tapped (its origin here).
  public func onTapGesture(
    count: Int = 1, coordinateSpace: CoordinateSpace = .local,
    perform action: @escaping (CGPoint) -> Void
  ) -> some View {
    modifier(TapModifier(action: { action(.zero) }))
  }

  /// A long press, accepted and not simulated: no command presses long.
  public func onLongPressGesture(
    minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10,
    perform action: @escaping () -> Void,
    onPressingChanged: ((Bool) -> Void)? = nil
  ) -> some View {
    look()
  }
}

/// A coordinate space, ignored.
public enum CoordinateSpace: Hashable {
  case global, local
  case named(AnyHashable)
}
