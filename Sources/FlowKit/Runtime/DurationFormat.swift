/// Reads and writes the durations of the command language: `500ms`, `2s`, `1.5s`, `1m`.
public enum DurationFormat {
  /// The units a duration is written in, longest suffix first: the one table that parsing and
  /// the messages read.
  public static let units: [(suffix: String, milliseconds: Double, example: String)] = [
    ("ms", 1, "500ms"), ("s", 1000, "1.5s"), ("m", 60_000, "1m"), ("h", 3_600_000, "1h"),
  ]

  /// How to write a duration, for messages: `500ms, 1.5s, 1m or 1h`.
  public static var forms: String {
    let examples = units.map(\.example)
    return examples.dropLast().joined(separator: ", ") + " or " + (examples.last ?? "")
  }

  /// Parses `text`, or returns nil when it is not a duration.
  public static func parse(_ text: String) -> Duration? {
    for unit in units where text.hasSuffix(unit.suffix) {
      let number = text.dropLast(unit.suffix.count)
      guard !number.isEmpty, number.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") }),
        let value = Double(number), value.isFinite, value >= 0, value <= 86_400_000
      else { return nil }
      let millis = (value * unit.milliseconds).rounded()
      return .milliseconds(Int64(millis))
    }
    return nil
  }

  /// Writes `duration` as the shortest form: `0ms`, `500ms`, `2s`, `1.5s`.
  public static func string(_ duration: Duration) -> String {
    let (seconds, attoseconds) = duration.components
    let millis = seconds * 1000 + attoseconds / 1_000_000_000_000_000
    if millis % 1000 == 0 { return "\(millis / 1000)s" }
    if millis > 1000, millis % 100 == 0 {
      return "\(millis / 1000).\(millis % 1000 / 100)s"
    }
    return "\(millis)ms"
  }
}
