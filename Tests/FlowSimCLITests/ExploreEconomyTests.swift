import DemoApps
import ExploreFixtureApps
import FlowKit
import Foundation
import TestSupport
import Testing

@testable import FlowScript

/// Explore keeps a state only when it can show something new, so a walk of a team's app ends:
/// the same map in hundreds of replays where it took tens of thousands.
@Suite("What explore walks", .timeLimit(.minutes(5)), .watchdog)
struct ExploreEconomyTests {
  static func walk(_ app: String, apps: [FlowApp]) -> FlowMap {
    var options = ExploreOptions()
    options.inputs = ExploreOptions.scenarioInputs(for: app, root: packageRoot)
    return Explorer(apps: apps, options: options).explore(app)
  }

  @Test("every demo app is walked whole in at most 1 000 replays, 4 000 for them all")
  func demoAppsAreCheap() {
    var total = 0
    for app in DemoApps.all {
      let map = Self.walk(app.name, apps: DemoApps.all)
      #expect(!map.limitHit, "\(app.name)")
      #expect(map.states <= 1_000, "\(app.name): \(map.states) replays")
      total += map.states
    }
    #expect(total <= 4_000, "\(total) replays")
  }

  @Test("the maps are what the whole walk found: login's rule, posts' rows, navigator's screens")
  func sameMaps() {
    let login = Self.walk("login", apps: DemoApps.all)
    #expect(login.nodes.map(\.title) == ["登录", "欢迎"])
    #expect(
      login.edges.filter { $0.from != $0.to }.map { "\($0.from) -> \($0.to) \($0.command)" } == [
        "n1 -> n2 tap #login", "n2 -> n1 back",
      ])
    // The button's rule needs both fields: each combination of texts is tried once.
    #expect(login.nodes[1].path == ["type #name lee", "type #password 00000000", "tap #login"])
    let navigator = Self.walk("navigator", apps: DemoApps.all)
    #expect(navigator.nodes.count == 6)
    #expect(Set(navigator.edges.filter { $0.from != $0.to }.map { [$0.from, $0.to] }).count == 10)
    let posts = Self.walk("posts", apps: DemoApps.all)
    #expect(posts.nodes.map(\.title) == ["帖子", "帖子详情"])
  }

  @Test("a type that leads to another screen is a way on: clearing goes back, offline too")
  func typingThatMoves() {
    let map = Self.walk("search", apps: BrokenApps.all)
    let edges = map.edges.map {
      "\($0.from) -> \($0.to) \($0.command)\($0.offline == true ? " (offline)" : "")"
    }
    #expect(edges.contains("n2 -> n1 type #search \"\""), "\(edges)")
    #expect(edges.contains("n2 -> n3 type #search \"\" (offline)"), "\(edges)")
    #expect(map.nodes.count == 3)
  }

  @Test("after a type that stayed on its screen, only later fields are typed, and never offline")
  func typingOrder() {
    let name = Target.id("name")
    let password = Target.id("password")
    let actions: [Command] = [
      .type(name, "a"), .type(password, "a"), .tap(.id("login")), Explorer.goOffline,
    ]
    let cases: [(Target?, Command, Bool)] = [
      (name, .type(password, "b"), true),
      (name, .type(name, "b"), false),
      (password, .type(name, "b"), false),
      (password, .tap(.id("login")), true),
      (name, Explorer.goOffline, false),
      (nil, .type(name, "b"), true),
      (nil, Explorer.goOffline, true),
      // A field that is gone, or new, is typed as always.
      (.id("gone"), .type(name, "b"), true),
    ]
    let found = cases.map { Explorer.follows(typingInto: $0.0, $0.1, actions) }
    #expect(found == cases.map(\.2))
  }

  @Test("an odd built-in text goes only into an empty field; the app's own texts always")
  func oddTextsStartAField() {
    let filled = Display(
      title: "t", canGoBack: false,
      elements: [
        Element(.textField(text: "lee", placeholder: ""), id: "name"),
        Element(.textField(text: "", placeholder: ""), id: "code"),
      ], hud: false, toast: nil, alert: nil, stacks: [])
    let cases: [(Command, Bool)] = [
      (.type(.id("name"), "中文输入"), false), (.type(.id("code"), "中文输入"), true),
      (.type(.id("name"), ""), true), (.type(.id("name"), "00000000"), true),
      (.tap(.id("name")), true),
    ]
    #expect(cases.map { Explorer.probes(filled, $0.0) } == cases.map(\.1))
  }

  @Test("a state is what the screen offers: words of data and toasts make none, controls do")
  func stateKeys() {
    func display(
      label: String = "hello", button: String = "Follow", rows: Int = 3, toast: String? = nil,
      field: String = "", enabled: Bool = true
    ) -> Display {
      let list = Element(
        .list(rowCounts: [rows], rowAt: nil), id: "items",
        children: (0..<rows).map { index in
          Element(
            .row(.init(text: "row \(index) \(label)", indexPath: IndexPath(row: index))),
            actions: .init(tap: {}))
        })
      return Display(
        title: "t", canGoBack: false,
        elements: [
          Label(label, id: "greeting"), Button(button, id: "follow", isEnabled: enabled) {},
          list, Element(.textField(text: field, placeholder: ""), id: "name"),
        ], hud: false, toast: toast, alert: nil, stacks: [])
    }
    func key(_ display: Display) -> Explorer.StateKey {
      Explorer.stateKey(display, offline: false, loading: nil)
    }
    let base = key(display())
    #expect(key(display(label: "hi")) == base, "a label's words are data")
    #expect(key(display(label: "Cart (2)")) == key(display(label: "Cart (3)")), "so are counts")
    #expect(key(display(label: "Cart (0)")) != key(display(label: "Cart (2)")), "none or some")
    #expect(key(display(label: "")) != base, "a label shown or blank is not")
    #expect(key(display(button: "Unfollow")) != base, "a control's words say what it does")
    #expect(key(display(enabled: false)) != base)
    #expect(key(display(rows: 7)) == base, "more rows of the same kind")
    #expect(key(display(rows: 1)) != base, "one row")
    #expect(key(display(rows: 0)) != base, "none")
    #expect(key(display(toast: "saved")) == base, "a toast offers nothing")
    #expect(key(display(field: "a")) == key(display(field: "中文输入")), "built-in texts as one")
    #expect(key(display(field: "lee")) != key(display(field: "a")), "the app's own apart")
    #expect(key(display(field: "lee")) != key(display(field: "00000000")))
    #expect(Explorer.stateKey(display(), offline: true, loading: nil) != base)
    #expect(Explorer.stateKey(display(), offline: false, loading: "the HUD") != base)
  }

  @Test("a count of none and of some are two states: a cart that holds something checks out")
  func countsInLabels() {
    let map = Explorer(apps: BrokenApps.all).explore("cart")
    #expect(map.nodes.map(\.title) == ["Shop", "Cart", "Receipt"])
    #expect(map.nodes.last?.path == ["tap #add", "tap #cart", "tap #checkout"])
    #expect(Explorer.counts("Cart (12), 0 left, 3:05") == "N0NN")
    #expect(Explorer.counts("no digit") == "")
    #expect(Explorer.counts("9 of 90, 00") == "NN0", "every digit, 0 to 9")
  }

  @Test("screens of one title that nothing on screen tells apart are numbered in turn")
  func lookalikesNumbered() {
    let map = Explorer(apps: [LookalikeApp.app]).explore("lookalike")
    #expect(map.nodes.map(\.title) == ["Steps", "Step", "Step (screen 2)", "Step (screen 3)"])
  }

  @Test("a generated app of 61 screens is walked whole at the default depth")
  func bigApp() {
    let app = BigApp.app(units: 12)
    let map = Explorer(apps: [app]).explore(app.name)
    #expect(!map.limitHit)
    #expect(map.nodes.count == BigApp.screens(units: 12))
    #expect(map.findings.isEmpty, "\(map.findings.map(\.message))")
  }

  @Test("the same app as SwiftUI views is walked to the same screens and transitions")
  func bigSwiftUIApp() {
    let kit = Explorer(apps: [BigApp.app(units: 2)]).explore("big")
    let ui = Explorer(apps: [BigSwiftUIApp.app(units: 2)]).explore("bigui")
    #expect(!ui.limitHit)
    #expect(ui.nodes.count == BigSwiftUIApp.screens(units: 2))
    #expect(Set(ui.nodes.map(\.title)) == Set(kit.nodes.map(\.title)))
    let edges = { (map: FlowMap) in
      Set(
        map.edges.map { edge in
          let title = { (id: String) in map.nodes.first { $0.id == id }?.title ?? id }
          return
            "\(title(edge.from)) -> \(title(edge.to)) \(edge.command)\(edge.offline == true ? " offline" : "")"
        })
    }
    // A SwiftUI list scrolls (`more`, which may bring rows whose `.onAppear` loads more); the
    // FlowKit list of this app gives no such action.
    #expect(
      edges(ui).subtracting(edges(kit)) == [
        "Saved 1 -> Saved 1 more #rows1", "Saved 2 -> Saved 2 more #rows2",
      ])
    #expect(edges(kit).subtracting(edges(ui)) == [])
    #expect(ui.findings.isEmpty, "\(ui.findings.map(\.message))")
  }
}

