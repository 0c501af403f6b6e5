import FlowKit
import FlowScript
import TestSupport
import Testing

/// A screen whose view titles it apart from its model, with a button for each overlay.
final class OverlaysViewModel: ViewModel {
  init(context: AppContext) {
    super.init(context: context, title: "model title")
    try? addChild(ModalViewModel(context: context))
  }

  func toast() { context.showToast("saved") }
  func alert() { context.showAlert(Alert(title: "sure?", actions: [.init("ok")])) }
  func send() {
    submit {
      try await self.context.clock.sleep(for: .seconds(1))
    } success: { _ in
    }
  }
  func open() {
    attempt("open the modal") { try navigation?.present(ModalViewModel(context: context)) }
  }
}

final class ModalViewModel: ViewModel {
  init(context: AppContext) { super.init(context: context, title: "modal") }
}

struct OverlaysView: FlowView {
  let model: OverlaysViewModel
  var body: Screen {
    Screen("screen title") {
      Button("toast", id: "toast") { model.toast() }
      Button("alert", id: "alert") { model.alert() }
      Button("send", id: "send") { model.send() }
      Button("open", id: "open") { model.open() }
      // A child's content embedded below the top level, inside the toolbar.
      Toolbar { if let child = model.children.first { Embed(child) } }
    }
  }
}

struct ModalView: FlowView {
  let model: ModalViewModel
  var body: Screen { Screen(model.title) { Label("in the modal", id: "inside") } }
}

@Suite("Expectations of what is over the screen", .timeLimit(.minutes(5)), .watchdog)
struct ExpectationTests {
  static let app = FlowApp(name: "overlays", summary: "a toast, an alert, a HUD") { context, _ in
    context.views.register(OverlaysView.self)
    context.views.register(ModalView.self)
    return OverlaysViewModel(context: context)
  }

  /// What each line printed, in a new session of the app.
  private func outputs(_ lines: [String]) -> [String] {
    let session = Session(apps: [Self.app])
    session.run(.open(app: "overlays", parameters: [:]))
    return lines.map { session.execute($0).output }
  }

  @Test("the title is the screen's, as its view names it, not its view model's")
  func title() {
    #expect(
      outputs([
        "expect title \"screen title\"", "expect title \"model title\"", "expect title \"[..]\"",
      ])
        == [
          "",
          "expectation failed: expected title \"model title\", found \"screen title\"",
          "",
        ])
  }

  @Test("a toast: which one, and that none shows")
  func toast() {
    #expect(
      outputs([
        "expect no toast", "expect toast \"saved\"", "tap #toast", "expect toast \"saved\"",
        "expect toast \"gone\"", "expect no toast", "wait 5s", "expect no toast",
      ]) == [
        "", "expectation failed: expected toast \"saved\", found no toast", "", "",
        "expectation failed: expected toast \"gone\", found \"saved\"",
        "expectation failed: expected no toast, found \"saved\"", "", "",
      ])
  }

  @Test("an alert: which one, and that none is up")
  func alert() {
    #expect(
      outputs([
        "expect no alert", "expect alert \"sure?\"", "tap #alert", "expect alert \"sure?\"",
        "expect alert \"other\"", "expect no alert", "tap \"ok\"", "expect no alert",
      ]) == [
        "", "expectation failed: expected alert \"sure?\", found no alert", "", "",
        "expectation failed: expected alert \"other\", found \"sure?\"",
        "expectation failed: expected no alert, found \"sure?\"", "", "",
      ])
  }

  @Test("of two alerts, the one on top is the one expected")
  func topAlert() {
    let session = Session(apps: [Self.app])
    session.run(.open(app: "overlays", parameters: [:]))
    session.execute("tap #alert")
    _ = session.withContext { $0.showAlert(Alert(title: "really?", actions: [.init("yes")])) }
    let outputs = ["expect alert \"really?\"", "expect alert \"sure?\""].map {
      session.execute($0).output
    }
    #expect(
      outputs == ["", "expectation failed: expected alert \"sure?\", found \"really?\""])
  }

  @Test("the HUD: up while the view model submits, gone after")
  func hud() {
    #expect(
      outputs([
        "expect no hud", "expect hud", "tap #send", "expect hud", "expect no hud", "wait 1s",
        "expect no hud", "expect hud",
      ]) == [
        "", "expectation failed: expected a HUD, found none", "", "",
        "expectation failed: expected no HUD, found one", "", "",
        "expectation failed: expected a HUD, found none",
      ])
  }

  @Test("what a command searches is the screen it would draw, but for the stacks")
  func searched() {
    let session = Session(apps: [Self.app])
    session.run(.open(app: "overlays", parameters: [:]))
    var seen: [String] = []
    for line in [
      "show", "tap #toast", "tap #send", "wait 1s", "wait 5s", "tap #alert", "tap \"ok\"",
      "tap #open",
    ] {
      session.execute(line)
      let pair = session.withContext { context in
        [context.display(), context.searchedDisplay()].map { display in
          "\(display.title) hud=\(display.hud) toast=\(display.toast ?? "-") "
            + "alert=\(display.alert?.title ?? "-") "
            + display.allElements.map { $0.id ?? $0.label }.joined(separator: ",")
        }
      }
      #expect(pair?.first == pair?.last, "after \(line)")
      seen.append(pair?.last ?? "")
    }
    // The states differ, so that the comparison above covers each part.
    #expect(Set(seen).count >= 5)
    #expect(seen.contains { $0.contains("hud=true") })
    #expect(seen.contains { $0.contains("toast=saved") })
    #expect(seen.contains { $0.contains("alert=sure?") })
  }

  @Test("a child embedded inside another element is in place there, and named by its id")
  func nestedEmbed() {
    #expect(outputs(["expect #inside text \"in the modal\""]) == [""])
  }

  @Test(
    "the stacks: a modal follows what presents it; a screen under the top is named by its view model"
  )
  func stack() {
    let session = Session(apps: [Self.app])
    session.run(.open(app: "overlays", parameters: [:]))
    session.execute("tap #open")
    let below = session.withContext { context in
      (context.window?.chain.count, context.stackedDisplays().map(\.title))
    }
    #expect(below?.0 == 2)
    #expect(below?.1 == ["screen title", "modal"])
    #expect(
      outputs([
        "expect stack \"screen title\"", "tap #open", "expect stack \"model title | modal\"",
        "expect stack \"screen title\"", "expect title \"modal\"",
      ]) == [
        "", "", "",
        "expectation failed: expected stack \"screen title\", found \"model title | modal\"",
        "",
      ])
  }
}
