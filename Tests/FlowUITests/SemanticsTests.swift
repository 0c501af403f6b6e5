import FlowTesting
import FlowUI
import TestSupport
import Testing

@Suite("SwiftUI's semantics in flowsim", .timeLimit(.minutes(5)), .watchdog)
@MainActor
struct SemanticsTests {
  @Test("state lives while its view stays at its place; a view that comes back starts afresh")
  func stateFollowsStructuralIdentity() {
    let app = Simulator { _ in IdentityScreen() }
    app.tap(.id("addA"))
    app.tap(.id("addB"))
    app.tap(.id("addB"))
    app.tap(.id("addC"))
    app.expect(.text(.text("a 1"), "a 1"))
    app.expect(.present(.text("b 2")))
    app.expect(.present(.text("c 1")))
    app.tap(.id("toggleB"))
    app.expect(.absent(.text("b 2")))
    app.tap(.id("toggleB"))
    app.expect(.present(.text("b 0")))
    app.expect(.present(.text("a 1")))
  }

  @Test("setting a @State to the value it holds evaluates nothing again; a new value does")
  func sameValueEvaluatesNothing() {
    let journal = Journal()
    let app = Simulator { _ in SameValueScreen(journal: journal) }
    _ = journal.take()
    // A tap draws the screen to find its button: that evaluation, and none after it.
    app.tap(.id("same"))
    #expect(journal.take() == ["body 0"])
    app.tap(.id("add"))
    #expect(journal.take() == ["body 0", "body 1"])
  }

  @Test("going back evaluates a screen once; what its body notes in a model asks for no more")
  func backEvaluatesOnce() {
    let journal = Journal()
    let app = Simulator { _ in JournalStackScreen(journal: journal) }
    app.settle()
    // The journal is not read until the end: no change of the test's asks for an evaluation.
    app.tap(.id("next"))
    app.back()
    app.settle()
    app.expect(.title("Root"))
    #expect(journal.take() == ["root", "root"])
  }

  @Test("a body that changes a @State it reads is not evaluated again for it; a tap still is")
  func changeDuringEvaluation() {
    let journal = Journal()
    let app = Simulator { _ in SelfChangingScreen(journal: journal) }
    app.settle()
    _ = journal.take()
    app.tap(.id("tap"))
    app.settle()
    app.expect(.present(.text("taps 1")))
    // The tap draws the screen to find its button, then the tap's change: two, and no more.
    #expect(journal.take() == ["body 0", "body 1"])
  }

  @Test(
    "a @State a body read and then changed itself still asks for an evaluation when changed later")
  func changeAfterOwnChange() {
    let journal = Journal()
    let app = Simulator { _ in SelfChangingScreen(journal: journal) }
    app.settle()
    app.tap(.id("zero"))
    _ = journal.take()
    app.tap(.id("zero"))
    app.settle()
    // The body read the count and set it to 1; zero changes it to 0: the change's evaluation,
    // after the one that taking the journal (an observable model the body wrote) asked for.
    #expect(journal.take() == ["body 0", "body 0"])
  }

  @Test(".id(_:) with a new value resets the view's state")
  func identityResetsState() {
    let app = Simulator { _ in IdentityScreen() }
    app.tap(.id("addC"))
    app.tap(.id("addC"))
    app.expect(.present(.text("c 2")))
    app.tap(.id("resetC"))
    app.expect(.present(.text("c 0")))
  }

