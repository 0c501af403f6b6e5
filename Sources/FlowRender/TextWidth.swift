/// Display widths of text in a terminal's columns.
///
/// East Asian wide and fullwidth characters take two columns; combining marks and format
/// characters take none. The table is built in, not taken from the C library's `wcwidth`, whose
/// answer depends on the process's locale: a screen must be the same bytes on every machine.
public enum TextWidth {
  /// The columns `text` takes.
  public static func of(_ text: some StringProtocol) -> Int {
    var total = 0
    for character in text { total += of(character) }
    return total
  }

  /// The columns one character (grapheme cluster) takes.
  public static func of(_ character: Character) -> Int {
    if character.isASCII { return 1 }
    var width = 0
    for scalar in character.unicodeScalars {
      if scalar.value == 0xFE0F { return 2 }  // emoji presentation
      if width == 0 { width = of(scalar) }
    }
    return width
  }

  /// The columns one scalar takes.
  public static func of(_ scalar: Unicode.Scalar) -> Int {
    let value = scalar.value
    if value < 0x300 { return 1 }
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .format: return 0
    default: break
    }
    return isWide(value) ? 2 : 1
  }

  private static let wideRanges: [ClosedRange<UInt32>] = [
    0x1100...0x115F, 0x231A...0x231B, 0x2329...0x232A, 0x23E9...0x23EC, 0x23F0...0x23F0,
    0x23F3...0x23F3, 0x25FD...0x25FE, 0x2614...0x2615, 0x2648...0x2653, 0x267F...0x267F,
    0x2693...0x2693, 0x26A1...0x26A1, 0x26AA...0x26AB, 0x26BD...0x26BE, 0x26C4...0x26C5,
    0x26CE...0x26CE, 0x26D4...0x26D4, 0x26EA...0x26EA, 0x26F2...0x26F3, 0x26F5...0x26F5,
    0x26FA...0x26FA, 0x26FD...0x26FD, 0x2705...0x2705, 0x270A...0x270B, 0x2728...0x2728,
    0x274C...0x274C, 0x274E...0x274E, 0x2753...0x2755, 0x2757...0x2757, 0x2795...0x2797,
    0x27B0...0x27B0, 0x27BF...0x27BF, 0x2B1B...0x2B1C, 0x2B50...0x2B50, 0x2B55...0x2B55,
    0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF,
    0xA960...0xA97F, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE10...0xFE19, 0xFE30...0xFE6F,
    0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x16FE0...0x16FE4, 0x17000...0x18CFF, 0x1B000...0x1B2FF,
    0x1F004...0x1F004, 0x1F0CF...0x1F0CF, 0x1F18E...0x1F18E, 0x1F191...0x1F19A,
    0x1F200...0x1F251, 0x1F300...0x1F64F, 0x1F680...0x1F6FF, 0x1F7E0...0x1F7EB,
    0x1F90C...0x1F9FF, 0x1FA70...0x1FAFF, 0x20000...0x2FFFD, 0x30000...0x3FFFD,
  ]

  private static func isWide(_ value: UInt32) -> Bool {
    var low = 0
    var high = wideRanges.count - 1
    while low <= high {
      let mid = (low + high) / 2
      let range = wideRanges[mid]
      if value < range.lowerBound {
        high = mid - 1
      } else if value > range.upperBound {
        low = mid + 1
      } else {
        return true
      }
    }
    return false
  }

  /// `text` with control characters made visible as `?`, so that no byte can break a screen.
  public static func printable(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: { $0.properties.generalCategory == .control })
    else { return text }
    return String(
      String.UnicodeScalarView(
        text.unicodeScalars.map { $0.properties.generalCategory == .control ? "?" : $0 }))
  }

  /// Splits `text` into lines of at most `width` columns, breaking between characters.
  public static func wrap(_ text: String, width: Int) -> [String] {
    guard width > 0 else { return [text] }
    var lines: [String] = []
    var line: [Character] = []
    var used = 0
    for character in text {
      let columns = of(character)
      if used + columns > width, !line.isEmpty {
        // Break after the last space when there is one past the indentation; else mid-word.
        let indentation = line.prefix { $0 == " " }.count
        if character != " ", let space = line.lastIndex(of: " "), space >= indentation,
          space > 0
        {
          let head = String(line[..<space])
          lines.append(String(head.reversed().drop { $0 == " " }.reversed()))
          line = Array(line[(space + 1)...])
        } else {
          lines.append(String(line))
          line = []
        }
        used = line.reduce(0) { $0 + of($1) }
        if character == " " && line.isEmpty { continue }
      }
      line.append(character)
      used += columns
    }
    lines.append(String(line))
    return lines
  }

  /// `text` padded with spaces to `width` columns.
  public static func pad(_ text: String, to width: Int) -> String {
    let missing = width - of(text)
    return missing > 0 ? text + String(repeating: " ", count: missing) : text
  }
}
