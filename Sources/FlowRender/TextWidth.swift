import FlowKit

/// Display widths of text in a terminal's columns.
///
/// The rules are those of the `wcwidth` package, which most terminal emulators agree with, from
/// tables generated out of the Unicode Character Database (`Scripts/unicode-widths.py`; see
/// `UnicodeWidthTables.unicodeVersion`). Each grapheme cluster is measured as a whole: an emoji
/// with its variation selector, skin tone or ZWJ sequence, a flag, an Indic conjunct. The tables
/// are built in, not taken from the C library's `wcwidth`, whose answer depends on the process's
/// locale: a screen must be the same bytes on every machine.
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
    var scalars = character.unicodeScalars.makeIterator()
    var current = scalars.next()
    // Most characters are one scalar: its own width is the answer.
    guard let first = current else { return 0 }
    var next = scalars.next()
    if next == nil { return of(first) }
    var measure = ClusterMeasure()
    measure.add(first.value, hasNext: true)
    current = next
    next = nil
    while let scalar = current {
      next = scalars.next()
      measure.add(scalar.value, hasNext: next != nil)
      current = next
    }
    return measure.finished
  }

  /// The columns one scalar takes on its own.
  public static func of(_ scalar: Unicode.Scalar) -> Int {
    let value = scalar.value
    if value >= 0x20 && value < 0x300 { return 1 }
    // The common wide blocks first: kana, CJK ideographs and Hangul syllables.
    if (0x3041...0x3096).contains(value) || (0x30A1...0x30FA).contains(value)
      || (0x4E00...0x9FFF).contains(value) || (0xAC00...0xD7A3).contains(value)
    {
      return 2
    }
    if contains(UnicodeWidthTables.zero, value) { return 0 }
    return contains(UnicodeWidthTables.wide, value) ? 2 : 1
  }

  /// The Unicode version of the width tables.
  public static var unicodeVersion: String { UnicodeWidthTables.unicodeVersion }

  /// Whether `value` lies in one of `table`'s ranges (pairs of inclusive bounds).
  static func contains(_ table: [UInt32], _ value: UInt32) -> Bool {
    var low = 0
    var high = table.count / 2 - 1
    while low <= high {
      let mid = (low + high) / 2
      if value < table[2 * mid] {
        high = mid - 1
      } else if value > table[2 * mid + 1] {
        low = mid + 1
      } else {
        return true
      }
    }
    return false
  }

  /// Measures a cluster scalar by scalar, as `wcwidth`'s `wcswidth` does.
  private struct ClusterMeasure {
    var total = 0
    /// The last scalar that took columns, while a variation selector or spacing mark may widen it.
    var measured: UInt32?
    /// The last scalar that took columns or paired a flag: a skin tone after an emoji is part of it.
    var base: UInt32?
    var regionalIndicators = 0
    var afterVirama = false
    var conjunct = false
    var skipNext = false

    mutating func add(_ value: UInt32, hasNext: Bool) {
      if skipNext {
        skipNext = false
        return
      }
      if value == 0x200D {  // ZERO WIDTH JOINER: joins the next scalar, unless it ends a virama
        if !afterVirama {
          skipNext = hasNext
        }
        return
      }
      if value == 0xFE0F, let measured {  // emoji presentation
        if TextWidth.contains(UnicodeWidthTables.emojiVariation, measured) { total += 1 }
        self.measured = nil
        return
      }
      if (0x1F1E6...0x1F1FF).contains(value) {
        regionalIndicators += 1
        if regionalIndicators % 2 == 0 {  // the second of a flag's pair
          base = value
          return
        }
      } else if (0x1F3FB...0x1F3FF).contains(value), let base,
        TextWidth.contains(UnicodeWidthTables.pictographic, base)
      {
        return  // a skin tone on an emoji
      }
      if afterVirama && TextWidth.contains(UnicodeWidthTables.consonants, value) {
        measured = value
        base = value
        afterVirama = false
        conjunct = true
        return
      }
      let width = TextWidth.of(Unicode.Scalar(value) ?? " ")
      if width > 0 {
        if conjunct {
          total += 1
          conjunct = false
        }
        total += width
        measured = value
        base = value
        afterVirama = false
      } else if measured != nil && TextWidth.contains(UnicodeWidthTables.spacingMarks, value) {
        total += 1
        measured = nil
        afterVirama = false
        conjunct = false
      } else {
        afterVirama = TextWidth.contains(UnicodeWidthTables.viramas, value)
      }
    }

    var finished: Int { total + (conjunct ? 1 : 0) }
  }

  /// `text` with control characters written as escapes (`\t`), so that no byte can break a
  /// screen; the transcript and the events write them the same way.
  public static func printable(_ text: String) -> String {
    ControlCharacters.escaped(text)
  }

  /// The no-break space, U+00A0.
  public static let noBreakSpace: Character = "\u{a0}"

  /// Splits `text` into lines of at most `width` columns: after the last space that fits, else
  /// at the last no-break space (U+00A0, which holds words together only while they fit a
  /// line), else between characters.
  public static func wrap(_ text: String, width: Int) -> [String] {
    guard width > 0 else { return [text] }
    var lines: [String] = []
    var line: [Character] = []
    var used = 0
    for character in text {
      let columns = of(character)
      if used + columns > width, !line.isEmpty {
        // Break at this space; else after the last space past the indentation; else at this
        // no-break space or the last one; else mid-word.
        let indentation = line.prefix { $0 == " " }.count
        func last(_ mark: Character) -> Int? {
          line.lastIndex(of: mark).flatMap { $0 >= indentation && $0 > 0 ? $0 : nil }
        }
        let breakHere = character == " " || (character == Self.noBreakSpace && last(" ") == nil)
        if !breakHere, let point = last(" ") ?? last(Self.noBreakSpace) {
          let head = line[..<point].reversed().drop { $0 == " " || $0 == Self.noBreakSpace }
          lines.append(String(head.reversed()))
          line = Array(line[(point + 1)...])
        } else {
          lines.append(String(line))
          line = []
        }
        used = line.reduce(0) { $0 + of($1) }
        if breakHere { continue }
      }
      line.append(character)
      used += columns
    }
    lines.append(String(line))
    return lines
  }

  /// A row of a two-column listing (usage, help): `left`, then `right` from `column` on,
  /// wrapped at spaces to `width` columns, its further lines starting at `column` too. A `left`
  /// too long for its column has `right` start on the next line.
  public static func row(_ left: String, _ right: String, column: Int, width: Int = 80)
    -> [String]
  {
    let parts = wrap(right, width: max(width - column, 20))
    let indent = String(repeating: " ", count: column)
    guard of(left) + 2 <= column else { return [left] + parts.map { indent + $0 } }
    return [pad(left, to: column) + (parts.first ?? "")] + parts.dropFirst().map { indent + $0 }
  }

  /// `text` padded with spaces to `width` columns.
  public static func pad(_ text: String, to width: Int) -> String {
    let missing = width - of(text)
    return missing > 0 ? text + String(repeating: " ", count: missing) : text
  }
}
