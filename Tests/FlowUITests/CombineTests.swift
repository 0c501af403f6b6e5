import FlowTesting
import FlowUI
import TestSupport
import Testing

/// A model whose publishers the tests subscribe to.
final class Basket: ObservableObject {
  @Published var items: [String] = []
  @Published var count = 0
  var seenInWillSet: [Int] = []
  var cancellables = Set<AnyCancellable>()
  init() {
    $count.sink { [unowned self] new in seenInWillSet.append(count * 100 + new) }
      .store(in: &cancellables)
  }
}

@Suite("Combine's part that SwiftUI code uses", .timeLimit(.minutes(5)), .watchdog)
@MainActor
struct CombineTests {
  @Test("@Published sends through an objectWillChange the class declares itself")
  func publishedThroughOwnPublisher() {
    final class Tally: ObservableObject {
      let objectWillChange = ObservableObjectPublisher()
      @Published var count = 0
    }
    let tally = Tally()
    var changes = 0
    let cancellable = tally.objectWillChange.sink { changes += 1 }
    tally.count = 1
    tally.count = 2
    #expect(changes == 2)
    cancellable.cancel()
  }

  @Test("a CurrentValueSubject holds a value before its subscribers hear of it")
  func currentValueFirst() {
    let subject = CurrentValueSubject<Int, Never>(0)
    var seen: [String] = []
    let cancellable = subject.sink { seen.append("got \($0), holds \(subject.value)") }
    subject.send(3)
    #expect(seen == ["got 0, holds 0", "got 3, holds 3"])
    cancellable.cancel()
  }

  @Test("NotificationCenter's publisher sends each notification posted while it is subscribed")
  func notificationPublisher() {
    let center = NotificationCenter()
    let name = Notification.Name("flowsim.test.ping")
    var count = 0
    let cancellable = center.publisher(for: name).sink { _ in count += 1 }
    center.post(name: name, object: nil)
    center.post(name: name, object: nil)
    #expect(count == 2)
    cancellable.cancel()
    center.post(name: name, object: nil)
    #expect(count == 2)
  }

  @Test("handleEvents sees a value before the subscriber below it does, and the end too")
  func handleEventsComesFirst() {
    var log: [String] = []
    let subject = PassthroughSubject<Int, Never>()
    let cancellable = subject.handleEvents(
      receiveOutput: { log.append("saw \($0)") },
      receiveCompletion: { _ in log.append("saw the end") }
    ).sink(
      receiveCompletion: { _ in log.append("got the end") },
      receiveValue: { log.append("got \($0)") })
    subject.send(1)
    subject.send(completion: .finished)
    #expect(log == ["saw 1", "got 1", "saw the end", "got the end"])
    cancellable.cancel()
  }

  @Test("@Published sends its current value, then each new one before the property holds it")
  func publishedWillSet() {
    let basket = Basket()
    basket.count = 1
    basket.count = 5
    #expect(basket.seenInWillSet == [0, 1, 105])
  }

  @Test("objectWillChange sends once for each change of a @Published property")
  func objectWillChange() {
    let basket = Basket()
    var sent = 0
    let subscription = basket.objectWillChange.sink { sent += 1 }
    basket.count = 1
    basket.items = ["a"]
    #expect(sent == 2)
    subscription.cancel()
    basket.count = 2
    #expect(sent == 2)
  }

  @Test("objectWillChange sends before the property's own subscribers hear the new value")
  func willChangeFirst() {
    let basket = Basket()
    var log: [String] = []
    let will = basket.objectWillChange.sink { log.append("will change") }
    let count = basket.$count.dropFirst().sink { log.append("count \($0)") }
    basket.count = 3
    #expect(log == ["will change", "count 3"])
    will.cancel()
    count.cancel()
  }

  @Test("map, filter, compactMap, removeDuplicates, dropFirst, prefix and scan transform in order")
  func operators() {
    var out: [Int] = []
    _ = [1, 1, 2, 3, 3, 4, 5, 6].publisher
      .removeDuplicates()
      .dropFirst()
      .filter { $0 % 2 == 0 || $0 == 3 }
      .map { $0 * 10 }
      .compactMap { $0 == 30 ? nil : $0 }
      .scan(0, +)
      .prefix(2)
      .sink { out.append($0) }
    #expect(out == [20, 60])
  }

