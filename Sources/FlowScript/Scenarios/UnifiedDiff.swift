/// A unified diff of expected and actual lines: `-` expected, `+` actual, with a few lines of
/// context, and the expected side numbered by the file's own lines.
public struct UnifiedDiff: Sendable {
  enum Operation: Equatable {
    case same(expected: Int, actual: Int)
    case removed(expected: Int)
    case inserted(actual: Int, before: Int)
  }

  let expected: [String]
  let actual: [String]
  let operations: [Operation]

  /// Compares the lines, using the wildcards of ``LineMatcher``.
  public init(expected: [String], actual: [String]) {
    self.expected = expected
    self.actual = actual
    let difference = actual.difference(from: expected) { LineMatcher.line($0, matches: $1) }
    var removed = Set<Int>()
    var inserted = Set<Int>()
    for change in difference {
      switch change {
      case .remove(let offset, _, _): removed.insert(offset)
      case .insert(let offset, _, _): inserted.insert(offset)
      }
    }
    var operations: [Operation] = []
    var e = 0
    var a = 0
    while e < expected.count || a < actual.count {
      if e < expected.count, removed.contains(e) {
        operations.append(.removed(expected: e))
        e += 1
      } else if a < actual.count, inserted.contains(a) {
        operations.append(.inserted(actual: a, before: e))
        a += 1
      } else if e < expected.count, a < actual.count {
        operations.append(.same(expected: e, actual: a))
        e += 1
        a += 1
      } else if e < expected.count {
        operations.append(.removed(expected: e))
        e += 1
      } else {
        operations.append(.inserted(actual: a, before: e))
        a += 1
      }
    }
    self.operations = operations
  }

  /// The index of the first expected line that differs: the line removed, or the line before
  /// which actual lines were added (`expected.count` when added at the end).
  public var firstDifference: Int? {
    for operation in operations {
      switch operation {
      case .same: continue
      case .removed(let expected): return expected
      case .inserted(_, let before): return before
      }
    }
    return nil
  }

  /// The diff's text. `firstLine` numbers the expected side (the file's line of expected[0]).
  public func render(firstLine: Int, context: Int = 3) -> String {
    var lines: [String] = []
    let changed = operations.indices.filter {
      if case .same = operations[$0] { return false }
      return true
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
    lines.append("--- expected")
    lines.append("+++ actual")
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
        case .removed: beforeExpected += 1
        case .inserted: beforeActual += 1
        }
      }
      for operation in operations[group] {
        switch operation {
        case .same(let e, let a):
          expectedStart = expectedStart ?? e
          actualStart = actualStart ?? a
          expectedCount += 1
          actualCount += 1
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
      let eStart = (expectedStart ?? beforeExpected) + firstLine - (expectedCount == 0 ? 1 : 0)
      let aStart = (actualStart ?? beforeActual) + 1 - (actualCount == 0 ? 1 : 0)
      lines.append("@@ -\(eStart),\(expectedCount) +\(aStart),\(actualCount) @@")
      lines += body
    }
    return lines.joined(separator: "\n")
  }
}
