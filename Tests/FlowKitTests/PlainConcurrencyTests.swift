import FlowKit
import Foundation
import TestSupport
import Testing

// View models and services as iOS teams write them: @MainActor, plain `Task {}`, plain actors,
// nothing that knows about flowsim.

struct Todo: Equatable, Sendable {
  var title: String
}

actor TodoService {
  let clock: any Clock<Duration>
  init(clock: any Clock<Duration>) { self.clock = clock }

  func todos() async throws -> [Todo] {
    try await clock.sleep(for: .milliseconds(300))
    return [Todo(title: "milk"), Todo(title: "bread")]
  }

  func count() async throws -> Int {
    try await clock.sleep(for: .milliseconds(100))
    return 2
  }
}

/// A nonisolated async function, as a team's helpers often are.
func slowDouble(_ value: Int, clock: any Clock<Duration>) async -> Int {
  try? await clock.sleep(for: .milliseconds(50))
  return value * 2
}

@MainActor
final class TodoListModel {
  var items: [Todo] = []
  var log: [String] = []
  let service: TodoService
  let clock: any Clock<Duration>

  init(clock: any Clock<Duration>) {
    self.clock = clock
    service = TodoService(clock: clock)
  }

  func load() {
    Task { items = (try? await service.todos()) ?? [] }
  }

  /// Every way a team starts work: a plain task, a detached one, child tasks, async let, a
  /// nonisolated function and an actor.
  func loadEverything() {
    let clock = clock
    let service = service
    Task {
      log.append("start")
      async let count = service.count()
      let doubled = await withTaskGroup(of: Int.self) { group in
        for value in 1...3 { group.addTask { await slowDouble(value, clock: clock) } }
        var total = 0
        for await value in group { total += value }
        return total
      }
      log.append("group \(doubled)")
      log.append("count \((try? await count) ?? -1)")
      let detached = await Task.detached { await slowDouble(21, clock: clock) }.value
      log.append("detached \(detached)")
      items = (try? await service.todos()) ?? []
      log.append("items \(items.count)")
    }
  }

  /// What a team writes before they hand the clock in: a real sleep.
  func waitForReal() {
    Task {
      try? await Task.sleep(for: .seconds(2))
      log.append("woke on the main actor")
    }
  }

  func waitForRealOffTheMainActor() {
    Task.detached { [weak self] in
      try? await ContinuousClock().sleep(for: .milliseconds(1500))
      await self?.append("woke off the main actor")
    }
  }

  func append(_ line: String) { log.append(line) }
}

@Suite("Plain concurrency in a simulation", .timeLimit(.minutes(5)), .watchdog)
struct PlainConcurrencyTests {
  @Test("a to-do list loaded with a plain Task finishes in virtual time, the same every run")
  func plainTaskLoad() {
    for _ in 0..<20 {
      let runtime = FlowRuntime()
      let model = runtime.perform { TodoListModel(clock: runtime.clock) }
      runtime.perform { model.load() }
      #expect(runtime.perform { model.items.isEmpty })
      #expect(runtime.waitingTasks == 1)
      runtime.advance(by: .milliseconds(299))
      #expect(runtime.perform { model.items.isEmpty })
      runtime.advance(by: .milliseconds(1))
      #expect(runtime.perform { model.items.map(\.title) } == ["milk", "bread"])
      #expect(runtime.waitingTasks == 0)
    }
  }

  @Test("child tasks, async let, Task.detached, actors and nonisolated functions all run in order")
  func everyKindOfWork() {
    func run() -> ([String], Duration) {
      let runtime = FlowRuntime()
      let model = runtime.perform { TodoListModel(clock: runtime.clock) }
      runtime.perform { model.loadEverything() }
      #expect(runtime.settle())
      return (runtime.perform { model.log }, runtime.now.offset)
    }
    let (first, time) = run()
    #expect(first == ["start", "group 12", "count 2", "detached 42", "items 2"])
    // 100 ms for the count runs beside 50 ms for the group; then 50 ms detached and 300 ms.
    #expect(time == .milliseconds(450))
    for _ in 0..<20 { #expect(run().0 == first) }
  }

  @Test("a sleep on ContinuousClock runs in virtual time, with no error")
  func realSleepOnTheMainActor() {
    let runtime = FlowRuntime()
    let model = runtime.perform { TodoListModel(clock: runtime.clock) }
    runtime.perform { model.waitForReal() }
    #expect(runtime.takeProblems().isEmpty)
    // The job waits in virtual time, so it wakes only when virtual time gets there.
    #expect(runtime.waitingTasks == 1)
    runtime.advance(by: .milliseconds(1999))
    #expect(runtime.perform { model.log }.isEmpty)
    runtime.advance(by: .milliseconds(1))
    #expect(runtime.perform { model.log } == ["woke on the main actor"])
    #expect(runtime.takeProblems().isEmpty)
  }

  @Test("a sleep on ContinuousClock in a detached task runs in virtual time too")
  func realSleepOffTheMainActor() {
    let runtime = FlowRuntime()
    let model = runtime.perform { TodoListModel(clock: runtime.clock) }
    runtime.perform { model.waitForRealOffTheMainActor() }
    #expect(runtime.takeProblems().isEmpty)
    #expect(runtime.settle())
    #expect(runtime.now.offset == .milliseconds(1500))
    #expect(runtime.perform { model.log } == ["woke off the main actor"])
  }

  @Test(
    "every form of Task.sleep on the system's clocks waits its own time in virtual time",
    arguments: SleepForm.allCases)
  func everySleepForm(_ form: SleepForm) {
    let runtime = FlowRuntime()
    let log = runtime.perform { SleepLog() }
    runtime.perform { log.sleep(form) }
    #expect(runtime.takeProblems().isEmpty)
    runtime.advance(by: .milliseconds(299))
    #expect(runtime.perform { log.woke } == false)
    runtime.advance(by: .milliseconds(1))
    #expect(runtime.perform { log.woke } == true)
  }

  @Test("work of the user's own on the main actor runs beside simulations")
  @MainActor
  func mainActorTestsBeside() async throws {
    var total = 0
    for value in 0..<100 {
      total += value
      await Task.yield()
    }
    let doubled = await Task { @MainActor in total * 2 }.value
    #expect(doubled == 9900)
    // A real sleep outside any simulation is a real sleep.
    let clock = ContinuousClock()
    let start = clock.now
    try await Task.sleep(for: .milliseconds(20))
    #expect(start.duration(to: clock.now) >= .milliseconds(20))
    // And a simulation driven from here runs on this very queue.
    let runtime = FlowRuntime()
    let model = runtime.perform { TodoListModel(clock: runtime.clock) }
    runtime.perform { model.load() }
    runtime.settle()
    #expect(model.items.count == 2)
  }
}

/// The ways a team writes a sleep with `Task.sleep` and the system's clocks.
enum SleepForm: String, CaseIterable, Sendable {
  case forDuration, nanoseconds, untilContinuous, untilSuspending, continuousClock
}

@MainActor
final class SleepLog {
  var woke = false

  func sleep(_ form: SleepForm) {
    Task {
      switch form {
      case .forDuration: try? await Task.sleep(for: .milliseconds(300))
      case .nanoseconds: try? await Task.sleep(nanoseconds: 300_000_000)
      case .untilContinuous:
        try? await Task.sleep(until: .now + .milliseconds(300), clock: .continuous)
      case .untilSuspending:
        try? await Task.sleep(until: .now + .milliseconds(300), clock: .suspending)
      case .continuousClock: try? await ContinuousClock().sleep(for: .milliseconds(300))
      }
      woke = true
    }
  }
}
