import FlowTesting
import FlowUI
import TestSupport
import Testing

@Suite("The SwiftUI apps wrote from 2019 on runs as on a phone", .timeLimit(.minutes(5)), .watchdog)
@MainActor
struct OlderSwiftUITests {
  @Test(
    "NavigationView is a stack; navigationBarTitle titles it; navigationBarItems go in its toolbar")
  func navigationView() {
    let app = Simulator { _ in FruitListScreen() }
    app.expect(.stack("Fruit"))
    app.expect(.present(.id("edit")))
    app.tap(.id("add"))
    app.expect(.present(.text("Date")))
    app.expect(.present(.text("4 in all")))
  }

  @Test(
    "onDelete gives each row a Delete button (in edit mode, beside swipe actions) that deletes it")
  func onDeleteDeletesRow() {
    let app = Simulator { _ in FruitListScreen() }
    app.tap(.id("edit"))
    app.tap(.id("delete2"))
    app.expect(.absent(.text("Banana")))
    app.expect(.present(.text("Apple")))
    app.expect(.present(.text("Cherry")))
    app.expect(.present(.text("2 in all")))
  }

  @Test("swipe actions are the row's buttons; a tap runs the row's own")
  func swipeActions() {
    let app = Simulator { _ in FruitListScreen() }
    app.tap(.id("ripen3"))
    app.expect(.present(.text("log ripen Cherry")))
  }

