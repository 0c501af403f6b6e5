/// One of N parts of a suite: `--shard 2/4`, or Bazel's `TEST_SHARD_INDEX` and
/// `TEST_TOTAL_SHARDS`.
///
/// A file's part is a hash of its name relative to the scenario root, so the parts are disjoint,
/// their union is the suite, and adding or removing a file never moves another file to another
/// part. The parts are equal on average, not to the file.
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

  /// Whether the file called `name` belongs to this part.
  public func contains(_ name: String) -> Bool {
    Int(Self.hash(name) % UInt64(count)) == index - 1
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
