import FlowKit
import TestSupport
import Testing

@testable import FlowScript

/// A screen whose button stays disabled when its request fails: the flag is set before the
/// request and cleared only after it succeeds.
final class StuckViewModel: ViewModel {
  var sending = false
  var sent = 0

  /// The same flag, shown as the HUD: it stays when the request fails.
  func submit() {
    isSubmitting = true
    let environment = context.serviceEnvironment
    task {
      do {
        try await environment.request(latency: .milliseconds(100))
        self.isSubmitting = false
      } catch {
        // The bug: the HUD is never hidden.
      }
    }
  }

  func send() {
    sending = true
    let environment = context.serviceEnvironment
    task {
      do {
        try await environment.request(latency: .milliseconds(100))
        self.sent += 1
        self.sending = false
      } catch {
        // The bug: `sending` is never cleared.
      }
    }
  }
}

struct StuckView: FlowView {
  let model: StuckViewModel
  var body: Screen {
    Screen("Stuck") {
      Label("sent \(model.sent)", id: "sent")
      Button("Send", id: "send", isEnabled: !model.sending) { model.send() }
      Button("Submit", id: "submit", isEnabled: !model.sending) { model.submit() }
    }
  }
}

@Suite("The invariants of --faults", .timeLimit(.minutes(5)), .watchdog)
struct StuckTests {
  static let app = FlowApp(name: "stuck", summary: "a flag left set") { context, _ in
    context.views.register(StuckView.self)
    return StuckViewModel(context: context, title: "Stuck")
  }

  @Test("a screen left with no way on or back is a finding that names what is disabled")
  func noWayOnOrBack() throws {
    let scenario = try Scenario(
      path: "stuck/send.flow", text: "> open stuck\n> tap #send\n> settle\n")
    let runner = ScenarioRunner(apps: [Self.app])
    let plain = runner.run(scenario)
    #expect(plain.requests == 1)
    let finding = runner.runFaulted(scenario, failing: 1, of: 1)
    #expect(
      finding.violations == [
        "the screen \"Stuck\" offers no way on or back (disabled: #send \"Send\", #submit \"Submit\")"
      ])
    // The failing request is named as the service made it: by its method, or by a label.
    #expect(finding.label == "send()")
    let report = ScenarioSuite.faultReport("stuck/send.flow", finding, program: .none)
    #expect(
      report.hasPrefix(
        "stuck/send.flow:2: with request 1 of 1, send(), failing (during 'tap #send'):"),
      "\(report)")
    // A HUD that never goes names the screen it covers.
    let submit = try Scenario(
      path: "stuck/submit.flow", text: "> open stuck\n> tap #submit\n")
    #expect(
      runner.runFaulted(submit, failing: 1, of: 1).violations.first
        == "the HUD is still up after everything settled on \"Stuck\"")
    // With no request failing, the button is enabled again: no finding.
    let fine = try Scenario(path: "stuck/ok.flow", text: "> open stuck\n> tap #send\n")
    #expect(runner.runFaulted(fine, failing: 2, of: 1).violations.isEmpty)
  }

  @Test("a request made after the last step is named as made while the file settled")
  func requestWhileSettling() throws {
    let later = FlowApp(name: "later", summary: "asks a second after it opens") { context, _ in
      context.views.register(StuckView.self)
      let model = StuckViewModel(context: context, title: "Stuck")
      let clock = context.clock
      Task {
        try? await clock.sleep(for: .seconds(1))
        model.send()
      }
      return model
    }
    let runner = ScenarioRunner(apps: [later])
    let opened = try Scenario(path: "later/open.flow", text: "> open later\n")
    #expect(runner.runFaulted(opened, failing: 1, of: 1).command == "settle")
    let waited = try Scenario(path: "later/wait.flow", text: "> open later\n> wait 2s\n")
    let finding = runner.runFaulted(waited, failing: 1, of: 1)
    #expect(finding.command == "wait 2s")
    #expect(finding.line == 2)
    // A request that never fails (there is no second one): no command is named.
    #expect(runner.runFaulted(waited, failing: 2, of: 1).command == nil)
  }
}

/// A field that keeps every text it was given.
final class TypingViewModel: ViewModel {
  var text = "old"
  var changes: [String] = []
}

struct TypingView: FlowView {
  let model: TypingViewModel
  var body: Screen {
    Screen("Typing") {
      TextField(id: "field", placeholder: "type", text: model.text) { value in
        model.text = value
        model.changes.append(value)
      }
    }
  }
}

@Suite("Typing", .timeLimit(.minutes(5)), .watchdog)
struct TypingTests {
  static let app = FlowApp(name: "typing", summary: "a field") { context, _ in
    context.views.register(TypingView.self)
    return TypingViewModel(context: context, title: "Typing")
  }

  /// The texts the view model saw while `text` was typed.
  func changes(typing text: String, pastingOver limit: Int? = nil) -> [String] {
    let session = Session(apps: [Self.app])
    session.pastesTextsLongerThan = limit
    session.run(.open(app: "typing", parameters: [:]))
    session.run(.type(.id("field"), text))
    return session.withContext { context in
      (context.window?.root as? TypingViewModel)?.changes ?? []
    } ?? []
  }

  @Test("the old text goes, then each character arrives as its own change")
  func keystrokes() {
    #expect(changes(typing: "李a\tb") == ["", "李", "李a", "李a\t", "李a\tb"])
  }

  @Test("a session that pastes long texts (explore's) sends one longer than its limit at once")
  func pastesLongTexts() {
    #expect(changes(typing: "abcdef", pastingOver: 5) == ["", "abcdef"])
    #expect(changes(typing: "abcde", pastingOver: 5) == ["", "a", "ab", "abc", "abcd", "abcde"])
    #expect(Explorer.pasteLimit < ExploreOptions.builtInInputs.map(\.count).max() ?? 0)
    #expect(ExploreOptions.builtInInputs.filter { $0.count > Explorer.pasteLimit }.count == 1)
  }

  @Test(
    "past 1000 characters, the rest arrives as pastes that double, so a long text costs linear time"
  )
  func longText() {
    let text = String(repeating: "ab", count: 1_500)
    let seen = changes(typing: text)
    #expect(seen.count == 1 + 1_000 + 2, "\(seen.count)")
    #expect(seen.dropFirst().map(\.count).prefix(3) == [1, 2, 3])
    #expect(seen.suffix(3).map(\.count) == [1_000, 2_000, 3_000])
    #expect(seen.dropFirst().allSatisfy { text.hasPrefix($0) })
    #expect(seen.last == text)
  }
}
