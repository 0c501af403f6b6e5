import FlowKit
import FlowTesting
import FlowUI
import TestSupport
import Testing

@testable import FlowScript

/// Behaviours a user would notice that no test watched (issue 35): each test here was seen to fail
/// on the one-line slip it names.
@Suite("What a user would notice", .timeLimit(.minutes(5)), .watchdog)
@MainActor
struct GuardTests {
  @Test("back from a screen pushed by navigationDestination(isPresented:) sets the flag false")
  func backResetsPresentationFlag() {
    let app = Simulator { _ in FlagPushScreen() }
    app.tap(.id("open"))
    app.expect(.title("Detail"))
    app.back()
    app.expect(.title("Root"))
    app.expect(.stack("Root"))
    app.expect(.present(.text("flag off")))
    // Open again: a flag left true would not push.
    app.tap(.id("open"))
    app.expect(.title("Detail"))
  }

  @Test("a full-screen cover hides the views under it; a sheet keeps them on screen")
  func coverHidesSheetKeeps() {
    let journal = Journal()
    let app = Simulator { _ in CoverScreen(journal: journal) }
    app.allowsPendingTasks = true
    app.advance(by: .seconds(1))
    #expect(journal.take() == ["appear under", "tick under"])
    app.tap(.id("sheet"))
    app.advance(by: .seconds(1))
    #expect(journal.take() == ["tick under"])
    app.tap(.id("closeSheet"))
    #expect(journal.take().isEmpty)
    app.tap(.id("cover"))
    #expect(journal.take() == ["disappear under", "under cancelled"])
    app.advance(by: .seconds(3))
    #expect(journal.take().isEmpty)
    app.tap(.id("closeCover"))
    app.advance(by: .seconds(1))
    #expect(journal.take() == ["appear under", "tick under"])
  }

  @Test("a TextField's prompt is its placeholder, and its id comes from its title")
  func promptIsPlaceholder() {
    let app = Simulator { _ in PromptScreen() }
    #expect(app.screen.contains("you@example.com"))
    #expect(!app.screen.contains("Email"))
    app.type("kim@example.com", into: .id("email"))
    #expect(app.screen.contains("kim@example.com"))
    // Its title names it for a target, as VoiceOver reads it.
    app.type("lee@example.com", into: .text("Email"))
    #expect(app.screen.contains("lee@example.com"))
    // An assertion's wildcard matches the title too, and only what it matches.
    #expect(!app.session.execute("expect \"Em[..]\"").failed)
    #expect(!app.session.execute("expect no \"Zz[..]\"").failed)
    #expect(app.session.execute("expect \"Zz[..]\"").failed)
  }

  @Test("a field without a prompt is named by its title too, which is its placeholder")
  func titleNamesField() {
    let app = Simulator { _ in PasswordScreen() }
    app.type("secret", into: .text("Password"))
    #expect(app.screen.contains("6 typed"))
  }

