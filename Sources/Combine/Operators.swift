// The operators a view model uses, each as Combine names its publisher.

extension Publishers {
  /// Each value transformed, as `map` makes.
  public struct Map<Upstream: Publisher, Output>: Publisher {
    public typealias Failure = Upstream.Failure
    public let upstream: Upstream
    public let transform: (Upstream.Output) -> Output
    public init(upstream: Upstream, transform: @escaping (Upstream.Output) -> Output) {
      self.upstream = upstream
      self.transform = transform
    }
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let transform = transform
      relay(upstream, to: subscriber) { value, relay in relay.emit(transform(value)) }
    }
  }

  /// Each value transformed, or the failure thrown, as `tryMap` makes.
  public struct TryMap<Upstream: Publisher, Output>: Publisher {
    public typealias Failure = any Error
    public let upstream: Upstream
    public let transform: (Upstream.Output) throws -> Output
    public init(upstream: Upstream, transform: @escaping (Upstream.Output) throws -> Output) {
      self.upstream = upstream
      self.transform = transform
    }
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == any Error {
      let transform = transform
      relay(
        upstream, to: subscriber,
        value: { value, relay in
          do { relay.emit(try transform(value)) } catch { relay.finish(.failure(error)) }
        }, completion: { completion, relay in relay.finish(completion.mapError { $0 }) })
    }
  }

  /// The values transformed, nil ones left out, as `compactMap` makes.
  public struct CompactMap<Upstream: Publisher, Output>: Publisher {
    public typealias Failure = Upstream.Failure
    public let upstream: Upstream
    public let transform: (Upstream.Output) -> Output?
    public init(upstream: Upstream, transform: @escaping (Upstream.Output) -> Output?) {
      self.upstream = upstream
      self.transform = transform
    }
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let transform = transform
      relay(upstream, to: subscriber) { value, relay in
        if let output = transform(value) { relay.emit(output) }
      }
    }
  }

  /// The values that pass a test, as `filter` makes.
  public struct Filter<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure
    public let upstream: Upstream
    public let isIncluded: (Upstream.Output) -> Bool
    public init(upstream: Upstream, isIncluded: @escaping (Upstream.Output) -> Bool) {
      self.upstream = upstream
      self.isIncluded = isIncluded
    }
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let isIncluded = isIncluded
      relay(upstream, to: subscriber) { value, relay in
        if isIncluded(value) { relay.emit(value) }
      }
    }
  }

  /// The values that differ from the one before, as `removeDuplicates` makes.
  public struct RemoveDuplicates<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure
    public let upstream: Upstream
    public let predicate: (Output, Output) -> Bool
    public init(upstream: Upstream, predicate: @escaping (Output, Output) -> Bool) {
      self.upstream = upstream
      self.predicate = predicate
    }
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let predicate = predicate
      var last: Output?
      relay(upstream, to: subscriber) { value, relay in
        if let previous = last, predicate(previous, value) { return }
        last = value
        relay.emit(value)
      }
    }
  }

  /// The values after the first `count`, as `dropFirst` makes.
  public struct Drop<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure
    public let upstream: Upstream
    public let count: Int
    public init(upstream: Upstream, count: Int) {
      self.upstream = upstream
      self.count = count
    }
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      var left = count
      relay(upstream, to: subscriber) { value, relay in
        if left > 0 {
          left -= 1
        } else {
          relay.emit(value)
        }
      }
    }
  }

  /// The first `maxLength` values, then the end, as `prefix` and `first` make.
  public struct Output<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure
    public let upstream: Upstream
    public let range: CountableRange<Int>
    public init(upstream: Upstream, range: CountableRange<Int>) {
      self.upstream = upstream
      self.range = range
    }
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let range = range
      var index = 0
      relay(upstream, to: subscriber) { value, relay in
        defer { index += 1 }
        if range.contains(index) { relay.emit(value) }
        if index + 1 >= range.upperBound { relay.finish(.finished) }
      }
    }
  }

  /// The values with side effects run on the way, as `handleEvents` makes.
  public struct HandleEvents<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure
    public let upstream: Upstream
    let onSubscription: ((any Subscription) -> Void)?
    let output: ((Output) -> Void)?
    let completion: ((Subscribers.Completion<Failure>) -> Void)?
    let onCancel: (() -> Void)?
    let onRequest: ((Subscribers.Demand) -> Void)?
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let output = output
      let completion = completion
      let between = Relay<Output, Failure, S>(
        subscriber,
        value: { value, relay in
          output?(value)
          relay.emit(value)
        },
        completion: { end, relay in
          completion?(end)
          relay.finish(end)
        })
      between.onSubscription = onSubscription
      between.onRequest = onRequest
      between.onCancel = onCancel
      upstream.subscribe(between)
    }
  }

  /// The values, with the failure made another error, as `mapError` makes.
  public struct MapError<Upstream: Publisher, Failure: Error>: Publisher {
    public typealias Output = Upstream.Output
    public let upstream: Upstream
    public let transform: (Upstream.Failure) -> Failure
    public init(upstream: Upstream, transform: @escaping (Upstream.Failure) -> Failure) {
      self.upstream = upstream
      self.transform = transform
    }
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let transform = transform
      relay(
        upstream, to: subscriber, value: { value, relay in relay.emit(value) },
        completion: { end, relay in relay.finish(end.mapError(transform)) })
    }
  }

  /// The values of a publisher that cannot fail, typed as one that can, as `setFailureType`.
  public struct SetFailureType<Upstream: Publisher, Failure: Error>: Publisher
  where Upstream.Failure == Never {
    public typealias Output = Upstream.Output
    public let upstream: Upstream
    public init(upstream: Upstream) { self.upstream = upstream }
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      relay(
        upstream, to: subscriber, value: { value, relay in relay.emit(value) },
        completion: { _, relay in relay.finish(.finished) })
    }
  }

  /// The values, with a failure replaced by a value and the end, as `replaceError` makes.
  public struct ReplaceError<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Never
    public let upstream: Upstream
    public let output: Output
    public init(upstream: Upstream, output: Output) {
      self.upstream = upstream
      self.output = output
    }
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Never {
      let output = output
      relay(
        upstream, to: subscriber, value: { value, relay in relay.emit(value) },
        completion: { end, relay in
          if case .failure = end { relay.emit(output) }
          relay.finish(.finished)
        })
    }
  }

  /// The values, with a failure replaced by another publisher's, as `catch` makes.
  public struct Catch<Upstream: Publisher, NewPublisher: Publisher>: Publisher
  where Upstream.Output == NewPublisher.Output {
    public typealias Output = Upstream.Output
    public typealias Failure = NewPublisher.Failure
    public let upstream: Upstream
    public let handler: (Upstream.Failure) -> NewPublisher
    public init(upstream: Upstream, handler: @escaping (Upstream.Failure) -> NewPublisher) {
      self.upstream = upstream
      self.handler = handler
    }
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let handler = handler
      let inner = InnerSubscriptions()
      relay(
        upstream, to: subscriber, value: { value, relay in relay.emit(value) },
        completion: { end, relay in
          switch end {
          case .finished: relay.finish(.finished)
          case .failure(let error):
            // The replacement lives as long as the relay that holds this closure.
            inner.keep(
              handler(error).sink(
                receiveCompletion: { relay.finish($0) }, receiveValue: { relay.emit($0) }))
          }
        })
    }
  }

  /// The values of the publishers each value makes, as `flatMap` makes.
  public struct FlatMap<NewPublisher: Publisher, Upstream: Publisher>: Publisher
  where NewPublisher.Failure == Upstream.Failure {
    public typealias Output = NewPublisher.Output
    public typealias Failure = Upstream.Failure
    public let upstream: Upstream
    public let transform: (Upstream.Output) -> NewPublisher
    public init(upstream: Upstream, transform: @escaping (Upstream.Output) -> NewPublisher) {
      self.upstream = upstream
      self.transform = transform
    }
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let transform = transform
      let inner = InnerSubscriptions()
      relay(
        upstream, to: subscriber,
        value: { value, relay in
          inner.keep(
            transform(value).sink(
              receiveCompletion: { end in
                if case .failure = end { relay.finish(end) }
              }, receiveValue: { relay.emit($0) }))
        },
        completion: { end, relay in relay.finish(end) })
    }
  }

  /// The values of two publishers, as they come, as `merge(with:)` makes.
  public struct Merge<A: Publisher, B: Publisher>: Publisher
  where A.Output == B.Output, A.Failure == B.Failure {
    public typealias Output = A.Output
    public typealias Failure = A.Failure
    public let a: A
    public let b: B
    public init(_ a: A, _ b: B) {
      self.a = a
      self.b = b
    }
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let joined = Joined(subscriber, sources: 2)
      subscriber.receive(subscription: joined)
      joined.keep(
        a.sink(
          receiveCompletion: { [weak joined] in joined?.end($0) },
          receiveValue: { [weak joined] in joined?.send($0) }))
      joined.keep(
        b.sink(
          receiveCompletion: { [weak joined] in joined?.end($0) },
          receiveValue: { [weak joined] in joined?.send($0) }))
    }
  }

  /// The latest values of two publishers, once each has sent one, as `combineLatest` makes.
  public struct CombineLatest<A: Publisher, B: Publisher>: Publisher
  where A.Failure == B.Failure {
    public typealias Output = (A.Output, B.Output)
    public typealias Failure = A.Failure
    public let a: A
    public let b: B
    public init(_ a: A, _ b: B) {
      self.a = a
      self.b = b
    }
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let joined = Joined(subscriber, sources: 2)
      subscriber.receive(subscription: joined)
      var first: A.Output?
      var second: B.Output?
      joined.keep(
        a.sink(
          receiveCompletion: { [weak joined] in joined?.end($0) },
          receiveValue: { [weak joined] value in
            first = value
            if let second { joined?.send((value, second)) }
          }))
      joined.keep(
        b.sink(
          receiveCompletion: { [weak joined] in joined?.end($0) },
          receiveValue: { [weak joined] value in
            second = value
            if let first { joined?.send((first, value)) }
          }))
    }
  }

  /// A running total of the values, as `scan` makes.
  public struct Scan<Upstream: Publisher, Output>: Publisher {
    public typealias Failure = Upstream.Failure
    public let upstream: Upstream
    public let initialResult: Output
    public let nextPartialResult: (Output, Upstream.Output) -> Output
    public init(
      upstream: Upstream, initialResult: Output,
      nextPartialResult: @escaping (Output, Upstream.Output) -> Output
    ) {
      self.upstream = upstream
      self.initialResult = initialResult
      self.nextPartialResult = nextPartialResult
    }
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      var result = initialResult
      let next = nextPartialResult
      relay(upstream, to: subscriber) { value, relay in
        result = next(result, value)
        relay.emit(result)
      }
    }
  }
}

