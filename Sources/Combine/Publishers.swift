/// Combine's publishers: those the operators make, and `Just`, `Empty`, `Fail`, `Future`,
/// `Deferred`, `AnyPublisher`.
public enum Publishers {}

/// A publisher of one value, then the end, as Combine's `Just`.
public struct Just<Output>: Publisher {
  public typealias Failure = Never
  /// The value.
  public let output: Output
  /// A publisher of `output`.
  public init(_ output: Output) { self.output = output }
  public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Never {
    let subscription = OneShot(subscriber, value: output)
    subscriber.receive(subscription: subscription)
  }
}

/// The subscription of `Just` and of a sequence: values when asked for, then the end.
final class OneShot<Downstream: Subscriber>: Subscription {
  private var downstream: Downstream?
  private var values: [Downstream.Input]
  private let completion: Subscribers.Completion<Downstream.Failure>
  private var demand = Subscribers.Demand.none
  private var sending = false

  init(
    _ downstream: Downstream, values: [Downstream.Input],
    completion: Subscribers.Completion<Downstream.Failure> = .finished
  ) {
    self.downstream = downstream
    self.values = values
    self.completion = completion
  }

  convenience init(_ downstream: Downstream, value: Downstream.Input) {
    self.init(downstream, values: [value])
  }

  func request(_ demand: Subscribers.Demand) {
    self.demand += demand
    guard !sending else { return }
    sending = true
    defer { sending = false }
    while let downstream, self.demand > 0, !values.isEmpty {
      self.demand -= 1
      self.demand += downstream.receive(values.removeFirst())
    }
    if values.isEmpty, let downstream {
      self.downstream = nil
      downstream.receive(completion: completion)
    }
  }

  func cancel() { downstream = nil }
}

/// A publisher that ends at once, as Combine's `Empty`.
public struct Empty<Output, Failure: Error>: Publisher, Equatable {
  /// Whether it ends (rather than never sending anything).
  public let completeImmediately: Bool
  /// An empty publisher.
  public init(completeImmediately: Bool = true) { self.completeImmediately = completeImmediately }
  /// An empty publisher of the types given.
  public init(
    completeImmediately: Bool = true, outputType: Output.Type, failureType: Failure.Type
  ) {
    self.completeImmediately = completeImmediately
  }
  public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
    subscriber.receive(subscription: Subscriptions.empty)
    if completeImmediately { subscriber.receive(completion: .finished) }
  }
}

/// A publisher that fails at once, as Combine's `Fail`.
public struct Fail<Output, Failure: Error>: Publisher {
  /// The error.
  public let error: Failure
  /// A publisher that fails with `error`.
  public init(error: Failure) { self.error = error }
  /// A publisher of the type given that fails with `failure`.
  public init(outputType: Output.Type, failure: Failure) { error = failure }
  public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
    subscriber.receive(subscription: Subscriptions.empty)
    subscriber.receive(completion: .failure(error))
  }
}

/// A publisher that makes another for each subscriber, as Combine's `Deferred`.
public struct Deferred<DeferredPublisher: Publisher>: Publisher {
  public typealias Output = DeferredPublisher.Output
  public typealias Failure = DeferredPublisher.Failure
  /// What makes the publisher.
  public let createPublisher: () -> DeferredPublisher
  /// A publisher that runs `createPublisher` for each subscriber.
  public init(createPublisher: @escaping () -> DeferredPublisher) {
    self.createPublisher = createPublisher
  }
  public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
    createPublisher().receive(subscriber: subscriber)
  }
}

/// A publisher of one value that a closure delivers later, as Combine's `Future`.
public final class Future<Output, Failure: Error>: Publisher {
  /// What the closure calls with its result.
  public typealias Promise = (Result<Output, Failure>) -> Void
  private var result: Result<Output, Failure>?
  private var waiting: [AnySubscriber<Output, Failure>] = []

  /// A future whose value `attemptToFulfill` delivers, run at once.
  public init(_ attemptToFulfill: @escaping (@escaping Promise) -> Void) {
    attemptToFulfill { [weak self] result in self?.fulfill(result) }
  }

  private func fulfill(_ result: Result<Output, Failure>) {
    guard self.result == nil else { return }
    self.result = result
    let all = waiting
    waiting = []
    for subscriber in all { deliver(result, to: subscriber) }
  }

  private func deliver(
    _ result: Result<Output, Failure>, to subscriber: AnySubscriber<Output, Failure>
  ) {
    switch result {
    case .success(let value):
      _ = subscriber.receive(value)
      subscriber.receive(completion: .finished)
    case .failure(let error): subscriber.receive(completion: .failure(error))
    }
  }

  public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
    subscriber.receive(subscription: Subscriptions.empty)
    if let result {
      deliver(result, to: AnySubscriber(subscriber))
    } else {
      waiting.append(AnySubscriber(subscriber))
    }
  }
}

/// A type-erased publisher, as Combine's `AnyPublisher`.
public struct AnyPublisher<Output, Failure: Error>: Publisher, CustomStringConvertible {
  private let subscribe: (AnySubscriber<Output, Failure>) -> Void

  /// Erases `publisher`.
  public init<P: Publisher>(_ publisher: P) where P.Output == Output, P.Failure == Failure {
    subscribe = { publisher.receive(subscriber: $0) }
  }

  public var description: String { "AnyPublisher" }

  public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
    subscribe(AnySubscriber(subscriber))
  }
}

extension Publisher {
  /// This publisher, type-erased.
  public func eraseToAnyPublisher() -> AnyPublisher<Output, Failure> { AnyPublisher(self) }
}

extension Publishers {
  /// A publisher of a sequence's elements, as `[1, 2, 3].publisher` makes.
  public struct Sequence<Elements: Swift.Sequence, Failure: Error>: Publisher {
    public typealias Output = Elements.Element
    /// The elements.
    public let sequence: Elements
    /// A publisher of `sequence`.
    public init(sequence: Elements) { self.sequence = sequence }
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      subscriber.receive(subscription: OneShot(subscriber, values: Array(sequence)))
    }
  }
}

extension Sequence {
  /// A publisher of this sequence's elements.
  public var publisher: Publishers.Sequence<Self, Never> { Publishers.Sequence(sequence: self) }
}

extension Optional {
  /// Combine's publisher of an optional: its value if any, then the end.
  public struct Publisher: Combine.Publisher {
    public typealias Output = Wrapped
    public typealias Failure = Never
    /// The value.
    public let output: Wrapped?
    /// A publisher of `output`.
    public init(_ output: Wrapped?) { self.output = output }
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Wrapped, S.Failure == Never {
      subscriber.receive(subscription: OneShot(subscriber, values: output.map { [$0] } ?? []))
    }
  }

  /// A publisher of this optional's value.
  public var publisher: Publisher { Publisher(self) }
}

extension Result {
  /// A publisher of this result.
  public var publisher: AnyPublisher<Success, Failure> {
    switch self {
    case .success(let value):
      Just(value).setFailureType(to: Failure.self).eraseToAnyPublisher()
    case .failure(let error): Fail(error: error).eraseToAnyPublisher()
    }
  }
}
