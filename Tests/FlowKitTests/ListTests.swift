import FlowKit
import TestSupport
import Testing

/// A view model that owns a list and writes down what reaches it through `interactions`.
@MainActor
final class ListOwner: ViewModel {
  lazy var list = ListViewModel(id: "items", owner: self)
  var seen: [ListInteraction] = []

  func follow() {
    observe(list.interactions) { [weak self] in self?.seen.append($0) }
  }
}

/// A new app on `runtime` and a list owner, not shown yet, that follows its list's interactions.
func followingOwner(_ runtime: FlowRuntime) -> (AppContext, ListOwner) {
  runtime.perform {
    let context = AppContext(runtime: runtime)
    let owner = ListOwner(context: context, title: "T")
    owner.follow()
    return (context, owner)
  }
}

@MainActor
func cells(_ names: String...) -> [CellViewModel] {
  names.map { CellViewModel(text: $0) }
}

@MainActor
func texts(_ list: ListViewModel) -> [[String]] {
  list.sections.map { $0.cells.map(\.text) }
}

@Suite("Lists: sections, cells and animated changes", .timeLimit(.minutes(5)), .watchdog)
struct ListTests {
  @Test("every operation changes the rows and emits one event with its index paths and animation")
  func operations() {
    let runtime = FlowRuntime()
    let (log, events): ([String], [String]) = runtime.perform {
      let context = AppContext(runtime: runtime)
      let owner = ListOwner(context: context, title: "T")
      context.setRoot(owner)
      let list = owner.list
      var log: [String] = []
      do throws(ListError) {
        try list.appendSections(
          [ListSection(header: "H", footer: "F", cells: cells("a", "b"))], animation: .fade)
        try list.insertRows(cells("x", "y", "z"), at: 1, animation: .left)
        log.append("\(texts(list))")
        try list.removeRows(at: [IndexPath(row: 3), IndexPath(row: 1)], animation: .right)
        log.append("\(texts(list))")
        try list.replaceRows(at: [IndexPath(row: 0)], with: cells("A"), animation: .middle)
        try list.moveRow(at: IndexPath(row: 0), to: IndexPath(row: 2))
        log.append("\(texts(list))")
        try list.reloadRows(at: [IndexPath(row: 1)], animation: .bottom)
        try list.insertSections([ListSection(cells: cells("s"))], at: 0, animation: .top)
        try list.reloadSections([1], animation: .automatic)
        try list.replaceSection(0, with: cells("t", "u"), animation: .none)
        log.append("\(texts(list)) \(list.rowCount)")
        try list.removeSections([0], animation: .fade)
        try list.appendRows(cells("end"), animation: .automatic)
        log.append("\(texts(list))")
        log.append("\(list.sections[0].header ?? "") \(list.sections[0].footer ?? "")")
      } catch {
        log.append("unexpected \(error)")
      }
      return (log, context.events.unread().filter { $0.kind == .list }.map(\.text))
    }
    #expect(
      log == [
        #"[["a", "x", "y", "z", "b"]]"#,
        #"[["a", "y", "b"]]"#,
        #"[["y", "b", "A"]]"#,
        #"[["t", "u"], ["y", "b", "A"]] 5"#,
        #"[["y", "b", "A", "end"]]"#,
        "H F",
      ])
    #expect(
      events == [
        "T #items insert sections 0 (fade)",
        "T #items insert rows 0:1…0:3 (left)",
        "T #items remove rows 0:1, 0:3 (right)",
        "T #items replace rows 0:0 (middle)",
        "T #items move row 0:0 to 0:2 (none)",
        "T #items reload rows 0:1 (bottom)",
        "T #items insert sections 0 (top)",
        "T #items reload sections 1 (automatic)",
        "T #items replace sections 0 (none)",
        "T #items remove sections 0 (fade)",
        "T #items insert rows 0:3 (automatic)",
      ])
  }

  @Test("an index out of range, a repeated index or a cell in use is an error that changes nothing")
  func errors() {
    let runtime = FlowRuntime()
    let results: [String] = runtime.perform {
      let context = AppContext(runtime: runtime)
      let owner = ListOwner(context: context, title: "T")
      let list = owner.list
      try? list.appendSections([ListSection(cells: cells("a", "b"))])
      let before = list.changes.count
      var results: [String] = []
      func attempt(_ body: () throws(ListError) -> Void) {
        do throws(ListError) { try body() } catch { results.append(error.description) }
      }
      attempt { () throws(ListError) in try list.insertRows(cells("x"), at: 3) }
      attempt { () throws(ListError) in try list.insertRows(cells("x"), at: 0, section: 1) }
      attempt { () throws(ListError) in try list.removeRows(at: [IndexPath(row: 2)]) }
      attempt { () throws(ListError) in
        try list.removeRows(at: [IndexPath(row: 0), IndexPath(row: 0)])
      }
      attempt { () throws(ListError) in try list.removeSections([1]) }
      attempt { () throws(ListError) in try list.insertSections([], at: 2) }
      attempt { () throws(ListError) in
        try list.replaceRows(at: [IndexPath(row: 0)], with: cells("x", "y"))
      }
      attempt { () throws(ListError) in try list.insertRows([list.allCells[0]], at: 0) }
      attempt { () throws(ListError) in
        try list.moveRow(at: IndexPath(row: 0), to: IndexPath(row: 2))
      }
      results.append("\(texts(list)) \(list.changes.count - before)")
      return results
    }
    #expect(
      results == [
        "cannot insert at 0:3: section 0 has 2 rows, so insert at 0 to 2",
        "no section 1: the list has 1 sections (0 to 0)",
        "no row 0:2: section 0 has 2 rows (0 to 1)",
        "row 0:0 is given twice; give each index once",
        "no section 1: the list has 1 sections (0 to 0)",
        "cannot insert section 2: the list has 1 sections, so insert at 0 to 1",
        "1 index paths but 2 cells; give one cell for each index path",
        "the cell \"a\" is already in a list; make a new cell, or remove it first",
        "cannot insert at 0:2: section 0 has 1 rows, so insert at 0 to 1",
        #"[["a", "b"]] 0"#,
      ])
  }

  @Test("an index repeated anywhere in the list given, not only next to its twin, is refused")
  func repeatedIndexNotAdjacent() {
    let runtime = FlowRuntime()
    let results: [String] = runtime.perform {
      let context = AppContext(runtime: runtime)
      let list = ListOwner(context: context, title: "T").list
      try? list.appendSections([
        ListSection(cells: cells("a", "b", "c")), ListSection(cells: cells("d")),
      ])
      let before = list.changes.count
      var results: [String] = []
      do throws(ListError) {
        try list.removeRows(at: [IndexPath(row: 0), IndexPath(row: 1), IndexPath(row: 0)])
      } catch { results.append(error.description) }
      do throws(ListError) {
        try list.removeSections([0, 1, 0])
      } catch { results.append(error.description) }
      results.append("\(texts(list)) \(list.changes.count - before)")
      return results
    }
    #expect(
      results == [
        "row 0:0 is given twice; give each index once",
        "section 0 is given twice; give each index once",
        #"[["a", "b", "c"], ["d"]] 0"#,
      ])
  }

  @Test("taps, and rows coming on and going off screen, reach the view model as an async sequence")
  func interactions() {
    let runtime = FlowRuntime()
    let (context, owner) = followingOwner(runtime)
    runtime.perform { try? owner.list.appendSections([ListSection(cells: cells("a", "b"))]) }
    #expect(runtime.perform { owner.seen } == [], "nothing is on screen before the owner shows")
    runtime.perform { context.setRoot(owner) }
    runtime.perform { try? owner.list.tap(IndexPath(row: 1)) }
    runtime.perform { try? owner.list.removeRows(at: [IndexPath(row: 0)]) }
    let seen = runtime.perform { owner.seen }
    #expect(
      seen == [
        .willDisplay(IndexPath(row: 0)), .willDisplay(IndexPath(row: 1)),
        .highlight(IndexPath(row: 1)), .unhighlight(IndexPath(row: 1)), .select(IndexPath(row: 1)),
        .didEndDisplaying(IndexPath(row: 0)),
      ])
    let tapOutside: String = runtime.perform {
      do throws(ListError) {
        try owner.list.tap(IndexPath(row: 5))
        return ""
      } catch { return error.description }
    }
    #expect(tapOutside == "no row 0:5: section 0 has 1 rows (0 to 0)")
  }

  @Test("a moved row is not displayed again; a row beyond what is laid out is not displayed")
  func displayWindow() {
    let runtime = FlowRuntime()
    let (context, owner) = followingOwner(runtime)
    runtime.perform {
      context.setRoot(owner)
      let many = (0..<(Display.visibleRowLimit + 5)).map { CellViewModel(text: "\($0)") }
      try? owner.list.appendSections([ListSection(cells: many)])
      try? owner.list.moveRow(at: IndexPath(row: 0), to: IndexPath(row: 3))
    }
    let seen = runtime.perform { owner.seen }
    #expect(seen.count == Display.visibleRowLimit)
    #expect(seen.allSatisfy { if case .willDisplay = $0 { true } else { false } })
  }

  @Test("removeAll empties the list, its rows go off screen, and one reload is emitted")
  func removeAll() {
    let runtime = FlowRuntime()
    let (context, owner) = followingOwner(runtime)
    runtime.perform {
      context.setRoot(owner)
      try? owner.list.appendSections([ListSection(cells: cells("a", "b"))])
    }
    runtime.perform { owner.seen = [] }
    runtime.perform { owner.list.removeAll() }
    #expect(runtime.perform { texts(owner.list) } == [])
    #expect(
      runtime.perform { owner.seen }
        == [.didEndDisplaying(IndexPath(row: 0)), .didEndDisplaying(IndexPath(row: 1))])
    #expect(runtime.perform { owner.list.changes.last?.kind } == .reloadData)
  }
}
