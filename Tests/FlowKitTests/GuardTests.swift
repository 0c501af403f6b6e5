import FlowKit
import TestSupport
import Testing

/// FlowKit behaviours a user would notice that no test watched (issue 35).
@Suite("FlowKit: what a user would notice", .timeLimit(.minutes(5)), .watchdog)
struct FlowKitGuardTests {
  @Test("removeSections([0, 1]) of three sections leaves the third")
  func removeTwoOfThreeSections() {
    let runtime = FlowRuntime()
    let (left, error): ([[String]], String?) = runtime.perform {
      let context = AppContext(runtime: runtime)
      let owner = ListOwner(context: context, title: "T")
      context.setRoot(owner)
      do throws(ListError) {
        try owner.list.appendSections([
          ListSection(header: "A", cells: cells("a")), ListSection(header: "B", cells: cells("b")),
          ListSection(header: "C", cells: cells("c1", "c2")),
        ])
        try owner.list.removeSections([0, 1])
        return (texts(owner.list), nil)
      } catch {
        return (texts(owner.list), "\(error)")
      }
    }
    #expect(error == nil)
    #expect(left == [["c1", "c2"]])
  }

  @Test("a presenter hears viewDidAttach once its view is attached, and can reach the view then")
  func presenterAttach() {
    let runtime = FlowRuntime()
    let heard: [String] = runtime.perform {
      let context = AppContext(runtime: runtime)
      let presenter = AttachProbe()
      let view = ProbeView(context: context, title: "passive")
      presenter.attach(to: view)
      return presenter.heard
    }
    #expect(heard == ["attached to passive"])
  }

  @Test("an alert's field shows what is typed unless it is asked to be secure")
  func alertFieldPlainByDefault() {
    let plain = Alert.Field(placeholder: "Name", text: "lee", id: "name") { _ in }
    let secure = Alert.Field(placeholder: "PIN", text: "1234", id: "pin", isSecure: true) { _ in }
    #expect(!plain.isSecure)
    #expect(secure.isSecure)
  }

  @Test("pop(to:) ends the popped screens from the top down")
  func popToEndsTopDown() {
    let runtime = FlowRuntime()
    let events: [String] = runtime.perform {
      let context = AppContext(runtime: runtime)
      let root = ViewModel(context: context, title: "root")
      let nav = context.setRoot(root)
      let a = ViewModel(context: context, title: "a")
      try? nav.push(a)
      try? nav.push(ViewModel(context: context, title: "b"))
      try? nav.push(ViewModel(context: context, title: "c"))
      try? nav.push(ViewModel(context: context, title: "d"))
      let before = context.events.all.count
      try? nav.pop(to: a)
      return context.events.all.dropFirst(before).map(\.description).filter {
        $0.hasPrefix("lifecycle: end") || $0.hasPrefix("navigation:")
      }
    }
    #expect(
      events == [
        "navigation: pop ViewModel d", "navigation: pop ViewModel c", "navigation: pop ViewModel b",
        "lifecycle: end ViewModel d", "lifecycle: end ViewModel c", "lifecycle: end ViewModel b",
      ])
  }
}

/// A view model whose task never waits for anything.
@MainActor
final class Spinner: ViewModel {
  var turns = 0
  func spin() {
    Task {
      while !Task.isCancelled {
        turns += 1
        await Task.yield()
      }
    }
  }
}

@Suite("A runaway app fails the run, never hangs it", .timeLimit(.minutes(5)), .watchdog)
struct RunawayTests {
  @Test("a loop of Task.yield() is stopped after a million jobs a step")
  func yieldLoop() {
    let runtime = FlowRuntime()
    let spinner = runtime.perform {
      let context = AppContext(runtime: runtime)
      let spinner = Spinner(context: context, title: "spin")
      context.setRoot(spinner)
      spinner.spin()
      return spinner
    }
    // Which runtime hears of it depends on the tests running beside this one (a main-actor test
    // that drives a simulation of its own inside this drain takes it over); the report itself is
    // checked in a process of its own (`GuardCLITests`).
    let turns = runtime.perform { spinner.turns }
    #expect(turns >= 500_000)
    #expect(turns <= 2_000_000)
  }

  @Test("sleeps of no time that follow each other without end are stopped and reported")
  func zeroSleepLoop() {
    let runtime = FlowRuntime()
    runtime.perform {
      Task {
        while !Task.isCancelled { try? await Task.sleep(for: .zero) }
      }
    }
    #expect(runtime.settle() == false)
    #expect(runtime.takeProblems().contains(.runaway(jobs: 100_000)))
  }
}

/// A passive view for ``AttachProbe``.
@MainActor
final class ProbeView: ViewModel, PassiveView {}

/// A presenter that notes what it sees when its view is attached.
@MainActor
final class AttachProbe: Presenter<ProbeView> {
  var heard: [String] = []
  override func viewDidAttach() { heard.append("attached to \(view?.title ?? "nothing")") }
}
