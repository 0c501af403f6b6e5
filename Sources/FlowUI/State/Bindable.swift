import FlowKit

/// Makes bindings to the properties of an observable object, as SwiftUI's `@Bindable`.
@propertyWrapper @dynamicMemberLookup
public struct Bindable<Value> {
  /// The object.
  public var wrappedValue: Value
  /// The bindable itself, for `$model.name`.
  public var projectedValue: Bindable<Value> { self }

  /// A bindable of `wrappedValue`.
  public init(wrappedValue: Value) where Value: AnyObject & Observable {
    self.wrappedValue = wrappedValue
  }

  /// A bindable of `wrappedValue`, inline: `TextField("Title", text: Bindable(book).title)`.
  public init(_ wrappedValue: Value) where Value: AnyObject & Observable {
    self.wrappedValue = wrappedValue
  }

  /// A bindable from another's projected value.
  public init(projectedValue: Bindable<Value>) { self = projectedValue }

  /// A binding to a property of the object.
  public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>)
    -> Binding<Subject>
  {
    Binding(wrappedValue, keyPath)
  }
}

extension Binding {
  /// A binding to the property at `keyPath` of `object`: what `@Bindable`, `@ObservedObject`
  /// and `@EnvironmentObject` give for `$model.name`.
  init<Root>(_ object: Root, _ keyPath: ReferenceWritableKeyPath<Root, Value>) {
    let object = UncheckedSendable(object)
    let path = UncheckedSendable(keyPath)
    self.init(
      get: { object.value[keyPath: path.value] },
      set: { object.value[keyPath: path.value] = $0 })
  }
}
