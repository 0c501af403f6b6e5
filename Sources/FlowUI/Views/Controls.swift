import FlowKit

/// What a button does, as SwiftUI's `ButtonRole`: an alert shows a cancel or destructive one so.
public struct ButtonRole: Equatable, Sendable {
  let name: String
  /// It deletes or removes something.
  public static let destructive = ButtonRole(name: "destructive")
  /// It cancels.
  public static let cancel = ButtonRole(name: "cancel")
  /// It closes.
  public static let close = ButtonRole(name: "close")
  /// It confirms.
  public static let confirm = ButtonRole(name: "confirm")
}

/// A control that runs an action when tapped, as SwiftUI's `Button`.
public struct Button<Label: View>: View, PrimitiveView {
  let label: Label
  let role: ButtonRole?
  let action: @MainActor () -> Void

  /// A button with a label made by `label`.
  @preconcurrency
  public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
    self.init(role: nil, action: action, label: label)
  }

  /// A button with a role and a label made by `label`.
  @preconcurrency
  public init(
    role: ButtonRole?, action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label
  ) {
    self.label = label()
    self.role = role
    self.action = action
  }

  public var body: Never { primitiveBody() }

  func makeElements(in scope: Scope) -> [Element] {
    let title = Controls.title(of: label, in: scope.child("label"))
    let owner = scope.buttons?.owner ?? scope.record.owner
    let action = UncheckedSendable(action)
    let run: @MainActor @Sendable () -> Void = {
      ViewOwner.$current.withValue(owner) { action.value() }
    }
    if let buttons = scope.buttons {
      buttons.buttons.append(
        .init(
          title: title, role: role, id: nil, isEnabled: scope.environment.isEnabled, action: run))
      return []
    }
    return [
      Element(
        .button(title: title), isEnabled: scope.environment.isEnabled, actions: .init(tap: run))
    ]
  }
}

extension Button where Label == Text {
  /// A button with a title.
  @preconcurrency
  public init(_ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void) {
    self.init(role: nil, action: action) { Text(titleKey) }
  }
  /// A button with a title.
  @_disfavoredOverload @preconcurrency
  public init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) {
    self.init(role: nil, action: action) { Text(title) }
  }
  /// A button with a title and a role.
  @preconcurrency
  public init(
    _ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping @MainActor () -> Void
  ) {
    self.init(role: role, action: action) { Text(titleKey) }
  }
  /// A button with a title and a role.
  @_disfavoredOverload @preconcurrency
  public init<S: StringProtocol>(
    _ title: S, role: ButtonRole?, action: @escaping @MainActor () -> Void
  ) {
    self.init(role: role, action: action) { Text(title) }
  }
}

extension Button where Label == FlowUI.Label<Text, Image> {
  /// A button with a title and a system symbol.
  @preconcurrency
  public init(
    _ titleKey: LocalizedStringKey, systemImage: String, action: @escaping @MainActor () -> Void
  ) {
    self.init(role: nil, action: action) { FlowUI.Label(titleKey, systemImage: systemImage) }
  }
  /// A button with a title and a system symbol.
  @_disfavoredOverload @preconcurrency
  public init<S: StringProtocol>(
    _ title: S, systemImage: String, action: @escaping @MainActor () -> Void
  ) {
    self.init(role: nil, action: action) { FlowUI.Label(title, systemImage: systemImage) }
  }
  /// A button with a title, a system symbol and a role.
  @preconcurrency
  public init(
    _ titleKey: LocalizedStringKey, systemImage: String, role: ButtonRole?,
    action: @escaping @MainActor () -> Void
  ) {
    self.init(role: role, action: action) { FlowUI.Label(titleKey, systemImage: systemImage) }
  }
}

/// Texts shared by the controls.
@MainActor
enum Controls {
  /// The title a control's label shows: its texts, or the name of its image.
  static func title(of label: any View, in scope: Scope) -> String {
    // The common label, a text, needs no evaluation.
    if let text = label as? Text { return text.content }
    var inner = scope
    inner.buttons = nil
    return titleOf(elements: Evaluator.elements(of: label, in: inner))
  }
}

