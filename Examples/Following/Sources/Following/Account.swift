import Foundation

/// Someone the user can follow.
struct Account: Identifiable, Hashable, Sendable {
  let id: Int
  let name: String
  var handle: String { "@" + name.lowercased() }
  var bio: String { "\(name) posts about \(Account.topics[id % Account.topics.count])." }

  private static let topics = ["Swift", "coffee", "bikes", "birds", "jazz", "maps"]
}

/// Why the server refused, in words for people.
struct SocialError: Error, Equatable, Sendable {
  let message: String
}