@Suite("Late work in explore", .timeLimit(.minutes(5)), .watchdog)
struct ExploreLateWorkTests {
  @Test("work a command leaves behind its own closed screen is a finding of that command")
  func lateWorkOfTheCommand() throws {
    let map = Explorer(apps: [LateSaveApp.app]).explore("latesave")
    let late = try #require(map.findings.first { $0.kind == .lateWork })
    #expect(late.path == ["tap #open", "tap #save"])
    #expect(late.leftAtOnce != true)
    #expect(
      late.message.hasPrefix("work outlived its screen: LateFormViewModel Form changed #saved"))
  }

  @Test("going back at once from a state whose command left nothing waiting takes no replay")
  func leavingWithoutReplay() {
    // Home, then Form by `tap #open` and Form offline by `tap #open`, `set network offline`:
    // neither command leaves anything waiting, so each is left at once from its own session.
    // The save leaves its request waiting, but it lands on Home, which has no `back`.
    let quiet = Explorer(apps: [LateSaveApp.app]).explore("latesave")
    #expect(quiet.states == 11)
    #expect(quiet.replays == quiet.states - 2)
    // A push whose screen starts a request leaves it waiting: going back at once from there is
    // a replay of its own, which stops before the settle (see the test below). Only Items
    // offline, by `tap #open`, `set network offline`, is left from its own session.
    let waiting = Explorer(apps: BrokenApps.all).explore("late")
    #expect(waiting.replays == waiting.states - 1)
    // Going back from the state's own session finds what a replay would: the draft a `back`
    // saves shows saved on its gone screen.
    let leaving = Explorer(apps: [LateLeaveApp.app]).explore("lateleave")
    let late = leaving.findings.filter { $0.kind == .lateWork }
    #expect(late.map(\.path) == [["tap #open", "back"]])
    #expect(late.map(\.leftAtOnce) == [true])
    #expect(late.first?.message.hasPrefix("work outlived its screen: LateDraftViewModel") == true)
    #expect(leaving.replays < leaving.states)
  }

  @Test("going back at once from a state's own session finds what a replay of its own finds")
  func leavingFromOwnSessionChangesNothing() {
    let apps =
      DemoApps.all + [LateLeaveApp.app, LateSaveApp.app, LateApp.app, FeedApp.app]
      + [BigApp.app(units: 2), BigSwiftUIApp.app(units: 2), SearchApp.app, CartApp.app]
    for app in apps {
      var replaying = ExploreOptions()
      replaying.leavesFromOwnSession = false
      var map = Explorer(apps: apps).explore(app.name)
      let replayed = Explorer(apps: apps, options: replaying).explore(app.name)
      #expect(replayed.replays == replayed.states, "\(app.name)")
      #expect(map.replays <= map.states, "\(app.name)")
      map.replays = replayed.replays
      #expect(map == replayed, "\(app.name)")
    }
  }

  @Test("explore goes back at once from each state and finds work that outlived its screen")
  func lateWork() throws {
    let map = Explorer(apps: BrokenApps.all).explore("late")
    let late = try #require(map.findings.first { $0.kind == .lateWork })
    #expect(late.path == ["tap #open", "back"])
    #expect(late.screen == "Items")
    #expect(late.leftAtOnce == true)
    #expect(
      late.message
        == "work outlived its screen: LateListViewModel Items changed #items after its screen was gone"
    )
    // The scenario to paste goes back before the work is done, as the walk did.
    #expect(late.scenario.hasSuffix("> settle\n> tap #open\n> back\n> settle\n> show"))
    // And it shows the same when replayed.
    let session = Session(apps: BrokenApps.all)
    session.openInitial("late")
    for line in late.scenario.split(separator: "\n") where line.hasPrefix("> ") {
      session.execute(String(line.dropFirst(2)))
    }
    #expect(Invariants.violations(in: session) == [late.message])
    // A walk that settled before going back would have seen nothing.
    #expect(map.findings.count == 1)
  }

  @Test("a step that fails in the last settle is a violation")
  func settleProblemsAreViolations() {
    let session = Session(apps: [LateFailure.app])
    session.openInitial("late-failure")
    session.execute("tap #save")
    // The step fails a second later, inside the settle that checks the invariants.
    #expect(
      Invariants.violations(in: session) == [
        "error: LateFailureViewModel could not save the draft: the disk is full"
      ])
  }

  @Test("a finding whose path is settled all along says so in its scenario")
  func settledScenario() {
    let finding = FlowMap.Finding(
      kind: .error, message: "m", node: "n1", screen: "S", path: ["tap #a", "back"],
      expected: nil)
    #expect(finding.scenario.hasSuffix("> tap #a\n> settle\n> back\n> settle"))
  }
}

