public import Dispatch
public import Foundation

/// Where and when a publisher's work runs, as Combine's `Scheduler`.
///
/// The schedulers here (`DispatchQueue`, `RunLoop`, `OperationQueue`, `ImmediateScheduler`) run
/// their work as tasks, and a delay as `Task.sleep`: in a flowsim run both are on the
/// simulation's virtual clock, so a `debounce` of 300 ms lasts exactly 300 ms of virtual time.
public protocol Scheduler<SchedulerTimeType> {
  /// The scheduler's measure of time.
  associatedtype SchedulerTimeType: Strideable
  where SchedulerTimeType.Stride: SchedulerTimeIntervalConvertible
  /// Options for its work.
  associatedtype SchedulerOptions
  /// The time now.
  var now: SchedulerTimeType { get }
  /// The least tolerance it allows.
  var minimumTolerance: SchedulerTimeType.Stride { get }
  /// Runs `action` as soon as it can.
  func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void)
  /// Runs `action` at `date`.
  func schedule(
    after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride,
    options: SchedulerOptions?, _ action: @escaping () -> Void)
  /// Runs `action` at `date`, then every `interval`, until cancelled.
  func schedule(
    after date: SchedulerTimeType, interval: SchedulerTimeType.Stride,
    tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
    _ action: @escaping () -> Void
  ) -> any Cancellable
}

extension Scheduler {
  /// Runs `action` as soon as it can.
  public func schedule(_ action: @escaping () -> Void) { schedule(options: nil, action) }
  /// Runs `action` at `date`.
  public func schedule(
    after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride? = nil,
    _ action: @escaping () -> Void
  ) {
    schedule(after: date, tolerance: tolerance ?? minimumTolerance, options: nil, action)
  }
}

/// A measure of time a scheduler's strides are made of.
public protocol SchedulerTimeIntervalConvertible {
  static func seconds(_ s: Int) -> Self
  static func seconds(_ s: Double) -> Self
  static func milliseconds(_ ms: Int) -> Self
  static func microseconds(_ us: Int) -> Self
  static func nanoseconds(_ ns: Int) -> Self
}

/// A scheduler that runs work after a delay given in nanoseconds, on the clock `Task.sleep`
/// uses: how the operators here wait, exactly as long as asked.
protocol DelayScheduling {
  /// The nanoseconds of `stride`.
  func nanoseconds(of stride: Any) -> Int?
  /// Runs `action` after `nanoseconds`.
  func run(afterNanoseconds nanoseconds: Int, _ action: @escaping () -> Void)
}

/// Work handed to a task: a scheduler's action, which Combine's API types as a plain closure.
struct ScheduledWork: @unchecked Sendable {
  // No lock: the action runs once, in the one task made for it; it is never shared.
  let action: () -> Void
}

/// Runs `action` in a task on the main actor, after `nanoseconds` when given.
func runOnMain(afterNanoseconds nanoseconds: Int?, _ action: @escaping () -> Void) {
  let work = ScheduledWork(action: action)
  Task { @MainActor in
    if let nanoseconds, nanoseconds > 0 {
      do { try await Task.sleep(for: .nanoseconds(nanoseconds)) } catch { return }
    }
    work.action()
  }
}

/// A stride of nanoseconds, as the schedulers of dispatch queues and run loops measure time.
public struct NanosecondStride: SchedulerTimeIntervalConvertible, Comparable, Hashable, Sendable,
  SignedNumeric, ExpressibleByFloatLiteral, Codable
{
  /// The nanoseconds.
  public var magnitude: Int
  /// The seconds, as a fraction.
  public var timeInterval: Double { Double(magnitude) / 1e9 }
  public init(_ nanoseconds: Int) { magnitude = nanoseconds }
  public init(_ timeInterval: Double) { magnitude = Int((timeInterval * 1e9).rounded()) }
  public init(floatLiteral value: Double) { self.init(value) }
  public init(integerLiteral value: Int) { magnitude = value * 1_000_000_000 }
  public init?<T: BinaryInteger>(exactly source: T) {
    guard let value = Int(exactly: source) else { return nil }
    magnitude = value
  }
  public static func seconds(_ s: Int) -> Self { Self(s * 1_000_000_000) }
  public static func seconds(_ s: Double) -> Self { Self(s) }
  public static func milliseconds(_ ms: Int) -> Self { Self(ms * 1_000_000) }
  public static func microseconds(_ us: Int) -> Self { Self(us * 1_000) }
  public static func nanoseconds(_ ns: Int) -> Self { Self(ns) }
  public static func < (lhs: Self, rhs: Self) -> Bool { lhs.magnitude < rhs.magnitude }
  public static func + (lhs: Self, rhs: Self) -> Self { Self(lhs.magnitude + rhs.magnitude) }
  public static func - (lhs: Self, rhs: Self) -> Self { Self(lhs.magnitude - rhs.magnitude) }
  public static func * (lhs: Self, rhs: Self) -> Self { Self(lhs.magnitude * rhs.magnitude) }
  public static func += (lhs: inout Self, rhs: Self) { lhs = lhs + rhs }
  public static func -= (lhs: inout Self, rhs: Self) { lhs = lhs - rhs }
  public static func *= (lhs: inout Self, rhs: Self) { lhs = lhs * rhs }
}

