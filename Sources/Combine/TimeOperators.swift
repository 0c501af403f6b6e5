public import Foundation

extension Scheduler {
  /// Runs `action` after `stride`: exactly on the clock of `Task.sleep` for the system's
  /// schedulers, at `now` plus the stride for another.
  func run(after stride: SchedulerTimeType.Stride, _ action: @escaping () -> Void) {
    if let delaying = self as? any DelayScheduling,
      let nanoseconds = delaying.nanoseconds(of: stride)
    {
      delaying.run(afterNanoseconds: nanoseconds, action)
    } else {
      schedule(after: now.advanced(by: stride), tolerance: minimumTolerance, options: nil, action)
    }
  }
}

extension Publishers {
  /// The last value of each burst, once `dueTime` has passed without another, as `debounce`.
  public struct Debounce<Upstream: Publisher, Context: Scheduler>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure
    public let upstream: Upstream
    public let dueTime: Context.SchedulerTimeType.Stride
    public let scheduler: Context
    public let options: Context.SchedulerOptions?
    public init(
      upstream: Upstream, dueTime: Context.SchedulerTimeType.Stride, scheduler: Context,
      options: Context.SchedulerOptions?
    ) {
      self.upstream = upstream
      self.dueTime = dueTime
      self.scheduler = scheduler
      self.options = options
    }
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let scheduler = scheduler
      let dueTime = dueTime
      var generation = 0
      relay(
        upstream, to: subscriber,
        value: { value, relay in
          generation += 1
          let mine = generation
          scheduler.run(after: dueTime) {
            if mine == generation { relay.emit(value) }
          }
        },
        completion: { end, relay in
          generation += 1
          scheduler.schedule(options: nil) { relay.finish(end) }
        })
    }
  }

  /// At most one value an interval, as `throttle` makes: the first or the latest of it.
  public struct Throttle<Upstream: Publisher, Context: Scheduler>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure
    public let upstream: Upstream
    public let interval: Context.SchedulerTimeType.Stride
    public let scheduler: Context
    public let latest: Bool
    public init(
      upstream: Upstream, interval: Context.SchedulerTimeType.Stride, scheduler: Context,
      latest: Bool
    ) {
      self.upstream = upstream
      self.interval = interval
      self.scheduler = scheduler
      self.latest = latest
    }
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let scheduler = scheduler
      let interval = interval
      let latest = latest
      var window: (first: Output?, last: Output?)?
      relay(upstream, to: subscriber) { value, relay in
        if window != nil {
          if latest { window?.last = value }
          return
        }
        // The first value of a window goes at once; the window's latest at its end. The window
        // opens before the value goes, so a value a subscriber sends back as it receives this
        // one is held, not let through.
        window = (value, nil)
        relay.emit(value)
        scheduler.run(after: interval) {
          if let last = window?.last { relay.emit(last) }
          window = nil
        }
      }
    }
  }

  /// The values, each `interval` later, as `delay` makes.
  public struct Delay<Upstream: Publisher, Context: Scheduler>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure
    public let upstream: Upstream
    public let interval: Context.SchedulerTimeType.Stride
    public let scheduler: Context
    public init(
      upstream: Upstream, interval: Context.SchedulerTimeType.Stride, scheduler: Context
    ) {
      self.upstream = upstream
      self.interval = interval
      self.scheduler = scheduler
    }
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let scheduler = scheduler
      let interval = interval
      relay(
        upstream, to: subscriber,
        value: { value, relay in scheduler.run(after: interval) { relay.emit(value) } },
        completion: { end, relay in scheduler.run(after: interval) { relay.finish(end) } })
    }
  }

  /// The values, delivered on a scheduler, as `receive(on:)` makes.
  public struct ReceiveOn<Upstream: Publisher, Context: Scheduler>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure
    public let upstream: Upstream
    public let scheduler: Context
    public let options: Context.SchedulerOptions?
    public init(upstream: Upstream, scheduler: Context, options: Context.SchedulerOptions?) {
      self.upstream = upstream
      self.scheduler = scheduler
      self.options = options
    }
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let scheduler = scheduler
      let options = options
      relay(
        upstream, to: subscriber,
        value: { value, relay in scheduler.schedule(options: options) { relay.emit(value) } },
        completion: { end, relay in scheduler.schedule(options: options) { relay.finish(end) } })
    }
  }
}

