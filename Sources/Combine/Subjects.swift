/// A publisher that code can send values through, as Combine's `Subject`.
public protocol Subject<Output, Failure>: AnyObject, Publisher {
  /// Sends `value` to the subscribers.
  func send(_ value: Output)
  /// Ends the subscribers' streams.
  func send(completion: Subscribers.Completion<Failure>)
  /// Hands `subscription` to the subject, as an upstream of it.
  func send(subscription: any Subscription)
}

extension Subject where Output == Void {
  /// Sends a `Void` value.
  public func send() { send(()) }
}

extension Publisher {
  /// Sends this publisher's values and completion through `subject`.
  public func subscribe<S: Subject>(_ subject: S) -> AnyCancellable
  where S.Output == Output, S.Failure == Failure {
    sink(
      receiveCompletion: { subject.send(completion: $0) }, receiveValue: { subject.send($0) })
  }
}

/// A type-erased subscriber, as Combine's `AnySubscriber`.
public struct AnySubscriber<Input, Failure: Error>: Subscriber, CustomStringConvertible {
  public let combineIdentifier: CombineIdentifier
  private let subscription: (any Subscription) -> Void
  private let value: (Input) -> Subscribers.Demand
  private let completion: (Subscribers.Completion<Failure>) -> Void

  /// Erases `subscriber`.
  public init<S: Subscriber>(_ subscriber: S) where S.Input == Input, S.Failure == Failure {
    combineIdentifier = subscriber.combineIdentifier
    subscription = subscriber.receive(subscription:)
    value = subscriber.receive(_:)
    completion = subscriber.receive(completion:)
  }

  /// A subscriber of closures.
  public init(
    receiveSubscription: ((any Subscription) -> Void)? = nil,
    receiveValue: ((Input) -> Subscribers.Demand)? = nil,
    receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)? = nil
  ) {
    combineIdentifier = CombineIdentifier()
    subscription = receiveSubscription ?? { _ in }
    value = receiveValue ?? { _ in .none }
    completion = receiveCompletion ?? { _ in }
  }

  public var description: String { "AnySubscriber" }
  public func receive(subscription: any Subscription) { self.subscription(subscription) }
  public func receive(_ input: Input) -> Subscribers.Demand { value(input) }
  public func receive(completion: Subscribers.Completion<Failure>) { self.completion(completion) }
}

/// One subscriber's link to a subject: what it asked for, until it cancels.
final class Conduit<Output, Failure: Error>: Subscription {
  private var subscriber: AnySubscriber<Output, Failure>?
  private var demand = Subscribers.Demand.none
  private let onCancel: (Conduit) -> Void

  init(_ subscriber: AnySubscriber<Output, Failure>, onCancel: @escaping (Conduit) -> Void) {
    self.subscriber = subscriber
    self.onCancel = onCancel
  }

  /// Values that arrived before any demand: a current value, sent once the subscriber asks.
  var pending: Output?

  func request(_ demand: Subscribers.Demand) {
    self.demand += demand
    if let value = pending, self.demand > 0 {
      pending = nil
      send(value)
    }
  }

  func send(_ value: Output) {
    guard let subscriber else { return }
    guard demand > 0 else { return }
    demand -= 1
    demand += subscriber.receive(value)
  }

  func finish(_ completion: Subscribers.Completion<Failure>) {
    let subscriber = subscriber
    self.subscriber = nil
    subscriber?.receive(completion: completion)
  }

  func cancel() {
    guard subscriber != nil else { return }
    subscriber = nil
    onCancel(self)
  }
}

/// The subscribers of a subject, and whether it has ended.
final class SubjectCore<Output, Failure: Error> {
  private(set) var conduits: [Conduit<Output, Failure>] = []
  private(set) var completion: Subscribers.Completion<Failure>?
  private var upstreams: [any Subscription] = []

  func attach<S: Subscriber>(_ subscriber: S, current: Output?)
  where S.Input == Output, S.Failure == Failure {
    if let completion {
      subscriber.receive(subscription: Subscriptions.empty)
      subscriber.receive(completion: completion)
      return
    }
    let conduit = Conduit(AnySubscriber(subscriber)) { [weak self] gone in
      self?.conduits.removeAll { $0 === gone }
    }
    conduit.pending = current
    conduits.append(conduit)
    subscriber.receive(subscription: conduit)
  }

  func send(_ value: Output) {
    guard completion == nil else { return }
    for conduit in conduits { conduit.send(value) }
  }

  func send(completion: Subscribers.Completion<Failure>) {
    guard self.completion == nil else { return }
    self.completion = completion
    let all = conduits
    conduits = []
    for conduit in all { conduit.finish(completion) }
  }

  func add(upstream: any Subscription) {
    upstreams.append(upstream)
    upstream.request(.unlimited)
  }
}

/// A subject that sends each value to the subscribers it has then, as Combine's
/// `PassthroughSubject`.
public final class PassthroughSubject<Output, Failure: Error>: Subject {
  private let core = SubjectCore<Output, Failure>()
  /// A subject with no subscribers yet.
  public init() {}
  public func send(_ input: Output) { core.send(input) }
  public func send(completion: Subscribers.Completion<Failure>) {
    core.send(completion: completion)
  }
  public func send(subscription: any Subscription) { core.add(upstream: subscription) }
  public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
    core.attach(subscriber, current: nil)
  }
}

/// A subject that holds a value, sends it to each new subscriber and each change to all, as
/// Combine's `CurrentValueSubject`.
public final class CurrentValueSubject<Output, Failure: Error>: Subject {
  private let core = SubjectCore<Output, Failure>()
  private var current: Output

  /// A subject holding `value`.
  public init(_ value: Output) { current = value }

  /// The value; setting it sends it.
  public var value: Output {
    get { current }
    set { send(newValue) }
  }

  public func send(_ input: Output) {
    guard core.completion == nil else { return }
    current = input
    core.send(input)
  }
  public func send(completion: Subscribers.Completion<Failure>) {
    core.send(completion: completion)
  }
  public func send(subscription: any Subscription) { core.add(upstream: subscription) }
  public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
    core.attach(subscriber, current: current)
  }
}
