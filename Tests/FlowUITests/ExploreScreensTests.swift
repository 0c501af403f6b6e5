import FlowKit
import FlowScript
import FlowUI
import TestSupport
import Testing

/// An account of the following list.
struct FollowedAccount: Identifiable, Hashable {
  var id: Int
  var name: String
}

/// A following list as real clients write it: rows that open an account titled by its name
/// (with a follow button), an order that puts another account first, and a search whose
/// spinner a bug leaves up once anything is typed.
struct FollowingListScreen: View {
  @State private var query = ""
  @State private var searching = false
  @State private var newestFirst = false
  private let accounts = [
    FollowedAccount(id: 1, name: "Ada"), FollowedAccount(id: 2, name: "Hana"),
  ]

  var body: some View {
    NavigationStack {
      VStack {
        Toggle("Newest first", isOn: $newestFirst)
        List {
          if searching { ProgressView("Searching") }
          ForEach(newestFirst ? accounts.reversed() : accounts) { account in
            NavigationLink(account.name, value: account)
          }
        }
        .accessibilityIdentifier("accounts")
      }
      .navigationTitle("Following")
      .searchable(text: $query)
      // The bug: a search starts the spinner and nothing ever stops it.
      .onChange(of: query) { searching = !query.isEmpty }
      .navigationDestination(for: FollowedAccount.self) { account in
        FollowedAccountScreen(account: account)
      }
    }
  }
}

struct FollowedAccountScreen: View {
  let account: FollowedAccount
  @State private var followed = false
  var body: some View {
    VStack {
      Text("About \(account.name)")
      Button("Follow") { followed = true }.disabled(followed)
    }
    .navigationTitle(account.name)
  }
}

@Suite("Explore's map: a node is a screen, not a datum", .timeLimit(.minutes(5)), .watchdog)
@MainActor
struct ExploreScreensTests {
  @Test("screens titled by their data are one node; one command, one node; one finding a cause")
  func screensNotData() {
    let app = FlowKit.FlowApp(name: "following", summary: "accounts") { _ in
      FollowingListScreen()
    }
    let map = Explorer(apps: [app]).explore("following")
    // Ada's and Hana's screens are one node, named by its view, Ada's title as the example.
    #expect(
      map.nodes.map(\.title) == ["Following", "FollowedAccountScreen (e.g. Ada)"],
      "\(map.report)")
    // One command from one node leads to one node.
    var leads: [String: Set<String>] = [:]
    for edge in map.edges where edge.from != edge.to {
      leads[edge.from + " " + edge.command, default: []].insert(edge.to)
    }
    #expect(leads.values.allSatisfy { $0.count == 1 }, "\(map.edges)")
    #expect(!map.report.contains("also leads to"), "\(map.report)")
    // The account's own button is tried on the one node.
    #expect(
      map.edges.contains { $0.command == "tap #follow" && $0.from == "n2" },
      "\(map.edges.map(\.command))")
    // The spinner a search leaves is one finding, whatever text was typed before it.
    let loading = map.findings.filter { $0.kind == .endlessLoading }
    #expect(loading.count == 1, "\(map.findings.map(\.path))")
    #expect(loading.first?.screen == "Following")
  }
}
