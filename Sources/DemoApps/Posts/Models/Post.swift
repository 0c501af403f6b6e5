/// A post, as the original demo's JSON had it.
public struct Post: Sendable, Equatable, Identifiable {
  /// Who wrote it.
  public var userId: Int
  /// Its number.
  public var id: Int
  /// Its title.
  public var title: String
  /// Its text.
  public var body: String

  /// Makes a post.
  public init(userId: Int, id: Int, title: String, body: String) {
    self.userId = userId
    self.id = id
    self.title = title
    self.body = body
  }

  /// The post that 添加 inserts, as in the original demo.
  public static let firstChapter = Post(
    userId: 111111, id: 1_003_131, title: "First Chapter",
    body:
      "GitBook allows you to organize your book into chapters, each chapter is stored in a separate file like this one."
  )
}
