import FlowUI

/// The list flow of `flowui_commands_per_second` written as SwiftUI views: the same 20 items in
/// 100 ms, `.refreshable`, a row that pushes its detail by value.
enum ListFlowUIApp {
  static let app = FlowApp(name: "list", summary: "a list as SwiftUI views") { context in
    let environment = context.serviceEnvironment
    return ItemsScreen(load: {
      try await environment.request(latency: .milliseconds(100))
      return (0..<20).map { "Item \($0)" }
    })
  }

  struct ItemsScreen: View {
    let load: @Sendable () async throws -> [String]
    @State private var items: [String] = []

    var body: some View {
      NavigationStack {
        List(items, id: \.self) { item in
          NavigationLink(item, value: item)
        }
        .accessibilityIdentifier("items")
        .navigationTitle("Items")
        .navigationDestination(for: String.self) { item in
          Text(item).accessibilityIdentifier("item").navigationTitle(item)
        }
        .task { if items.isEmpty { items = (try? await load()) ?? items } }
        .refreshable {
          let loaded = (try? await load()) ?? []
          await MainActor.run { items = loaded }
        }
      }
    }
  }
}
