/// Holds the text that the first screen passes to the second, as the sample's DataService did.
public protocol DataServicing: Sendable {
  /// The text stored last.
  func someData() async -> String
  /// Stores `text`.
  func store(_ text: String) async
}

/// The sample's data service.
public actor DataService: DataServicing {
  private var data = ""

  /// An empty service.
  public init() {}

  public func someData() async -> String { data }
  public func store(_ text: String) async { data = text }
}
