import FlowKit

/// `.onAppear`, `.onDisappear`, `.task` and `.task(id:)`: what runs when the view at this place
/// appears, disappears or changes its id.
struct LifecycleModifier: ViewModifier, PrimitiveModifier {
  var onAppear: (() -> Void)?
  var onDisappear: (() -> Void)?
  var task: ((NodeRecord) -> Void)?
  /// For `.task(id:)`: the id now, and whether it differs from the one the task started for.
  var id: (any Equatable)?
  var differs: ((any Equatable) -> Bool)?

  func body(content: Content) -> Never { primitiveBody() }

  func makeElements(content: some View, in scope: Scope) -> [Element] {
    let record = scope.record
    let graph = scope.graph
    if let onDisappear {
      record.onDisappear = { ViewOwner.$current.withValue(record.owner) { onDisappear() } }
    }
    if graph.isVisible, record.appear() {
      let (onAppear, task, id) = (onAppear, task, id)
      graph.afterEvaluation {
        if let onAppear { ViewOwner.$current.withValue(record.owner) { onAppear() } }
        if let task {
          record.taskID = id
          task(record)
        }
      }
    } else if let id, let differs, let task, let old = record.taskID, differs(old) {
      // A new id: the task that runs is cancelled, and one starts for the new id.
      record.taskID = id
      graph.afterEvaluation { task(record) }
    }
    return Evaluator.elements(of: content, in: scope.child("m"))
  }
}

/// `.onChange(of:)`: runs after each change of the value the view sees.
struct ChangeModifier<V: Equatable>: ViewModifier, PrimitiveModifier {
  let value: V
  let initial: Bool
  let action: (V, V) -> Void

  func body(content: Content) -> Never { primitiveBody() }

  func makeElements(content: some View, in scope: Scope) -> [Element] {
    let record = scope.record
    let (value, action) = (value, action)
    if let old = record.lastValue as? V {
      if old != value {
        scope.graph.afterEvaluation {
          ViewOwner.$current.withValue(record.owner) { action(old, value) }
        }
      }
    } else if initial {
      scope.graph.afterEvaluation {
        ViewOwner.$current.withValue(record.owner) { action(value, value) }
      }
    }
    record.lastValue = value
    return Evaluator.elements(of: content, in: scope.child("m"))
  }
}

extension View {
  /// Runs `action` when this view appears.
  public func onAppear(perform action: (() -> Void)? = nil) -> some View {
    modifier(LifecycleModifier(onAppear: action))
  }

  /// Runs `action` when this view disappears.
  public func onDisappear(perform action: (() -> Void)? = nil) -> some View {
    modifier(LifecycleModifier(onDisappear: action))
  }

  /// Starts `action` when this view appears and cancels it when the view disappears.
  public func task(
    priority: TaskPriority = .userInitiated,
    @_inheritActorContext _ action: sending @escaping @isolated(any) () async -> Void
  ) -> some View {
    let action = UncheckedSendable(action)
    return modifier(LifecycleModifier(task: { record in record.start(action.value) }))
  }

  /// Starts `action` when this view appears and again, after cancelling the last, each time
  /// `id` changes; cancels it when the view disappears.
  public func task<T: Equatable>(
    id value: T, priority: TaskPriority = .userInitiated,
    @_inheritActorContext _ action: sending @escaping @isolated(any) () async -> Void
  ) -> some View {
    let action = UncheckedSendable(action)
    return modifier(
      LifecycleModifier(
        task: { record in record.start(action.value) }, id: value,
        differs: { old in (old as? T) != value }))
  }

  /// Runs `action` with the old and new value after each change of `value`; with `initial`,
  /// also when the view first appears.
  public func onChange<V: Equatable>(
    of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void
  ) -> some View {
    modifier(ChangeModifier(value: value, initial: initial, action: action))
  }

  /// Runs `action` after each change of `value`; with `initial`, also when the view first
  /// appears.
  public func onChange<V: Equatable>(
    of value: V, initial: Bool = false, _ action: @escaping () -> Void
  ) -> some View {
    modifier(ChangeModifier(value: value, initial: initial) { _, _ in action() })
  }

  /// Makes the lists below refreshable: `refresh` runs `action`, the list refreshing until it
  /// returns.
  public func refreshable(@_inheritActorContext action: @escaping @Sendable () async -> Void)
    -> some View
  {
    environmentChange { $0.refresh = RefreshAction(action: action) }
  }

  /// Adds a search field, `#search`, bound to `text`, first on the screen.
  public func searchable(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil
  ) -> some View {
    modifier(SearchModifier(text: text, prompt: prompt?.content))
  }

