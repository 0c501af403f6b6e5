import Foundation
import Testing

/// Stops the whole run, naming the test, when a test has not finished after `limit`: a test
/// stuck in synchronous code (a simulation that never returns) cannot be cancelled, so the
/// `.timeLimit` it also has would report it and then wait for it forever.
public struct Watchdog: TestTrait, SuiteTrait, TestScoping {
  /// How long a test may run.
  public var limit: Duration

  public var isRecursive: Bool { true }

  public func provideScope(
    for test: Test, testCase: Test.Case?,
    performing function: @Sendable () async throws -> Void
  ) async throws {
    guard !test.isSuite else { return try await function() }
    let (seconds, attoseconds) = limit.components
    let timer = DispatchSource.makeTimerSource(queue: .global())
    timer.schedule(
      deadline: .now()
        + .nanoseconds(Int(seconds) * 1_000_000_000 + Int(attoseconds / 1_000_000_000)))
    let name =
      "\"\(test.displayName ?? test.name)\" (\(test.sourceLocation.fileID):\(test.sourceLocation.line))"
    let limit = limit
    timer.setEventHandler {
      FileHandle.standardError.write(
        Data("error: test \(name) made no progress in \(limit); stopping the run\n".utf8))
      exit(1)
    }
    timer.resume()
    defer { timer.cancel() }
    try await function()
  }
}

extension Trait where Self == Watchdog {
  /// Stops the run, naming the test, when it has not finished after 6 minutes.
  public static var watchdog: Self { Watchdog(limit: .seconds(360)) }

  /// Stops the run, naming the test, when it has not finished after `limit`.
  public static func watchdog(_ limit: Duration) -> Self { Watchdog(limit: limit) }
}
