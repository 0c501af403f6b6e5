import FlowKit
import Foundation
import TestSupport
import Testing

@testable import FlowScript

/// What makes two states of a walk one: a search typed on a screen under the top one does not
/// make the top screen a new state for each text.
@Suite("Explore's states", .timeLimit(.minutes(5)), .watchdog)
struct ExploreStateTests {
  static func screen(_ title: String, search: String) -> Display {
    Display(
      title: title, canGoBack: false,
      elements: [Element(.textField(text: search, placeholder: "Search"), id: "search")],
      hud: false, toast: nil, alert: nil, stacks: [[title]])
  }

  @Test("a field's text under the top screen is no part of the state; on top, it is")
  func belowFieldsLeftOut() {
    let top = Self.screen("Account", search: "")
    let zz = Explorer.stateKey(
      top, offline: false, loading: nil, below: [Self.screen("F", search: "zz")])
    let ada = Explorer.stateKey(
      top, offline: false, loading: nil, below: [Self.screen("F", search: "Ada")])
    #expect(zz == ada)
    // Another screen under it is another state still.
    let other = Explorer.stateKey(
      top, offline: false, loading: nil, below: [Self.screen("G", search: "zz")])
    #expect(other != zz)
    // On top, what the field holds tells states apart.
    let typed = Explorer.stateKey(Self.screen("F", search: "zz"), offline: false, loading: nil)
    let empty = Explorer.stateKey(Self.screen("F", search: ""), offline: false, loading: nil)
    #expect(typed != empty)
  }
}