  @Test("onMove shows moves only in edit mode, which EditButton switches")
  func editModeMoves() {
    let app = Simulator { _ in FruitListScreen() }
    app.expect(.absent(.id("moveDown")))
    app.tap(.id("edit"))
    app.expect(.present(.id("done")))
    app.tap(.id("moveDown"))
    #expect(
      app.screen.firstRange(of: "Banana")!.lowerBound
        < app.screen.firstRange(of: "Apple")!.lowerBound)
    app.tap(.id("done"))
    app.expect(.absent(.id("moveDown")))
  }

  @Test("in edit mode the first row moves only down, the last only up")
  func editModeEnds() throws {
    let app = Simulator { _ in FruitListScreen() }
    app.tap(.id("edit"))
    // The first row has no Move up, so the first one on screen is the second row's.
    app.tap(.id("moveUp"))
    let order = ["Banana", "Apple", "Cherry"].compactMap {
      app.screen.firstRange(of: $0)?.lowerBound
    }
    #expect(order.count == 3 && order == order.sorted(), "\(app.screen)")
    // The last row has no Move down: the third Move down would be past the end.
    app.expect(.present(.id("moveDown2")))
    app.expect(.absent(.id("moveDown3")))
  }

  @Test("a Menu opens on a tap; an item runs and closes it")
  func menuOpensAndRuns() {
    let app = Simulator { _ in FruitListScreen() }
    app.expect(.absent(.id("byColour")))
    app.tap(.id("sort"))
    app.tap(.id("byColour"))
    app.expect(.present(.text("sorted by colour")))
    app.expect(.absent(.id("byColour")))
  }

  @Test("a DisclosureGroup shows its content once expanded")
  func disclosureGroup() {
    let app = Simulator { _ in FruitListScreen() }
    app.expect(.absent(.text("grown in the sun")))
    app.tap(.id("details"))
    app.expect(.present(.text("grown in the sun")))
    app.tap(.id("details"))
    app.expect(.absent(.text("grown in the sun")))
  }

  @Test("onTapGesture makes a view a button")
  func tapGesture() {
    let app = Simulator { _ in FruitListScreen() }
    app.tap(.id("tapMe"))
    app.expect(.present(.text("log tapped")))
  }

  @Test(
    "onTapGesture on a row keeps the row's own buttons after it; on a field, the field stays one")
  func tapGestureRow() {
    let app = Simulator { _ in TapGestureRowScreen() }
    // The row is a button titled by its texts, not by its button's; the button keeps its own.
    app.tap(.id("adaLovelace"))
    app.expect(.present(.text("log row")))
    app.tap(.id("follow"))
    app.expect(.present(.text("log row, follow")))
    app.type("Bo", into: .id("name"))
    app.expect(.text(.id("name"), "Bo"))
  }

  @Test("NavigationLink(destination:isActive:) pushes on a tap; presentationMode dismisses it")
  func activeLinkAndPresentationMode() {
    let app = Simulator { _ in FruitListScreen() }
    app.tap(.id("detail"))
    app.expect(.stack("Fruit > Detail"))
    app.tap(.id("close"))
    app.expect(.stack("Fruit"))
    app.tap(.id("detail"))
    app.expect(.stack("Fruit > Detail"))
  }

  @Test(
    "NavigationLink(destination:tag:selection:) pushes the link whose tag is selected; back clears it"
  )
  func taggedLinks() {
    let app = Simulator { _ in TaggedLinksScreen() }
    app.expect(.present(.text("chosen none")))
    app.tap(.id("openPear"))
    app.expect(.present(.text("the pear page")))
    app.expect(.absent(.text("the apple page")))
    app.back()
    app.expect(.present(.text("chosen none")))
    app.tap(.id("apple"))
    app.expect(.present(.text("the apple page")))
    app.back()
    app.expect(.present(.text("chosen none")))
  }

  @Test("Alert's values and ActionSheet show as alerts and dialogs, their buttons tapped")
  func oldAlerts() {
    let app = Simulator { _ in FruitListScreen() }
    app.tap(.id("warn"))
    app.expect(.alert("Careful"))
    app.tap(.id("eat"))
    app.expect(.noAlert)
    app.expect(.present(.text("log ate")))
    app.tap(.id("choose"))
    app.expect(.alert("Pick one"))
    app.tap(.id("two"))
    app.expect(.present(.text("chosen 2")))
  }

  @Test(
    "actionSheet(item:) and alert(item:) show while the item is there; a sheet gains a Cancel")
  func itemAlerts() {
    let app = Simulator { _ in FruitItemAlertsScreen() }
    app.expect(.noAlert)
    app.tap(.id("sheet"))
    app.expect(.alert("Apple"))
    // An action sheet with no cancel button gets one, as on a phone; an alert does not.
    app.expect(.present(.id("cancel")))
    app.tap(.id("cancel"))
    app.expect(.noAlert)
    app.expect(.present(.text("log none")))
    app.tap(.id("sheet"))
    app.tap(.id("eat"))
    app.expect(.noAlert)
    app.expect(.present(.text("log ate")))
    app.tap(.id("alert"))
    app.expect(.alert("Banana"))
    app.expect(.absent(.id("cancel")))
    app.tap(.id("ok"))
    app.expect(.noAlert)
  }

  @Test("LabeledContent reads as its label and value")
  func labeledContent() {
    let app = Simulator { _ in FruitListScreen() }
    app.expect(.present(.text("Count: 3")))
  }

  @Test("List(selection:) selects the tapped row by its id; ForEach over a binding binds each row")
  func selectionAndBindings() {
    let app = Simulator { _ in SelectionScreen() }
    app.tap(.id("banana"))
    app.expect(.present(.text("Banana is ripe")))
    app.expect(.present(.text("Apple is green")))
    app.tap(.text("Apple is green"))
    app.expect(.present(.text("selected 1")))
  }

  @Test("the old onChange(of:perform:) runs on a change only, never when the view first shows")
  func oldOnChange() {
    let app = Simulator { _ in OldChangeScreen() }
    app.expect(.present(.text("heard none")))
    app.tap(.id("next"))
    app.expect(.present(.text("heard 1")))
  }

  @Test("TextField's onCommit runs on submit")
  func onCommit() {
    let app = Simulator { _ in SelectionScreen() }
    app.type("pear", into: .id("query"))
    app.submit(.id("query"))
    app.expect(.present(.text("committed pear")))
  }
}

@Suite("iOS 18's Tab, preferences and the safe area", .timeLimit(.minutes(5)), .watchdog)
@MainActor
struct NewerSwiftUITests {
  @Test("Tab(_:systemImage:value:) is a tab named by its title that selects its value")
  func tabs() {
    let app = Simulator { _ in NewTabsScreen() }
    app.expect(.present(.text("home screen")))
    app.tap(.text("Search"))
    app.expect(.present(.text("search screen")))
    app.expect(.absent(.text("home screen")))
  }

  @Test("onPreferenceChange hears the value a view below passes up; safeAreaInset shows its view")
  func preferencesAndInset() {
    let app = Simulator { _ in NewTabsScreen() }
    app.expect(.present(.text("height 40")))
    #expect(
      app.screen.firstRange(of: "bottom bar")!.lowerBound
        > app.screen.firstRange(of: "measured")!.lowerBound)
  }
}

