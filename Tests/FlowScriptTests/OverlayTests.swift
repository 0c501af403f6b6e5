import FlowKit
import FlowScript
import TestSupport
import Testing

/// A screen with a button that asks twice, one alert over another.
final class AskingViewModel: ViewModel {
  var deleted = 0

  func ask() {
    context.showAlert(
      Alert(
        title: "删除?",
        actions: [
          .init("取消", style: .cancel),
          .init("删除", style: .destructive) { [weak self] in self?.confirm() },
        ]))
  }

  private func confirm() {
    // The first alert is hidden by now: this one goes on top of nothing.
    context.showAlert(
      Alert(
        title: "真的删除?", actions: [.init("确定", id: "sure") { [weak self] in self?.deleted += 1 }]))
  }
}

struct AskingView: FlowView {
  let model: AskingViewModel
  var body: Screen {
    Screen("asking") {
      Label("deleted \(model.deleted)", id: "count")
      Button("delete", id: "delete") { model.ask() }
    }
  }
}

@Suite("Overlays in the command language", .timeLimit(.minutes(5)), .watchdog)
struct OverlayTests {
  static let app = FlowApp(name: "asking", summary: "alerts") { context, _ in
    context.views.register(AskingView.self)
    return AskingViewModel(context: context)
  }

  @Test("commands under an alert are refused with the reason; its actions run after it is hidden")
  func alerts() {
    let session = Session(apps: [Self.app])
    session.run(.open(app: "asking", parameters: [:]))
    let lines = [
      "tap #delete", "expect alert \"删除?\"", "tap #delete", "back", "type #count x", "refresh",
      "route app://x/y", "tap #alert1", "expect alert \"真的删除?\"", "tap \"确定\"", "expect no alert",
      "expect #count text \"deleted 1\"", "tap #delete", "tap #alert0", "expect no alert",
      "expect #count text \"deleted 1\"",
    ]
    let outputs = lines.map { session.execute($0).output }
    #expect(
      outputs == [
        "", "",
        "error: #delete is under the alert \"删除?\"; tap one of its actions: #alert0 \"取消\", #alert1 \"删除\"",
        "error: 'back' waits while the alert \"删除?\" is up; tap one of its actions: #alert0 \"取消\", #alert1 \"删除\"",
        "error: #count is under the alert \"删除?\"; tap one of its actions: #alert0 \"取消\", #alert1 \"删除\"",
        "error: 'refresh' waits while the alert \"删除?\" is up; tap one of its actions: #alert0 \"取消\", #alert1 \"删除\"",
        "error: 'route' waits while the alert \"删除?\" is up; tap one of its actions: #alert0 \"取消\", #alert1 \"删除\"",
        "", "", "", "", "", "", "", "", "",
      ])
  }

  @Test("a tap on the toast dismisses it; a toast blocks nothing")
  func toast() {
    let session = Session(apps: [Self.app])
    session.run(.open(app: "asking", parameters: [:]))
    _ = session.withContext { $0.showToast("hello") }
    #expect(session.execute("expect toast hello").output == "")
    #expect(session.execute("tap #delete").output == "", "the toast blocks nothing")
    #expect(session.execute("tap #alert0").output == "")
    #expect(session.execute("tap #toast").output == "")
    #expect(session.execute("expect no toast").output == "")
  }
}

/// A screen with two buttons of one title and two fields of one id: a target that names either is
/// ambiguous.
final class TwinsViewModel: ViewModel {
  var taps: [String] = []
}

struct TwinsView: FlowView {
  let model: TwinsViewModel
  var body: Screen {
    Screen("twins") {
      Label("taps \(model.taps.joined(separator: ","))", id: "taps")
      Button("OK", id: "first") { model.taps.append("first") }
      Button("OK", id: "second") { model.taps.append("second") }
      TextField(id: "name", placeholder: "a", text: "") { _ in }
      TextField(id: "name", placeholder: "b", text: "") { _ in }
    }
  }
}

@Suite("Targets that name more than one element", .timeLimit(.minutes(5)), .watchdog)
struct AmbiguousTargetTests {
  static let app = FlowApp(name: "twins", summary: "twins") { context, _ in
    context.views.register(TwinsView.self)
    return TwinsViewModel(context: context)
  }

  @Test("a target that matches two elements is an error that lists both, and taps neither")
  func ambiguous() {
    let session = Session(apps: [Self.app])
    session.run(.open(app: "twins", parameters: [:]))
    let outputs = ["tap \"OK\"", "type #name x", "expect #taps text \"taps \"", "tap #second"].map {
      session.execute($0).output
    }
    #expect(
      outputs == [
        "error: \"OK\" matches 2 elements: #first \"OK\", #second \"OK\"; name one by its id",
        "error: #name matches 2 elements: #name, #name; name one by its id",
        "", "",
      ])
    #expect(session.execute("expect #taps text \"taps second\"").output == "")
  }
}