/// The subscription of an operator that joins several publishers (`merge`, `combineLatest`): it
/// keeps their subscriptions while its subscriber does, and ends when all of them have, or one
/// fails.
final class Joined<Downstream: Subscriber>: Subscription {
  private var downstream: Downstream?
  private var inner: [AnyCancellable] = []
  private var open: Int

  init(_ downstream: Downstream, sources: Int) {
    self.downstream = downstream
    open = sources
  }

  func keep(_ cancellable: AnyCancellable) {
    if downstream == nil { return cancellable.cancel() }
    inner.append(cancellable)
  }

  func send(_ value: Downstream.Input) { _ = downstream?.receive(value) }

  func end(_ completion: Subscribers.Completion<Downstream.Failure>) {
    open -= 1
    if case .failure = completion {
      finish(completion)
    } else if open == 0 {
      finish(.finished)
    }
  }

  private func finish(_ completion: Subscribers.Completion<Downstream.Failure>) {
    guard let downstream else { return }
    self.downstream = nil
    downstream.receive(completion: completion)
    cancel()
  }

  func request(_ demand: Subscribers.Demand) {}

  func cancel() {
    downstream = nil
    let all = inner
    inner = []
    for cancellable in all { cancellable.cancel() }
  }
}

/// The inner subscriptions of an operator that subscribes to other publishers, kept while it
/// lives.
final class InnerSubscriptions {
  private var all: [AnyCancellable] = []
  func keep(_ cancellable: AnyCancellable) { all.append(cancellable) }
}

