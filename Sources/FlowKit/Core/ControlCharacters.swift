/// Control characters as the screen, the transcript and the events all show them: as the escape
/// a scenario file would use to type them (`\t`, `\n`, `\r`, `\u{1B}`), so that no byte can
/// break a screen or a line of a file, and what one place shows, the others show too.
public enum ControlCharacters {
  /// Whether `scalar` is a control character (general category Cc: C0, DEL and C1).
  public static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
  }

  /// The escape that stands for `scalar`, a control character.
  public static func escape(_ scalar: Unicode.Scalar) -> String {
    switch scalar {
    case "\t": return "\\t"
    case "\n": return "\\n"
    case "\r": return "\\r"
    default: return "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
    }
  }

  /// `text` with each control character written as its escape.
  public static func escaped(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: isControl) else { return text }
    var result = ""
    for scalar in text.unicodeScalars {
      if isControl(scalar) {
        result += escape(scalar)
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}
