import FlowKit
import TestSupport
import Testing

@MainActor
final class PlainViewModel: ViewModel, ShowableViewModel {
  var startedWith: Parameters?
  var visibleAtStart: Bool?
  init(context: AppContext) { super.init(context: context, title: "plain") }
  override func didStart(parameters: Parameters) {
    startedWith = parameters
    visibleAtStart = isVisible
  }
}

@MainActor
final class SheetViewModel: ViewModel, ShowableViewModel {
  init(context: AppContext) { super.init(context: context, title: "sheet") }
}

/// Linked statically: `PlainViewModel` names `PlainView`.
extension PlainViewModel: HasView { typealias View = PlainView }

struct PlainView: FlowView {
  let model: PlainViewModel
  var body: Screen { Screen(model.title) { Label("plain", id: "plain") } }
}

/// Registered explicitly, and modal.
struct SheetScreen: FlowView {
  let model: SheetViewModel
  static var isModal: Bool { true }
  var body: Screen { Screen(model.title) {} }
}

/// A team's own class, whose view asks to be modal, shown through ``HostedViewModel``.
@MainActor
final class PickerStore {}

struct PickerStoreView: FlowView {
  let model: PickerStore
  static var isModal: Bool { true }
  var body: Screen { Screen("Pick") {} }
}

@MainActor
final class Unseen: ViewModel, ShowableViewModel {
  init(context: AppContext) { super.init(context: context, title: "unseen") }
}

@Suite("The navigation service", .timeLimit(.minutes(5)), .watchdog)
struct NavigationServiceTests {
  @MainActor
  @Test(
    "shows by type: started with its parameters before it is shown, pushed or presented as its view asks"
  )
  func show() {
    let runtime = FlowRuntime()
    let log: [String] = runtime.perform {
      let context = AppContext(runtime: runtime)
      context.views.register(SheetScreen.self)
      context.setRoot(ViewModel(context: context, title: "root"))
      var log: [String] = []
      var completed = false
      var shownAtCompletion = ""
      let plain = try? context.navigator.show(PlainViewModel.self, parameters: ["id": "7"]) {
        model in
        completed = true
        // The completion runs once the model is shown: started and on the stack.
        shownAtCompletion =
          "\(model.phase == .created ? "created" : "started") \(context.display().stackDescription)"
      }
      log.append(
        "\(plain?.startedWith ?? [:]) visible at start: \(plain?.visibleAtStart ?? true) completed: \(completed)"
      )
      log.append(shownAtCompletion)
      _ = try? context.navigator.show(SheetViewModel.self)
      log.append(context.display().stackDescription)
      var unseenCompleted = false
      do throws(NavigationError) {
        try context.navigator.show(Unseen.self) { _ in unseenCompleted = true }
      } catch { log.append(error.description) }
      log.append("a model that could not be shown completed: \(unseenCompleted)")
      log.append(context.display().stackDescription)
      return log
    }
    #expect(
      log == [
        "[\"id\": \"7\"] visible at start: false completed: true",
        "started root > plain",
        "root > plain | sheet",
        "no view shows Unseen; register one when the app is made "
          + "(context.views.register(UnseenView.self)), or link it: "
          + "extension Unseen: HasView { typealias View = UnseenView }",
        "a model that could not be shown completed: false",
        "root > plain | sheet",
      ])
  }

  @MainActor
  @Test("a hosted object's view that asks to be modal is presented; a plain one is pushed")
  func showHosted() throws {
    let runtime = FlowRuntime()
    let stacks: [String] = runtime.perform {
      let context = AppContext(runtime: runtime)
      context.views.register(PickerStoreView.self)
      context.setRoot(ViewModel(context: context, title: "root"))
      var stacks: [String] = []
      // Asked directly too: a model no view shows is not modal.
      let views = context.views
      stacks.append(
        "\(views.isModal(for: PlainViewModel(context: context))) "
          + "\(views.isModal(for: HostedViewModel(context: context, model: PickerStore()))) "
          + "\(views.isModal(for: Unseen(context: context)))")
      try? context.navigator.show(PlainViewModel(context: context))
      stacks.append(context.display().stackDescription)
      try? context.navigator.show(HostedViewModel(context: context, model: PickerStore()))
      stacks.append(context.display().stackDescription)
      return stacks
    }
    #expect(stacks == ["false true false", "root > plain", "root > plain | Pick"])
  }

  @Test(
    "close pops the top, removes a deeper one, dismisses a modal, and refuses the unknown and the root"
  )
  func close() {
    let runtime = FlowRuntime()
    let log: [String] = runtime.perform {
      let context = AppContext(runtime: runtime)
      context.views.register(SheetScreen.self)
      let root = ViewModel(context: context, title: "root")
      context.setRoot(root)
      let navigator = context.navigator
      var log: [String] = []
      @MainActor func attempt(_ body: () throws(NavigationError) -> Void) {
        do throws(NavigationError) { try body() } catch { log.append(error.description) }
        log.append(context.display().stackDescription)
      }
      // The completion runs after the close, once; a close that fails never completes.
      @MainActor func closing(_ model: ViewModel) throws(NavigationError) {
        try navigator.close(model) {
          log.append("closed \(model.title): \(context.display().stackDescription)")
        }
      }
      guard let a = try? navigator.show(PlainViewModel.self),
        let b = try? navigator.show(PlainViewModel.self),
        let sheet = try? navigator.show(SheetViewModel.self)
      else { return ["could not show"] }
      _ = b
      attempt { () throws(NavigationError) in try closing(a) }  // deeper: removed
      attempt { () throws(NavigationError) in try closing(sheet) }  // modal: dismissed
      attempt { () throws(NavigationError) in try closing(sheet) }  // gone: unknown
      attempt { () throws(NavigationError) in try closing(b) }  // top: popped
      attempt { () throws(NavigationError) in try closing(root) }  // the root: refused
      // A modal that presents another closes with it.
      if let outer = try? navigator.show(SheetViewModel.self),
        (try? navigator.show(SheetViewModel.self)) != nil
      {
        attempt { () throws(NavigationError) in try navigator.close(outer) }
      }
      return log
    }
    #expect(
      log == [
        "closed plain: root > plain | sheet",
        "root > plain | sheet",
        "closed sheet: root > plain",
        "root > plain",
        "SheetViewModel is not shown, so it cannot be closed",
        "root > plain",
        "closed plain: root",
        "root",
        "cannot pop ViewModel: it is the root of its stack (dismiss the modal, or push something first)",
        "root",
        "root",
      ])
  }

  @Test("two sessions never share a service")
  func sessionsAreSeparate() {
    let results: [String] = [FlowRuntime(), FlowRuntime()].enumerated().map { index, runtime in
      runtime.perform {
        let context = AppContext(runtime: runtime)
        if index == 0 { context.services.register((any Greeter).self, English()) }
        return (try? context.services.resolve((any Greeter).self).greet()) ?? "none"
      }
    }
    #expect(results == ["hello", "none"])
  }

  @Test("a pipe is never chained after itself or after a pipe of its own chain: no loop")
  func noLoops() {
    let runtime = FlowRuntime()
    let log: [String] = runtime.perform {
      let probe = Probe()
      let first = ActionPipe<Int>(name: "first")
      let second = ActionPipe<Int>(name: "second")
      first.observe { action, _ in probe.log.append("first \(action)") }
      second.observe { action, _ in probe.log.append("second \(action)") }
      first.then(second)
      // Each would close a loop: refused, the chain stays as it was.
      first.then(first)
      second.then(second)
      second.then(first)
      second.send(1)
      // A pipe follows one other at most: chained after another, it leaves the first.
      let other = ActionPipe<Int>(name: "other")
      other.observe { action, _ in probe.log.append("other \(action)") }
      other.then(second)
      first.send(2)
      other.send(3)
      return probe.log
    }
    #expect(log == ["first 1", "second 1", "first 2", "other 3", "second 3"])
  }

  @Test("bundled pipes run side by side, each chain in order, after the pipe they follow")
  func bundles() {
    let runtime = FlowRuntime()
    let log: [String] = runtime.perform {
      let probe = Probe()
      let screen = ActionPipe<Int>(name: "screen")
      let left = ActionPipe<Int>(name: "left")
      let leftTail = ActionPipe<Int>(name: "leftTail")
      let right = ActionPipe<Int>(name: "right")
      screen.on(.start) { context in
        probe.log.append("screen \(context.action)")
        context.action += 1
        return nil
      }
      left.observe { action, _ in probe.log.append("left \(action)") }
      leftTail.observe(.end) { action, _ in probe.log.append("leftTail \(action)") }
      right.observe { action, state in probe.log.append("right \(action) \(state)") }
      left.then(leftTail)
      screen.then(ActionPipe.bundle([left, right]))
      right.send(1, state: .start)
      right.send(10, state: .end)
      return probe.log
    }
    #expect(
      log == [
        "screen 1", "left 2", "right 2 start",
        "left 10", "leftTail 10", "right 10 end",
      ])
  }
}

