import FlowKit
import TestSupport
import Testing

struct Broken: Error {}

/// Three pages of two rows, 500 ms each, through the app's network; `failNext` makes the next
/// fetch fail with a server error.
@MainActor
final class Pages: ScrollViewModel {
  var failNext = false
  var fetched: [Int] = []

  override func fetch(page: Int) async throws -> ListPage {
    fetched.append(page)
    try await context.network.call(base: .milliseconds(500), on: context.clock)
    if failNext {
      failNext = false
      throw Broken()
    }
    let cells = (0..<2).map { CellViewModel(text: "p\(page)r\($0)") }
    return ListPage(cells: cells, hasMore: page < 2)
  }
}

@MainActor
func state(_ model: Pages) -> String {
  "\(model.loadState) \(model.moreState) hud=\(model.showsHUD) rows=\(model.list.rowCount)"
}

/// A `Pages` view model as the root of a new app on `runtime`.
func openPages(_ runtime: FlowRuntime) -> Pages {
  runtime.perform {
    let context = AppContext(runtime: runtime)
    let model = Pages(context: context, title: "P", listID: "rows")
    context.setRoot(model)
    return model
  }
}

@Suite("Scroll loading, tabs and overlays", .timeLimit(.minutes(5)), .watchdog)
struct LoadingTests {
  @Test("a page that could not land is asked for again on retry, not skipped")
  func pageThatCouldNotLand() {
    let runtime = FlowRuntime()
    let model = openPages(runtime)
    runtime.advance(by: .milliseconds(500))
    runtime.perform { model.loadMore() }
    // The app empties the list while page 1 is on its way: the page has no section to land in.
    runtime.perform { model.list.removeAll() }
    runtime.advance(by: .milliseconds(500))
    #expect(runtime.perform { "\(model.moreState)".hasPrefix("failed") })
    runtime.perform {
      try? model.list.appendSections([ListSection(cells: [CellViewModel(text: "again")])])
      model.retry()
    }
    runtime.advance(by: .milliseconds(500))
    #expect(runtime.perform { model.fetched } == [0, 1, 1])
    #expect(runtime.perform { model.list.allCells.map(\.text) } == ["again", "p1r0", "p1r1"])
  }

