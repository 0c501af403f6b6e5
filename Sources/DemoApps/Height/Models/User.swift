/// The user of the article's demo: a name and a height in centimetres.
public struct User: Sendable, Equatable {
  /// The user's id, as links carry it.
  public var id: String
  /// The user's name.
  public var name: String
  /// The height in centimetres.
  public var height: Int

  /// Makes a user.
  public init(id: String, name: String, height: Int) {
    self.id = id
    self.name = name
    self.height = height
  }

  /// "name：lee  height:190cm", with the article's full-width colon and two spaces.
  public var info: String { "name：\(name)  height:\(height)cm" }
}