@Suite(
  "APIs public apps' screens use: popover, GeometryReader, AsyncImage, ShareLink, alert(error:)",
  .timeLimit(.minutes(5)), .watchdog)
@MainActor
struct AdditionsTests {
  @Test("a popover is a sheet, as on a phone; back dismisses it")
  func popoverIsSheet() {
    let app = Simulator { _ in AdditionsScreen() }
    app.tap(.id("info"))
    app.expect(.present(.text("popover content")))
    app.back()
    app.expect(.absent(.text("popover content")))
  }

  @Test("GeometryReader gives a phone's size; AsyncImage shows its placeholder; ShareLink a button")
  func readerImageAndShare() {
    let app = Simulator { _ in AdditionsScreen() }
    app.expect(.present(.text("width 393")))
    app.expect(.present(.text("loading image")))
    app.expect(.present(.id("share")))
  }

  @Test("alert(isPresented:error:) is titled by the error's description")
  func errorAlert() {
    let app = Simulator { _ in AdditionsScreen() }
    app.tap(.id("fail"))
    app.expect(.alert("Could not load"))
    #expect(app.screen.contains("try later"))
  }
}

@Suite(
  "A row that is a button keeps its tap beside its swipe actions", .timeLimit(.minutes(5)),
  .watchdog)
@MainActor
struct ButtonRowTests {
  @Test("tap on the row runs the button; its swipe action is its own button")
  func buttonRowWithActions() {
    let app = Simulator { _ in ButtonRowsScreen() }
    app.execute("tap #list[1]")
    app.expect(.present(.text("log open Hana;")))
    app.tap(.id("pin"))
    app.expect(.present(.text("log open Hana;pin Ada;")))
  }
}

@Suite("Explore reaches what a user does to a row", .timeLimit(.minutes(5)), .watchdog)
@MainActor
struct ExploreRowActionsTests {
  @Test("a row's swipe action is tried, once for the kind of row, and its alert is a node")
  func exploreTriesRowActions() {
    let app = FlowKit.FlowApp(name: "rows", summary: "rows with actions") { _ in ReportRowsScreen()
    }
    let map = Explorer(apps: [app], options: ExploreOptions()).explore("rows")
    let reports = map.edges.filter { $0.command == "tap #report" }
    #expect(reports.count == 1, Comment(rawValue: "\(map.edges.map(\.command))"))
    #expect(map.nodes.contains { $0.title.contains("Reported") })
    #expect(!map.edges.contains { $0.command == "tap #report2" })
  }
}

@Suite("What a new user tried", .timeLimit(.minutes(5)), .watchdog)
@MainActor
struct TrialTests {
  @Test("a timer made inline or kept by a model's sink ticks on virtual time")
  func timersTick() {
    let app = Simulator { _ in TrialScreen() }
    app.allowsPendingTasks = true
    app.advance(by: .milliseconds(3000))
    app.expect(.present(.text("model ticks 3")))
    app.expect(.present(.text("inline ticks 3")))
  }

  @Test("a choice in a picker inside a menu closes the menu")
  func pickerInMenuCloses() {
    let app = Simulator { _ in TrialScreen() }
    app.allowsPendingTasks = true
    app.tap(.id("order"))
    app.tap(.id("orderByNewest"))
    app.expect(.present(.text("order newest")))
    app.expect(.absent(.id("orderByTitle")))
  }

  @Test(
    "in edit mode a row's tap does nothing; Delete shows only in edit mode beside swipe actions")
  func editModeRows() {
    let app = Simulator { _ in TrialScreen() }
    app.allowsPendingTasks = true
    app.expect(.present(.id("pin")))
    app.expect(.absent(.id("delete")))
    app.tap(.id("edit"))
    app.expect(.present(.id("delete")))
    #expect(app.session.execute("tap #list[0]").output.contains("cannot be tapped"))
    app.expect(.stack("Trial"))
    app.tap(.id("done"))
    app.execute("tap #list[0]")
    app.expect(.present(.text("about Ada")))
  }

  @Test("events name a sheet by the view the app wrote, not its modifier's wrapper")
  func sheetNamedByView() {
    let app = Simulator { _ in TrialScreen() }
    app.allowsPendingTasks = true
    _ = app.execute("events")
    app.tap(.id("add"))
    let events = app.execute("events")
    #expect(events.contains("present AddNameView"), Comment(rawValue: events))
    #expect(!events.contains("ModifiedContent"), Comment(rawValue: events))
  }
}

