import FlowTesting
import FlowUI
import TestSupport
import Testing

@Suite("Previews and SwiftUI's macros", .timeLimit(.minutes(5)), .watchdog)
@MainActor
struct PreviewTests {
  @Test("@Entry makes an environment value with its default, which a view above can set")
  func entryMakesEnvironmentValue() {
    let app = Simulator { _ in GreetingScreen() }
    app.expect(.present(.text("hello")))
    app.expect(.present(.text("HI")))
    #expect(EnvironmentValues().nickname == nil)
    var values = EnvironmentValues()
    values.nickname = "Ada"
    #expect(values.nickname == "Ada")
  }

  @Test("PreviewProvider and #Preview compile and never run")
  func previewsNeverRun() {
    PreviewRuns.count = 0
    let app = Simulator { _ in GreetingScreen() }
    app.expect(.present(.text("hello")))
    #expect(PreviewRuns.count == 0)
  }
}