  @Test("subjects: passthrough sends to current subscribers, current-value to new ones first")
  func subjects() {
    let passthrough = PassthroughSubject<Int, Never>()
    let current = CurrentValueSubject<Int, Never>(7)
    var a: [Int] = []
    var b: [Int] = []
    var finished = false
    passthrough.send(1)
    let first = passthrough.sink(
      receiveCompletion: { _ in finished = true }, receiveValue: { a.append($0) })
    passthrough.send(2)
    let second = current.sink { b.append($0) }
    current.value = 8
    passthrough.send(completion: .finished)
    passthrough.send(3)
    #expect(a == [2])
    #expect(b == [7, 8])
    #expect(finished)
    _ = (first, second)
  }

  @Test("merge, combineLatest and flatMap join publishers")
  func joining() {
    let left = PassthroughSubject<Int, Never>()
    let right = PassthroughSubject<String, Never>()
    var merged: [Int] = []
    var combined: [String] = []
    var flat: [Int] = []
    let m = left.merge(with: right.map(\.count)).sink { merged.append($0) }
    let c = left.combineLatest(right) { "\($0)\($1)" }.sink { combined.append($0) }
    let f = left.flatMap { [$0, $0].publisher }.sink { flat.append($0) }
    left.send(1)
    right.send("ab")
    left.send(3)
    #expect(merged == [1, 2, 3])
    #expect(combined == ["1ab", "3ab"])
    #expect(flat == [1, 1, 3, 3])
    _ = (m, c, f)
  }

  @Test("a failure is replaced, caught or mapped; tryMap fails with the error thrown")
  func failures() {
    struct Boom: Error, Equatable {}
    var values: [Int] = []
    var failed = false
    _ = Fail<Int, Boom>(error: Boom()).replaceError(with: 9).sink { values.append($0) }
    _ = Fail<Int, Boom>(error: Boom()).catch { _ in Just(4) }.sink { values.append($0) }
    _ = Just(1).tryMap { _ -> Int in throw Boom() }
      .sink(receiveCompletion: { if case .failure = $0 { failed = true } }, receiveValue: { _ in })
    #expect(values == [9, 4])
    #expect(failed)
  }

  @Test("Future delivers its value to subscribers before and after it is fulfilled")
  func future() {
    var promise: ((Result<Int, Never>) -> Void)?
    let future = Future<Int, Never> { promise = $0 }
    var got: [Int] = []
    let early = future.sink { got.append($0) }
    promise?(.success(3))
    let late = future.sink { got.append($0 * 10) }
    #expect(got == [3, 30])
    _ = (early, late)
  }

  @Test("assign(to:) writes a publisher's values to a @Published property")
  func assignToPublished() {
    let basket = Basket()
    let source = PassthroughSubject<Int, Never>()
    source.assign(to: &basket.$count)
    source.send(4)
    #expect(basket.count == 4)
  }

  @Test("an AnyCancellable cancels when it is freed")
  func cancelOnFree() {
    let subject = PassthroughSubject<Int, Never>()
    var got: [Int] = []
    var subscription: AnyCancellable? = subject.sink { got.append($0) }
    subject.send(1)
    subscription = nil
    subject.send(2)
    #expect(got == [1])
    #expect(subscription == nil)
  }

  @Test("throttle, delay and receive(on:) wait on the simulation's clock")
  func timeOperators() {
    let app = Simulator { _ in ThrottleScreen() }
    app.tap(.id("burst"))
    app.expect(.present(.text("throttled 1")))
    app.advance(by: .milliseconds(999))
    app.expect(.present(.text("throttled 1")))
    app.expect(.present(.text("delayed ")))
    app.advance(by: .milliseconds(1))
    app.expect(.present(.text("throttled 1,3")))
    app.expect(.present(.text("delayed 1,2,3")))
  }

  @Test("assign(to:on:) writes each value to the object's property")
  func assignOn() {
    final class Label { var text = "" }
    let label = Label()
    let subject = PassthroughSubject<String, Never>()
    let cancellable = subject.assign(to: \.text, on: label)
    subject.send("one")
    #expect(label.text == "one")
    subject.send("two")
    #expect(label.text == "two")
    cancellable.cancel()
  }

  @Test("prefix(N) finishes with its Nth value, not at the value after")
  func prefixFinishes() {
    let subject = PassthroughSubject<Int, Never>()
    var seen: [String] = []
    let cancellable = subject.prefix(2).sink(
      receiveCompletion: { _ in seen.append("finished") }, receiveValue: { seen.append("\($0)") })
    subject.send(1)
    subject.send(2)
    #expect(seen == ["1", "2", "finished"])
    subject.send(3)
    #expect(seen == ["1", "2", "finished"])
    cancellable.cancel()
  }