/// A field a user types a line into, as SwiftUI's `TextField`.
public struct TextField<Label: View>: View, PrimitiveView {
  let text: Binding<String>
  let prompt: Text?
  let label: Label
  /// iOS 13's `onCommit:`, run on return.
  var commit: (() -> Void)?

  /// A field with a label made by `label`.
  public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
    self.text = text
    self.prompt = prompt
    self.label = label()
  }

  public var body: Never { primitiveBody() }

  func makeElements(in scope: Scope) -> [Element] {
    Field.element(
      secure: false, text: text, prompt: prompt, label: label, in: Field.committing(commit, scope)
    ).map { [$0] } ?? []
  }
}

extension TextField where Label == Text {
  /// A field with a title, the placeholder.
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
    self.init(text: text, prompt: nil) { Text(titleKey) }
  }
  /// A field with a title, the placeholder.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
    self.init(text: text, prompt: nil) { Text(title) }
  }
  /// A field with a title and a prompt, the placeholder.
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
    self.init(text: text, prompt: prompt) { Text(titleKey) }
  }
  /// A field with a title and a prompt, the placeholder.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
    self.init(text: text, prompt: prompt) { Text(title) }
  }
  /// A field that grows along `axis`.
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>, axis: Axis) {
    self.init(text: text, prompt: nil) { Text(titleKey) }
  }
  /// A field that grows along `axis`.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, text: Binding<String>, axis: Axis) {
    self.init(text: text, prompt: nil) { Text(title) }
  }
  /// A field with a prompt that grows along `axis`.
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?, axis: Axis) {
    self.init(text: text, prompt: prompt) { Text(titleKey) }
  }
}

/// A field whose text is masked, as SwiftUI's `SecureField`.
public struct SecureField<Label: View>: View, PrimitiveView {
  let text: Binding<String>
  let prompt: Text?
  let label: Label
  /// iOS 13's `onCommit:`, run on return.
  var commit: (() -> Void)?

  /// A field with a label made by `label`.
  public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
    self.text = text
    self.prompt = prompt
    self.label = label()
  }

  public var body: Never { primitiveBody() }

  func makeElements(in scope: Scope) -> [Element] {
    Field.element(
      secure: true, text: text, prompt: prompt, label: label, in: Field.committing(commit, scope)
    ).map { [$0] } ?? []
  }
}

extension SecureField where Label == Text {
  /// A field with a title, the placeholder.
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
    self.init(text: text, prompt: nil) { Text(titleKey) }
  }
  /// A field with a title, the placeholder.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
    self.init(text: text, prompt: nil) { Text(title) }
  }
  /// A field with a title and a prompt.
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
    self.init(text: text, prompt: prompt) { Text(titleKey) }
  }
}

/// A field of many lines, as SwiftUI's `TextEditor`.
public struct TextEditor: View, PrimitiveView {
  let text: Binding<String>

  /// An editor of `text`.
  public init(text: Binding<String>) { self.text = text }

  public var body: Never { primitiveBody() }

  func makeElements(in scope: Scope) -> [Element] {
    Field.element(secure: false, text: text, prompt: nil, label: EmptyView(), in: scope).map {
      [$0]
    } ?? []
  }
}

/// How fields become elements.
@MainActor
enum Field {
  /// `scope`, with `commit` as what the return key runs when a field has one (iOS 13's
  /// `onCommit:`, which `.onSubmit` came to replace).
  static func committing(_ commit: (() -> Void)?, _ scope: Scope) -> Scope {
    guard let commit else { return scope }
    var scope = scope
    let action = UncheckedSendable(commit)
    scope.environment.submit = { action.value() }
    return scope
  }

