import FlowKit
import FlowTesting
import TestSupport
import Testing

@testable import FlowScript
@testable import FlowUI

/// A view's `@State`, `@Environment` and own `DynamicProperty` are found from its type's layout
/// where the runtime gives one (Linux), and through `Mirror` where it does not (Apple's
/// systems): both ways fill in the same properties.
@Suite("How a view's properties are found", .timeLimit(.minutes(5)), .watchdog)
@MainActor
struct SlotReadingTests {
  /// A flow through state, an own property wrapper, tabs with stacks and an environment object
  /// nobody provided, as its transcript.
  private func transcript() -> String {
    var lines: [String] = []
    let counted = Simulator { _ in CountedScreen() }
    counted.tap(.id("tap"))
    counted.tap(.id("tap"))
    lines.append(counted.screen)
    let tabs = Simulator { _ in TabStacksScreen() }
    tabs.tap(.id("ada"))
    tabs.tap(.id("addAda"))
    lines.append(tabs.screen)
    let session = Session(
      apps: [FlowKit.FlowApp(name: "rows", summary: "rows") { _ in MissingPaletteScreen() }])
    lines.append(session.run(.open(app: "rows", parameters: [:])).output)
    return lines.joined(separator: "\n")
  }

  @Test("through the layout and through Mirror, the same properties are filled in")
  func bothWays() {
    let layout = transcript()
    let mirrored = SlotFields.$mirrorsOnly.withValue(true) { transcript() }
    #expect(layout.contains("taps 2"), Comment(rawValue: layout))
    #expect(layout.contains("Ada 1"), Comment(rawValue: layout))
    #expect(layout.contains("no view above provides the Palette"), Comment(rawValue: layout))
    #expect(mirrored == layout)
  }

  @Test(
    "a @State of the view and those inside its own property wrapper keep apart, both ways found")
  func ownWrapperBesideState() {
    for mirrors in [false, true] {
      for wrapperFirst in [true, false] {
        let screen = SlotFields.$mirrorsOnly.withValue(mirrors) {
          let counts =
            wrapperFirst
            ? Simulator { _ in LikesAndTapsScreen() } : Simulator { _ in TapsAfterLikesScreen() }
          counts.tap(.id("like"))
          counts.tap(.id("tap"))
          counts.tap(.id("tap"))
          return counts.screen
        }
        #expect(
          screen.contains("likes 1, taps 2 in 2 changes"),
          "mirrors only: \(mirrors), wrapper first: \(wrapperFirst)\n\(screen)")
      }
    }
  }

  @Test("a struct's layout lists its filled-in properties by their place; a class has none")
  func layout() {
    #if !canImport(Darwin)
      let fields = SlotFields.of(CountedScreen.self)
      #expect(fields?.map(\.index) == [0])
      #expect(SlotFields.of(FruitStore.self) == nil)
      #expect(SlotFields.of(Text.self)?.isEmpty == true)
    #endif
    #expect(SlotFields.$mirrorsOnly.withValue(true) { SlotFields.of(CountedScreen.self) } == nil)
  }
}
