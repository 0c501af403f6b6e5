/// One item of the MVP list article's datasource.
public struct ListItem: Sendable, Equatable {
  /// The item's title.
  public var title: String

  /// Makes an item.
  public init(title: String) { self.title = title }
}
