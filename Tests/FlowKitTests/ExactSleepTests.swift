import Foundation
import TestSupport
import Testing

@testable import FlowKit

/// The ways an app's task asks for a sleep, on the main actor or off it.
enum AskForm: CaseIterable, Sendable {
  case taskFor, taskForSuspending, continuousFor, suspendingFor, nanoseconds
  case taskUntil, suspendingUntil, detachedFor, detachedUntil

  /// Whether the app names a deadline rather than a duration: the deadline comes from the real
  /// clock, so it is kept to whole milliseconds.
  var namesDeadline: Bool {
    [.taskUntil, .suspendingUntil, .detachedUntil].contains(self)
  }
}

/// One wake-up: when the task asked (virtual time), for how long, and when it woke.
struct WakeUp: Sendable, Equatable {
  var task: Int
  var asked: Duration
  var slept: Duration
  var woke: Duration
}

/// An app whose tasks sleep, some of them after real work that holds the driver up.
@MainActor
final class SleepyApp {
  let clock: VirtualClock
  var wakes: [WakeUp] = []
  init(clock: VirtualClock) { self.clock = clock }

  func record(_ wake: WakeUp) { wakes.append(wake) }

  static func sleep(_ form: AskForm, _ duration: Duration) async {
    switch form {
    case .taskFor, .detachedFor: try? await Task.sleep(for: duration)
    case .taskForSuspending: try? await Task.sleep(for: duration, clock: .suspending)
    case .continuousFor: try? await ContinuousClock().sleep(for: duration)
    case .suspendingFor: try? await SuspendingClock().sleep(for: duration)
    case .nanoseconds:
      let (seconds, attoseconds) = duration.components
      try? await Task.sleep(
        nanoseconds: UInt64(seconds) * 1_000_000_000 + UInt64(attoseconds / 1_000_000_000))
    case .taskUntil, .detachedUntil:
      try? await Task.sleep(until: .now + duration, clock: .continuous)
    case .suspendingUntil: try? await Task.sleep(until: .now + duration, clock: .suspending)
    }
  }

  func start(task: Int, form: AskForm, durations: [Duration], busy: Bool) {
    let clock = clock
    if form == .detachedFor || form == .detachedUntil {
      Task.detached { [weak self] in
        for duration in durations {
          let asked = clock.now.offset
          await Self.sleep(form, duration)
          let wake = WakeUp(task: task, asked: asked, slept: duration, woke: clock.now.offset)
          await self?.record(wake)
        }
      }
      return
    }
    Task {
      for duration in durations {
        // Real work on the main actor: the other tasks' jobs wait behind it.
        if busy { usleep(1500) }
        let asked = clock.now.offset
        await Self.sleep(form, duration)
        record(WakeUp(task: task, asked: asked, slept: duration, woke: clock.now.offset))
      }
    }
  }
}

@Suite("Virtual sleeps are exact", .timeLimit(.minutes(5)), .watchdog)
struct ExactSleepTests {
  @Test(
    "a sleep of D wakes exactly D after its task asked, to the nanosecond, under 50 seeds",
    .timeLimit(.minutes(5)))
  func exactUnderEverySeed() {
    var wrong: [String] = []
    for seed in 0..<50 {
      let runtime = FlowRuntime(shuffle: seed == 0 ? nil : UInt64(seed))
      let app = runtime.perform { SleepyApp(clock: runtime.clock) }
      var random = SplitMix(state: UInt64(seed) &+ 7)
      var expected = 0
      var starts: [(task: Int, form: AskForm, durations: [Duration])] = []
      // A sleep until a deadline comes from the real clock, so a real pause of a millisecond
      // between the reading and the sleep (a loaded machine, the thread sanitizer) can shorten
      // it: those forms are left to the test of `asked` below. A sleep for a duration cannot.
      let forms = AskForm.allCases.filter { !$0.namesDeadline }
      for task in 0..<21 {
        let form = forms[task % forms.count]
        let durations = (0..<3).map { _ -> Duration in
          // A duration down to the nanosecond; a deadline in whole milliseconds, often the same
          // for several tasks, so that they wake together and wait behind each other's work.
          form.namesDeadline
            ? .milliseconds(Int64(random.next() % 8) * 100 + 100)
            : .nanoseconds(Int64(random.next() % 2_000_000_000) + 1)
        }
        expected += durations.count
        starts.append((task, form, durations))
      }
      // All at once, so that their jobs wait behind each other's, and the busy ones' real work.
      let begin = starts
      runtime.perform {
        for start in begin {
          app.start(
            task: start.task, form: start.form, durations: start.durations,
            busy: start.task % 3 == 0)
        }
      }
      runtime.settle()
      let wakes = runtime.perform { app.wakes }
      if wakes.count != expected {
        wrong.append("seed \(seed): \(wakes.count) of \(expected) woke")
      }
      for wake in wakes where wake.woke - wake.asked != wake.slept {
        wrong.append(
          "seed \(seed), task \(wake.task): slept \(wake.slept), woke \(wake.woke - wake.asked) later"
        )
      }
      #expect(runtime.takeProblems().isEmpty)
    }
    #expect(wrong.isEmpty, "\(wrong.prefix(20).joined(separator: "\n"))")
  }

