import FlowKit
import Observation
import Synchronization

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

/// The value of a `@State` at a view's place; watched, so a body that read it is evaluated
/// again when it changes.
///
/// Watched by the evaluations that read it (``StateReader``) rather than through Observation:
/// a screen's evaluation reads most of its views' state, and Observation's registrar, keyed by
/// key paths, made each read and each change several times dearer (a fifth of the time of
/// typing into a SwiftUI field).
@MainActor
final class StateStorage<Value> {
  private var stored: Value
  /// The evaluations that read it since it last changed, the last one last.
  private var readers: [StateReader] = []

  init(_ value: Value) {
    stored = value
  }

  var value: Value {
    get {
      if let reader = StateReader.current { note(reader) }
      return stored
    }
    set {
      // As `@Observable` does: setting a value equal to the one held tells no reader.
      if let old = stored as? any Equatable, Self.equal(old, newValue) {
        stored = newValue
        return
      }
      stored = newValue
      // An evaluation under way is not told of what it changes itself (Observation watches
      // only once the evaluation is done); it goes on watching what it read.
      let told = readers
      readers = told.filter(\.isEvaluating)
      for reader in told where !reader.isEvaluating { reader.tell() }
    }
  }

  private func note(_ reader: StateReader) {
    if readers.last === reader { return }
    readers.removeAll { !$0.isWatching }
    if !readers.contains(where: { $0 === reader }) { readers.append(reader) }
  }

  private static func equal<Old: Equatable>(_ old: Old, _ new: Value) -> Bool {
    (new as? Old) == old
  }
}

/// One evaluation of a screen, as what it reads sees it: the first change to any of it (a
/// `@State` it read, or an observable model, through Observation) asks for the next
/// evaluation, once, as Observation's tracking does; a later evaluation of the screen, or its
/// end, stops it, so that a change seen only by an evaluation that is over asks for nothing.
final class StateReader: Sendable {
  /// The evaluation reading now, if any.
  @MainActor static var current: StateReader?

  private struct State {
    var isWatching = true
    var isEvaluating = false
  }
  // Guarded by this Mutex: Observation tells of a model's change on whatever thread made it.
  private let state = Mutex(State())
  private let changed: @Sendable () -> Void

  init(_ changed: @escaping @Sendable () -> Void) { self.changed = changed }

  /// Whether a change is still news to it.
  var isWatching: Bool { state.withLock { $0.isWatching } }
  /// Whether its evaluation is under way.
  var isEvaluating: Bool { state.withLock { $0.isEvaluating } }

  /// Runs `evaluation` as this reader's.
  @MainActor func reading<T>(_ evaluation: () -> T) -> T {
    let outer = Self.current
    Self.current = self
    state.withLock { $0.isEvaluating = true }
    defer {
      Self.current = outer
      state.withLock { $0.isEvaluating = false }
    }
    return evaluation()
  }

  /// What it read changed.
  func tell() {
    let news = state.withLock { state in
      defer { state.isWatching = false }
      return state.isWatching
    }
    if news { changed() }
  }

  /// The screen was evaluated again, or left: what this evaluation read no longer matters.
  func stop() { state.withLock { $0.isWatching = false } }
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
