#if FLOWSIM
  import FlowUI
#else
  import SwiftUI
#endif

/// The app: the accounts the user follows, and settings. A link `social://account/ID` opens an
/// account.
struct RootView: View {
  let api: SocialAPI
  @State private var tab = Tab.following
  @State private var path: [Account] = []

  enum Tab: Hashable { case following, settings }

  var body: some View {
    TabView(selection: $tab) {
      FollowingView(api: api, path: $path)
        .tabItem { Label("Following", systemImage: "person.2") }
        .tag(Tab.following)
      SettingsView()
        .tabItem { Label("Settings", systemImage: "gear") }
        .tag(Tab.settings)
    }
    .onOpenURL { url in
      guard url.scheme == "social", url.host == "account", let id = Int(url.lastPathComponent)
      else { return }
      Task {
        guard let account = try? await api.account(id) else { return }
        tab = .following
        path = [account]
      }
    }
  }
}
