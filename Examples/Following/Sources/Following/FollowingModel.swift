import Foundation
import Observation

/// The accounts the user follows, loaded page by page, searched by name.
@Observable
final class FollowingModel {
  enum Phase: Equatable {
    case idle, loading, loaded
    case failed(String)
  }

  private(set) var accounts: [Account] = []
  private(set) var phase = Phase.idle
  private(set) var hasMore = false
  private(set) var isLoadingMore = false
  private var page = 0
  private var query = ""
  let api: SocialAPI

  init(api: SocialAPI) { self.api = api }

  /// The first page for `query`, replacing what is shown; unless `reload`, nothing happens when
  /// it is shown already (the screen came back into sight).
  func load(query: String, reload: Bool = false) async {
    guard reload || query != self.query || phase != .loaded else { return }
    self.query = query
    phase = .loading
    do {
      let (accounts, hasMore) = try await api.following(page: 0, query: query)
      guard query == self.query else { return }
      self.accounts = accounts
      self.hasMore = hasMore
      page = 0
      phase = .loaded
    } catch is CancellationError {
      // A newer search took over, or the screen went: nothing is loading any more.
      if phase == .loading { phase = accounts.isEmpty ? .idle : .loaded }
    } catch {
      phase = .failed(Self.message(for: error))
    }
  }

  /// The next page, when there is one and none is loading.
  func loadMore() async {
    guard hasMore, !isLoadingMore, phase == .loaded else { return }
    isLoadingMore = true
    defer { isLoadingMore = false }
    let query = query
    do {
      let (more, hasMore) = try await api.following(page: page + 1, query: query)
      guard query == self.query else { return }
      accounts += more
      self.hasMore = hasMore
      page += 1
    } catch {
      // The last row stays; scrolling to it again tries again.
    }
  }

  static func message(for error: any Error) -> String {
    (error as? SocialError)?.message ?? "The network is unavailable."
  }
}