/// A form whose button waits for a code of four digits, which no built-in text is.
final class PinViewModel: ViewModel {
  private(set) var pin = ""
  init(context: AppContext) { super.init(context: context, title: "PIN") }
  func setPin(_ text: String) { pin = text }
  var isValid: Bool { pin.count == 4 && pin.allSatisfy(\.isNumber) }
}

extension PinViewModel: HasView { typealias View = PinView }

struct PinView: FlowView {
  let model: PinViewModel
  var body: Screen {
    Screen(model.title) {
      TextField(id: "pin", placeholder: "4 digits", text: model.pin) { model.setPin($0) }
      Button("Unlock", id: "unlock", isEnabled: model.isValid) {}
    }
  }
}

/// A button enabled at the start only: a lock disables it for good.
final class LockViewModel: ViewModel {
  private(set) var locked = false
  init(context: AppContext) { super.init(context: context, title: "Lock") }
  func lock() { locked = true }
}

extension LockViewModel: HasView { typealias View = LockView }

struct LockView: FlowView {
  let model: LockViewModel
  var body: Screen {
    Screen(model.title) {
      Button("Fire", id: "fire", isEnabled: !model.locked) {}
      Button("Lock", id: "lock") { model.lock() }
    }
  }
}

@Suite("What a walk never enabled", .timeLimit(.minutes(5)), .watchdog)
struct NeverEnabledTests {
  static let app = FlowApp(name: "pin", summary: "a PIN") { context, _ in
    PinViewModel(context: context)
  }

