import FlowKit

// SwiftUI's wrappers of Combine's `ObservableObject`, with its semantics: a `@StateObject` is
// made once per view identity; `objectWillChange` evaluates again the views that hold the object
// (`@StateObject`, `@ObservedObject`, `@EnvironmentObject`), after the change it announces.

/// An observable object a view makes and owns, as SwiftUI's `@StateObject`: made the first time
/// the view appears at its place, kept while it stays there.
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
  let slot: ObjectSlot<ObjectType>

  /// A state object made by `thunk`, once, when the view is first installed at its place.
  public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
    slot = ObjectSlot(make: thunk)
  }

  /// The object.
  @MainActor public var wrappedValue: ObjectType { slot.object() }

  /// Bindings to the object's properties: `$model.name`.
  @MainActor public var projectedValue: ObservedObject<ObjectType>.Wrapper {
    ObservedObject<ObjectType>.Wrapper(object: slot.object())
  }
}

extension StateObject: DynamicSlot {
  func install(in scope: Scope, index: Int) -> InstallProblem? {
    let record = scope.record
    if let kept = record.states[index] as? ObjectType {
      slot.installed = kept
    } else {
      let object = slot.object()
      record.states[index] = object
      slot.installed = object
    }
    if let object = slot.installed { ObjectWatch.watch(object, at: index, in: record) }
    return nil
  }
}

/// An observable object a view is given, as SwiftUI's `@ObservedObject`: the view is evaluated
/// again each time the object says it will change.
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
  /// The object.
  public var wrappedValue: ObjectType

  /// Observes `wrappedValue`.
  public init(wrappedValue: ObjectType) { self.wrappedValue = wrappedValue }
  /// Observes `initialValue`.
  public init(initialValue: ObjectType) { wrappedValue = initialValue }

  /// Bindings to the object's properties: `$model.name`.
  public var projectedValue: Wrapper { Wrapper(object: wrappedValue) }

  /// Makes bindings to the properties of an observed object.
  @dynamicMemberLookup
  public struct Wrapper {
    let object: ObjectType
    /// A binding to a property of the object.
    public subscript<Subject>(
      dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>
    ) -> Binding<Subject> {
      Binding(object, keyPath)
    }
  }
}

extension ObservedObject: DynamicSlot {
  func install(in scope: Scope, index: Int) -> InstallProblem? {
    ObjectWatch.watch(wrappedValue, at: index, in: scope.record)
    return nil
  }
}

/// An observable object that a view above provided with `.environmentObject(_:)`, as SwiftUI's
/// `@EnvironmentObject`.
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty {
  let slot = EnvironmentSlot<ObjectType>()

  /// Reads the object of its type from the environment.
  public init() {}

  /// The object.
  @MainActor public var wrappedValue: ObjectType {
    // Installed before every body: a view whose object is missing is not evaluated, and the
    // omission is reported once, at the view that reads it.
    guard let object = slot.value else {
      preconditionFailure(
        "@EnvironmentObject \(ObjectType.self) read outside a body: no view above provides it")
    }
    return object
  }

  /// Bindings to the object's properties: `$model.name`.
  @MainActor public var projectedValue: Wrapper { Wrapper(object: wrappedValue) }

  /// Makes bindings to the properties of an environment object.
  public typealias Wrapper = ObservedObject<ObjectType>.Wrapper
}

extension EnvironmentObject: DynamicSlot {
  func install(in scope: Scope, index: Int) -> InstallProblem? {
    guard let object = scope.environment.object(ObjectType.self) else {
      let name = String(describing: ObjectType.self)
      return InstallProblem(
        problem: "no view above provides the \(name) that @EnvironmentObject reads",
        fix: "add .environmentObject(\(name.prefix(1).lowercased() + name.dropFirst())) to a "
          + "view above it, or to the root view the app is made with")
    }
    slot.value = object
    ObjectWatch.watch(object, at: index, in: scope.record)
    return nil
  }
}

extension View {
  /// Provides `object` to the views below, for `@EnvironmentObject`.
  public func environmentObject<T: ObservableObject>(_ object: T) -> some View {
    environmentChange { $0.setObject(object, as: T.self) }
  }
}

/// Where a `@StateObject` finds its object: made once, kept at its view's place once installed.
@MainActor
final class ObjectSlot<ObjectType: AnyObject> {
  let make: () -> ObjectType
  var installed: ObjectType?
  init(make: @escaping () -> ObjectType) { self.make = make }

  /// The object: the one at the view's place, or one made now for a view not yet installed.
  func object() -> ObjectType {
    if let installed { return installed }
    let object = make()
    installed = object
    return object
  }
}

/// Connects a view to an observable object's `objectWillChange`: a change the object announces
/// evaluates the view's screen again, after the change (the evaluation is a job of its own).
@MainActor
enum ObjectWatch {
  /// Watches `object` for the view at `record`, its `index`-th property, while the body that
  /// is being evaluated is observed.
  static func watch<O: ObservableObject>(_ object: O, at index: Int, in record: NodeRecord) {
    let key = "objectWillChange.\(index)"
    let watched: Watched
    if let kept = record.values[key] as? Watched, kept.object === object {
      watched = kept
    } else {
      let signal = ChangeSignal()
      let subscription = object.objectWillChange.sink { _ in signal.fire() }
      watched = Watched(object: object, signal: signal, subscription: subscription)
      record.values[key] = watched
    }
    watched.signal.track()
  }

  /// An object a view watches, and its subscription.
  final class Watched {
    let object: AnyObject
    let signal: ChangeSignal
    let subscription: AnyCancellable
    init(object: AnyObject, signal: ChangeSignal, subscription: AnyCancellable) {
      self.object = object
      self.signal = signal
      self.subscription = subscription
    }
  }
}

/// A change an evaluation can observe: read while a body is evaluated, fired when an object it
/// watches announces a change.
final class ChangeSignal: Observable, Sendable {
  private let registrar = ObservationRegistrar()
  /// What observation tracks: the signal has no value, only changes.
  var generation: Int { 0 }
  /// Makes the evaluation under way depend on this signal.
  func track() { registrar.access(self, keyPath: \.generation) }
  /// Tells the evaluations that depend on it.
  func fire() { registrar.withMutation(of: self, keyPath: \.generation) {} }
}
