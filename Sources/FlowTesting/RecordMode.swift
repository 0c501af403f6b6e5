import FlowScript
import Foundation
public import Testing

/// When a snapshot assertion writes what it saw instead of failing, after swift-snapshot-testing.
///
/// The mode comes from, in order: the assertion's `record:` argument, the ``Testing/Trait/snapshots(record:)``
/// trait of the test or its suite, the `FLOWSIM_RECORD` environment variable, and then the
/// default: `missing` on a developer's machine, `never` when `CI` is set. With `CI` set nothing
/// is ever recorded, whatever the mode says, so a CI retry cannot pass by recording.
public enum RecordMode: String, Sendable, CaseIterable {
  /// Record every snapshot, and fail so that the test is run again.
  case all
  /// Record snapshots that do not exist yet; compare the others.
  case missing
  /// Record over snapshots that differ; the test still fails once.
  case failed
  /// Never record: a missing or different snapshot fails.
  case never

  /// The mode a trait sets for the test it is on.
  @TaskLocal static var trait: RecordMode?

  /// The mode in force, and a warning when `FLOWSIM_RECORD` holds something else.
  static func resolve(_ explicit: RecordMode?, environment: [String: String]) -> (
    RecordMode, warning: String?
  ) {
    if let explicit { return (explicit, nil) }
    if let trait { return (trait, nil) }
    let isCI = ScenarioSuite.isCI(environment)
    if let value = environment["FLOWSIM_RECORD"], !value.isEmpty {
      if let mode = RecordMode(rawValue: value.lowercased()) { return (mode, nil) }
      return (
        isCI ? .never : .missing,
        "FLOWSIM_RECORD=\(value) is not a record mode; use all, missing, failed or never"
      )
    }
    return (isCI ? .never : .missing, nil)
  }
}

/// The trait that sets the record mode of screen snapshots for a test or a whole suite.
public struct SnapshotRecordTrait: TestTrait, SuiteTrait, TestScoping {
  /// The mode.
  public let mode: RecordMode

  /// A suite's trait applies to each of its tests.
  public var isRecursive: Bool { true }

  @concurrent public func provideScope(
    for test: Test, testCase: Test.Case?,
    performing function: @concurrent @Sendable () async throws -> Void
  ) async throws {
    try await RecordMode.$trait.withValue(mode) { try await function() }
  }
}

extension Trait where Self == SnapshotRecordTrait {
  /// Records screen snapshots in `mode` for this test, or each test of this suite:
  /// `@Test(.snapshots(record: .all))`.
  public static func snapshots(record mode: RecordMode) -> Self { SnapshotRecordTrait(mode: mode) }
}
