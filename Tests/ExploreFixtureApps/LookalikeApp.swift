import FlowKit
import FlowUI

/// Three screens with one title whose controls differ only in how many lines of text they hold:
/// the map numbers them, as no named control tells them apart.
public enum LookalikeApp {
  /// The app: a root whose three links each push a "Step" screen.
  public static let app = FlowApp(name: "lookalike", summary: "three screens titled Step") {
    _ in LookalikeRoot()
  }
}

struct LookalikeRoot: View {
  var body: some View {
    NavigationStack {
      VStack {
        NavigationLink("First") { LookalikeStep(lines: 1) }
        NavigationLink("Second") { LookalikeStep(lines: 2) }
        NavigationLink("Third") { LookalikeStep(lines: 3) }
      }
      .navigationTitle("Steps")
    }
  }
}

struct LookalikeStep: View {
  let lines: Int
  var body: some View {
    VStack {
      ForEach(0..<lines, id: \.self) { _ in Text("a step") }
    }
    .navigationTitle("Step")
  }
}