  @Test("handleEvents sees the subscription, the demand and a cancel, before they go on")
  func handleEventsLifecycle() {
    let subject = PassthroughSubject<Int, Never>()
    var log: [String] = []
    let cancellable = subject.handleEvents(
      receiveSubscription: { _ in log.append("subscribed") },
      receiveOutput: { log.append("saw \($0)") },
      receiveCancel: { log.append("cancelled") },
      receiveRequest: { log.append("asked for \($0 == .unlimited ? "all" : "some")") }
    ).sink { log.append("got \($0)") }
    subject.send(1)
    cancellable.cancel()
    subject.send(2)
    cancellable.cancel()
    #expect(log == ["subscribed", "asked for all", "saw 1", "got 1", "cancelled"])
  }

  @Test("a cancel reaches each handleEvents from the subscriber up, before it goes on upstream")
  func handleEventsCancelOrder() {
    let subject = PassthroughSubject<Int, Never>()
    var log: [String] = []
    let cancellable = subject.handleEvents(receiveCancel: { log.append("inner") })
      .handleEvents(receiveCancel: { log.append("outer") })
      .sink { _ in }
    cancellable.cancel()
    #expect(log == ["outer", "inner"])
  }

  @Test("a merge finishes once every publisher it joined has finished")
  func mergeFinishesLast() {
    let a = PassthroughSubject<Int, Never>()
    let b = PassthroughSubject<Int, Never>()
    var log: [String] = []
    let cancellable = a.merge(with: b).sink { _ in
      log.append("finished")
    } receiveValue: {
      log.append("\($0)")
    }
    a.send(1)
    a.send(completion: .finished)
    b.send(2)
    #expect(log == ["1", "2"])
    b.send(completion: .finished)
    #expect(log == ["1", "2", "finished"])
    cancellable.cancel()
  }

  @Test("a cancelled merge hears nothing more, and cancels both publishers it joined")
  func mergeCancelled() {
    let a = PassthroughSubject<Int, Never>()
    let b = PassthroughSubject<Int, Never>()
    var seen: [Int] = []
    var cancelled: [String] = []
    let cancellable = a.handleEvents(receiveCancel: { cancelled.append("a") })
      .merge(with: b.handleEvents(receiveCancel: { cancelled.append("b") }))
      .sink { seen.append($0) }
    a.send(1)
    b.send(2)
    cancellable.cancel()
    a.send(3)
    b.send(4)
    #expect(seen == [1, 2])
    #expect(cancelled == ["a", "b"])
    // A subscriber of its own that keeps the subscription after cancelling it hears nothing
    // more either.
    final class Keeper: Subscriber {
      typealias Input = Int
      typealias Failure = Never
      var subscription: (any Subscription)?
      var seen: [Int] = []
      func receive(subscription: any Subscription) {
        self.subscription = subscription
        subscription.request(.unlimited)
      }
      func receive(_ input: Int) -> Subscribers.Demand {
        seen.append(input)
        return .none
      }
      func receive(completion: Subscribers.Completion<Never>) {}
    }
    let keeper = Keeper()
    a.merge(with: b).subscribe(keeper)
    a.send(5)
    keeper.subscription?.cancel()
    a.send(6)
    b.send(7)
    #expect(keeper.seen == [5])
  }

  @Test("a demand compares with a number as Combine's does, unlimited above every number")
  func demandAgainstNumbers() {
    typealias Demand = Subscribers.Demand
    let three = Demand.max(3)
    #expect(three == 3 && !(three == 2) && !(Demand.unlimited == 3))
    #expect(three != 2 && !(three != 3) && Demand.unlimited != 3)
    #expect(three > 2 && !(three > 3) && Demand.unlimited > 1_000)
    #expect(three < 4 && !(three < 3) && !(Demand.unlimited < 1_000))
    #expect(three >= 3 && !(three >= 4) && Demand.unlimited >= 1_000)
    #expect(three <= 3 && !(three <= 2) && !(Demand.unlimited <= 1_000))
    // A number on the left.
    #expect(3 == three && !(2 == three) && 2 != three && !(3 != three))
    #expect(4 > three && !(3 > three) && !(1_000 > Demand.unlimited))
    #expect(2 < three && !(3 < three) && 1_000 < Demand.unlimited)
    #expect(3 >= three && !(2 >= three) && 3 <= three && !(4 <= three))
  }