  @Test(".task starts when its view appears and is cancelled when it is popped")
  func taskCancelledOnPop() {
    let journal = Journal()
    let app = Simulator { _ in TaskScreen(journal: journal) }
    app.tap(.id("openOne"))
    app.expect(.stack("Tasks > one"))
    app.advance(by: .milliseconds(2500))
    app.back()
    app.settle()
    #expect(
      journal.take() == [
        "appear one", "task one started", "tick one", "tick one", "disappear one",
        "task one cancelled",
      ])
    app.expect(.present(.text("path ")))
  }

  @Test("the views of a popped screen disappear, and their tasks are cancelled, in the order made")
  func poppedViewsEndInOrder() {
    let journal = Journal()
    let app = Simulator { _ in PairScreen(journal: journal) }
    app.tap(.id("pair"))
    app.advance(by: .milliseconds(1500))
    _ = journal.take()
    app.back()
    app.settle()
    #expect(
      journal.take() == [
        "disappear upper", "disappear lower", "task upper cancelled", "task lower cancelled",
      ])
  }

  @Test("a sheet closed by its binding ends the screens its tabs pushed, those set aside too")
  func closedSheetEndsTabsInOrder() {
    let app = Simulator { _ in SheetOfTabsScreen() }
    app.tap(.id("open"))
    // The tabs are first shown in the order A, C, B.
    for name in ["A", "C", "B"] {
      app.tap(.text("Tab \(name)"))
      app.tap(.id("push\(name)"))
      app.expect(.title(name))
    }
    _ = app.takeEvents(.lifecycle)
    app.advance(by: .seconds(5))
    app.expect(.title("Root"))
    let ended = app.takeEvents(.lifecycle).filter { $0.hasPrefix("end") }
    // The shown tab's screens leave with the sheet, then the sheet; then those of the tabs set
    // aside, in the order their tabs were first shown.
    #expect(
      ended == ["end Counter B", "end TabView Tab B", "end Counter A", "end Counter C"],
      "\(ended)")
  }

  @Test("a screen a destination link pushed is set aside with its tab, and comes back with it")
  func linkedScreenSetAsideWithItsTab() {
    let app = Simulator { _ in LinkedTabsScreen() }
    app.tap(.id("openLinked"))
    app.expect(.stack("Links > Linked"))
    app.tap(.id("addLinked"))
    app.tap(.text("Other"))
    app.expect(.title("Other"))
    app.tap(.text("Links"))
    app.expect(.stack("Links > Linked"))
    // The same screen, with its state: not a new one.
    app.expect(.present(.text("linked 1")))
  }

  @Test("a screen set aside with its tab pushes nothing over another tab; it does once shown")
  func setAsideScreenPushesWhenShown() {
    let app = Simulator { _ in DeskTabsScreen() }
    app.tap(.id("openDesk"))
    app.expect(.stack("Desk > Detail"))
    app.tap(.text("Shop"))
    app.tap(.id("order7"))
    // The detail, set aside, sees the order; the shop stays on screen.
    app.expect(.title("Shop"))
    app.tap(.text("Desk"))
    app.expect(.stack("Desk > Detail > Order"))
    app.expect(.present(.text("order 7")))
    app.back()
    app.expect(.stack("Desk > Detail"))
  }

  @Test("a path set two deep shows the top only: the screen under it appears when it is popped to")
  func deepPathAppearsOnlyOnTop() {
    let journal = Journal()
    let app = Simulator { _ in TaskScreen(journal: journal) }
    app.tap(.id("deep"))
    app.expect(.stack("Tasks > one > two"))
    app.advance(by: .milliseconds(10))
    #expect(journal.take() == ["appear two", "task two started"])
    app.back()
    app.advance(by: .milliseconds(10))
    #expect(
      journal.take() == [
        "disappear two", "appear one", "task one started", "task two cancelled",
      ])
    app.back()
    app.settle()
  }

  @Test("after back, the path has lost the value, and the same value pushes its screen again")
  func backThenPushAgain() {
    let journal = Journal()
    let app = Simulator { _ in TaskScreen(journal: journal) }
    for _ in 0..<2 {
      app.tap(.id("openOne"))
      app.expect(.stack("Tasks > one"))
      app.back()
      app.expect(.stack("Tasks"))
      app.expect(.present(.text("path ")))
    }
    app.tap(.id("deep"))
    app.expect(.stack("Tasks > one > two"))
    app.back()
    app.expect(.stack("Tasks > one"))
    app.back()
    app.expect(.present(.text("path ")))
    app.tap(.id("deep"))
    app.expect(.stack("Tasks > one > two"))
    app.back()
    app.back()
    app.settle()
    app.expect(.stack("Tasks"))
    _ = journal.take()
  }

  @Test(".task is cancelled when its sheet is dismissed, and back at a sheet's root dismisses it")
  func taskCancelledOnDismiss() {
    let journal = Journal()
    let app = Simulator { _ in TaskScreen(journal: journal) }
    app.tap(.id("sheet"))
    app.expect(.stack("Tasks | Sheet"))
    app.advance(by: .seconds(1))
    app.back()
    app.settle()
    app.expect(.stack("Tasks"))
    #expect(
      journal.take() == [
        "appear sheet", "task sheet started", "tick sheet", "disappear sheet",
        "task sheet cancelled",
      ])
  }

  @Test("a sheet leaves the views under it on screen: their tasks go on")
  func sheetKeepsPresenterOnScreen() {
    let journal = Journal()
    let app = Simulator { _ in TaskScreen(journal: journal) }
    app.tap(.id("inline"))
    app.tap(.id("sheet"))
    app.advance(by: .seconds(1))
    app.back()
    app.tap(.id("inline"))
    app.settle()
    #expect(
      journal.take() == [
        "appear inline", "task inline started", "appear sheet", "task sheet started",
        "tick inline", "tick sheet", "disappear sheet", "task sheet cancelled",
        "disappear inline", "task inline cancelled",
      ])
  }

  @Test("a sheet that closes itself with dismiss sets its binding back, as the navigation's work")
  func sheetClosedByItsOwnButton() {
    let journal = Journal()
    let app = Simulator { _ in TaskScreen(journal: journal) }
    app.tap(.id("sheet"))
    app.tap(.id("done"))
    app.expect(.stack("Tasks"))
    // The binding went back to false: the sheet can come again.
    app.tap(.id("sheet"))
    app.expect(.stack("Tasks | Sheet"))
    app.tap(.id("done"))
    #expect(app.invariantViolations().isEmpty)
  }

  @Test(".task is cancelled when its if-branch goes")
  func taskCancelledWhenBranchGoes() {
    let journal = Journal()
    let app = Simulator { _ in TaskScreen(journal: journal) }
    app.tap(.id("inline"))
    app.advance(by: .seconds(1))
    app.tap(.id("inline"))
    app.settle()
    #expect(
      journal.take() == [
        "appear inline", "task inline started", "tick inline", "disappear inline",
        "task inline cancelled",
      ])
  }

  @Test(".task(id:) restarts when the id changes, cancelling the one that ran")
  func taskIDRestarts() {
    let journal = Journal()
    let app = Simulator { _ in SearchScreen(journal: journal) }
    // The views under a search field know it is in use once something is typed into it.
    app.expect(.present(.text("not searching")))
    app.type("ab", into: .id("search"))
    app.expect(.present(.text("searching")))
    app.advance(by: .milliseconds(299))
    app.expect(.present(.text("results none")))
    app.advance(by: .milliseconds(1))
    app.expect(.present(.text("results AB")))
    #expect(
      journal.take() == [
        // The new task starts as the old one is cancelled; the old one hears of it next.
        "search ''", "changed '' -> 'a'", "search 'a'", "search '' cancelled",
        "changed 'a' -> 'ab'", "search 'ab'", "search 'a' cancelled",
      ])
  }

  @Test(".onChange runs after each change the view sees, with the old and new values")
  func onChangeRunsAfterEachChange() {
    let journal = Journal()
    let app = Simulator { _ in SearchScreen(journal: journal) }
    app.type("xyz", into: .id("search"))
    app.settle()
    app.expect(.present(.text("changes 3")))
    #expect(
      journal.take().filter { $0.hasPrefix("changed") } == [
        "changed '' -> 'x'", "changed 'x' -> 'xy'", "changed 'xy' -> 'xyz'",
      ])
    // Typing over text removes it first, and the view sees that change before the first key.
    app.type("ab", into: .id("search"))
    app.settle()
    #expect(
      journal.take().filter { $0.hasPrefix("changed") } == [
        "changed 'xyz' -> ''", "changed '' -> 'a'", "changed 'a' -> 'ab'",
      ])
  }

  @Test("a view's Task.sleep waits exactly its duration of virtual time, to the nanosecond")
  func viewSleepIsExact() {
    let app = Simulator { _ in PreciseWaitScreen() }
    app.advance(by: .nanoseconds(1_234_566))
    #expect(app.screen.contains("waiting"))
    app.advance(by: .nanoseconds(1))
    #expect(app.screen.contains("first done"))
    app.advance(by: .nanoseconds(249_999_999))
    #expect(app.screen.contains("first done"))
    app.advance(by: .nanoseconds(1))
    #expect(app.screen.contains("second done"))
  }

  @Test(".refreshable keeps the list refreshing until its action returns")
  func refreshableKeepsRefreshing() {
    let app = Simulator { _ in RefreshScreen() }
    app.refresh(.id("items"))
    #expect(app.screen.contains("Refreshing"))
    app.advance(by: .milliseconds(499))
    #expect(app.screen.contains("Refreshing"))
    app.advance(by: .milliseconds(1))
    #expect(!app.screen.contains("Refreshing"))
    app.expect(.text(.row(list: "items", section: 0, row: 0, written: "#items[0]"), "refresh 1"))
  }

  @Test("bindings, @Bindable and environment objects reach the views below")
  func bindingsReachBelow() {
    let settings = Settings()
    let app = Simulator { _ in BindingScreen().environment(settings) }
    app.type("kim", into: .id("nickname"))
    app.expect(.present(.text("nickname kim")))
    app.type("park", into: .id("name"))
    app.tap(.id("notifications"))
    app.expect(.present(.text("park on")))
    #expect(settings.name == "park")
    #expect(settings.notifications)
  }

  @Test("a tab keeps its state while another is selected; its views disappear meanwhile")
  func tabsKeepState() {
    let journal = Journal()
    let app = Simulator { _ in TabsScreen(journal: journal) }
    app.tap(.id("addFirst"))
    app.expect(.title("First"))
    app.tap(.id("second"))
    app.expect(.title("Second"))
    app.tap(.id("addSecond"))
    app.tap(.id("first"))
    app.expect(.present(.text("first 1")))
    app.tap(.id("second"))
    app.expect(.present(.text("second 1")))
    #expect(
      journal.take() == ["appear first", "disappear first", "appear first", "disappear first"])
  }
}