  static func element(
    secure: Bool, text: Binding<String>, prompt: Text?, label: any View, in scope: Scope
  ) -> Element? {
    let title = Controls.title(of: label, in: scope.child("label"))
    let placeholder = prompt?.content ?? title
    let value = text.wrappedValue
    let focus = scope.environment.focus
    let owner = scope.record.owner
    let setText: @MainActor @Sendable (String) -> Void = { typed in
      ViewOwner.$current.withValue(owner) {
        focus?.focus()
        text.wrappedValue = typed
      }
    }
    // Among an alert's actions, a field of the alert.
    if let collector = scope.buttons {
      let taken = Set(collector.fields.map(\.id))
      let base = ElementIDs.derive(from: title.isEmpty ? placeholder : title, kind: "field")
      var id = base
      var count = 1
      while taken.contains(id) {
        count += 1
        id = base + String(count)
      }
      let context = scope.graph.context
      let fieldID = id
      collector.fields.append(
        FlowKit.Alert.Field(
          placeholder: placeholder, text: value, id: id, isSecure: secure,
          setText: { typed in
            setText(typed)
            // The alert shows what was typed, as its field does on a phone.
            context.setAlertField(id: fieldID, text: typed)
          }))
      return nil
    }
    let submit = scope.environment.submit.map { action in
      let action = UncheckedSendable(action)
      return { @MainActor @Sendable in ViewOwner.$current.withValue(owner) { action.value() } }
    }
    return Element(
      secure
        ? .secureField(text: value, placeholder: placeholder)
        : .textField(text: value, placeholder: placeholder),
      isEnabled: scope.environment.isEnabled, actions: .init(setText: setText, submit: submit)
    )
    // The title is what VoiceOver reads, beside a prompt or as the placeholder: it names the
    // field for a target (`type "Email" ...`).
    .with(accessibilityLabel: title.isEmpty ? nil : title)
  }
}

/// A switch, as SwiftUI's `Toggle`: a tap flips it.
public struct Toggle<Label: View>: View, PrimitiveView {
  let isOn: Binding<Bool>
  let label: Label

  /// A toggle with a label made by `label`.
  public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
    self.isOn = isOn
    self.label = label()
  }

  public var body: Never { primitiveBody() }

  func makeElements(in scope: Scope) -> [Element] {
    let isOn = isOn
    let owner = scope.record.owner
    return [
      Element(
        .toggle(
          title: Controls.title(of: label, in: scope.child("label")), isOn: isOn.wrappedValue),
        isEnabled: scope.environment.isEnabled,
        actions: .init(tap: {
          ViewOwner.$current.withValue(owner) { isOn.wrappedValue.toggle() }
        }))
    ]
  }
}

extension Toggle where Label == Text {
  /// A toggle with a title.
  public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {
    self.init(isOn: isOn) { Text(titleKey) }
  }
  /// A toggle with a title.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
    self.init(isOn: isOn) { Text(title) }
  }
}

/// A choice of one of several options, as SwiftUI's `Picker`: shown as its title, then its
/// options in a row with the selected one marked, each tapped to select it.
public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View, PrimitiveView {
  let selection: Binding<SelectionValue>
  let label: Label
  let content: Content

  /// A picker of the options `content` makes, each with a `.tag`.
  public init(
    selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content,
    @ViewBuilder label: () -> Label
  ) {
    self.selection = selection
    self.content = content()
    self.label = label()
  }

  public var body: Never { primitiveBody() }

  func makeElements(in scope: Scope) -> [Element] {
    let title = Controls.title(of: label, in: scope.child("label"))
    let selection = selection
    let current = AnyHashable(selection.wrappedValue)
    let owner = scope.record.owner
    let base = ElementIDs.derive(from: title, kind: "picker")
    let options = Evaluator.leaves(of: content, in: scope.child("options")).compactMap {
      leaf -> Element? in
      guard let tag = Tags.tag(of: leaf.view) ?? leaf.scope.implicitTag else { return nil }
      let optionTitle = Controls.title(of: leaf.view, in: leaf.scope)
      let value = UncheckedSendable(tag)
      return Element(
        .tab(title: optionTitle, isSelected: tag == current),
        id: base + ElementIDs.capitalized(ElementIDs.derive(from: optionTitle, kind: "option")),
        isEnabled: scope.environment.isEnabled,
        actions: .init(tap: {
          guard let chosen = value.value.base as? SelectionValue else { return }
          ViewOwner.$current.withValue(owner) { selection.wrappedValue = chosen }
        }))
    }
    var elements: [Element] = []
    if !title.isEmpty { elements.append(Element(.label(title))) }
    elements.append(Element(.tabs, children: options))
    return elements
  }
}