extension Publisher {
  /// Each value transformed.
  public func map<T>(_ transform: @escaping (Output) -> T) -> Publishers.Map<Self, T> {
    Publishers.Map(upstream: self, transform: transform)
  }
  /// The value at `keyPath` of each value.
  public func map<T>(_ keyPath: KeyPath<Output, T>) -> Publishers.Map<Self, T> {
    Publishers.Map(upstream: self) { $0[keyPath: keyPath] }
  }
  /// Each value transformed, or the error it throws.
  public func tryMap<T>(_ transform: @escaping (Output) throws -> T) -> Publishers.TryMap<Self, T> {
    Publishers.TryMap(upstream: self, transform: transform)
  }
  /// The values transformed, nil ones left out.
  public func compactMap<T>(_ transform: @escaping (Output) -> T?)
    -> Publishers.CompactMap<Self, T>
  {
    Publishers.CompactMap(upstream: self, transform: transform)
  }
  /// The values that pass `isIncluded`.
  public func filter(_ isIncluded: @escaping (Output) -> Bool) -> Publishers.Filter<Self> {
    Publishers.Filter(upstream: self, isIncluded: isIncluded)
  }
  /// The values unlike the one before, by `predicate`.
  public func removeDuplicates(by predicate: @escaping (Output, Output) -> Bool)
    -> Publishers.RemoveDuplicates<Self>
  {
    Publishers.RemoveDuplicates(upstream: self, predicate: predicate)
  }
  /// The values after the first `count`.
  public func dropFirst(_ count: Int = 1) -> Publishers.Drop<Self> {
    Publishers.Drop(upstream: self, count: count)
  }
  /// The first value, then the end.
  public func first() -> Publishers.Output<Self> {
    Publishers.Output(upstream: self, range: 0..<1)
  }
  /// The first `maxLength` values, then the end.
  public func prefix(_ maxLength: Int) -> Publishers.Output<Self> {
    Publishers.Output(upstream: self, range: 0..<maxLength)
  }
  /// The values, with side effects on the way.
  public func handleEvents(
    receiveSubscription: ((any Subscription) -> Void)? = nil,
    receiveOutput: ((Output) -> Void)? = nil,
    receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)? = nil,
    receiveCancel: (() -> Void)? = nil, receiveRequest: ((Subscribers.Demand) -> Void)? = nil
  ) -> Publishers.HandleEvents<Self> {
    Publishers.HandleEvents(
      upstream: self, onSubscription: receiveSubscription, output: receiveOutput,
      completion: receiveCompletion, onCancel: receiveCancel, onRequest: receiveRequest)
  }
  /// The values, with the failure made another error.
  public func mapError<E: Error>(_ transform: @escaping (Failure) -> E)
    -> Publishers.MapError<Self, E>
  {
    Publishers.MapError(upstream: self, transform: transform)
  }
  /// The values, with a failure replaced by `output` and the end.
  public func replaceError(with output: Output) -> Publishers.ReplaceError<Self> {
    Publishers.ReplaceError(upstream: self, output: output)
  }
  /// The values, with a failure replaced by the publisher `handler` makes.
  public func `catch`<P: Publisher>(_ handler: @escaping (Failure) -> P)
    -> Publishers.Catch<Self, P>
  where P.Output == Output {
    Publishers.Catch(upstream: self, handler: handler)
  }
  /// The values of the publisher each value makes.
  public func flatMap<T, P: Publisher>(
    maxPublishers: Subscribers.Demand = .unlimited, _ transform: @escaping (Output) -> P
  ) -> Publishers.FlatMap<P, Self> where T == P.Output, P.Failure == Failure {
    Publishers.FlatMap(upstream: self, transform: transform)
  }
  /// The values of this publisher and `other`, as they come.
  public func merge<P: Publisher>(with other: P) -> Publishers.Merge<Self, P>
  where P.Output == Output, P.Failure == Failure {
    Publishers.Merge(self, other)
  }
  /// The latest values of this publisher and `other`.
  public func combineLatest<P: Publisher>(_ other: P) -> Publishers.CombineLatest<Self, P>
  where P.Failure == Failure {
    Publishers.CombineLatest(self, other)
  }
  /// The latest values of this publisher and `other`, transformed.
  public func combineLatest<P: Publisher, T>(
    _ other: P, _ transform: @escaping (Output, P.Output) -> T
  ) -> Publishers.Map<Publishers.CombineLatest<Self, P>, T> where P.Failure == Failure {
    Publishers.CombineLatest(self, other).map(transform)
  }
  /// A running total of the values.
  public func scan<T>(_ initialResult: T, _ nextPartialResult: @escaping (T, Output) -> T)
    -> Publishers.Scan<Self, T>
  {
    Publishers.Scan(
      upstream: self, initialResult: initialResult, nextPartialResult: nextPartialResult)
  }
  /// The values, then the end, ignoring a failure's type.
  public func setFailureType<E: Error>(to failureType: E.Type) -> Publishers.SetFailureType<Self, E>
  where Failure == Never {
    Publishers.SetFailureType(upstream: self)
  }
}

extension Publisher where Output: Equatable {
  /// The values unlike the one before.
  public func removeDuplicates() -> Publishers.RemoveDuplicates<Self> {
    removeDuplicates(by: ==)
  }
}
