import Foundation
import TestSupport
import Testing

/// The lifecycle bugs SwiftUI apps ship, planted in `chores` (Tests/ExploreFixtureApps/
/// ChoresApp.swift), each found by explore, `--faults` or `--shuffle` and named by its screen or
/// command; its twin `chores-fixed` gives none of them.
@Suite("A SwiftUI app's planted bugs, and its clean twin", .timeLimit(.minutes(5)), .watchdog)
struct PlantedBugsTests {
  @Test("explore finds the late write, the crash, the endless spinner and the dead-end cover")
  func explore() throws {
    let binary = try builtBinary("fixturesim")
    let home = try temporaryHome()
    defer { try? FileManager.default.removeItem(atPath: home) }
    let buggy = try runBinary(binary, ["explore", "chores"], in: home)
    #expect(buggy.status == 1, "\(buggy.output)")
    for finding in [
      "# late work on \"Chore\": work outlived its screen: work of ChoreDetail changed \"Chores\" after its view was gone",
      "# crash on \"Chore\": the app crashed on 'tap #delete': Fatal error: Unexpectedly found nil while unwrapping an Optional value (ChoresApp.swift:",
      "# endless loading on \"New chore · offline\": 'Saving' is still up after everything settled",
      "# dead end on \"Sync · offline\": no button, row, field, tab or back leads on",
    ] {
      #expect(buggy.output.contains(finding), "\(finding)\n\(buggy.output)")
    }
    #expect(buggy.output.contains("4 findings:"), "\(buggy.output)")
    let fixed = try runBinary(binary, ["explore", "chores-fixed"], in: home)
    #expect(fixed.status == 0, "\(fixed.output)")
    #expect(fixed.output.contains("\nno findings"), "\(fixed.output)")
  }

  @Test("--faults finds the spinner, the late write and the dead end; --shuffle the old search")
  func faultsAndShuffles() throws {
    let binary = try builtBinary("fixturesim")
    let faults = try runBinary(
      binary, ["test", "-j", "1", "--faults", "Tests/Fixtures/chores"], in: packageRoot)
    #expect(faults.status == 1)
    for line in [
      "Tests/Fixtures/chores/add.flow:6: with request 1 of 1, save, failing (during 'tap #save'):\n  'Saving' is still up after everything settled\n  work outlived its screen: work of ChoreDetail changed \"Chores\" after its view was gone",
      "Tests/Fixtures/chores/sync.flow:3: with request 1 of 1, sync, failing (during 'tap #syncNow'):\n  the screen \"Sync\" offers no way on or back (disabled: #syncNow \"Sync now\", #close \"Close\")",
      "Tests/Fixtures/chores/delete.flow:4: the app crashed replaying it, on 'settle' on \"Chore\": Fatal error: Unexpectedly found nil",
    ] {
      #expect(faults.output.contains(line), "\(line)\n\(faults.output)")
    }
    let shuffles = try runBinary(
      binary,
      [
        "test", "-j", "1", "--shuffle", "1", "--shuffle-runs", "10",
        "Tests/Fixtures/chores/search.flow",
      ],
      in: packageRoot)
    #expect(shuffles.status == 1)
    #expect(
      shuffles.output.contains(
        "search.flow:4: with --shuffle 1, 'expect #chores[1:0] text \"found Laundry, Lawn\"' prints otherwise: the app depends on the order of jobs that are ready together (a race)"
      ), "\(shuffles.output)")
    // The diff is numbered by the file's lines: what the run printed more goes after line 4,
    // where the expectation's block would be.
    #expect(
      shuffles.output.contains(
        "--- expected\n+++ actual\n@@ -4,0 +5,1 @@\n+expectation failed: expected #chores[1:0]"),
      "\(shuffles.output)")
    #expect(
      try runBinary(
        binary, ["test", "-j", "1", "Tests/Fixtures/chores/search.flow"], in: packageRoot
      )
      .status == 0, "without --shuffle the newer search lands last")
    let twin = try runBinary(
      binary,
      [
        "test", "-j", "1", "--faults", "--shuffle", "1", "--shuffle-runs", "10",
        "Tests/Fixtures/chores-fixed",
      ],
      in: packageRoot)
    #expect(twin.status == 0, "\(twin.output)")
    #expect(twin.output.hasSuffix("4 passed, 0 failed\n"), "\(twin.output)")
  }
}