  @Test("first load with a HUD, load more page by page, then no more data")
  func paging() {
    let runtime = FlowRuntime()
    let model = openPages(runtime)
    #expect(runtime.perform { state(model) } == "firstLoading idle hud=true rows=0")
    runtime.advance(by: .milliseconds(500))
    #expect(runtime.perform { state(model) } == "loaded idle hud=false rows=2")
    runtime.perform { model.loadMore() }
    runtime.perform { model.loadMore() }  // ignored: a page is on its way
    #expect(runtime.perform { state(model) } == "loaded loading hud=false rows=2")
    runtime.advance(by: .milliseconds(500))
    runtime.perform { model.loadMore() }
    runtime.advance(by: .milliseconds(500))
    #expect(runtime.perform { state(model) } == "loaded noMore hud=false rows=6")
    runtime.perform { model.loadMore() }  // ignored: no more data
    #expect(runtime.perform { model.fetched } == [0, 1, 2])
    runtime.perform { model.refresh() }
    #expect(
      runtime.perform { state(model) } == "refreshing noMore hud=false rows=6",
      "the footer stays until page one is in")
    runtime.advance(by: .milliseconds(500))
    #expect(runtime.perform { state(model) } == "loaded idle hud=false rows=2")
  }

  @Test("a failure leaves no flag set, keeps the rows, tells the network apart, and retry works")
  func failures() {
    let runtime = FlowRuntime()
    let (context, model) = runtime.perform {
      let context = AppContext(runtime: runtime)
      let model = Pages(context: context, title: "P", listID: "rows")
      context.setRoot(model)
      return (context, model)
    }
    runtime.perform { context.network.condition = .offline }
    runtime.advance(by: .milliseconds(500))
    #expect(
      runtime.perform { state(model) }
        == "failed(FlowKit.LoadFailure.network) idle hud=false rows=0")
    #expect(runtime.perform { context.toast?.text } == "Network error")
    runtime.perform { context.network.condition = .online }
    runtime.perform { model.retry() }
    runtime.advance(by: .milliseconds(500))
    #expect(runtime.perform { state(model) } == "loaded idle hud=false rows=2")
    runtime.perform {
      model.failNext = true
      model.loadMore()
    }
    runtime.advance(by: .milliseconds(500))
    #expect(
      runtime.perform { state(model) }
        == "loaded failed(FlowKit.LoadFailure.other(\"Something went wrong\")) hud=false rows=2")
    #expect(runtime.perform { context.toast?.text } == "Something went wrong")
    runtime.perform { model.loadMore() }  // retries page 1
    runtime.advance(by: .milliseconds(500))
    #expect(runtime.perform { state(model) } == "loaded idle hud=false rows=4")
    #expect(runtime.perform { model.fetched } == [0, 0, 1, 1])
  }

  @Test("a refresh replaces a load more in flight; the stale page never lands")
  func refreshWinsOverLoadMore() {
    let runtime = FlowRuntime()
    let model = openPages(runtime)
    runtime.advance(by: .milliseconds(500))
    runtime.perform { model.loadMore() }
    runtime.advance(by: .milliseconds(200))
    runtime.perform { model.refresh() }
    #expect(runtime.perform { state(model) } == "refreshing idle hud=false rows=2")
    _ = runtime.settle()
    #expect(runtime.perform { state(model) } == "loaded idle hud=false rows=2")
    #expect(runtime.perform { model.list.allCells.map(\.text) } == ["p0r0", "p0r1"])
  }

  @Test("a tab starts the first time it is shown; only the selected tab is visible")
  func tabs() {
    let runtime = FlowRuntime()
    let (context, tabs, a, b) = runtime.perform {
      let context = AppContext(runtime: runtime)
      let tabs = TabsViewModel(context: context, title: "tabs")
      let a = ViewModel(context: context, title: "A")
      let b = ViewModel(context: context, title: "B")
      try? tabs.addTab(a, id: "a")
      try? tabs.addTab(b, id: "b")
      context.setRoot(tabs)
      return (context, tabs, a, b)
    }
    #expect(
      runtime.perform { "\(a.phase) \(a.isVisible) \(b.phase) \(b.isVisible)" }
        == "started true created false")
    let error: String = runtime.perform {
      do throws(NavigationError) {
        try tabs.select(2)
        return ""
      } catch { return error.description }
    }
    #expect(error == "no tab 2: there are 2 tabs (0 to 1)")
    runtime.perform { Tabs(tabs).children[1].actions.tap?() }
    #expect(
      runtime.perform { "\(a.isVisible) \(b.phase) \(b.isVisible) \(tabs.selectedIndex)" }
        == "false started true 1")
    let tabElements = runtime.perform {
      Tabs(tabs).children.map { "\($0.id ?? "") \($0.label) \($0.isSelected)" }
    }
    #expect(tabElements == ["a A false", "b B true"])
    // Selecting a tab by its view model, as a screen's code does; one that is not a tab is refused.
    let byModel: String = runtime.perform {
      do throws(NavigationError) {
        try tabs.select(a)
        let selected = "\(tabs.selectedIndex) \(a.isVisible) \(b.isVisible)"
        try tabs.select(ViewModel(context: context, title: "C"))
        return selected
      } catch { return "\(tabs.selectedIndex) \(error.description)" }
    }
    #expect(byModel == "0 ViewModel is not a child of this view model")
    #expect(runtime.perform { "\(a.isVisible) \(b.isVisible)" } == "true false")
    let lifecycle = runtime.perform {
      context.events.all.filter { $0.kind == .lifecycle }.map(\.text)
        .filter { !$0.hasPrefix("deinit") }
    }
    // C, refused, never started.
    #expect(
      lifecycle == [
        "start TabsViewModel tabs", "appear TabsViewModel tabs", "start ViewModel A",
        "appear ViewModel A",
        "disappear ViewModel A", "start ViewModel B", "appear ViewModel B",
        "disappear ViewModel B", "appear ViewModel A",
      ])
    #expect(
      runtime.perform { context.events.all.filter { $0.kind == .navigation }.map(\.text).suffix(2) }
        == ["select tab b", "select tab a"])
    // A tab that cannot be added (it is another's already) leaves no trace: not even its id.
    let refused: String = runtime.perform {
      let other = TabsViewModel(context: context, title: "other")
      do throws(NavigationError) {
        try other.addTab(a, id: "again")
        return "added"
      } catch {
        return "\(error.description); \(other.children.count) tabs; \(other.tabID(of: a)); "
          + tabs.tabID(of: a)
      }
    }
    #expect(refused.hasSuffix("; 0 tabs; tab0; a"), "\(refused)")
  }

  @Test("a toast lasts 2 s of virtual time, a new one replaces it, and dismissing hides it")
  func toasts() {
    let runtime = FlowRuntime()
    let context = runtime.perform { AppContext(runtime: runtime) }
    runtime.perform { context.showToast("one") }
    runtime.advance(by: .milliseconds(1500))
    runtime.perform { context.showToast("two") }
    runtime.advance(by: .milliseconds(1999))
    #expect(runtime.perform { context.toast?.text } == "two")
    runtime.advance(by: .milliseconds(1))
    #expect(runtime.perform { context.toast?.text } == nil)
    runtime.perform { context.showToast("three") }
    runtime.perform { context.dismissToast() }
    #expect(runtime.perform { context.toast?.text } == nil)
  }

  @Test("alerts stack, the newest on top; an action runs after its alert is hidden")
  func alerts() {
    let runtime = FlowRuntime()
    let log: [String] = runtime.perform {
      let context = AppContext(runtime: runtime)
      var log: [String] = []
      let probe = Probe()
      context.showAlert(Alert(title: "first", actions: [.init("OK")]))
      context.showAlert(
        Alert(
          title: "second",
          actions: [
            .init("Cancel", style: .cancel),
            .init("Delete", style: .destructive) {
              probe.log.append("handler sees \(context.alerts.last?.title ?? "none") on top")
            },
          ]))
      log.append(context.alerts.last?.title ?? "none")
      context.tapAlertAction(at: 1)
      log += probe.log
      log.append(context.alerts.last?.title ?? "none")
      context.tapAlertAction(at: 0)
      log.append(context.alerts.last?.title ?? "none")
      return log
    }
    #expect(log == ["second", "handler sees first on top", "first", "none"])
  }
}

