/// A unified diff of expected and actual lines: `-` expected, `+` actual, with a few lines of
/// context, and the expected side numbered by the file's own lines.
public struct UnifiedDiff: Sendable {
  enum Operation: Equatable {
    case same(expected: Int, actual: Int)
    /// A `...` line and the actual lines it stands for (none, or several).
    case wildcard(expected: Int, actual: Range<Int>)
    /// An expected line whose place an actual line takes.
    case replaced(expected: Int, actual: Int)
    case removed(expected: Int)
    case inserted(actual: Int, before: Int)
  }

  let expected: [String]
  let actual: [String]
  let operations: [Operation]

  /// Compares the lines, using the wildcards of ``LineMatcher``: an expected line matches an
  /// actual line it matches with `[..]`, and a `...` line stands for any number of actual lines.
  /// Of all alignments it takes the one that keeps the most expected lines; then the one with
  /// the fewest inserted lines (a line that takes the place of a similar expected line is not
  /// counted as inserted, so a changed line shows as `-old` `+new`); then the one whose `...`
  /// lines stand for the fewest lines. So an update keeps every line and every wildcard that
  /// still matches, and `...` stands for what it can.
  ///
  /// `literal` compares the lines as text, wildcards too: a diff of a file's own text (what an
  /// update rewrote), not of output against its expected block.
  public init(expected: [String], actual: [String], literal: Bool = false) {
    self.expected = expected
    self.actual = actual
    operations = Self.align(expected, actual, literal: literal)
  }

  private enum Step: UInt8 { case done, same, absorb, skipWildcard, replace, remove, insert }

  private static func align(_ expected: [String], _ actual: [String], literal: Bool)
    -> [Operation]
  {
    let n = expected.count
    let m = actual.count
    let width = m + 1
    // The three aims above, in order, as one cost: an expected line lost, an actual line
    // inserted, an actual line that a `...` stands for.
    let lost = 1_000_000
    let inserted = 1000
    // Past a few million cells the table costs too much memory: such a block is shown as all
    // its expected lines removed and all its actual lines added.
    guard n * m <= 4_000_000 else {
      return (0..<n).map { .removed(expected: $0) }
        + (0..<m).map { .inserted(actual: $0, before: n) }
    }
    // cost[i * width + j]: the cheapest alignment of expected[i...] with actual[j...], and the
    // first step of it.
    var cost = [Int](repeating: 0, count: (n + 1) * width)
    var step = [Step](repeating: .done, count: (n + 1) * width)
    for i in stride(from: n, through: 0, by: -1) {
      let isWildcard = !literal && i < n && expected[i] == LineMatcher.linesWildcard
      for j in stride(from: m, through: 0, by: -1) {
        let here = i * width + j
        var best: (Int, Step) = (0, .done)
        func consider(_ value: Int, _ option: Step) {
          if best.1 == .done || value < best.0 { best = (value, option) }
        }
        if i == n && j == m {
          cost[here] = 0
          continue
        }
        if isWildcard {
          consider(cost[here + width], .skipWildcard)
          if j < m { consider(1 + cost[here + 1], .absorb) }
        } else {
          if i < n, j < m {
            if literal
              ? expected[i] == actual[j] : LineMatcher.line(expected[i], matches: actual[j])
            {
              consider(cost[here + width + 1], .same)
            }
            let replacement = similar(expected[i], actual[j]) ? lost : lost + inserted
            consider(replacement + cost[here + width + 1], .replace)
          }
          if i < n { consider(lost + cost[here + width], .remove) }
          if j < m { consider(inserted + cost[here + 1], .insert) }
        }
        cost[here] = best.0
        step[here] = best.1
      }
    }
    var operations: [Operation] = []
    var i = 0
    var j = 0
    var wildcardStart: Int?
    while i < n || j < m {
      switch step[i * width + j] {
      case .done: return operations
      case .same:
        operations.append(.same(expected: i, actual: j))
        i += 1
        j += 1
      case .absorb:
        wildcardStart = wildcardStart ?? j
        j += 1
      case .skipWildcard:
        operations.append(.wildcard(expected: i, actual: (wildcardStart ?? j)..<j))
        wildcardStart = nil
        i += 1
      case .replace:
        operations.append(.replaced(expected: i, actual: j))
        i += 1
        j += 1
      case .remove:
        operations.append(.removed(expected: i))
        i += 1
      case .insert:
        operations.append(.inserted(actual: j, before: i))
        j += 1
      }
    }
    return operations
  }

