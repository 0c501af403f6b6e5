#if FLOWSIM
  import FlowUI
#else
  import SwiftUI
#endif

/// The accounts the user follows: loaded when the screen appears, searched as the user types
/// (after a pause), paged as the last row comes into sight, refreshed by a pull.
struct FollowingView: View {
  let api: SocialAPI
  @Binding var path: [Account]
  @State private var model: FollowingModel
  @State private var query = ""
  @State private var composing = false

  init(api: SocialAPI, path: Binding<[Account]>) {
    self.api = api
    _path = path
    _model = State(initialValue: FollowingModel(api: api))
  }

  var body: some View {
    NavigationStack(path: $path) {
      content
        .navigationTitle("Following")
        .searchable(text: $query, prompt: "Search names")
        .task(id: query) {
          if !query.isEmpty {
            // A pause in typing before asking the server.
            do { try await Task.sleep(for: .milliseconds(300)) } catch { return }
          }
          await model.load(query: query)
        }
        .refreshable { await model.load(query: query, reload: true) }
        .navigationDestination(for: Account.self) { account in
          AccountView(account: account, api: api)
        }
        .toolbar {
          ToolbarItem(placement: .primaryAction) {
            Button("Compose") { composing = true }
          }
        }
        .sheet(isPresented: $composing) {
          ComposeView(api: api)
        }
    }
  }

  @ViewBuilder private var content: some View {
    switch model.phase {
    case .failed(let message) where model.accounts.isEmpty:
      ContentUnavailableView {
        Label("Could not load", systemImage: "wifi.slash")
      } description: {
        Text(message)
      } actions: {
        Button("Try again") { Task { await model.load(query: query, reload: true) } }
      }
    case .loading where model.accounts.isEmpty:
      ProgressView("Loading")
    default:
      if model.accounts.isEmpty {
        ContentUnavailableView.search(text: query)
      } else {
        List {
          ForEach(model.accounts) { account in
            NavigationLink(value: account) {
              AccountRow(account: account)
            }
            .onAppear {
              if account == model.accounts.last { Task { await model.loadMore() } }
            }
          }
          if model.isLoadingMore { ProgressView() }
        }
        .accessibilityIdentifier("accounts")
      }
    }
  }
}

/// A row: the account's name and handle.
struct AccountRow: View {
  let account: Account
  var body: some View {
    HStack {
      Text(account.name).font(.headline)
      Spacer()
      Text(account.handle).foregroundStyle(.secondary)
    }
  }
}
