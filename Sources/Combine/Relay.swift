/// The subscriber an operator puts between its upstream and its downstream: it takes the
/// upstream's events and hands the downstream what the operator makes of them. It asks its
/// upstream for every value once the downstream asks for any (demand is honoured by subjects,
/// `Just` and sequences, not counted through operators).
final class Relay<Input, UpstreamFailure: Error, Downstream: Subscriber>: Subscriber,
  Subscription
{
  typealias Failure = UpstreamFailure
  private let downstream: Downstream
  private var upstream: (any Subscription)?
  private var onValue: ((Input, Relay) -> Void)?
  private var onCompletion: ((Subscribers.Completion<UpstreamFailure>, Relay) -> Void)?
  private var requested = false
  private(set) var isDone = false
  /// `handleEvents`' side effects: the upstream's subscription, each demand, a cancel.
  var onSubscription: ((any Subscription) -> Void)?
  var onRequest: ((Subscribers.Demand) -> Void)?
  var onCancel: (() -> Void)?

  init(
    _ downstream: Downstream, value: @escaping (Input, Relay) -> Void,
    completion: @escaping (Subscribers.Completion<UpstreamFailure>, Relay) -> Void
  ) {
    self.downstream = downstream
    onValue = value
    onCompletion = completion
  }

  func receive(subscription: any Subscription) {
    guard upstream == nil, !isDone else { return subscription.cancel() }
    onSubscription?(subscription)
    upstream = subscription
    downstream.receive(subscription: self)
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    onValue?(input, self)
    return .none
  }

  func receive(completion: Subscribers.Completion<UpstreamFailure>) {
    guard !isDone else { return }
    onCompletion?(completion, self)
  }

  /// Sends `value` downstream.
  func emit(_ value: Downstream.Input) {
    guard !isDone else { return }
    _ = downstream.receive(value)
  }

  /// Ends the downstream's stream; the upstream is let go.
  func finish(_ completion: Subscribers.Completion<Downstream.Failure>) {
    guard !isDone else { return }
    isDone = true
    let upstream = upstream
    release()
    upstream?.cancel()
    downstream.receive(completion: completion)
  }

  func request(_ demand: Subscribers.Demand) {
    onRequest?(demand)
    guard !requested, demand > 0 else { return }
    requested = true
    upstream?.request(.unlimited)
  }

  func cancel() {
    guard !isDone else { return }
    isDone = true
    let (upstream, onCancel) = (upstream, onCancel)
    release()
    onCancel?()
    upstream?.cancel()
  }

  private func release() {
    upstream = nil
    onValue = nil
    onCompletion = nil
    onSubscription = nil
    onRequest = nil
    onCancel = nil
  }
}

extension Subscribers.Completion {
  /// The same completion with its error made another.
  func mapError<E: Error>(_ transform: (Failure) -> E) -> Subscribers.Completion<E> {
    switch self {
    case .finished: .finished
    case .failure(let error): .failure(transform(error))
    }
  }
}

/// Attaches a relay between `upstream` and `downstream`.
func relay<Upstream: Publisher, Downstream: Subscriber>(
  _ upstream: Upstream, to downstream: Downstream,
  value: @escaping (Upstream.Output, Relay<Upstream.Output, Upstream.Failure, Downstream>) -> Void,
  completion:
    @escaping (
      Subscribers.Completion<Upstream.Failure>, Relay<Upstream.Output, Upstream.Failure, Downstream>
    ) -> Void
) {
  upstream.subscribe(Relay(downstream, value: value, completion: completion))
}

/// Attaches a relay that passes the completion on as it is.
func relay<Upstream: Publisher, Downstream: Subscriber>(
  _ upstream: Upstream, to downstream: Downstream,
  value: @escaping (Upstream.Output, Relay<Upstream.Output, Upstream.Failure, Downstream>) -> Void
) where Downstream.Failure == Upstream.Failure {
  relay(upstream, to: downstream, value: value, completion: { $1.finish($0) })
}
