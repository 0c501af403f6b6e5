import FlowKit
import Testing

/// FlowKit behaviours a user would notice that no test watched (issue 35).
@Suite("FlowKit: what a user would notice", .timeLimit(.minutes(1)))
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