@Suite("The library's texts are the app's", .timeLimit(.minutes(5)), .watchdog)
struct TextsTests {
  /// The labels of a list's header, footer and empty state, as ScrollList lays them out.
  @MainActor
  static func states(_ model: Pages) -> [String] {
    ScrollList(model).children.filter { [.header, .footer, .empty].contains($0.kind) }.map(\.label)
  }

  @Test("English by default, and what the app sets once it sets its own")
  func englishUnlessSet() {
    let runtime = FlowRuntime()
    let model = openPages(runtime)
    runtime.advance(by: .milliseconds(500))
    runtime.perform { model.loadMore() }
    #expect(runtime.perform { Self.states(model) } == ["Loading…"])
    runtime.settle()
    runtime.perform { model.loadMore() }
    runtime.settle()
    #expect(runtime.perform { Self.states(model) } == ["No more"])
    runtime.perform {
      model.context.texts = AppTexts(noMore: "That's all", separator: " — ")
    }
    #expect(runtime.perform { Self.states(model) } == ["That's all"])
    runtime.perform {
      model.failNext = true
      model.refresh()
    }
    runtime.settle()
    #expect(runtime.perform { model.context.toast?.text } == "Something went wrong")
    #expect(
      runtime.perform { Messages.message(for: NetworkError.offline, texts: model.context.texts) }
        == "Network error")
  }
}
