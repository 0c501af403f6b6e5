import FlowTesting
import FlowUI
import TestSupport
import Testing

@Suite("The commands on FlowUI screens", .timeLimit(.minutes(5)), .watchdog)
@MainActor
struct CommandTests {
  @Test("a tap on NavigationLink(value:) pushes what .navigationDestination makes of the value")
  func linkPushesDestination() {
    let app = Simulator { _ in PathScreen(inbox: Inbox()) }
    app.tap(.id("one"))
    app.expect(.stack("Path > N1"))
    app.expect(.present(.text("number 1")))
    app.tap(.id("next"))
    app.expect(.stack("Path > N1 > N2"))
  }

  @Test("a bound path is changed as on a phone: a push appends, back removes the last value")
  func boundPathFollowsNavigation() {
    let app = Simulator { _ in PathScreen(inbox: Inbox()) }
    app.tap(.id("one"))
    app.tap(.id("next"))
    app.back()
    app.back()
    app.expect(.present(.text("path ")))
    app.tap(.id("deep"))
    app.expect(.stack("Path > N1 > N2 > N3"))
    app.back()
    app.back()
    app.expect(.stack("Path > N1"))
    app.back()
    app.expect(.present(.text("path ")))
  }

  @Test("NavigationPath pushes values of any type and pops by removeLast, one, two or all")
  func erasedPathRemovesLast() {
    let app = Simulator { _ in ErasedPathScreen() }
    app.expect(.present(.text("pushed 0, empty true")))
    app.tap(.id("three"))
    app.expect(.stack("Erased > N1 > two > N3"))
    app.expect(.present(.text("pushed 3")))
    app.tap(.id("pop"))
    app.expect(.stack("Erased > N1 > two"))
    app.tap(.id("three"))
    app.expect(.stack("Erased > N1 > two > N1 > two > N3"))
    app.tap(.id("popTwo"))
    app.expect(.stack("Erased > N1 > two > N1"))
    app.tap(.id("popAll"))
    app.expect(.stack("Erased"))
    app.expect(.present(.text("pushed 0, empty true")))
  }

  @Test("an alert whose binding is true when its screen first shows is up at once")
  func alertUpFromTheStart() {
    let app = Simulator { _ in WelcomeAlertScreen() }
    app.expect(.alert("Welcome"))
    app.tap(.id("thanks"))
    app.expect(.noAlert)
    app.expect(.present(.text("greeted")))
  }

  @Test("a path set to other values of the same length pops the old screen and pushes the new")
  func pathReplaced() {
    let app = Simulator { _ in PathScreen(inbox: Inbox()) }
    app.tap(.id("one"))
    app.tap(.id("replace"))
    app.expect(.stack("Path > N11"))
    app.expect(.present(.text("number 11")))
    app.back()
    app.expect(.present(.text("path ")))
  }

  @Test("an alert's buttons: the one tapped hides the alert and runs its action")
  func alertButtons() {
    let app = Simulator { _ in PathScreen(inbox: Inbox()) }
    app.tap(.id("delete"))
    app.expect(.alert("Delete everything?"))
    #expect(app.screen.contains("It cannot be undone."))
    #expect(app.screen.contains("#keep  [ Keep ] (cancel)"))
    app.tap(.id("keep"))
    app.expect(.noAlert)
    app.expect(.absent(.text("deleted")))
    app.tap(.id("delete"))
    app.tap(.id("delete"))
    app.expect(.noAlert)
    app.expect(.present(.text("deleted")))
  }

