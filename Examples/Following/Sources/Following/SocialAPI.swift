import Foundation

/// The server. Each call waits as a request does through `request`: on a phone the network, in
/// a simulation the app's own, whose time is virtual and whose requests can fail.
actor SocialAPI {
  private let request: @Sendable (Duration) async throws -> Void
  private var following: [Account]
  private var followed: Set<Int>
  private(set) var posts: [String] = []

  static let names = [
    "Ada", "Ben", "Cleo", "Dev", "Eli", "Fay", "Gus", "Hana", "Ivo", "Jun", "Kai", "Lea",
    "Max", "Nia", "Oto", "Pia", "Quinn", "Rui", "Sam", "Tess", "Uma", "Vic", "Wes", "Xia",
  ]

  init(request: @escaping @Sendable (Duration) async throws -> Void) {
    self.request = request
    following = Self.names.enumerated().map { Account(id: $0 + 1, name: $1) }
    followed = Set(following.map(\.id))
  }

  /// A page of the accounts the user follows whose name contains `query`.
  func following(page: Int, query: String, size: Int = 15) async throws -> (
    accounts: [Account], hasMore: Bool
  ) {
    try await request(.milliseconds(400))
    let matching = following.filter {
      query.isEmpty || $0.name.localizedCaseInsensitiveContains(query)
    }
    let start = page * size
    return (Array(matching.dropFirst(start).prefix(size)), start + size < matching.count)
  }

  /// The account with `id`.
  func account(_ id: Int) async throws -> Account {
    try await request(.milliseconds(200))
    guard let account = following.first(where: { $0.id == id }) else {
      throw SocialError(message: "There is no account \(id).")
    }
    return account
  }

  /// Whether the user follows `account`.
  func isFollowing(_ account: Account) -> Bool { followed.contains(account.id) }

  /// Follows or unfollows `account`; returns whether the user follows it now.
  func setFollowing(_ account: Account, _ follows: Bool) async throws -> Bool {
    try await request(.milliseconds(300))
    if follows { followed.insert(account.id) } else { followed.remove(account.id) }
    return follows
  }

  /// Posts `text`.
  func post(_ text: String) async throws {
    try await request(.milliseconds(500))
    posts.append(text)
  }
}