  @Test("Empty and Fail give a subscriber its subscription before they complete, as Combine's do")
  func subscriptionFirst() {
    struct Oops: Error {}
    final class Log: Subscriber {
      typealias Input = Int
      typealias Failure = Oops
      var events: [String] = []
      func receive(subscription: any Subscription) { events.append("subscription") }
      func receive(_ input: Int) -> Subscribers.Demand {
        events.append("\(input)")
        return .none
      }
      func receive(completion: Subscribers.Completion<Oops>) {
        switch completion {
        case .finished: events.append("finished")
        case .failure: events.append("failure")
        }
      }
    }
    let failed = Log()
    Fail<Int, Oops>(error: Oops()).subscribe(failed)
    #expect(failed.events == ["subscription", "failure"])
    let empty = Log()
    Empty<Int, Oops>().subscribe(empty)
    #expect(empty.events == ["subscription", "finished"])
    let typed = Log()
    Empty(outputType: Int.self, failureType: Oops.self).subscribe(typed)
    #expect(typed.events == ["subscription", "finished"])
    let never = Log()
    Empty<Int, Oops>(completeImmediately: false).subscribe(never)
    #expect(never.events == ["subscription"])
  }

  @Test(
    "a cancelled subscriber of a subject hears nothing more; one that comes after the end hears it")
  func subjectSubscribers() {
    let subject = PassthroughSubject<Int, Never>()
    let kept = Keep()
    subject.subscribe(kept)
    subject.send(1)
    kept.subscription?.cancel()
    subject.send(2)
    #expect(kept.seen == ["subscription", "1"])
    subject.send(completion: .finished)
    #expect(
      kept.seen == ["subscription", "1"], "a cancelled subscriber is not told of the end either")
    let late = Keep()
    subject.subscribe(late)
    #expect(late.seen == ["subscription", "finished"])
  }

  @Test("a value sent from a subscriber's own receive reaches that subscriber too")
  func reentrantSend() {
    let subject = CurrentValueSubject<Int, Never>(0)
    let echo = Keep()
    echo.onValue = { if $0 == 0 { subject.send(1) } }
    subject.subscribe(echo)
    #expect(echo.seen == ["subscription", "0", "1"])
  }

  @Test("throttle's held value does not reach a subscriber that cancelled in the meantime")
  func throttleAfterCancel() {
    let app = Simulator { _ in ThrottleScreen() }
    app.tap(.id("burst"))
    app.tap(.id("stop"))
    app.advance(by: .seconds(1))
    app.expect(.present(.text("throttled 1,3")))
    app.expect(.present(.text("stopped 1")))
  }

  @Test("throttle holds a value its subscriber sends back while it receives the window's first")
  func throttleReentrant() {
    let app = Simulator { _ in EchoThrottleScreen() }
    app.tap(.id("send"))
    app.expect(.present(.text("throttled 1")))
    app.advance(by: .milliseconds(999))
    app.expect(.present(.text("throttled 1")))
    app.advance(by: .milliseconds(1))
    app.expect(.present(.text("throttled 1,2")))
  }

  @Test("a delay of zero does not wait behind work scheduled after it: due work runs in order")
  func zeroDelayOrder() {
    let app = Simulator { _ in ZeroDelayScreen() }
    app.tap(.id("send"))
    app.expect(.present(.text("order delayed,received")))
  }

  @Test("autoconnect: a cancelled subscriber hears nothing more; the last one's cancel disconnects")
  func autoconnectSubscribers() {
    let gate = Gate()
    let shared = gate.autoconnect()
    let first = Keep()
    let second = Keep()
    shared.subscribe(first)
    shared.subscribe(second)
    #expect(gate.connections == 1, "one connection for both")
    gate.subject.send(1)
    first.subscription?.cancel()
    gate.subject.send(2)
    #expect(first.seen == ["subscription", "1"])
    #expect(second.seen == ["subscription", "1", "2"])
    #expect(gate.connected, "the second subscriber keeps the work going")
    second.subscription?.cancel()
    #expect(!gate.connected, "the last cancel stops the work")
  }

  @Test("an object with no @Published keeps one objectWillChange, whatever others ask")
  func onePublisherPerObject() {
    final class Plain: ObservableObject {}
    let first = Plain()
    let publisher = first.objectWillChange
    let others = (0..<3).map { _ in Plain() }
    for other in others { _ = other.objectWillChange }
    #expect(first.objectWillChange === publisher)
    #expect(others[0].objectWillChange !== publisher)
  }
}