  @Test("submit is the return key: it runs .onSubmit of the field; a field without one says so")
  func submitRunsOnSubmit() {
    let app = Simulator { _ in SubmitScreen() }
    app.type("hi", into: .id("message"))
    app.submit(.id("message"))
    app.expect(.present(.text("sent hi")))
    app.expect(.text(.id("message"), ""))
    #expect(
      app.session.execute("submit #note").output
        == "error: #note does nothing on submit; give the field (or a view above it) "
        + ".onSubmit { ... }")
  }

  @Test("a SecureField masks what is typed, and its iOS 13 form runs onCommit on return")
  func secureFieldsMask() {
    let app = Simulator { _ in PasswordScreen() }
    app.type("secret", into: .id("password"))
    app.type("1234", into: .id("pin"))
    app.submit(.id("pin"))
    app.expect(.present(.text("6 typed, PIN 1234")))
    let shown = app.session.execute("show").output
    #expect(shown.contains("******"))
    #expect(!shown.contains("secret") && !shown.contains("1234]"))
    let tree = app.session.execute("tree").output
    #expect(tree.contains("secureField #password"), "\(tree)")
    #expect(tree.contains("******") && !tree.contains("secret"), "\(tree)")
  }

  @Test("route delivers the URL to .onOpenURL")
  func routeReachesOnOpenURL() {
    let app = Simulator { _ in PathScreen(inbox: Inbox()) }
    app.route("test://number/5")
    app.expect(.stack("Path > N5"))
    #expect(
      app.session.execute("route nope").output
        == "error: 'nope' is not a URL; try one such as 'social://account/1'")
  }

  @Test("a plain Task of a popped screen that changes what another shows is late work")
  func lateWorkIsReported() {
    let inbox = Inbox()
    let app = Simulator { _ in PathScreen(inbox: inbox) }
    app.tap(.id("one"))
    app.tap(.id("sendLater"))
    app.back()
    #expect(
      app.invariantViolations() == [
        "work outlived its screen: work of NumberView changed \"Path\" after its view was gone"
      ])
  }

  @Test("a dialog's button is the work of its view while the view stays, not of the dialog")
  func dialogButtonIsItsViewsWork() {
    let inbox = Inbox()
    let app = Simulator { _ in PathScreen(inbox: inbox) }
    app.tap(.id("one"))
    app.tap(.id("remove"))
    app.expect(.alert("Remove 1?"))
    // While the dialog is up, its button is what a title names, not the button under it.
    app.tap(.text("Remove"))
    app.settle()
    app.expect(.stack("Path"))
    #expect(inbox.messages == ["removed 1"])
    #expect(app.invariantViolations().isEmpty)
  }

  @Test("a stepper's ids leave out the value its label shows, so they stay as it changes")
  func stepperIDsStay() {
    let app = Simulator { _ in PathScreen(inbox: Inbox()) }
    app.tap(.id("one"))
    app.expect(.disabled(.id("starsDecrement")))
    app.tap(.id("starsIncrement"))
    app.tap(.id("starsIncrement"))
    app.expect(.present(.text("Stars 2")))
    app.expect(.disabled(.id("starsIncrement")))
    app.tap(.id("starsDecrement"))
    app.expect(.present(.text("Stars 1")))
  }

  @Test("work of a view that left a screen still shown is the screen's, not late")
  func workOfAGoneViewOnAShownScreenIsNotLate() {
    let app = Simulator { _ in RetryScreen() }
    app.tap(.text("Try again"))
    app.expect(.absent(.text("Try again")))
    app.settle()
    app.expect(.present(.text("tries 1")))
    #expect(app.invariantViolations().isEmpty)
  }

  @Test("work of a screen still shown is not late")
  func workOfAShownScreenIsNotLate() {
    let inbox = Inbox()
    let app = Simulator { _ in PathScreen(inbox: inbox) }
    app.tap(.id("one"))
    app.tap(.id("sendLater"))
    #expect(app.invariantViolations().isEmpty)
    #expect(inbox.messages == ["late"])
  }

  @Test("a list shows a screenful of rows; more makes the rest appear, and their onAppear runs")
  func moreMakesTheLastRowAppear() {
    let app = Simulator { _ in RowsScreen() }
    app.expect(.present(.text("11 rows appeared")))
    #expect(app.screen.contains("… 19 more rows"))
    app.more()
    app.expect(.present(.text("30 rows appeared")))
    app.expect(.count(.id("rows"), 31))
  }

  @Test("set screenrows changes how many rows a screen shows")
  func screenRowsSetting() {
    let app = Simulator { _ in RowsScreen() }
    app.session.execute("open test screenrows=5")
    app.expect(.present(.text("4 rows appeared")))
  }

  @Test("ids come from .accessibilityIdentifier, else from the label by the README's rule")
  func derivedIDs() {
    let app = Simulator { _ in IDScreen() }
    let ids = app.display.allElements.compactMap(\.id)
    #expect(ids == ["newPost", "newPost2", "登录", "plus", "button", "fullName", "darkMode", "save"])
  }

}

@Suite("Views flowsim cannot show as a screen", .timeLimit(.minutes(5)), .watchdog)
@MainActor
struct BadViewTests {
  func open(_ root: @escaping @MainActor @Sendable (FlowKit.AppContext) -> some View) -> (
    Session, Outcome
  ) {
    let session = Session(apps: [FlowKit.FlowApp(name: "bad", summary: "a mistake", root: root)])
    return (session, session.run(.open(app: "bad", parameters: [:])))
  }

  @Test(
    "a NavigationLink outside any stack is an error at the command that met it, and the link is disabled"
  )
  func linkOutsideStack() {
    let (session, opened) = open { _ in LinkOutsideStack() }
    #expect(opened.failed)
    #expect(
      opened.output
        == "error: NavigationLink \"Lost\": it is outside any NavigationStack, so a tap has "
        + "nowhere to push; put the view inside a NavigationStack { ... }")
    #expect(session.execute("expect #lost disabled").output.isEmpty)
  }

  @Test(
    "a pushed value no .navigationDestination shows is an error naming the fix; nothing is pushed")
  func missingDestination() {
    let (session, opened) = open { _ in NoDestination() }
    #expect(!opened.failed)
    let tapped = session.execute("tap #open")
    #expect(tapped.failed)
    #expect(
      tapped.output
        == "error: NavigationStack: no .navigationDestination(for: Int.self) matches the value "
        + "pushed, 7; add .navigationDestination(for: Int.self) { value in ... } to a view inside "
        + "the NavigationStack")
    #expect(session.execute("expect stack \"Root\"").output.isEmpty)
  }

  @Test("two stacks nested are an error naming the fix")
  func nestedStacks() {
    let (session, opened) = open { _ in NestedStacks() }
    #expect(opened.failed)
    #expect(opened.output.contains("NavigationStack: it is inside another NavigationStack"))
    #expect(session.execute("expect \"inner\"").output.isEmpty)
  }

  @Test(
    "an environment object nobody provides is an error naming the view and the fix, never a crash")
  func missingEnvironmentObject() {
    let (session, opened) = open { _ in MissingObject() }
    #expect(opened.failed)
    #expect(
      opened.output
        == "error: NeedsProfile: no view above provides the Profile that "
        + "@Environment(Profile.self) reads; add .environment(profile) to a view above it, or to "
        + "the root view the app is made with")
    #expect(session.execute("expect \"above\"").output.isEmpty)
  }
}
