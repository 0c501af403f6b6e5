import Synchronization

// Combine's core protocols, as Apple's Combine declares them, for Linux, where the toolchain has no
// Combine. SwiftUI code leans on the part of it this module holds: `ObservableObject`,
// `@Published`, subjects, `sink`, `assign` and the operators a view model uses. On Apple's systems
// the package builds against Apple's own Combine instead (Package.swift leaves this target out).

/// A type that sends values over time to its subscribers, as Combine's `Publisher`.
public protocol Publisher<Output, Failure> {
  /// The kind of values it sends.
  associatedtype Output
  /// The kind of error it may end with.
  associatedtype Failure: Error
  /// Attaches `subscriber`, which then receives a subscription, values and a completion.
  func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure
}

extension Publisher {
  /// Attaches `subscriber` to this publisher.
  public func subscribe<S: Subscriber>(_ subscriber: S)
  where S.Input == Output, S.Failure == Failure {
    receive(subscriber: subscriber)
  }
}

/// A unique identifier of a subscriber or subscription, as Combine's.
public struct CombineIdentifier: Hashable, CustomStringConvertible, Sendable {
  private let value: UInt64
  /// A new identifier.
  public init() { value = IdentifierSource.next() }
  /// The identifier of `object`.
  public init(_ object: AnyObject) {
    value = UInt64(UInt(bitPattern: ObjectIdentifier(object).hashValue))
  }
  public var description: String { "0x\(String(value, radix: 16))" }
}

/// A type that has a ``CombineIdentifier``.
public protocol CustomCombineIdentifierConvertible {
  /// Its identifier.
  var combineIdentifier: CombineIdentifier { get }
}

extension CustomCombineIdentifierConvertible where Self: AnyObject {
  /// The identifier of this object.
  public var combineIdentifier: CombineIdentifier { CombineIdentifier(self) }
}

/// Receives values from a publisher, as Combine's `Subscriber`.
public protocol Subscriber<Input, Failure>: CustomCombineIdentifierConvertible {
  /// The kind of values it receives.
  associatedtype Input
  /// The kind of error it may receive.
  associatedtype Failure: Error
  /// The publisher attached it; it asks the subscription for values.
  func receive(subscription: any Subscription)
  /// A value; returns how many more it wants.
  func receive(_ input: Input) -> Subscribers.Demand
  /// The publisher finished, normally or with an error.
  func receive(completion: Subscribers.Completion<Failure>)
}

extension Subscriber where Input == Void {
  /// A value of a publisher of `Void`.
  public func receive() -> Subscribers.Demand { receive(()) }
}

/// Something that can be cancelled, as Combine's `Cancellable`.
public protocol Cancellable {
  /// Stops the activity, and frees what it holds.
  func cancel()
}

/// A subscriber's link to a publisher, as Combine's `Subscription`.
public protocol Subscription: Cancellable, CustomCombineIdentifierConvertible {
  /// Asks for up to `demand` more values.
  func request(_ demand: Subscribers.Demand)
}

/// The subscribers of Combine: demand, completion, `Sink` and `Assign`.
public enum Subscribers {}

/// Subscriptions of Combine's.
public enum Subscriptions {
  /// A subscription that does nothing.
  public static var empty: any Subscription { EmptySubscription() }
}

final class EmptySubscription: Subscription {
  func request(_ demand: Subscribers.Demand) {}
  func cancel() {}
}

extension Subscribers {
  /// How many values a subscriber wants.
  public struct Demand: Equatable, Comparable, Hashable, Sendable, CustomStringConvertible {
    /// The number, or nil for unlimited.
    let count: Int?
    /// As many as there are.
    public static let unlimited = Demand(count: nil)
    /// None.
    public static let none = Demand(count: 0)
    /// At most `value`.
    public static func max(_ value: Int) -> Demand { Demand(count: Swift.max(0, value)) }
    /// The number, or nil when unlimited.
    public var max: Int? { count }
    public var description: String { count.map { "max(\($0))" } ?? "unlimited" }

    public static func < (lhs: Demand, rhs: Demand) -> Bool {
      switch (lhs.count, rhs.count) {
      case (nil, _): false
      case (_, nil): true
      case (let l?, let r?): l < r
      }
    }
    public static func + (lhs: Demand, rhs: Demand) -> Demand {
      guard let l = lhs.count, let r = rhs.count else { return .unlimited }
      let (sum, overflow) = l.addingReportingOverflow(r)
      return overflow ? .unlimited : Demand(count: sum)
    }
    public static func + (lhs: Demand, rhs: Int) -> Demand { lhs + .max(rhs) }
    public static func += (lhs: inout Demand, rhs: Demand) { lhs = lhs + rhs }
    public static func += (lhs: inout Demand, rhs: Int) { lhs = lhs + rhs }
    public static func - (lhs: Demand, rhs: Demand) -> Demand {
      guard let l = lhs.count else { return .unlimited }
      guard let r = rhs.count else { return .none }
      return .max(l - r)
    }
    public static func - (lhs: Demand, rhs: Int) -> Demand { lhs - .max(rhs) }
    public static func -= (lhs: inout Demand, rhs: Demand) { lhs = lhs - rhs }
    public static func -= (lhs: inout Demand, rhs: Int) { lhs = lhs - rhs }
    public static func * (lhs: Demand, rhs: Int) -> Demand {
      guard let l = lhs.count else { return .unlimited }
      let (product, overflow) = l.multipliedReportingOverflow(by: rhs)
      return overflow ? .unlimited : .max(product)
    }
    public static func == (lhs: Demand, rhs: Int) -> Bool { lhs.count == rhs }
    public static func > (lhs: Demand, rhs: Int) -> Bool { lhs > .max(rhs) }
    public static func < (lhs: Demand, rhs: Int) -> Bool { lhs < .max(rhs) }
    public static func >= (lhs: Demand, rhs: Int) -> Bool { lhs >= .max(rhs) }
    public static func <= (lhs: Demand, rhs: Int) -> Bool { lhs <= .max(rhs) }
    public static func != (lhs: Demand, rhs: Int) -> Bool { !(lhs == rhs) }
    // An integer on the left, as Combine has them too.
    public static func == (lhs: Int, rhs: Demand) -> Bool { rhs == lhs }
    public static func != (lhs: Int, rhs: Demand) -> Bool { !(rhs == lhs) }
    public static func > (lhs: Int, rhs: Demand) -> Bool { rhs < lhs }
    public static func < (lhs: Int, rhs: Demand) -> Bool { rhs > lhs }
    public static func >= (lhs: Int, rhs: Demand) -> Bool { rhs <= lhs }
    public static func <= (lhs: Int, rhs: Demand) -> Bool { rhs >= lhs }
  }

  /// How a publisher finished.
  public enum Completion<Failure: Error> {
    /// Normally.
    case finished
    /// With an error.
    case failure(Failure)
  }
}

extension Subscribers.Completion: Equatable where Failure: Equatable {}
extension Subscribers.Completion: Hashable where Failure: Hashable {}
extension Subscribers.Completion: Sendable where Failure: Sendable {}

/// Where identifiers come from.
enum IdentifierSource {
  // Guarded by this Mutex: identifiers may be made on any thread.
  private static let counter = Mutex<UInt64>(0)
  static func next() -> UInt64 {
    counter.withLock { value in
      value += 1
      return value
    }
  }
}
