#if FLOWSIM
  import FlowUI
#else
  import SwiftUI
#endif

/// An account: its bio and a button to follow or unfollow it.
struct AccountView: View {
  let account: Account
  let api: SocialAPI

  var body: some View {
    VStack(alignment: .leading) {
      Text(account.handle)
      Text(account.bio)
      FollowButton(account: account, api: api)
    }
    .padding()
    .navigationTitle(account.name)
  }
}

/// Follows or unfollows, disabled while the server answers; a failure shows an alert.
struct FollowButton: View {
  let account: Account
  let api: SocialAPI
  @State private var isFollowing = true
  @State private var isWorking = false
  @State private var failure: String?

  var body: some View {
    Button(isFollowing ? "Unfollow" : "Follow") {
      Task { await toggle() }
    }
    .accessibilityIdentifier("follow")
    .disabled(isWorking)
    .task { isFollowing = await api.isFollowing(account) }
    .alert(
      "Could not update",
      isPresented: Binding(get: { failure != nil }, set: { if !$0 { failure = nil } })
    ) {
      Button("OK", role: .cancel) {}
      Button("Try again") { Task { await toggle() } }
    } message: {
      Text(failure ?? "")
    }
  }

  private func toggle() async {
    isWorking = true
    defer { isWorking = false }
    do {
      isFollowing = try await api.setFollowing(account, !isFollowing)
    } catch {
      failure = FollowingModel.message(for: error)
    }
  }
}
