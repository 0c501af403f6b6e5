/// A cancellable that cancels when it is freed, as Combine's `AnyCancellable`: keep it (in a
/// property, or `store(in:)` a set) as long as the subscription should last.
public final class AnyCancellable: Cancellable, Hashable {
  private var action: (() -> Void)?

  /// Runs `cancel` when cancelled or freed.
  public init(_ cancel: @escaping () -> Void) { action = cancel }
  /// Cancels `canceller` when cancelled or freed.
  public init<C: Cancellable>(_ canceller: C) { action = canceller.cancel }

  /// Cancels, once.
  public func cancel() {
    let action = action
    self.action = nil
    action?()
  }

  deinit { action?() }

  /// Keeps this cancellable in `set`.
  public func store(in set: inout Set<AnyCancellable>) { set.insert(self) }
  /// Keeps this cancellable in `collection`.
  public func store<C: RangeReplaceableCollection>(in collection: inout C)
  where C.Element == AnyCancellable {
    collection.append(self)
  }

  public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool { lhs === rhs }
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension Cancellable {
  /// Keeps this cancellable in `set`, as an ``AnyCancellable``.
  public func store(in set: inout Set<AnyCancellable>) { AnyCancellable(self).store(in: &set) }
  /// Keeps this cancellable in `collection`, as an ``AnyCancellable``.
  public func store<C: RangeReplaceableCollection>(in collection: inout C)
  where C.Element == AnyCancellable {
    AnyCancellable(self).store(in: &collection)
  }
}

extension Subscribers {
  /// A subscriber that runs closures, as `sink` makes: it asks for every value.
  public final class Sink<Input, Failure: Error>: Subscriber, Cancellable,
    CustomStringConvertible
  {
    /// What runs for each value.
    public let receiveValue: (Input) -> Void
    /// What runs at the end.
    public let receiveCompletion: (Subscribers.Completion<Failure>) -> Void
    private var subscription: (any Subscription)?
    private var done = false

    /// A sink of the two closures.
    public init(
      receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
      receiveValue: @escaping (Input) -> Void
    ) {
      self.receiveCompletion = receiveCompletion
      self.receiveValue = receiveValue
    }

    public var description: String { "Sink" }

    public func receive(subscription: any Subscription) {
      guard self.subscription == nil, !done else { return subscription.cancel() }
      self.subscription = subscription
      subscription.request(.unlimited)
    }

    public func receive(_ value: Input) -> Subscribers.Demand {
      if !done { receiveValue(value) }
      return .none
    }

    public func receive(completion: Subscribers.Completion<Failure>) {
      guard !done else { return }
      done = true
      subscription = nil
      receiveCompletion(completion)
    }

    public func cancel() {
      done = true
      let subscription = subscription
      self.subscription = nil
      subscription?.cancel()
    }
  }

  /// A subscriber that writes each value to a property of an object, as `assign(to:on:)` makes.
  public final class Assign<Root, Input>: Subscriber, Cancellable, CustomStringConvertible {
    public typealias Failure = Never
    /// The object written to, until the end.
    public private(set) var object: Root?
    /// The property written.
    public let keyPath: ReferenceWritableKeyPath<Root, Input>
    private var subscription: (any Subscription)?

    /// A subscriber that writes to `keyPath` of `object`.
    public init(object: Root, keyPath: ReferenceWritableKeyPath<Root, Input>) {
      self.object = object
      self.keyPath = keyPath
    }

    public var description: String { "Assign \(Root.self)" }

    public func receive(subscription: any Subscription) {
      guard self.subscription == nil, object != nil else { return subscription.cancel() }
      self.subscription = subscription
      subscription.request(.unlimited)
    }

    public func receive(_ value: Input) -> Subscribers.Demand {
      object?[keyPath: keyPath] = value
      return .none
    }

    public func receive(completion: Subscribers.Completion<Never>) { cancel() }

    public func cancel() {
      object = nil
      let subscription = subscription
      self.subscription = nil
      subscription?.cancel()
    }
  }
}

extension Publisher {
  /// Runs `receiveCompletion` at the end and `receiveValue` for each value.
  public func sink(
    receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
    receiveValue: @escaping (Output) -> Void
  ) -> AnyCancellable {
    let sink = Subscribers.Sink<Output, Failure>(
      receiveCompletion: receiveCompletion, receiveValue: receiveValue)
    subscribe(sink)
    return AnyCancellable(sink)
  }

  /// Writes each value to `keyPath` of `object`.
  public func assign<Root>(to keyPath: ReferenceWritableKeyPath<Root, Output>, on object: Root)
    -> AnyCancellable
  where Failure == Never {
    let assign = Subscribers.Assign(object: object, keyPath: keyPath)
    subscribe(assign)
    return AnyCancellable(assign)
  }
}

extension Publisher where Failure == Never {
  /// Runs `receiveValue` for each value.
  public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
    sink(receiveCompletion: { _ in }, receiveValue: receiveValue)
  }
}
