import DemoApps
import FlowKit
import FlowScript
import TestSupport
import Testing

/// A screen whose button sleeps with `Task.sleep`, as a debounce in a view model does.
@MainActor
final class SleeperViewModel: ViewModel {
  var woke = false
  func go() {
    Task {
      try? await Task.sleep(for: .seconds(1))
      woke = true
    }
  }
}

struct SleeperView: FlowView {
  let model: SleeperViewModel
  var body: Screen {
    Screen("Sleeper") {
      Button("Go", id: "go") { model.go() }
      Label(model.woke ? "woke" : "asleep", id: "state")
    }
  }
}

@Suite("Waits on real time in a session", .timeLimit(.minutes(5)), .watchdog)
struct RealTimeTests {
  static let app = FlowApp(name: "sleeper", summary: "waits on the real clock") { context, _ in
    context.views.register(SleeperView.self)
    return SleeperViewModel(context: context, title: "Sleeper")
  }

  @Test("a debounce with Task.sleep runs in virtual time: wait moves it, and nothing fails")
  func sleepIsVirtual() {
    let session = Session(apps: [Self.app])
    session.run(.open(app: "sleeper", parameters: [:]))
    let outcome = session.execute("tap #go")
    #expect(!outcome.failed)
    #expect(outcome.output.isEmpty)
    #expect(!session.execute("wait 999ms").failed)
    #expect(!session.execute("expect #state text \"asleep\"").failed)
    #expect(!session.execute("wait 1ms").failed)
    #expect(!session.execute("expect #state text \"woke\"").failed)
  }
}

/// A view model nobody gave a view.
@MainActor
final class Faceless: ViewModel {}

@Suite("Views found statically", .timeLimit(.minutes(5)), .watchdog)
struct MissingViewTests {
  @Test("a screen without a view fails the command that showed it, naming both fixes")
  func missingView() {
    let app = FlowApp(name: "faceless", summary: "no view") { context, _ in
      Faceless(context: context, title: "Faceless")
    }
    let session = Session(apps: [app])
    let outcome = session.run(.open(app: "faceless", parameters: [:]))
    #expect(outcome.failed)
    #expect(
      outcome.output
        == "error: no view shows Faceless; register one when the app is made "
        + "(context.views.register(FacelessView.self)), or link it: "
        + "extension Faceless: HasView { typealias View = FacelessView }")
  }
}

@Suite("Failures are values", .timeLimit(.minutes(5)), .watchdog)
struct TypedFailureTests {
  @Test("the underlying error is the one a test would catch")
  func underlying() {
    let navigation = CommandFailure.interaction(.navigation(.popRoot("LoginViewModel")))
    #expect(navigation.underlying is NavigationError)
    #expect(CommandFailure.interaction(.noList).underlying is InteractionError)
    #expect(CommandFailure.app(.outsideWork(jobs: 1)).underlying is AppProblem)
    #expect(CommandFailure.unsettled(tasks: 2).underlying is CommandFailure)
  }

  @Test("each failure prints one line, written in one place")
  func lines() {
    let session = Session(apps: [])
    #expect(session.execute("tpa").output == "error: unknown command 'tpa'. Did you mean 'tap'?")
    #expect(
      session.execute("set width abc").output
        == "error: width takes a number from 24 to 200, not 'abc'; as in: set width 60")
    #expect(
      session.execute("set netwrok off").output
        == "error: unknown setting 'netwrok'. Did you mean 'network'?")
    #expect(
      session.execute("tap #x").failures == [.interaction(.noApp(example: nil))])
  }
}

@Suite("Hints from the app", .timeLimit(.minutes(5)), .watchdog)
struct HintTests {
  @Test("set alone lists every setting with its value, the app's own included")
  func settingsListed() {
    let session = Session(apps: DemoApps.all)
    session.openInitial("waybills")
    session.execute("set pagesize 5")
    #expect(
      session.execute("set").output
        == "width     40\nautoshow  on\nnetwork   online\npagesize  5")
  }

  @Test("help set lists the values, help expect shows the modal form")
  func helpShowsForms() {
    let session = Session(apps: DemoApps.all)
    #expect(session.execute("help set").output.contains("network   online, offline or slow"))
    #expect(session.execute("help expect").output.contains("| a modal"))
  }

  @Test("a modal's root offers to close, a pushed screen to go back")
  func closeOrBack() {
    let session = Session(apps: DemoApps.all)
    session.openInitial("navigator")
    session.execute("tap #modal")
    #expect(session.screen().contains("| x close   MODAL TEST VIEW"))
    session.execute("back")
    session.execute("tap #second")
    session.execute("settle")
    #expect(session.screen().contains("| < back"))
  }

  @Test("the HUD's hint names the time the app's pending work needs")
  func hudHint() {
    let session = Session(apps: DemoApps.all)
    session.openInitial("login")
    session.execute("type #name lee")
    session.execute("type #password 00000000")
    session.execute("tap #login")
    session.execute("wait 200ms")
    #expect(
      session.execute("tap #login").output
        == "error: #login is under the HUD; wait until it goes (wait 300ms, or settle)")
  }
}
