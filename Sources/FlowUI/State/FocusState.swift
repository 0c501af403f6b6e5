import FlowKit

/// Which field has the keyboard, as SwiftUI's `@FocusState`. Typing into a field with
/// `.focused` gives it the focus.
@propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty {
  let state: State<Value>

  /// A focus state that says whether one field has the focus.
  public init() where Value == Bool { state = State(wrappedValue: false) }
  /// A focus state that says which field has the focus, if any.
  public init<T: Hashable>() where Value == T? { state = State(wrappedValue: nil) }

  /// The field with the focus.
  @MainActor public var wrappedValue: Value {
    get { state.wrappedValue }
    nonmutating set { state.wrappedValue = newValue }
  }

  /// A binding for `.focused`.
  public var projectedValue: FocusState<Value>.Binding { Binding(binding: state.projectedValue) }

  /// A binding to a focus state, for `.focused(_:)` and `.focused(_:equals:)`.
  @propertyWrapper
  public struct Binding {
    let binding: FlowUI.Binding<Value>
    /// The field with the focus.
    @MainActor public var wrappedValue: Value {
      get { binding.wrappedValue }
      nonmutating set { binding.wrappedValue = newValue }
    }
    /// The binding itself.
    public var projectedValue: FocusState<Value>.Binding { self }
  }
}

extension FocusState: DynamicSlot {
  func install(in scope: Scope, index: Int) -> InstallProblem? {
    state.install(in: scope, index: index)
  }
}

/// What a field sets when it takes the focus.
@MainActor
struct FocusTarget {
  let focus: @MainActor () -> Void
}

extension View {
  /// Gives this field the focus state: typing into it sets `condition` true.
  public func focused(_ condition: FocusState<Bool>.Binding) -> some View {
    environmentChange { $0.focus = FocusTarget { condition.wrappedValue = true } }
  }

  /// Gives this field the focus state: typing into it sets `binding` to `value`.
  public func focused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value)
    -> some View
  {
    let value = UncheckedSendable(value)
    return environmentChange { $0.focus = FocusTarget { binding.wrappedValue = value.value } }
  }
}