extension Picker where Label == Text {
  /// A picker with a title.
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>,
    @ViewBuilder content: () -> Content
  ) {
    self.init(selection: selection, content: content) { Text(titleKey) }
  }
  /// A picker with a title.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content
  ) {
    self.init(selection: selection, content: content) { Text(title) }
  }
}

/// A control that steps a value up and down, as SwiftUI's `Stepper`: its label, then `-` and
/// `+` buttons, each disabled at its bound.
public struct Stepper<Label: View>: View, PrimitiveView {
  let label: Label
  let onIncrement: (@MainActor () -> Void)?
  let onDecrement: (@MainActor () -> Void)?

  /// A stepper that calls `onIncrement` and `onDecrement`.
  public init(
    @ViewBuilder label: () -> Label, onIncrement: (@MainActor () -> Void)?,
    onDecrement: (@MainActor () -> Void)?, onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.label = label()
    self.onIncrement = onIncrement
    self.onDecrement = onDecrement
  }

  /// A stepper of `value` within `bounds`.
  public init<V: Strideable>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.label = label()
    let bounds = UncheckedSendable(bounds)
    let step = UncheckedSendable(step)
    let upper = bounds.value.upperBound
    let lower = bounds.value.lowerBound
    let current = value.wrappedValue
    if current < upper {
      onIncrement = {
        let next = value.wrappedValue.advanced(by: step.value)
        value.wrappedValue = next < upper ? next : upper
      }
    } else {
      onIncrement = nil
    }
    if current > lower {
      onDecrement = {
        let next = value.wrappedValue.advanced(by: -step.value)
        value.wrappedValue = next > lower ? next : lower
      }
    } else {
      onDecrement = nil
    }
  }

  /// A stepper of `value`, without bounds.
  public init<V: Strideable>(
    value: Binding<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.label = label()
    let step = UncheckedSendable(step)
    onIncrement = { value.wrappedValue = value.wrappedValue.advanced(by: step.value) }
    onDecrement = { value.wrappedValue = value.wrappedValue.advanced(by: -step.value) }
  }

  public var body: Never { primitiveBody() }

  func makeElements(in scope: Scope) -> [Element] {
    let title = Controls.title(of: label, in: scope.child("label"))
    // Its label usually shows its value ("Priority 2"): the id leaves the numbers out, so it
    // stays as the value changes.
    let words = title.split(separator: " ").filter { !$0.allSatisfy { $0.isNumber } }
    let base = ElementIDs.derive(from: words.joined(separator: " "), kind: "stepper")
    let owner = scope.record.owner
    func button(_ symbol: String, _ name: String, _ action: (@MainActor () -> Void)?) -> Element {
      let action = UncheckedSendable(action)
      return Element(
        .button(title: symbol), id: base + name,
        isEnabled: scope.environment.isEnabled && action.value != nil,
        actions: .init(tap: { ViewOwner.$current.withValue(owner) { action.value?() } }))
    }
    return [
      Element(.label(title)),
      Element(
        .toolbar,
        children: [
          button("-", "Decrement", onDecrement), button("+", "Increment", onIncrement),
        ]),
    ]
  }
}

extension Stepper where Label == Text {
  /// A stepper with a title of `value` within `bounds`.
  public init<V: Strideable>(
    _ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>,
    step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.init(value: value, in: bounds, step: step) { Text(titleKey) }
  }
  /// A stepper with a title of `value` within `bounds`.
  @_disfavoredOverload
  public init<S: StringProtocol, V: Strideable>(
    _ title: S, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.init(value: value, in: bounds, step: step) { Text(title) }
  }
  /// A stepper with a title of `value`.
  public init<V: Strideable>(
    _ titleKey: LocalizedStringKey, value: Binding<V>, step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.init(value: value, step: step) { Text(titleKey) }
  }
  /// A stepper with a title that calls `onIncrement` and `onDecrement`.
  public init(
    _ titleKey: LocalizedStringKey, onIncrement: (@MainActor () -> Void)?,
    onDecrement: (@MainActor () -> Void)?, onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.init(label: { Text(titleKey) }, onIncrement: onIncrement, onDecrement: onDecrement)
  }
}