  @Test("a control seen only disabled is listed, with what to do; one enabled once is not")
  func neverEnabled() {
    let map = Explorer(apps: [Self.app]).explore("pin")
    #expect(map.neverEnabled == ["#unlock on \"PIN\""])
    #expect(
      map.report.contains(
        "never enabled on the way (what enables them was never typed or done: give it with "
          + "--inputs, or in a scenario file of the app):\n  #unlock on \"PIN\"\n"))
    var options = ExploreOptions()
    options.inputs = ["1234"] + ExploreOptions.builtInInputs
    let given = Explorer(apps: [Self.app], options: options).explore("pin")
    #expect(given.neverEnabled == nil)
    #expect(!given.report.contains("never enabled"))
    // Enabled once, at the start, and never after: it was enabled.
    let lock = FlowApp(name: "lock", summary: "a lock") { context, _ in
      LockViewModel(context: context)
    }
    #expect(Explorer(apps: [lock]).explore("lock").neverEnabled == nil)
  }
}

/// A save whose step fails a second after its tap, when nothing but a settle runs.
enum LateFailure {
  struct DiskFull: Error, CustomStringConvertible {
    var description: String { "the disk is full" }
  }

  static let app = FlowApp(name: "late-failure", summary: "a step that fails later") {
    context, _ in
    context.views.register(LateFailureView.self)
    return LateFailureViewModel(context: context, title: "Draft")
  }
}

final class LateFailureViewModel: ViewModel {
  func save() {
    let clock = context.clock
    task {
      try? await clock.sleep(for: .seconds(1))
      self.attempt("save the draft") { () throws -> Void in throw LateFailure.DiskFull() }
    }
  }
}

struct LateFailureView: FlowView {
  let model: LateFailureViewModel
  var body: Screen {
    Screen(model.title) { Button("Save", id: "save") { model.save() } }
  }
}
