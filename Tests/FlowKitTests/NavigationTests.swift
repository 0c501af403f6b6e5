import FlowKit
import TestSupport
import Testing

@MainActor
final class Sleepy: ViewModel {
  var woke = false
  func sleepLong() {
    task { [context] in
      do {
        try await context.clock.sleep(for: .seconds(1))
        self.woke = true
      } catch {}
    }
  }
}

@MainActor
@Suite("Navigation driven by view models", .timeLimit(.minutes(5)), .watchdog)
struct NavigationTests {
  @Test("push, pop, pop to root, pop to a view model; popping the root is an error")
  func stackOperations() {
    let runtime = FlowRuntime()
    let result: [String] = runtime.perform {
      let context = AppContext(runtime: runtime)
      let root = ViewModel(context: context, title: "root")
      let nav = context.setRoot(root)
      var log: [String] = []
      do throws(NavigationError) {
        try nav.pop()
      } catch {
        log.append("\(error)")
      }
      let a = ViewModel(context: context, title: "a")
      let b = ViewModel(context: context, title: "b")
      let c = ViewModel(context: context, title: "c")
      try? nav.push(a)
      try? nav.push(b)
      try? nav.push(c)
      log.append(nav.viewModels.map(\.title).joined(separator: ">"))
      try? nav.pop(to: a)
      log.append(nav.viewModels.map(\.title).joined(separator: ">"))
      do throws(NavigationError) { try nav.push(a) } catch { log.append("again: \(error)") }
      nav.popToRoot()
      log.append(nav.viewModels.map(\.title).joined(separator: ">"))
      log.append("\(b.phase == .ended) \(a.phase == .ended)")
      return log
    }
    #expect(result[0].hasPrefix("cannot pop ViewModel"))
    #expect(result[1] == "root>a>b>c")
    #expect(result[2] == "root>a")
    #expect(result[3].hasPrefix("again: ViewModel is already shown"))
    #expect(result[4] == "root")
    #expect(result[5] == "true true")
  }