/// Work in progress, as SwiftUI's `ProgressView`: "Loading…" or its title, busy while it shows
/// (so `test --faults` reports one that never goes).
public struct ProgressView<Label: View, CurrentValueLabel: View>: View, PrimitiveView {
  let label: Label?
  let fraction: Double?

  public var body: Never { primitiveBody() }

  func makeElements(in scope: Scope) -> [Element] {
    var title = label.map { Controls.title(of: $0, in: scope.child("label")) } ?? ""
    if title.isEmpty { title = "Loading…" }
    guard let fraction else { return [Element(.label(title), isBusy: true)] }
    let percent = Int((fraction * 100).rounded())
    return [Element(.label("\(title) \(percent)%"), isBusy: fraction < 1)]
  }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
  /// An indicator with no title.
  public init() {
    label = nil
    fraction = nil
  }
  /// An indicator of `value` out of `total`.
  public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
    label = nil
    fraction = value.map { total > 0 ? Double($0 / total) : 0 }
  }
}

extension ProgressView where CurrentValueLabel == EmptyView {
  /// An indicator with a label made by `label`.
  public init(@ViewBuilder label: () -> Label) {
    self.label = label()
    fraction = nil
  }
}

extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
  /// An indicator with a title.
  public init(_ titleKey: LocalizedStringKey) {
    label = Text(titleKey)
    fraction = nil
  }
  /// An indicator with a title.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S) {
    label = Text(title)
    fraction = nil
  }
  /// An indicator with a title of `value` out of `total`.
  public init<V: BinaryFloatingPoint>(_ titleKey: LocalizedStringKey, value: V?, total: V = 1.0) {
    label = Text(titleKey)
    fraction = value.map { total > 0 ? Double($0 / total) : 0 }
  }
}

/// What a screen shows when it has nothing to show, as SwiftUI's `ContentUnavailableView`.
public struct ContentUnavailableView<Label: View, Description: View, Actions: View>: View,
  PrimitiveView
{
  let label: Label
  let description: Description
  let actions: Actions

  /// A view of a label, a description and actions.
  public init(
    @ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description = { EmptyView() },
    @ViewBuilder actions: () -> Actions = { EmptyView() }
  ) {
    self.label = label()
    self.description = description()
    self.actions = actions()
  }

  public var body: Never { primitiveBody() }

  func makeElements(in scope: Scope) -> [Element] {
    var elements = [Element(.empty(Controls.title(of: label, in: scope.child("label"))))]
    let details = Evaluator.texts(of: Evaluator.elements(of: description, in: scope.child("d")))
    if !details.isEmpty { elements.append(Element(.label(details.joined(separator: " ")))) }
    elements += Evaluator.elements(of: actions, in: scope.child("actions"))
    return elements
  }
}

extension ContentUnavailableView
where
  Label == FlowUI.Label<Text, Image>, Description == Text?,
  Actions == EmptyView
{
  /// A view of a title, a system symbol and a description.
  public init(_ title: LocalizedStringKey, systemImage name: String, description: Text? = nil) {
    self.init(
      label: { FlowUI.Label(title, systemImage: name) }, description: { description },
      actions: { EmptyView() })
  }
  /// A view of a title, a system symbol and a description.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, systemImage name: String, description: Text? = nil) {
    self.init(
      label: { FlowUI.Label(title, systemImage: name) }, description: { description },
      actions: { EmptyView() })
  }

  /// The view a search with no results shows.
  public static var search: ContentUnavailableView<FlowUI.Label<Text, Image>, Text?, EmptyView> {
    ContentUnavailableView("No Results", systemImage: "magnifyingglass")
  }

  /// The view a search for `text` with no results shows.
  public static func search(text: String) -> ContentUnavailableView<
    FlowUI.Label<Text, Image>, Text?, EmptyView
  > {
    ContentUnavailableView(
      "No Results for \"\(text)\"", systemImage: "magnifyingglass",
      description: Text("Check the spelling or try a new search."))
  }
}
