import FlowTesting
import FlowUI
import TestSupport
import Testing

@Suite(
  "ObservableObject, its wrappers and Combine, as SwiftUI code before iOS 17 uses them",
  .timeLimit(.minutes(5)), .watchdog)
@MainActor
struct ObservableObjectTests {
  @Test("a @Published change evaluates the views that hold the object, by every wrapper")
  func publishedChangeRedraws() {
    let app = Simulator { _ in TallyScreen() }
    app.expect(.present(.text("count 0")))
    app.tap(.id("add"))
    app.expect(.present(.text("count 1")))
    app.expect(.present(.text("child sees 1")))
    app.expect(.present(.text("reader sees 1")))
    app.tap(.id("childAdd"))
    app.expect(.present(.text("count 11")))
    app.expect(.present(.text("reader sees 11")))
  }

  @Test(
    "an @ObservedObject or @EnvironmentObject alone, on an object no other view watches, evaluates its view again"
  )
  func observedObjectAloneRedraws() {
    let model = TallyModel()
    let app = Simulator { _ in ObservedOnlyScreen(model: model) }
    app.expect(.present(.text("child sees 0")))
    app.tap(.id("childAdd"))
    app.expect(.present(.text("child sees 10")))
    // And an @EnvironmentObject alone, on an object its provider holds in a plain property.
    let provided = TallyModel()
    let reader = Simulator { _ in EnvironmentOnlyScreen(model: provided) }
    reader.expect(.present(.text("adder sees 0")))
    reader.tap(.id("envAdd"))
    reader.expect(.present(.text("adder sees 5")))
  }

  @Test("objectWillChange sent by hand evaluates the views again, after the change it announces")
  func manualObjectWillChange() {
    let app = Simulator { _ in TallyScreen() }
    app.tap(.id("quiet"))
    app.expect(.present(.text("quiet 1")))
    app.tap(.id("quiet"))
    app.expect(.present(.text("quiet 2")))
  }

  @Test("a @StateObject is made once for its place; a view that comes back gets a new one")
  func stateObjectOncePerIdentity() {
    TallyModel.made = 0
    let app = Simulator { _ in OwnerScreen() }
    app.tap(.id("ownedAdd"))
    app.tap(.id("ownedAdd"))
    app.expect(.present(.text("owned 2")))
    #expect(TallyModel.made == 1)
    app.tap(.id("flip"))
    app.expect(.absent(.text("owned 2")))
    app.tap(.id("flip"))
    app.expect(.present(.text("owned 0")))
    #expect(TallyModel.made == 2)
  }

  @Test("$model.property binds a field to a @Published property")
  func bindingToPublished() {
    let app = Simulator { _ in TallyScreen() }
    app.type("Ada", into: .id("name"))
    app.expect(.present(.text("name Ada")))
  }

  @Test("a missing .environmentObject is reported once, at the view that reads it, with the fix")
  func missingEnvironmentObject() {
    let session = Session(apps: [
      FlowKit.FlowApp(name: "bad", summary: "a mistake") { _ in OrphanScreen() }
    ])
    let opened = session.run(.open(app: "bad", parameters: [:]))
    #expect(opened.failed)
    #expect(
      opened.output
        == "error: TallyReader: no view above provides the TallyModel that @EnvironmentObject "
        + "reads; add .environmentObject(tallyModel) to a view above it, or to the root view the "
        + "app is made with")
    #expect(session.execute("expect \"above\"").output.isEmpty)
  }

  @Test("debounce on the main queue waits exactly its time, in virtual time")
  func debounceOnVirtualTime() {
    let app = Simulator { _ in DebounceScreen() }
    app.settle()
    app.expect(.present(.text("searches 1")))
    app.type("ap", into: .id("query"))
    app.advance(by: .milliseconds(299))
    app.expect(.absent(.text("found apple")))
    app.expect(.present(.text("searches 1")))
    app.advance(by: .milliseconds(1))
    app.expect(.present(.text("found apple")))
    app.expect(.present(.text("found apricot")))
    app.expect(.present(.text("searches 2")))
  }

  @Test(".onReceive of a timer ticks each second while its view is on screen, and stops after")
  func onReceiveTimer() {
    let app = Simulator { _ in TickScreen() }
    app.allowsPendingTasks = true
    app.advance(by: .milliseconds(3000))
    app.expect(.present(.text("ticks 3")))
    app.tap(.id("hide"))
    app.advance(by: .milliseconds(3000))
    app.expect(.present(.text("ticks 3")))
  }

  @Test(".onReceive stops while a screen is pushed over its view, and starts again on the way back")
  func onReceiveStopsUnderPushedScreen() {
    let app = Simulator { _ in TickStackScreen() }
    app.allowsPendingTasks = true
    app.advance(by: .milliseconds(2000))
    app.expect(.present(.text("ticks 2")))
    app.tap(.id("over"))
    app.advance(by: .milliseconds(3000))
    app.back()
    app.expect(.present(.text("ticks 2")))
    app.advance(by: .milliseconds(2000))
    app.expect(.present(.text("ticks 4")))
  }

  @Test("an autoconnected timer stops with its last subscriber and starts afresh with the next")
  func autoconnectStartsAfresh() {
    let app = Simulator { _ in TickScreen() }
    app.allowsPendingTasks = true
    app.advance(by: .milliseconds(500))
    app.tap(.id("hide"))
    app.advance(by: .milliseconds(200))
    app.tap(.id("show"))
    // The timer connected again at 0.7 s: its first tick is at 1.7 s, not at 1 s.
    app.advance(by: .milliseconds(800))
    app.expect(.present(.text("ticks 0")))
    app.advance(by: .milliseconds(200))
    app.expect(.present(.text("ticks 1")))
  }
}
