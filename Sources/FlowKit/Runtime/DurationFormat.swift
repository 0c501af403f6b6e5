/// Reads and writes the durations of the command language: `500ms`, `2s`, `1.5s`, `1m`.
public enum DurationFormat {
  /// Parses `text`, or returns nil when it is not a duration.
  public static func parse(_ text: String) -> Duration? {
    let units: [(suffix: String, milliseconds: Double)] = [
      ("ms", 1), ("s", 1000), ("m", 60_000),
    ]
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