/// A time of a dispatch queue or run loop scheduler: nanoseconds on the system's uptime clock.
public struct NanosecondTime: Strideable, Hashable, Sendable, Codable {
  /// The nanoseconds since the clock's origin.
  public var nanoseconds: Int
  public init(nanoseconds: Int) { self.nanoseconds = nanoseconds }
  /// The time now.
  static var now: NanosecondTime {
    NanosecondTime(nanoseconds: Int(DispatchTime.now().uptimeNanoseconds))
  }
  public func distance(to other: Self) -> NanosecondStride {
    NanosecondStride(other.nanoseconds - nanoseconds)
  }
  public func advanced(by n: NanosecondStride) -> Self {
    Self(nanoseconds: nanoseconds + n.magnitude)
  }
}

/// What the schedulers of the system share: work as tasks on the main actor.
protocol SystemScheduler: Scheduler, DelayScheduling
where SchedulerTimeType == NanosecondTime {}

extension SystemScheduler {
  public var now: NanosecondTime { .now }
  public var minimumTolerance: NanosecondStride { .nanoseconds(0) }
  public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
    runOnMain(afterNanoseconds: nil, action)
  }
  public func schedule(
    after date: NanosecondTime, tolerance: NanosecondStride, options: SchedulerOptions?,
    _ action: @escaping () -> Void
  ) {
    runOnMain(afterNanoseconds: NanosecondTime.now.distance(to: date).magnitude, action)
  }
  public func schedule(
    after date: NanosecondTime, interval: NanosecondStride, tolerance: NanosecondStride,
    options: SchedulerOptions?, _ action: @escaping () -> Void
  ) -> any Cancellable {
    let repeating = RepeatingWork(action: action, interval: interval.magnitude)
    runOnMain(afterNanoseconds: NanosecondTime.now.distance(to: date).magnitude) {
      repeating.fire()
    }
    return repeating
  }
  func nanoseconds(of stride: Any) -> Int? { (stride as? NanosecondStride)?.magnitude }
  func run(afterNanoseconds nanoseconds: Int, _ action: @escaping () -> Void) {
    runOnMain(afterNanoseconds: nanoseconds, action)
  }
}

/// Work that runs every interval until cancelled.
final class RepeatingWork: Cancellable {
  private var action: (() -> Void)?
  let interval: Int
  init(action: @escaping () -> Void, interval: Int) {
    self.action = action
    self.interval = interval
  }
  func fire() {
    guard let action else { return }
    action()
    runOnMain(afterNanoseconds: max(interval, 1)) { [weak self] in self?.fire() }
  }
  func cancel() { action = nil }
}

extension DispatchQueue: SystemScheduler {
  /// A dispatch queue's measure of time, as Combine's.
  public typealias SchedulerTimeType = NanosecondTime
  /// Options of a dispatch queue's work, ignored.
  public struct SchedulerOptions: Sendable {
    public init() {}
  }
}

extension RunLoop: SystemScheduler {
  /// A run loop's measure of time, as Combine's.
  public typealias SchedulerTimeType = NanosecondTime
  /// Options of a run loop's work, ignored.
  public struct SchedulerOptions: Sendable {}
}

extension OperationQueue: SystemScheduler {
  /// An operation queue's measure of time, as Combine's.
  public typealias SchedulerTimeType = NanosecondTime
  /// Options of an operation queue's work, ignored.
  public struct SchedulerOptions: Sendable {}
}

/// A scheduler that runs work at once, as Combine's `ImmediateScheduler`.
public struct ImmediateScheduler: Scheduler, DelayScheduling, Sendable {
  public typealias SchedulerTimeType = NanosecondTime
  public typealias SchedulerOptions = Never
  /// The scheduler.
  public static let shared = ImmediateScheduler()
  public var now: NanosecondTime { .now }
  public var minimumTolerance: NanosecondStride { .nanoseconds(0) }
  public func schedule(options: Never?, _ action: @escaping () -> Void) { action() }
  public func schedule(
    after date: NanosecondTime, tolerance: NanosecondStride, options: Never?,
    _ action: @escaping () -> Void
  ) { action() }
  public func schedule(
    after date: NanosecondTime, interval: NanosecondStride, tolerance: NanosecondStride,
    options: Never?, _ action: @escaping () -> Void
  ) -> any Cancellable {
    action()
    return AnyCancellable {}
  }
  func nanoseconds(of stride: Any) -> Int? { (stride as? NanosecondStride)?.magnitude }
  func run(afterNanoseconds nanoseconds: Int, _ action: @escaping () -> Void) { action() }
}