  @Test("a text that names a field and a label types into the field; a tap names one by its id")
  func typingPrefersTheField() {
    let app = Simulator { _ in NamedTwiceScreen() }
    app.type("Ada", into: .text("Name"))
    app.expect(.present(.text("hello Ada")))
    #expect(!app.session.execute("clear \"Name\"").failed)
    app.expect(.present(.text("hello ")))
    #expect(
      app.session.execute("tap \"Name\"").output
        == "error: \"Name\" matches 2 elements: label \"Name\", #name; name one by its id")
  }

  @Test(".accessibilityLabel names an element for targets; the screen shows what it draws")
  func accessibilityLabelNamesOnly() {
    let app = Simulator { _ in FollowScreen() }
    #expect(app.screen.contains("[ Follow ]"))
    #expect(!app.screen.contains("account.follow"))
    app.tap(.text("account.follow"))
    #expect(app.screen.contains("[ Unfollow ]"))
    app.tap(.id("accountFollow"))
    #expect(app.screen.contains("[ Follow ]"))
    app.tap(.text("Follow"))
    #expect(app.screen.contains("[ Unfollow ]"))
  }

  @Test("rows a list has shown stay shown when it shrinks and grows again")
  func shownRowsStayShown() {
    let app = Simulator { _ in ShrinkingListScreen() }
    #expect(app.screen.contains("number 11"))
    #expect(!app.screen.contains("number 12"))
    app.more(.id("numbers"))
    #expect(app.screen.contains("number 19"))
    app.type("1", into: .id("search"))
    #expect(app.screen.contains("number 19"))
    #expect(!app.screen.contains("number 2 "))
    app.more(.id("numbers"))
    app.clear(.id("search"))
    #expect(app.screen.contains("number 19"))
    app.expect(.count(.id("numbers"), 20))
  }

  @Test("a confirmation dialog gets a Cancel unless a button of its own cancels")
  func dialogCancel() {
    let app = Simulator { _ in DialogScreen() }
    app.tap(.id("ask"))
    #expect(app.screen.contains("[ Cancel ]"))
    app.tap(.text("Cancel"))
    app.expect(.present(.text("said nothing")))
    app.tap(.id("askWithCancel"))
    #expect(!app.screen.contains("[ Cancel ]"), "\(app.screen)")
    app.tap(.text("Never mind"))
    app.expect(.present(.text("said never mind")))
  }

  @Test("views that change what they read on every evaluation stop after 100, never hang")
  func evaluationLoopStops() throws {
    let app = Simulator { _ in LoopingScreen() }
    #expect(throws: (any Error).self) { try app.run(.tap(.id("add"))) }
    let shown = app.screen
    let count = shown.firstMatch(of: /count (\d+)/).flatMap { Int($0.1) } ?? -1
    #expect(count >= 100, "\(shown)")
    #expect(count < 200, "\(shown)")
  }

  @Test(
    "@AppStorage is kept for the session and a fresh app starts empty; @FocusState follows typing")
  func storageAndFocus() {
    let app = Simulator { _ in StoredScreen() }
    app.expect(.present(.text("nickname none")))
    app.tap(.id("nameKim"))
    app.expect(.present(.text("nickname kim")))
    app.expect(.present(.text("focused no")))
    app.type("hello", into: .id("note"))
    app.expect(.present(.text("focused yes")))
    let fresh = Simulator { _ in StoredScreen() }
    fresh.expect(.present(.text("nickname none")))
  }

  @Test(
    "a ProgressView or redacted text left after everything settled breaks the loading invariant")
  func spinnerIsLoading() {
    let app = Simulator { _ in SpinnerScreen() }
    app.settle()
    let violations = app.invariantViolations()
    #expect(violations.count >= 1, "\(violations)")
    #expect(violations.contains { $0.contains("Loading") }, "\(violations)")
  }

  @Test("back closes a sheet, not a full-screen cover nor a sheet with dismissal disabled")
  func backAndCovers() throws {
    let app = Simulator { _ in ModalsScreen() }
    app.tap(.id("cover"))
    app.expect(.title("Cover"))
    #expect(!app.screen.contains("x close"), "\(app.screen)")
    var refused = ""
    do { try app.run(.back) } catch { refused = "\(error)" }
    #expect(refused.contains("only its own buttons close it"), "\(refused)")
    app.expect(.title("Cover"))
    app.tap(.id("done"))
    app.expect(.title("Modals"))
    app.tap(.id("sheet"))
    #expect(app.screen.contains("x close"))
    app.back()
    app.expect(.title("Modals"))
    app.tap(.id("locked"))
    #expect(throws: (any Error).self) { try app.run(.back) }
    app.expect(.title("Locked"))
    app.tap(.id("done"))
    app.expect(.title("Modals"))
  }

  @Test("a tab labelled Search and a search field each get an id of their own")
  func searchTabAndField() {
    let app = Simulator { _ in SearchTabScreen() }
    let ids = app.display.elements { $0.id != nil }.compactMap(\.id)
    #expect(Set(ids).count == ids.count, "\(ids)")
    // The field comes first on the screen, so it keeps the README's #search; the tab is the second.
    #expect(ids.contains("search") && ids.contains("search2"), "\(ids)")
    app.tap(.id("search2"))
    app.expect(.title("Find"))
    app.tap(.id("people"))
    app.type("H", into: .id("search"))
    #expect(app.screen.contains("Hana"))
    #expect(!app.screen.contains("Ada"), "\(app.screen)")
  }

  @Test("a disabled button of an alert is shown disabled, and a tap on it does nothing")
  func disabledAlertButton() {
    let app = Simulator { _ in LockedAlertScreen() }
    app.tap(.id("ask"))
    #expect(app.screen.contains("#accept  [ Accept ]"), "\(app.screen)")
    #expect(app.screen.contains("(disabled)"), "\(app.screen)")
    app.expect(.disabled(.id("accept")))
    #expect(Explorer.commands(app.display, inputs: []).isEmpty, "explore taps no disabled button")
    #expect(throws: (any Error).self) { try app.run(.tap(.id("accept"))) }
    app.expect(.alert("Accept the terms?"))
    app.expect(.present(.text("said nothing")))
  }

  @Test("a DynamicProperty of the app's own that holds @State keeps it, as SwiftUI does")
  func ownDynamicProperty() {
    let app = Simulator { _ in CountedScreen() }
    app.expect(.present(.text("taps 0")))
    app.tap(.id("tap"))
    app.tap(.id("tap"))
    app.expect(.present(.text("taps 2")))
  }

  @Test("a missing environment object is one error, and rows that cannot be drawn are no rows")
  func missingEnvironmentOnce() {
    let session = Session(
      apps: [FlowKit.FlowApp(name: "rows", summary: "rows") { _ in MissingPaletteScreen() }])
    let opened = session.run(.open(app: "rows", parameters: [:]))
    #expect(opened.failures.count == 1, "\(opened.output)")
    #expect(opened.output.hasPrefix("error: PaletteRow: no view above provides the Palette"))
    let screen = session.screen()
    #expect(!screen.contains("more row"), "\(screen)")
  }

  @Test("a pushed screen keeps the tab bar; each tab keeps its stack; the same tab pops to root")
  func tabBarOnPushedScreens() {
    let app = Simulator { _ in TabStacksScreen() }
    app.tap(.id("ada"))
    app.tap(.id("addAda"))
    app.expect(.title("Ada"))
    app.expect(.present(.text("Ada 1")))
    #expect(app.screen.contains("Profile"), "\(app.screen)")
    _ = app.takeEvents(.navigation)
    app.tap(.text("Profile"))
    app.expect(.title("Profile"))
    app.expect(.stack("Profile"))
    #expect(app.takeEvents(.navigation).first == "select tab Profile")
    app.tap(.text("Accounts"))
    app.expect(.title("Ada"))
    app.expect(.present(.text("Ada 1")))
    app.expect(.stack("Accounts > Ada"))
    app.tap(.text("Accounts"))
    app.expect(.title("Accounts"))
    app.expect(.stack("Accounts"))
    app.tap(.id("settings"))
    app.expect(.title("Settings"))
    #expect(!app.screen.contains("Profile"), "\(app.screen)")
    // Hiding the navigation bar leaves the tab bar.
    app.back()
    app.tap(.id("quiet"))
    app.expect(.title("Quiet"))
    #expect(app.screen.contains("Profile"), "\(app.screen)")
  }

  @Test("a tab's stack set aside with a pushed screen ends it when the tab view leaves")
  func asideStackEnds() {
    let app = Simulator { _ in SignedInTabsScreen() }
    app.tap(.id("ada"))
    app.expect(.title("Ada"))
    app.tap(.text("Profile"))
    _ = app.takeEvents(.lifecycle)
    app.tap(.id("signOut"))
    app.expect(.title("Welcome"))
    let ended = app.takeEvents(.lifecycle).filter { $0.hasPrefix("end") }
    #expect(ended == ["end Counter Ada"])
  }

  @Test("a tab shown again pushes and pops by its path as before it was set aside")
  func tabShownAgainStillNavigates() {
    let app = Simulator { _ in SignedInTabsScreen() }
    app.tap(.id("ada"))
    app.tap(.text("Profile"))
    app.tap(.text("Accounts"))
    app.expect(.stack("Accounts > Ada"))
    app.back()
    app.expect(.stack("Accounts"))
    app.tap(.id("ada"))
    app.expect(.stack("Accounts > Ada"))
  }

  @Test("a tab view whose selected tab goes shows its last tab; one whose tabs all go shows none")
  func selectedTabGoes() {
    let app = Simulator { _ in ShrinkingTabsScreen() }
    app.tap(.text("Three"))
    app.expect(.present(.text("tab Three")))
    app.tap(.id("dropThree"))
    app.expect(.present(.text("tab Two")))
    app.tap(.id("clear"))
    app.expect(.absent(.text("tab Two")))
    app.expect(.absent(.text("One")))
  }

  @Test("a TextField among an alert's actions is shown in the alert and typed into")
  func alertTextField() {
    let app = Simulator { _ in RenameScreen() }
    app.tap(.id("rename"))
    #expect(app.screen.contains("#newName: (New name)"), "\(app.screen)")
    app.type("Hana", into: .id("newName"))
    #expect(app.screen.contains("#newName: [Hana]"), "\(app.screen)")
    // A tap on the alert's own field is a tap on a field, not on something under the alert.
    var tapped = ""
    do { try app.run(.tap(.id("newName"))) } catch { tapped = "\(error)" }
    #expect(!tapped.contains("under the alert"), "\(tapped)")
    #expect(tapped.contains("#newName"), "\(tapped)")
    // Explore types into it and taps the enabled buttons only.
    #expect(
      Explorer.commands(app.display, inputs: ["x"]).map(\.description) == [
        "type #newName x", "tap #save", "tap #cancel",
      ])
    app.tap(.id("save"))
    app.expect(.noAlert)
    #expect(app.screen.contains("name Hana"), "\(app.screen)")
  }

  @Test("tree shows a section's footer")
  func treeFooter() {
    let app = Simulator { _ in FooterScreen() }
    #expect(app.tree.contains("footer=\"Two for now\""), "\(app.tree)")
  }

  @Test("a TabView with no tab shows an empty bar and no crash")
  func emptyTabView() {
    let app = Simulator { _ in TabView {}.navigationTitle("Nothing") }
    app.expect(.title("Nothing"))
  }
}