extension Publisher {
  /// The last value of each burst, once `dueTime` has passed without another.
  public func debounce<S: Scheduler>(
    for dueTime: S.SchedulerTimeType.Stride, scheduler: S, options: S.SchedulerOptions? = nil
  ) -> Publishers.Debounce<Self, S> {
    Publishers.Debounce(upstream: self, dueTime: dueTime, scheduler: scheduler, options: options)
  }
  /// At most one value each `interval`.
  public func throttle<S: Scheduler>(
    for interval: S.SchedulerTimeType.Stride, scheduler: S, latest: Bool
  ) -> Publishers.Throttle<Self, S> {
    Publishers.Throttle(upstream: self, interval: interval, scheduler: scheduler, latest: latest)
  }
  /// The values, each `interval` later.
  public func delay<S: Scheduler>(
    for interval: S.SchedulerTimeType.Stride, tolerance: S.SchedulerTimeType.Stride? = nil,
    scheduler: S, options: S.SchedulerOptions? = nil
  ) -> Publishers.Delay<Self, S> {
    Publishers.Delay(upstream: self, interval: interval, scheduler: scheduler)
  }
  /// The values, delivered on `scheduler`.
  public func receive<S: Scheduler>(on scheduler: S, options: S.SchedulerOptions? = nil)
    -> Publishers.ReceiveOn<Self, S>
  {
    Publishers.ReceiveOn(upstream: self, scheduler: scheduler, options: options)
  }
  /// This publisher; where subscribing happens is not simulated.
  public func subscribe<S: Scheduler>(on scheduler: S, options: S.SchedulerOptions? = nil)
    -> Self
  {
    self
  }
}

/// A publisher that starts its work when told to, as Combine's `ConnectablePublisher`.
public protocol ConnectablePublisher: Publisher {
  /// Starts the work.
  func connect() -> any Cancellable
}

extension ConnectablePublisher {
  /// This publisher, started with its first subscriber.
  public func autoconnect() -> Publishers.Autoconnect<Self> {
    Publishers.Autoconnect(upstream: self)
  }
}

extension Publishers {
  /// A connectable publisher started with its first subscriber, as `autoconnect()` makes: the
  /// work goes on while any subscriber is subscribed (each subscription keeps it), and stops when
  /// the last one cancels.
  public final class Autoconnect<Upstream: ConnectablePublisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure
    public final let upstream: Upstream
    private var connection: (any Cancellable)?
    private var subscribers = 0
    public init(upstream: Upstream) { self.upstream = upstream }
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      subscribers += 1
      upstream.receive(subscriber: AutoconnectLink(subscriber, owner: self))
      if connection == nil { connection = upstream.connect() }
    }

    /// A subscriber went: the last one stops the work.
    func release() {
      subscribers -= 1
      guard subscribers <= 0 else { return }
      connection?.cancel()
      connection = nil
    }
  }
}

/// A subscriber's link through an `autoconnect()`: it keeps the connection while it is subscribed.
final class AutoconnectLink<Upstream: ConnectablePublisher, Downstream: Subscriber>: Subscriber,
  Subscription
where Downstream.Input == Upstream.Output, Downstream.Failure == Upstream.Failure {
  typealias Input = Upstream.Output
  typealias Failure = Upstream.Failure
  private let downstream: Downstream
  private var owner: Publishers.Autoconnect<Upstream>?
  private var upstream: (any Subscription)?

  init(_ downstream: Downstream, owner: Publishers.Autoconnect<Upstream>) {
    self.downstream = downstream
    self.owner = owner
  }

  func receive(subscription: any Subscription) {
    upstream = subscription
    downstream.receive(subscription: self)
  }
  func receive(_ input: Input) -> Subscribers.Demand { downstream.receive(input) }
  func receive(completion: Subscribers.Completion<Failure>) {
    downstream.receive(completion: completion)
    letGo()
  }
  func request(_ demand: Subscribers.Demand) { upstream?.request(demand) }
  func cancel() {
    upstream?.cancel()
    upstream = nil
    letGo()
  }
  private func letGo() {
    let owner = owner
    self.owner = nil
    owner?.release()
  }
}

