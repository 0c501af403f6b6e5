/// A person of ZZActionPipe's collection demo.
public struct Person: Sendable, Equatable {
  /// The person's name.
  public var name: String
  /// The person's age.
  public var age: Int
  /// Whether the person is male.
  public var isMale: Bool
  /// How many times the person's row was tapped.
  public var clicks = 0

  /// Makes a person.
  public init(name: String, age: Int, isMale: Bool) {
    self.name = name
    self.age = age
    self.isMale = isMale
  }

  /// "14 _ 男 _ click _ 0".
  public var subtitle: String { "\(age) _ \(isMale ? "男" : "女") _ click _ \(clicks)" }

  /// The demo's five people.
  public static let demo = [
    Person(name: "Jimmy", age: 14, isMale: true), Person(name: "Jenny", age: 49, isMale: false),
    Person(name: "Angle", age: 3, isMale: true), Person(name: "Cloud", age: 17, isMale: true),
    Person(name: "Rose", age: 17, isMale: false),
  ]
}

/// What the people screen sends down its action pipe.
public enum PeopleAction: Sendable, Equatable {
  /// The screen appeared.
  case appear
  /// The row came on screen.
  case display(row: Int)
  /// The row was tapped.
  case click(row: Int)
}
