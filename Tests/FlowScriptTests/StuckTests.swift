import FlowKit
import FlowScript
import Testing

/// A screen whose button stays disabled when its request fails: the flag is set before the
/// request and cleared only after it succeeds.
final class StuckViewModel: ViewModel {
  var sending = false
  var sent = 0

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
    }
  }
}

@Suite("The invariants of --faults")
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
        "the screen \"Stuck\" offers no way on or back (disabled: #send \"Send\")"
      ])
    // With no request failing, the button is enabled again: no finding.
    let fine = try Scenario(path: "stuck/ok.flow", text: "> open stuck\n> tap #send\n")
    #expect(runner.runFaulted(fine, failing: 2, of: 1).violations.isEmpty)
  }
}
