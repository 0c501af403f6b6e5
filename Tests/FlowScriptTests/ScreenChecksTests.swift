import FlowKit
import TestSupport
import Testing

@testable import FlowScript

/// What `explore` and `test --faults` call a screen still loading, or a way left disabled.
@Suite("Screen checks", .timeLimit(.minutes(5)), .watchdog)
struct ScreenChecksTests {
  static func screen(_ elements: [Element]) -> Display {
    Display(
      title: "People", canGoBack: false, elements: elements, hud: false, toast: nil, alert: nil,
      stacks: [["People"]])
  }

  static func list(_ children: [Element]) -> Element {
    Element(.list(rowCounts: [0], rowAt: nil), id: "people", children: children)
  }

  @Test(
    "a list's header or footer with the app's loading text is loading; the same text elsewhere is not"
  )
  func loadingTexts() {
    let texts = AppTexts()
    let header = Self.screen([Self.list([Element(.header("Refreshing…"))])])
    #expect(ScreenChecks.loading(header, texts: texts) == "'Refreshing…' in #people")
    let footer = Self.screen([Self.list([Element(.footer("Loading…"))])])
    #expect(ScreenChecks.loading(footer, texts: texts) == "'Loading…' in #people")
    // A row or a label that happens to read the same is what the app shows, not a spinner.
    let label = Self.screen([Self.list([Element(.label("Refreshing…"))])])
    #expect(ScreenChecks.loading(label, texts: texts) == nil)
    // A header outside any list is a title.
    let outside = Self.screen([Element(.header("Loading…"))])
    #expect(ScreenChecks.loading(outside, texts: texts) == nil)
    // A header that says something else is not loading.
    let done = Self.screen([Self.list([Element(.header("No more"))])])
    #expect(ScreenChecks.loading(done, texts: texts) == nil)
  }

  @Test("the ways left disabled are the disabled controls, not labels, not enabled controls")
  func disabledWays() {
    let display = Self.screen([
      Element(.button(title: "Log in"), id: "login", isEnabled: false),
      Element(.button(title: "Help"), id: "help"),
      Element(.label("Welcome"), id: "welcome", isEnabled: false),
      Element(.textField(text: "", placeholder: "Name"), id: "name", isEnabled: false),
    ])
    #expect(ScreenChecks.disabledWays(display) == [#"#login "Log in""#, "#name"])
  }
}