  /// Adds a search field with a prompt.
  public func searchable(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic,
    prompt: LocalizedStringKey
  ) -> some View {
    modifier(SearchModifier(text: text, prompt: prompt.text))
  }

  /// Adds a search field with a prompt.
  @_disfavoredOverload
  public func searchable<S: StringProtocol>(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S
  ) -> some View {
    modifier(SearchModifier(text: text, prompt: String(prompt)))
  }

  /// Runs `action` when the return key is pressed (`submit #field`) in a field below, or with
  /// `.search` in the field of `.searchable`.
  public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void)
    -> some View
  {
    let action = UncheckedSendable(action)
    return environmentChange { environment in
      let run: @MainActor () -> Void = { action.value() }
      if triggers.contains(.text) { environment.submit = run }
      if triggers.contains(.search) { environment.submitSearch = run }
    }
  }

  /// Disables the controls below when `disabled` is true.
  public func disabled(_ disabled: Bool) -> some View {
    environmentChange { if disabled { $0.isEnabled = false } }
  }

  /// Shows the content below as placeholders (`.placeholder`: busy, as while loading).
  public func redacted(reason: RedactionReasons) -> some View {
    environmentChange { $0.redactionReasons.formUnion(reason) }
  }

  /// Shows the content below as it is, even under `.redacted`.
  public func unredacted() -> some View {
    environmentChange { $0.redactionReasons = [] }
  }

  /// Gives this view an identity: a new `id` makes it a new view, whose state starts afresh.
  public func id<ID: Hashable>(_ id: ID) -> some View {
    modifier(IdentityModifier(id: AnyHashable(id)))
  }

  /// The id a command names this view by: `#identifier`.
  public func accessibilityIdentifier(_ identifier: String) -> some View {
    elementsChange { elements, _ in
      guard let index = elements.firstIndex(where: { $0.id == nil }) else { return elements }
      var elements = elements
      elements[index] = elements[index].with(id: identifier)
      return elements
    }
  }

  /// The label a command names this view by, instead of its text.
  public func accessibilityLabel(_ label: Text) -> some View { relabel(label.content) }
  /// The label a command names this view by, instead of its text.
  public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> some View {
    relabel(labelKey.text)
  }
  /// The label a command names this view by, instead of its text.
  @_disfavoredOverload
  public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View {
    relabel(String(label))
  }

  private func relabel(_ label: String) -> some View {
    // As on iOS: VoiceOver reads the label, and the screen still shows what the view draws.
    elementsChange { elements, _ in
      guard let first = elements.first else { return elements }
      var elements = elements
      elements[0] = first.with(accessibilityLabel: label)
      return elements
    }
  }
}

/// `.id(_:)`.
struct IdentityModifier: ViewModifier, PrimitiveModifier {
  let id: AnyHashable
  func body(content: Content) -> Never { primitiveBody() }
  func makeElements(content: some View, in scope: Scope) -> [Element] {
    Evaluator.elements(of: content, in: scope.child(id))
  }
}

/// `.searchable(text:)`.
struct SearchModifier: ViewModifier, PrimitiveModifier {
  let text: Binding<String>
  let prompt: String?
  func body(content: Content) -> Never { primitiveBody() }
  func makeElements(content: some View, in scope: Scope) -> [Element] {
    let text = text
    let owner = scope.record.owner
    let submit = scope.environment.submitSearch.map { action in
      let action = UncheckedSendable(action)
      return { @MainActor @Sendable in ViewOwner.$current.withValue(owner) { action.value() } }
    }
    scope.graph.search = Element(
      .textField(text: text.wrappedValue, placeholder: prompt ?? "Search"), id: "search",
      actions: .init(
        setText: { typed in
          ViewOwner.$current.withValue(owner) { text.wrappedValue = typed }
        }, submit: submit))
    var inner = scope.child("m")
    inner.environment.isSearching = !text.wrappedValue.isEmpty
    return Evaluator.elements(of: content, in: inner)
  }
}

/// Where a search field goes, ignored.
public struct SearchFieldPlacement: Sendable {
  let name: String
  public static let automatic = SearchFieldPlacement(name: "automatic")
  public static let toolbar = SearchFieldPlacement(name: "toolbar")
  public static let sidebar = SearchFieldPlacement(name: "sidebar")
  public static let navigationBarDrawer = SearchFieldPlacement(name: "navigationBarDrawer")
}

/// What `.onSubmit` answers, as SwiftUI's `SubmitTriggers`.
public struct SubmitTriggers: OptionSet, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// Text fields and secure fields.
  public static let text = SubmitTriggers(rawValue: 1)
  /// The field of `.searchable`.
  public static let search = SubmitTriggers(rawValue: 2)
}