extension Timer {
  /// A publisher of the time every `interval`, as Combine's `Timer.publish`: in flowsim, on the
  /// simulation's virtual clock.
  public static func publish(
    every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop,
    in mode: RunLoop.Mode, options: RunLoop.SchedulerOptions? = nil
  ) -> Timer.TimerPublisher {
    TimerPublisher(interval: interval, runLoop: runLoop, mode: mode)
  }

  /// The publisher `Timer.publish` makes: call `connect()` or `autoconnect()` to start it.
  public final class TimerPublisher: ConnectablePublisher {
    public typealias Output = Date
    public typealias Failure = Never
    /// The interval.
    public let interval: TimeInterval
    /// The run loop named.
    public let runLoop: RunLoop
    /// The mode named.
    public let mode: RunLoop.Mode
    private let subject = PassthroughSubject<Date, Never>()

    /// A timer publisher of `interval`.
    public init(interval: TimeInterval, runLoop: RunLoop, mode: RunLoop.Mode) {
      self.interval = interval
      self.runLoop = runLoop
      self.mode = mode
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Date, S.Failure == Never {
      subject.receive(subscriber: subscriber)
    }

    public func connect() -> any Cancellable {
      let nanoseconds = Int((interval * 1e9).rounded())
      let subject = subject
      return runLoop.schedule(
        after: NanosecondTime.now.advanced(by: .nanoseconds(nanoseconds)),
        interval: .nanoseconds(nanoseconds), tolerance: .nanoseconds(0), options: nil
      ) { subject.send(Date()) }
    }
  }
}

extension NotificationCenter {
  /// A publisher of the notifications of `name`, as Combine's.
  public func publisher(for name: Notification.Name, object: AnyObject? = nil)
    -> NotificationCenter.Publisher
  {
    Publisher(center: self, name: name, object: object)
  }

  /// The publisher of a notification center's notifications of one name.
  public struct Publisher: Combine.Publisher {
    public typealias Output = Notification
    public typealias Failure = Never
    /// The notification center.
    public let center: NotificationCenter
    /// The name.
    public let name: Notification.Name
    /// The object whose notifications it sends, or nil for any.
    public let object: AnyObject?
    public init(center: NotificationCenter, name: Notification.Name, object: AnyObject? = nil) {
      self.center = center
      self.name = name
      self.object = object
    }
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Notification, S.Failure == Never {
      let subscription = NotificationSubscription(subscriber)
      subscriber.receive(subscription: subscription)
      subscription.start(center: center, name: name, object: object)
    }
  }
}

/// A subscriber's link to a notification center: an observer, removed when cancelled.
final class NotificationSubscription<Downstream: Subscriber>: Subscription
where Downstream.Input == Notification {
  private var downstream: Downstream?
  private var token: (any NSObjectProtocol)?
  private weak var center: NotificationCenter?

  init(_ downstream: Downstream) { self.downstream = downstream }

  func start(center: NotificationCenter, name: Notification.Name, object: AnyObject?) {
    guard downstream != nil else { return }
    self.center = center
    let target = NotificationTarget { [weak self] in self?.deliver($0) }
    token = center.addObserver(forName: name, object: object, queue: nil) { notification in
      target.deliver(notification)
    }
  }

  func deliver(_ notification: Notification) { _ = downstream?.receive(notification) }

  func request(_ demand: Subscribers.Demand) {}

  func cancel() {
    downstream = nil
    if let token { center?.removeObserver(token) }
    token = nil
  }
}

/// What a notification observer delivers to: its subscription.
struct NotificationTarget: @unchecked Sendable {
  // No lock: a notification is delivered on the thread that posts it, the simulation's driver
  // in a flowsim run, where the subscription lives.
  let deliver: (Notification) -> Void
}
