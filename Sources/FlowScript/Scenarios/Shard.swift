/// One of N parts of a suite: `--shard 2/4`, or Bazel's `TEST_SHARD_INDEX` and
/// `TEST_TOTAL_SHARDS`.
///
/// The files are put in the order of a hash of their names relative to the scenario root, and
/// that order is cut into N runs whose lengths differ by at most one. So the parts are disjoint,
/// their union is the suite, they are even to within one file, and a file's part does not depend
/// on how its folder is spelled or on the machine. Adding a file moves, besides the new one, only
/// files at the cuts (at most one a cut) that balancing needs.
public struct Shard: Sendable, Equatable, CustomStringConvertible {
  /// The part, from 1.
  public var index: Int
  /// How many parts.
  public var count: Int

  /// Part `index` (from 1) of `count`.
  public init?(index: Int, count: Int) {
    guard count >= 1, count <= 10_000, (1...count).contains(index) else { return nil }
    self.index = index
    self.count = count
  }

  /// Parses `I/N`.
  public init?(parsing text: String) {
    let parts = text.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count == 2, parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCII) }),
      let index = Int(parts[0]), let count = Int(parts[1])
    else { return nil }
    self.init(index: index, count: count)
  }

  public var description: String { "\(index)/\(count)" }

  /// The names of this part, in the order given: `names` is the whole selection, since a file's
  /// part depends on how many files there are and where its hash falls among theirs.
  public func select(_ names: [String]) -> Set<String> {
    let ordered = Set(names).sorted { (Self.hash($0), $0) < (Self.hash($1), $1) }
    // Part i (from 0) takes the ranks from i*n/N up to (i+1)*n/N.
    let lower = (index - 1) * ordered.count / count
    let upper = index * ordered.count / count
    return Set(ordered[lower..<upper])
  }

  /// The items of this part, in the order given.
  public func select<Item>(_ items: [Item], name: (Item) -> String) -> [Item] {
    let chosen = select(items.map(name))
    return items.filter { chosen.contains(name($0)) }
  }

  /// FNV-1a over the name's UTF-8: the same on every machine and every run.
  static func hash(_ name: String) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in name.utf8 {
      hash ^= UInt64(byte)
      hash &*= 0x100_0000_01b3
    }
    return hash
  }
}