/// A model whose taps come in a burst.
final class BurstModel: ObservableObject {
  @Published var throttled: [Int] = []
  @Published var delayed: [Int] = []
  let taps = PassthroughSubject<Int, Never>()
  private var cancellables = Set<AnyCancellable>()
  init() {
    taps.throttle(for: .seconds(1), scheduler: DispatchQueue.main, latest: true)
      .sink { [weak self] in self?.throttled.append($0) }.store(in: &cancellables)
    taps.delay(for: .seconds(1), scheduler: RunLoop.main).receive(on: DispatchQueue.main)
      .sink { [weak self] in self?.delayed.append($0) }.store(in: &cancellables)
    taps.throttle(for: .seconds(1), scheduler: DispatchQueue.main, latest: true).subscribe(stopped)
  }
  /// A subscriber the screen's Stop button cancels.
  let stopped = Keep()
}

/// A subscriber that keeps its subscription and writes down all it hears, even after a cancel.
final class Keep: Subscriber {
  typealias Input = Int
  typealias Failure = Never
  var seen: [String] = []
  var subscription: (any Subscription)?
  var onValue: (Int) -> Void = { _ in }
  func receive(subscription: any Subscription) {
    if self.subscription == nil { seen.append("subscription") }
    self.subscription = subscription
    subscription.request(.unlimited)
  }
  func receive(_ input: Int) -> Subscribers.Demand {
    seen.append("\(input)")
    onValue(input)
    return .none
  }
  func receive(completion: Subscribers.Completion<Never>) { seen.append("finished") }
}

struct ThrottleScreen: View {
  @StateObject private var model = BurstModel()
  var body: some View {
    VStack {
      Text("throttled \(model.throttled.map(String.init).joined(separator: ","))")
      Text("delayed \(model.delayed.map(String.init).joined(separator: ","))")
      Text("stopped \(model.stopped.seen.dropFirst().joined(separator: ","))")
      Button("Burst") {
        model.taps.send(1)
        model.taps.send(2)
        model.taps.send(3)
      }
      Button("Stop") { model.stopped.subscription?.cancel() }
    }
  }
}

/// A throttle whose subscriber sends the next value as it receives the first.
final class EchoModel: ObservableObject {
  @Published var throttled: [Int] = []
  let taps = PassthroughSubject<Int, Never>()
  private var cancellables = Set<AnyCancellable>()
  init() {
    taps.throttle(for: .seconds(1), scheduler: DispatchQueue.main, latest: true)
      .sink { [weak self] value in
        self?.throttled.append(value)
        if value == 1 { self?.taps.send(2) }
      }
      .store(in: &cancellables)
  }
}

struct EchoThrottleScreen: View {
  @StateObject private var model = EchoModel()
  var body: some View {
    VStack {
      Text("throttled \(model.throttled.map(String.init).joined(separator: ","))")
      Button("Send") { model.taps.send(1) }
    }
  }
}

/// Two ways a value reaches the main queue: a delay of zero, then `receive(on:)`.
final class ZeroDelayModel: ObservableObject {
  @Published var order: [String] = []
  let taps = PassthroughSubject<Int, Never>()
  private var cancellables = Set<AnyCancellable>()
  init() {
    taps.delay(for: 0, scheduler: DispatchQueue.main)
      .sink { [weak self] _ in self?.order.append("delayed") }
      .store(in: &cancellables)
    taps.receive(on: DispatchQueue.main)
      .sink { [weak self] _ in self?.order.append("received") }
      .store(in: &cancellables)
  }
}

struct ZeroDelayScreen: View {
  @StateObject private var model = ZeroDelayModel()
  var body: some View {
    VStack {
      Text("order \(model.order.joined(separator: ","))")
      Button("Send") { model.taps.send(1) }
    }
  }
}

/// A connectable publisher that counts its connections, for `autoconnect()`.
final class Gate: ConnectablePublisher {
  typealias Output = Int
  typealias Failure = Never
  let subject = PassthroughSubject<Int, Never>()
  private(set) var connections = 0
  private(set) var connected = false
  func receive<S: Subscriber>(subscriber: S) where S.Input == Int, S.Failure == Never {
    subject.receive(subscriber: subscriber)
  }
  func connect() -> any Cancellable {
    connections += 1
    connected = true
    return AnyCancellable { [weak self] in self?.connected = false }
  }
}