  /// Whether two lines are alike enough to show one as the other changed: what they share at
  /// their start and end is at least half of the longer one.
  static func similar(_ a: String, _ b: String) -> Bool {
    let a = Array(a.unicodeScalars)
    let b = Array(b.unicodeScalars)
    let longest = max(a.count, b.count)
    guard longest > 0 else { return true }
    var prefix = 0
    while prefix < min(a.count, b.count), a[prefix] == b[prefix] { prefix += 1 }
    var suffix = 0
    while suffix < min(a.count, b.count) - prefix,
      a[a.count - 1 - suffix] == b[b.count - 1 - suffix]
    {
      suffix += 1
    }
    return 2 * (prefix + suffix) >= longest
  }

  /// The index of the first expected line that differs: the line removed, or the line before
  /// which actual lines were added (`expected.count` when added at the end).
  public var firstDifference: Int? {
    for operation in operations {
      switch operation {
      case .same, .wildcard: continue
      case .removed(let expected), .replaced(let expected, _): return expected
      case .inserted(_, let before): return before
      }
    }
    return nil
  }

  /// The diff's text. `firstLine` is the file's line of the block's first line; both sides are
  /// numbered from it, so a hunk says where in the file the lines are and would be.
  ///
  /// `names` are the headers' names of the two sides.
  public func render(
    firstLine: Int, context: Int = 3, names: (String, String) = ("expected", "actual")
  ) -> String {
    var lines: [String] = []
    let changed = operations.indices.filter {
      switch operations[$0] {
      case .same, .wildcard: return false
      case .removed, .inserted, .replaced: return true
      }
    }
    guard !changed.isEmpty else { return "" }
    var groups: [ClosedRange<Int>] = []
    for index in changed {
      let low = max(index - context, 0)
      let high = min(index + context, operations.count - 1)
      if let last = groups.last, low <= last.upperBound + 1 {
        groups[groups.count - 1] = last.lowerBound...max(high, last.upperBound)
      } else {
        groups.append(low...high)
      }
    }
    lines.append("--- \(names.0)")
    lines.append("+++ \(names.1)")
    for group in groups {
      var body: [String] = []
      var expectedStart: Int?
      var actualStart: Int?
      var expectedCount = 0
      var actualCount = 0
      var beforeExpected = 0
      var beforeActual = 0
      for operation in operations[..<group.lowerBound] {
        switch operation {
        case .same:
          beforeExpected += 1
          beforeActual += 1
        case .wildcard(_, let covered):
          beforeExpected += 1
          beforeActual += covered.count
        case .removed: beforeExpected += 1
        case .inserted: beforeActual += 1
        case .replaced:
          beforeExpected += 1
          beforeActual += 1
        }
      }
      // A run of replaced lines shows its old lines, then its new ones, as diff(1) does.
      var added: [String] = []
      func flush() {
        body += added
        added.removeAll()
      }
      for operation in operations[group] {
        if case .replaced = operation {} else { flush() }
        switch operation {
        case .replaced(let e, let a), .same(let e, let a):
          expectedStart = expectedStart ?? e
          actualStart = actualStart ?? a
          expectedCount += 1
          actualCount += 1
          if case .replaced = operation {
            body.append("-" + expected[e])
            added.append("+" + actual[a])
          } else {
            body.append(" " + expected[e])
          }
        case .wildcard(let e, let covered):
          expectedStart = expectedStart ?? e
          actualStart = actualStart ?? covered.lowerBound
          expectedCount += 1
          actualCount += covered.count
          body.append(" " + expected[e])
        case .removed(let e):
          expectedStart = expectedStart ?? e
          expectedCount += 1
          body.append("-" + expected[e])
        case .inserted(let a, _):
          actualStart = actualStart ?? a
          actualCount += 1
          body.append("+" + actual[a])
        }
      }
      flush()
      let eStart = (expectedStart ?? beforeExpected) + firstLine - (expectedCount == 0 ? 1 : 0)
      let aStart = (actualStart ?? beforeActual) + firstLine - (actualCount == 0 ? 1 : 0)
      lines.append("@@ -\(eStart),\(expectedCount) +\(aStart),\(actualCount) @@")
      lines += body
    }
    return lines.joined(separator: "\n")
  }
}
