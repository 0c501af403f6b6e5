/// A property that publishes its changes, as Combine's `@Published`: in an
/// ``ObservableObject``, each change first sends the object's `objectWillChange`; `$property` is
/// a publisher of its values (the current one first, then each new one as it is set).
@propertyWrapper
public struct Published<Value> {
  let box: PublishedBox<Value>

  /// A property holding `value` at first.
  public init(wrappedValue value: Value) { box = PublishedBox(value) }
  /// A property holding `value` at first.
  public init(initialValue value: Value) { self.init(wrappedValue: value) }

  /// Only a class's property publishes: read and write it through the object.
  @available(*, unavailable, message: "@Published is only available on properties of classes")
  public var wrappedValue: Value {
    get { box.value }
    nonmutating set { box.publish(newValue) }
  }

  /// The publisher of the property's values.
  public var projectedValue: Publisher {
    get { Publisher(box: box) }
    set {}
  }

  /// Reads and writes the property of `object`, sending its `objectWillChange` before a write.
  public static subscript<EnclosingSelf: AnyObject>(
    _enclosingInstance object: EnclosingSelf,
    wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
    storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
  ) -> Value {
    get { object[keyPath: storageKeyPath].box.value }
    set {
      let box = object[keyPath: storageKeyPath].box
      if box.sharedPublisher == nil, let observable = object as? any ObservableObject {
        box.sharedPublisher = willChangePublisher(of: observable)
      }
      box.publish(newValue)
    }
  }

  /// The publisher of a `@Published` property, as `$property` gives it.
  public struct Publisher: Combine.Publisher {
    public typealias Output = Value
    public typealias Failure = Never
    let box: PublishedBox<Value>

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Value, S.Failure == Never {
      box.core.attach(subscriber, current: box.value)
    }
  }
}

private func willChangePublisher<O: ObservableObject>(of object: O) -> ObservableObjectPublisher? {
  object.objectWillChange as? ObservableObjectPublisher
}

extension Published: PublishedStorage {
  var sharedPublisher: ObservableObjectPublisher? {
    get { box.sharedPublisher }
    nonmutating set { box.sharedPublisher = newValue }
  }
}

/// A `@Published` property's value and the subscribers of its publisher.
final class PublishedBox<Value> {
  private(set) var value: Value
  let core = SubjectCore<Value, Never>()
  /// The publisher of the object the property is in, once known.
  var sharedPublisher: ObservableObjectPublisher?
  /// What `assign(to:)` attached, living as long as the property.
  var subscriptions: [AnyCancellable] = []
  init(_ value: Value) { self.value = value }

  /// Sets the value as Combine does: the object's `objectWillChange` first, then the
  /// property's subscribers with the new value, which the property holds only after them (they
  /// run in its `willSet`).
  func publish(_ newValue: Value) {
    sharedPublisher?.send()
    core.send(newValue)
    value = newValue
  }
}

extension Publisher where Failure == Never {
  /// Writes each value to a `@Published` property (`assign(to: &$property)`), for as long as the
  /// property's object lives.
  public func assign(to published: inout Published<Output>.Publisher) {
    let box = published.box
    // The subscription lives with the property's storage, as Combine's does.
    box.subscriptions.append(sink { [weak box] value in box?.publish(value) })
  }
}