  @Test("a deadline read before a hop counts from the reading, not from the hop's end")
  func deadlineBeforeAHop() {
    let hop = SimulationExecutor.Hop(wait: .microseconds(6_200), ranBefore: .microseconds(40))
    // 250 ms asked at the end of the job before the hop; 6.2 ms of other jobs ran in between, and
    // 8 µs of this one.
    let early = Duration.milliseconds(250) - .microseconds(6_200) - .microseconds(11)
    #expect(
      SimulationExecutor.asked(left: early, ran: .microseconds(8), hop: hop) == .milliseconds(250))
    // Read at the start of this job, 7 µs ago, after the wait: the wait is not the app's.
    let late = Duration.milliseconds(250) - .microseconds(7)
    #expect(
      SimulationExecutor.asked(left: late, ran: .microseconds(8), hop: hop) == .milliseconds(250))
    // Read 3 µs ago in a long job after a hop: the job before cannot have read it.
    let deep = Duration.milliseconds(90) - .microseconds(3)
    let long = SimulationExecutor.Hop(wait: .microseconds(2_000), ranBefore: .microseconds(40))
    #expect(
      SimulationExecutor.asked(left: deep, ran: .microseconds(900), hop: long) == .milliseconds(90))
    #expect(
      SimulationExecutor.asked(left: late, ran: .microseconds(8), hop: nil) == .milliseconds(250))
    #expect(SimulationExecutor.asked(left: .zero, ran: .zero, hop: nil) == .zero)
  }

  @Test("a task paused for 4 ms between reading a deadline and sleeping still sleeps 300 ms")
  func pausedBeforeTheSleep() {
    let runtime = FlowRuntime()
    let app = runtime.perform { SleepyApp(clock: runtime.clock) }
    runtime.perform {
      Task { @MainActor in
        let asked = app.clock.now.offset
        let deadline = ContinuousClock.now + .milliseconds(300)
        usleep(4_000)  // the machine preempts the task, as a loaded one does
        try? await Task.sleep(until: deadline, clock: .continuous)
        app.record(
          WakeUp(task: 0, asked: asked, slept: .milliseconds(300), woke: app.clock.now.offset))
      }
    }
    runtime.settle()
    #expect(runtime.perform { app.wakes.map { $0.woke - $0.asked } } == [.milliseconds(300)])
  }

  @Test("a deadline read before a pause of the machine is read back as the round time it was")
  func deadlineBeforeAPause() {
    func asked(_ left: Duration, ran: Duration) -> Duration {
      SimulationExecutor.asked(left: left, ran: ran, hop: nil)
    }
    // 300 ms asked, then the task was preempted for 1.3 ms (then 9.5 ms) before its sleep began.
    #expect(
      asked(.milliseconds(300) - .microseconds(1_300), ran: .microseconds(1_310))
        == .milliseconds(300))
    #expect(
      asked(.milliseconds(300) - .microseconds(9_500), ran: .microseconds(9_510))
        == .milliseconds(300))
    // 250 ms after a 4 ms pause; 2 s after a 15 ms one.
    #expect(asked(.milliseconds(246), ran: .microseconds(4_100)) == .milliseconds(250))
    #expect(asked(.milliseconds(1_985), ran: .microseconds(15_100)) == .seconds(2))
    // With no pause, what was asked, however unround: a rounder time further back is not taken.
    #expect(
      asked(.milliseconds(295) - .microseconds(3), ran: .microseconds(5)) == .milliseconds(295))
    #expect(
      asked(.milliseconds(1_007) - .microseconds(3), ran: .microseconds(5)) == .milliseconds(1_007))
    // A long job: 190 ms read near its end, not the 200 ms its whole run would allow.
    #expect(asked(.microseconds(189_500), ran: .milliseconds(20)) == .milliseconds(190))
    // The reading at the very start of the job counts: 300 ms, not the 299 ms inside the span.
    #expect(asked(.microseconds(298_500), ran: .microseconds(1_500)) == .milliseconds(300))
    // Part of a millisecond asked, with no whole one in reach: rounded up to one.
    #expect(asked(.microseconds(12_400), ran: .microseconds(2)) == .milliseconds(13))
  }
}
