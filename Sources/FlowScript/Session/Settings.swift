import FlowKit
import FlowRender

/// The settings `set` takes, as one table: each row says its name, the values it takes, its help,
/// and how it checks and applies a value. Parsing, `help set`, `set` alone and completion all
/// read this table.
public struct SettingSpec: Sendable {
  /// The name after `set`.
  public var name: String
  /// What it takes, for messages and help: `a number from 24 to 200`.
  public var takes: String
  /// The values completion offers, when they are few.
  public var values: [String]
  /// A value for examples.
  public var example: String
  /// One line of help.
  public var summary: String
  /// Which setting it is: what the session applies a value to and reads one from.
  public var kind: Kind

  /// The settings there are: the session's own, and an app's, by the default it gives.
  public enum Kind: Sendable, Equatable {
    /// The width screens are drawn at.
    case width
    /// Whether a screen is drawn after a command that changes it.
    case autoshow
    /// The simulated network.
    case network
    /// An app's own setting whose default is a number: a whole number above 0.
    case appNumber
    /// An app's own setting whose default is a word: any word.
    case appWord
  }

  /// The built-in settings.
  public static let builtIn: [SettingSpec] = [
    SettingSpec(
      name: "width",
      takes:
        "a number from \(ScreenRenderer.widths.lowerBound) to \(ScreenRenderer.widths.upperBound)",
      values: [], example: "60", summary: "the screen's width in columns", kind: .width),
    SettingSpec(
      name: "autoshow", takes: "on or off", values: ["on", "off"], example: "off",
      summary: "draw the screen after each command that changes it", kind: .autoshow),
    SettingSpec(
      name: "network",
      takes: NetworkLink.Condition.allCases.map(\.rawValue).spokenList(),
      values: NetworkLink.Condition.allCases.map(\.rawValue), example: "offline",
      summary: "the simulated network", kind: .network),
  ]

  /// The spec of an app's own setting, whose default is `value`: a number above 0 when the
  /// default is a number, any word otherwise.
  static func appSetting(_ name: String, default value: String) -> SettingSpec {
    Int(value) != nil
      ? SettingSpec(
        name: name, takes: "a whole number above 0", values: [], example: value,
        summary: "the app's own setting (default \(value))", kind: .appNumber)
      : SettingSpec(
        name: name, takes: "a word", values: [], example: value,
        summary: "the app's own setting (default \(value))", kind: .appWord)
  }

  /// A value of a setting, parsed: what the session applies.
  enum Value: Equatable {
    case width(Int)
    case autoshow(Bool)
    case network(NetworkLink.Condition)
    /// An app's own setting, as the app reads it.
    case app(String)
  }

  /// Parses `value`, or gives the error of a value this setting does not take.
  func parse(_ value: String) -> Result<Value, SettingError> {
    let parsed: Value? =
      switch kind {
      case .width: Int(value).flatMap { ScreenRenderer.widths.contains($0) ? .width($0) : nil }
      case .autoshow: value == "on" ? .autoshow(true) : value == "off" ? .autoshow(false) : nil
      case .network: NetworkLink.Condition(rawValue: value).map(Value.network)
      case .appNumber: (Int(value) ?? 0) >= 1 ? .app(value) : nil
      case .appWord: value.isEmpty ? nil : .app(value)
      }
    guard let parsed else {
      return .failure(SettingError(key: name, value: value, takes: takes, example: example))
    }
    return .success(parsed)
  }
}

extension Array where Element == String {
  /// `a, b or c`.
  func spokenList() -> String {
    guard count > 1, let last else { return first ?? "" }
    return dropLast().joined(separator: ", ") + " or " + last
  }
}
