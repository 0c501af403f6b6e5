import FlowKit
import Observation

/// A value a view owns, as SwiftUI's `@State`: it lives while the view stays at its place, and a
/// change evaluates the views that read it again.
@propertyWrapper
public struct State<Value>: DynamicProperty {
  let slot: StateSlot<Value>

  /// A state with `wrappedValue` as its first value.
  public init(wrappedValue value: Value) { slot = StateSlot(initial: value) }
  /// A state with `value` as its first value.
  public init(initialValue value: Value) { slot = StateSlot(initial: value) }

  /// The value now.
  public var wrappedValue: Value {
    get { slot.storage?.value ?? slot.initial }
    nonmutating set {
      if let storage = slot.storage {
        storage.value = newValue
      } else {
        slot.initial = newValue
      }
    }
  }

  /// A binding to the value.
  public var projectedValue: Binding<Value> {
    let slot = slot
    return Binding(
      get: { slot.storage?.value ?? slot.initial },
      set: { value in
        if let storage = slot.storage { storage.value = value } else { slot.initial = value }
      })
  }
}

extension State where Value: ExpressibleByNilLiteral {
  /// A state that starts as nil.
  public init() { self.init(wrappedValue: nil) }
}

extension State: DynamicSlot {
  func install(in scope: Scope, index: Int) -> InstallProblem? {
    let record = scope.record
    if let storage = record.states[index] as? StateStorage<Value> {
      slot.storage = storage
    } else {
      let storage = StateStorage(slot.initial)
      record.states[index] = storage
      slot.storage = storage
    }
    return nil
  }
}

/// Where a `@State` property finds its value: the storage at its view's place, once installed.
@MainActor
final class StateSlot<Value> {
  var initial: Value
  var storage: StateStorage<Value>?
  init(initial: Value) { self.initial = initial }
}

/// The value of a `@State` at a view's place; observed, so a body that read it is evaluated
/// again when it changes.
///
/// Observed by hand rather than by `@Observable`: the macro names `\.value` at every read, and
/// a key path into a generic class is made anew each time (a tenth of a SwiftUI walk's time).
/// This one is made once, with the storage.
@MainActor
final class StateStorage<Value>: Observable {
  private var stored: Value
  private let registrar = ObservationRegistrar()
  private let path: KeyPath<StateStorage<Value>, Value>

  init(_ value: Value) {
    stored = value
    path = \StateStorage<Value>.value
  }

  var value: Value {
    get {
      registrar.access(self, keyPath: path)
      return stored
    }
    set {
      // As `@Observable` does: setting a value equal to the one held tells no observer.
      if let old = stored as? any Equatable, Self.equal(old, newValue) {
        stored = newValue
        return
      }
      registrar.withMutation(of: self, keyPath: path) { stored = newValue }
    }
  }

  private static func equal<Old: Equatable>(_ old: Old, _ new: Value) -> Bool {
    (new as? Old) == old
  }
}

/// A property that flowsim updates before a body is evaluated, as SwiftUI's `DynamicProperty`.
@MainActor @preconcurrency
public protocol DynamicProperty {
  /// Called before the body is evaluated.
  mutating func update()
}

extension DynamicProperty {
  /// Nothing to update.
  public mutating func update() {}
}
