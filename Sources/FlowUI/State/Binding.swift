import FlowKit

/// Reads and writes a value owned elsewhere, as SwiftUI's `Binding`.
///
/// SwiftUI declares its closures `@isolated(any) @Sendable`; here they are `@MainActor
/// @Sendable`, which the same closures in a view (a main-actor context) satisfy, so that a
/// binding is read and written synchronously on the main actor, where views are evaluated.
@propertyWrapper @dynamicMemberLookup
public struct Binding<Value> {
  private let getValue: @MainActor @Sendable () -> Value
  private let setValue: @MainActor @Sendable (Value) -> Void

  /// A binding of closures that read and write the value.
  @preconcurrency
  public init(
    get: @escaping @MainActor @Sendable () -> Value,
    set: @escaping @MainActor @Sendable (Value) -> Void
  ) {
    getValue = get
    setValue = set
  }

  /// A binding of closures that read and write the value, with a transaction (ignored).
  @preconcurrency
  public init(
    get: @escaping @MainActor @Sendable () -> Value,
    set: @escaping @MainActor @Sendable (Value, Transaction) -> Void
  ) {
    getValue = get
    setValue = { set($0, Transaction()) }
  }

  /// A binding to the value of another binding.
  public init(projectedValue: Binding<Value>) { self = projectedValue }

  /// A binding to a value that never changes.
  public static func constant(_ value: Value) -> Binding<Value> {
    let box = UncheckedSendable(value)
    return Binding(get: { box.value }, set: { _ in })
  }

  /// The value.
  @MainActor public var wrappedValue: Value {
    get { getValue() }
    nonmutating set { setValue(newValue) }
  }

  /// The binding itself.
  public var projectedValue: Binding<Value> { self }

  /// A binding to a property of the value.
  public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>)
    -> Binding<Subject>
  {
    let (get, set) = (getValue, setValue)
    let path = UncheckedSendable(keyPath)
    return Binding<Subject>(
      get: { get()[keyPath: path.value] },
      set: { subject in
        var value = get()
        value[keyPath: path.value] = subject
        set(value)
      })
  }
}

extension Binding {
  /// A binding to an optional value, from a binding to the value.
  public init<V>(_ base: Binding<V>) where Value == V? {
    self.init(get: { base.wrappedValue }, set: { if let value = $0 { base.wrappedValue = value } })
  }

  /// A binding to the value of a binding to an optional, when it is not nil.
  @MainActor
  public init?(_ base: Binding<Value?>) {
    guard let value = base.wrappedValue else { return nil }
    let last = UncheckedSendable(value)
    self.init(get: { base.wrappedValue ?? last.value }, set: { base.wrappedValue = $0 })
  }
}

// Its closures are Sendable and run on the main actor, so a binding can go anywhere.
extension Binding: Sendable {}

/// The context of a change (animations), accepted and ignored.
public struct Transaction {
  /// An empty transaction.
  public init() {}
  /// A transaction with an animation, ignored.
  public init(animation: Animation?) {}
  /// The animation, always nil here.
  public var animation: Animation?
}

/// A value a Sendable closure captures that is used on the main actor only (a key path, an
/// index), where views are evaluated.
struct UncheckedSendable<Value>: @unchecked Sendable {
  // No lock: what makes it safe is the main actor. Every closure that captures one is
  // `@MainActor` (a binding's, an element's action), so the value is only ever read there,
  // where it was made.
  let value: Value
  init(_ value: Value) { self.value = value }
}