  @Test("pop to root: the top disappears before it ends, and the root appears again")
  func popToRootVisibility() {
    let runtime = FlowRuntime()
    let (events, visible): ([String], Bool) = runtime.perform {
      let context = AppContext(runtime: runtime)
      let root = ViewModel(context: context, title: "root")
      let nav = context.setRoot(root)
      try? nav.push(ViewModel(context: context, title: "a"))
      try? nav.push(ViewModel(context: context, title: "b"))
      let before = context.events.all.count
      nav.popToRoot()
      return (
        // A deinit comes when the last reference goes, which this test does not pin.
        context.events.all.dropFirst(before).map(\.description).filter {
          !$0.hasPrefix("lifecycle: deinit")
        },
        context.visibleViewModel === root && root.isVisible
      )
    }
    #expect(
      events == [
        "navigation: pop ViewModel b", "navigation: pop ViewModel a",
        "lifecycle: disappear ViewModel b", "lifecycle: appear ViewModel root",
        "lifecycle: end ViewModel b", "lifecycle: end ViewModel a",
      ])
    #expect(visible)
  }

  @Test("lifecycle runs start, appear, disappear, end in order")
  func lifecycleOrder() {
    let runtime = FlowRuntime()
    let events: [String] = runtime.perform {
      let context = AppContext(runtime: runtime)
      let nav = context.setRoot(ViewModel(context: context, title: "root"))
      let pushed = Sleepy(context: context)
      try? nav.push(pushed)
      _ = try? nav.pop()
      return context.events.all.map(\.description)
    }
    #expect(
      events == [
        "lifecycle: start ViewModel root", "lifecycle: appear ViewModel root",
        "navigation: push Sleepy", "lifecycle: start Sleepy", "lifecycle: disappear ViewModel root",
        "lifecycle: appear Sleepy", "navigation: pop Sleepy", "lifecycle: disappear Sleepy",
        "lifecycle: appear ViewModel root", "lifecycle: end Sleepy",
      ])
  }

  @Test("a popped view model is released and its tasks change nothing after it is gone")
  func releaseAndCancellation() {
    let runtime = FlowRuntime()
    let (weakBox, context) = runtime.perform { () -> (WeakBox, AppContext) in
      let context = AppContext(runtime: runtime)
      let nav = context.setRoot(ViewModel(context: context, title: "root"))
      let sleepy = Sleepy(context: context)
      try? nav.push(sleepy)
      sleepy.sleepLong()
      return (WeakBox(sleepy), context)
    }
    #expect(runtime.waitingTasks == 1)
    runtime.perform { _ = try? context.window?.pop() }
    #expect(runtime.waitingTasks == 0)
    runtime.advance(by: .seconds(2))
    #expect(runtime.perform { weakBox.value == nil })
  }

  @Test("present and dismiss, from the presenter or the presented; presentations nest")
  func modals() {
    let runtime = FlowRuntime()
    let log: [String] = runtime.perform {
      let context = AppContext(runtime: runtime)
      let nav = context.setRoot(ViewModel(context: context, title: "root"))
      var log: [String] = []
      let first = try? nav.present(ViewModel(context: context, title: "m1"))
      _ = try? first?.present(ViewModel(context: context, title: "m2"))
      log.append(context.visibleViewModel?.title ?? "-")
      log.append("\(nav.top.title) \(nav.visible.title)")
      try? nav.deepest.dismiss()
      log.append(context.visibleViewModel?.title ?? "-")
      try? nav.dismiss()
      log.append(context.visibleViewModel?.title ?? "-")
      do throws(NavigationError) { try nav.dismiss() } catch { log.append("\(error)") }
      return log
    }
    #expect(
      log == [
        "m2", "root m2", "m1", "root", "nothing is presented, so there is nothing to dismiss",
      ])
  }

  @Test(
    "dismissing a modal that presents another ends both, the inner one first, and cancels their tasks"
  )
  func dismissNested() {
    let runtime = FlowRuntime()
    let (context, outer, inner) = runtime.perform { () -> (AppContext, Sleepy, Sleepy) in
      let context = AppContext(runtime: runtime)
      let nav = context.setRoot(ViewModel(context: context, title: "root"))
      let outer = Sleepy(context: context, title: "outer")
      let inner = Sleepy(context: context, title: "inner")
      let modal = try? nav.present(outer)
      _ = try? modal?.present(inner)
      outer.sleepLong()
      inner.sleepLong()
      return (context, outer, inner)
    }
    #expect(runtime.waitingTasks == 2)
    runtime.perform { try? context.window?.dismiss() }
    #expect(runtime.waitingTasks == 0, "the inner modal's task is cancelled too")
    runtime.advance(by: .seconds(2))
    let (phases, woke, ends) = runtime.perform {
      (
        [outer.phase == .ended, inner.phase == .ended], [outer.woke, inner.woke],
        context.events.all.map(\.description).filter { $0.hasPrefix("lifecycle: end") }
      )
    }
    #expect(phases == [true, true])
    #expect(woke == [false, false])
    #expect(ends == ["lifecycle: end Sleepy inner", "lifecycle: end Sleepy outer"])
  }

  @Test("a child has one parent; adding it twice is an error")
  func children() {
    let runtime = FlowRuntime()
    let errors: [String] = runtime.perform {
      let context = AppContext(runtime: runtime)
      let parent = ViewModel(context: context, title: "p")
      let other = ViewModel(context: context, title: "o")
      let child = ViewModel(context: context, title: "c")
      var errors: [String] = []
      try? parent.addChild(child)
      do throws(NavigationError) { try parent.addChild(child) } catch { errors.append("\(error)") }
      do throws(NavigationError) { try other.addChild(child) } catch { errors.append("\(error)") }
      do throws(NavigationError) { try other.removeChild(child) } catch {
        errors.append("\(error)")
      }
      return errors
    }
    #expect(errors.count == 3)
    #expect(errors[0].contains("already has a parent"))
  }
}

@MainActor
final class WeakBox: Sendable {
  weak var value: ViewModel?
  init(_ value: ViewModel) { self.value = value }
}