@Suite("A list's rows are the entries that draw something", .timeLimit(.minutes(5)), .watchdog)
@MainActor
struct SparseListTests {
  @Test("an entry that draws nothing is no row: counts and 'more row' leave it out")
  func emptyEntryIsNoRow() {
    let app = Simulator { _ in SparseListScreen() }
    #expect(app.screen.contains("… 1 more row "), Comment(rawValue: app.screen))
    app.more()
    #expect(!app.screen.contains("more row"), Comment(rawValue: app.screen))
    app.expect(.count(.id("list"), 13))
  }
}

@Suite("A screen is named by the view the app wrote", .timeLimit(.minutes(5)), .watchdog)
@MainActor
struct ScreenNameTests {
  @Test("a destination chosen by an if, or erased by AnyView, is named by its view in events")
  func branchAndErasedNames() {
    let app = Simulator { _ in BranchDestinationScreen() }
    _ = app.execute("events")
    app.tap(.id("even"))
    let even = app.execute("events")
    #expect(even.contains("push EvenView"), Comment(rawValue: even))
    app.back()
    _ = app.execute("events")
    app.tap(.id("odd"))
    let odd = app.execute("events")
    #expect(odd.contains("push OddView"), Comment(rawValue: odd))
    #expect(!(even + odd).contains("_ConditionalContent"))
  }
}

@Suite("A row below the screenful", .timeLimit(.minutes(5)), .watchdog)
@MainActor
struct RowBelowScreenTests {
  @Test("tap and expect of a row not on screen yet say so and how to bring it")
  func rowNotOnScreen() {
    let app = Simulator { _ in TwentyRowsScreen() }
    let tap = app.session.execute("tap #list[16]").output
    #expect(
      tap
        == "error: #list[16] is not on screen yet: the screen shows 12 of the list's 20 rows; "
        + "'more #list' scrolls to its end and brings the rest")
    let expect = app.session.execute("expect #list[16] text \"row 16\"").output
    #expect(expect.contains("not on screen yet"), Comment(rawValue: expect))
    let beyond = app.session.execute("tap #list[25]").output
    #expect(beyond.contains("section 0 has 20 rows (0 to 19)"), Comment(rawValue: beyond))
    app.more()
    app.execute("tap #list[16]")
    app.expect(.present(.text("tapped 16")))
  }
}

@Suite("expect count counts every row", .timeLimit(.minutes(5)), .watchdog)
@MainActor
struct CountTests {
  @Test("count is of all the list's rows, and its message says how many are on screen")
  func countsAllRows() {
    let app = Simulator { _ in TwentyRowsScreen() }
    app.expect(.count(.id("list"), 20))
    let failed = app.session.execute("expect #list count 12").output
    #expect(
      failed.contains(
        "expected #list count 12, found 20 rows in all, 12 of them on screen ('more' brings the rest)"
      ),
      Comment(rawValue: failed))
  }
}

@Suite("A row's parts in their order", .timeLimit(.minutes(5)), .watchdog)
@MainActor
struct RowPartsTests {
  @Test("an image after the title stays with the text it leads; one before it is the row's")
  func imagesInOrder() {
    let app = Simulator { _ in ImageRowsScreen() }
    #expect(app.screen.contains("[0] Ada"), Comment(rawValue: app.screen))
    #expect(app.screen.contains("<checkmark.seal> ada.example"), Comment(rawValue: app.screen))
    #expect(!app.screen.contains("<checkmark.seal> Ada"), Comment(rawValue: app.screen))
    #expect(app.screen.contains("[1] <pin.fill> Pinned note"), Comment(rawValue: app.screen))
  }
}

@Suite("Under a sheet", .timeLimit(.minutes(5)), .watchdog)
@MainActor
struct UnderSheetTests {
  @Test("a sheet leaves the screen under it on screen: no disappear, no appear, its timer ticks")
  func sheetKeepsScreenBelow() {
    let app = Simulator { _ in TrialScreen() }
    app.allowsPendingTasks = true
    _ = app.execute("events")
    app.tap(.id("add"))
    app.advance(by: .milliseconds(2000))
    app.back()
    let events = app.execute("events")
    #expect(events.contains("present AddNameView"), Comment(rawValue: events))
    #expect(!events.contains("disappear TrialScreen"), Comment(rawValue: events))
    #expect(!events.contains("appear TrialScreen"), Comment(rawValue: events))
    app.expect(.present(.text("inline ticks 2")))
  }
}
