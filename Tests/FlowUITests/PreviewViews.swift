import FlowUI

// Previews and macros, as a view file for Xcode has them: they compile, and previews never run.

/// Counts what previews ran: nothing should.
@MainActor enum PreviewRuns {
  static var count = 0
}

struct GreetingView: View {
  @Environment(\.greeting) private var greeting
  @Environment(\.shout) private var shout
  var body: some View {
    Text(shout ? greeting.uppercased() : greeting)
  }
}

extension EnvironmentValues {
  @Entry var greeting: String = "hello"
  @Entry var shout: Bool = false
  @Entry var nickname: String?
}

struct GreetingView_Previews: PreviewProvider {
  static var previews: some View {
    PreviewRuns.count += 1
    return GreetingView()
      .previewDevice("iPhone 15")
      .previewLayout(.sizeThatFits)
      .previewDisplayName("Greeting")
  }
}

#Preview {
  PreviewRuns.count += 1
  return GreetingView()
}

#Preview("Shouting", traits: .sizeThatFitsLayout) {
  @Previewable @State var on = true
  GreetingView().environment(\.shout, on)
}

struct GreetingScreen: View {
  var body: some View {
    VStack {
      GreetingView()
      GreetingView().environment(\.greeting, "hi").environment(\.shout, true)
    }
  }
}