@Suite("Events tell one story", .timeLimit(.minutes(5)), .watchdog)
struct EventOrderTests {
  /// The events of showing a PlainViewModel over the root one way, then closing it.
  @MainActor
  static func events(show: (AppContext) throws -> Void, close: (AppContext) throws -> Void)
    rethrows -> [String]
  {
    let context = AppContext(runtime: FlowRuntime())
    context.views.register(SheetScreen.self)
    context.router.register("app://plain") { _ in PlainViewModel(context: context) }
    context.setRoot(ViewModel(context: context, title: "root"))
    _ = context.events.unread()
    try show(context)
    try close(context)
    return context.events.unread().map(\.description).filter { !$0.contains("deinit") }
  }

  @Test("a push by hand, by the navigation service and by a deep link give the same events")
  @MainActor
  func pushes() throws {
    let close: (AppContext) throws -> Void = { context in
      _ = try context.window?.pop()
    }
    let byHand = try Self.events(
      show: { context in try context.window?.push(PlainViewModel(context: context)) },
      close: close)
    let byService = try Self.events(
      show: { context in try context.navigator.show(PlainViewModel.self) }, close: close)
    let byLink = try Self.events(
      show: { context in try context.navigator.open("app://plain") }, close: close)
    #expect(
      byHand == [
        "navigation: push PlainViewModel plain", "lifecycle: start PlainViewModel plain",
        "lifecycle: disappear ViewModel root", "lifecycle: appear PlainViewModel plain",
        "navigation: pop PlainViewModel plain", "lifecycle: disappear PlainViewModel plain",
        "lifecycle: appear ViewModel root", "lifecycle: end PlainViewModel plain",
      ])
    #expect(byService == byHand)
    #expect(byLink == byHand)
  }

  @Test("a modal is presented and dismissed in the same order as a push and a pop")
  @MainActor
  func modals() throws {
    let events = try Self.events(
      show: { context in try context.navigator.show(SheetViewModel.self) },
      close: { context in try context.window?.dismiss() })
    #expect(
      events == [
        "navigation: present SheetViewModel sheet", "lifecycle: start SheetViewModel sheet",
        "lifecycle: disappear ViewModel root", "lifecycle: appear SheetViewModel sheet",
        "navigation: dismiss SheetViewModel sheet", "lifecycle: disappear SheetViewModel sheet",
        "lifecycle: appear ViewModel root", "lifecycle: end SheetViewModel sheet",
      ])
  }
}
