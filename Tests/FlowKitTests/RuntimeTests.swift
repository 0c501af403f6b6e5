import TestSupport
import Testing

@testable import FlowKit

actor SlowService {
  let clock: any Clock<Duration>
  init(clock: any Clock<Duration>) { self.clock = clock }
  func call(_ value: Int) async throws -> Int {
    try await clock.sleep(for: .milliseconds(500))
    return value * 2
  }
}

@MainActor
final class Probe {
  var log: [String] = []
  var result: Int?
}

@Suite("Virtual time", .timeLimit(.minutes(5)), .watchdog)
struct RuntimeTests {
  @Test("a sleeper cancelled after it woke, by one that woke with it, leaves nothing behind")
  func cancelAfterWaking() {
    // Under a shuffle the two wake together, and some seeds run the canceller after the second
    // was woken: its cancellation then comes too late to stop the sleep, and must not be kept.
    for seed in 0..<16 as Range<UInt64> {
      let runtime = FlowRuntime(shuffle: seed)
      let clock = runtime.clock
      runtime.perform {
        let second = Task { @MainActor in try? await clock.sleep(for: .seconds(1)) }
        Task { @MainActor in
          try? await clock.sleep(for: .seconds(1))
          second.cancel()
        }
      }
      #expect(runtime.settle())
      #expect(clock.cancellationsKept == 0, "seed \(seed)")
    }
  }

  @Test("a 500 ms service call completes only after 500 ms of virtual time")
  func serviceCallWaitsForVirtualTime() {
    let runtime = FlowRuntime()
    let service = SlowService(clock: runtime.clock)
    let probe = runtime.perform { Probe() }
    runtime.perform {
      Task { @MainActor in
        probe.result = try? await service.call(21)
      }
    }
    #expect(runtime.perform { probe.result } == nil)
    #expect(runtime.waitingTasks == 1)
    runtime.advance(by: .milliseconds(499))
    #expect(runtime.perform { probe.result } == nil)
    runtime.advance(by: .milliseconds(1))
    #expect(runtime.perform { probe.result } == 42)
    #expect(runtime.now.offset == .milliseconds(500))
    #expect(runtime.waitingTasks == 0)
  }

  @Test("virtual waiting costs next to no real time")
  func virtualTimeIsCheap() {
    let runtime = FlowRuntime()
    let service = SlowService(clock: runtime.clock)
    let probe = runtime.perform { Probe() }
    let real = ContinuousClock().measure {
      runtime.perform {
        Task { @MainActor in
          for _ in 0..<100 { _ = try? await service.call(1) }
          probe.result = 1
        }
      }
      runtime.settle()
    }
    #expect(runtime.perform { probe.result } == 1)
    #expect(runtime.now.offset == .seconds(50))
    // 50 s of virtual time passed; a tenth of that in real time would mean something really slept.
    #expect(real < .seconds(5))
  }

  @Test("100 runs of the same steps give identical results")
  func runsAreDeterministic() {
    func run() -> [String] {
      let runtime = FlowRuntime()
      let service = SlowService(clock: runtime.clock)
      let probe = runtime.perform { Probe() }
      runtime.perform {
        for index in 0..<5 {
          Task { @MainActor in
            probe.log.append("start \(index)")
            let value = (try? await service.call(index)) ?? -1
            probe.log.append("done \(index) -> \(value)")
            await Task.yield()
            probe.log.append("after yield \(index)")
          }
        }
      }
      runtime.advance(by: .milliseconds(250))
      runtime.perform {
        Task { @MainActor in
          try? await runtime.clock.sleep(for: .milliseconds(100))
          probe.log.append("timer at \(runtime.now)")
        }
      }
      runtime.settle()
      return runtime.perform { probe.log }
    }
    let first = run()
    #expect(first.count == 16)
    for _ in 0..<99 {
      #expect(run() == first)
    }
  }

  @Test("a cancelled sleeper resumes at once and leaves the clock")
  func cancellationRemovesSleeper() {
    let runtime = FlowRuntime()
    let probe = runtime.perform { Probe() }
    let task = runtime.perform {
      Task { @MainActor in
        do {
          try await runtime.clock.sleep(for: .seconds(5))
          probe.log.append("woke")
        } catch {
          probe.log.append("cancelled")
        }
      }
    }
    #expect(runtime.waitingTasks == 1)
    #expect(!runtime.isIdle)
    runtime.perform { task.cancel() }
    #expect(runtime.waitingTasks == 0)
    #expect(runtime.isIdle)
    #expect(runtime.perform { probe.log } == ["cancelled"])
  }

  @Test(
    "durations parse and print in the command language's forms",
    arguments: [
      ("500ms", 500), ("2s", 2000), ("1.5s", 1500), ("0ms", 0), ("1m", 60_000),
      ("1h", 3_600_000), ("86400000ms", 86_400_000),
    ])
  func durations(text: String, millis: Int) {
    #expect(DurationFormat.parse(text) == .milliseconds(millis))
  }

  @Test(
    "a duration prints in its shortest form, as the prompt and recorded waits show it",
    arguments: [
      (0, "0s"), (100, "100ms"), (999, "999ms"), (1100, "1.1s"), (1250, "1250ms"),
      (1500, "1.5s"), (2000, "2s"), (60_000, "60s"),
    ])
  func durationStrings(millis: Int, text: String) {
    #expect(DurationFormat.string(.milliseconds(millis)) == text)
    #expect(DurationFormat.parse(text) == .milliseconds(millis))
  }

  @Test(
    "bad durations are refused",
    arguments: ["", "ms", "5", "-1s", "1.2.3s", "abc", "1e3ms", "86400001ms"])
  func badDurations(text: String) {
    #expect(DurationFormat.parse(text) == nil)
  }

  @Test("every unit the message offers parses, and the message lists every unit")
  func unitsAndMessageAgree() {
    for unit in DurationFormat.units {
      #expect(DurationFormat.parse(unit.example) != nil, "\(unit.example)")
      #expect(DurationFormat.forms.contains(unit.example))
    }
  }
}
