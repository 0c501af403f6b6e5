import Foundation

/// Which files a run of `flowsim test` takes: the tests under its paths (``ScenarioFolder``),
/// then those its filter, tags and shard keep.
struct ScenarioSelection {
  /// The paths, filter, tags and shard.
  let options: ScenarioSuite.Options

  /// The `.flow` files under the paths, sorted, filtered and sharded; paths that do not exist
  /// come back as errors, beside the files found elsewhere.
  func files() -> (files: [ScenarioSuite.File], missing: [String]) {
    var found: [ScenarioSuite.File] = []
    var missing: [String] = []
    for path in options.paths {
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
        missing.append(path)
        continue
      }
      if isDirectory.boolValue {
        let folder = ScenarioFolder(path)
        for relative in folder.tests() {
          let file = "\(folder.path)/\(relative)"
          found.append(
            ScenarioSuite.File(path: file, name: ScenarioFolder.name(of: file, relative: relative)))
        }
      } else {
        let name = ScenarioFolder.name(
          of: path, relative: URL(fileURLWithPath: path).lastPathComponent)
        found.append(ScenarioSuite.File(path: path, name: name))
      }
    }
    if let filter = options.filter { found = found.filter { $0.path.contains(filter) } }
    if !options.tags.isEmpty || !options.skipTags.isEmpty {
      found = found.filter { file in
        let tags = Self.tags(of: file.path)
        return (options.tags.isEmpty || !Set(options.tags).isDisjoint(with: tags))
          && Set(options.skipTags).isDisjoint(with: tags)
      }
    }
    if let shard = options.shard { found = shard.select(found, name: \.name) }
    return (found, missing)
  }

  /// The tags a file declares before its first command; none when it cannot be read (it then
  /// fails as a file that cannot be read).
  static func tags(of path: String) -> [String] {
    guard let data = FileManager.default.contents(atPath: path) else { return [] }
    var tags: [String] = []
    for line in Scenario.lines(of: String(decoding: data, as: UTF8.self)).lines {
      if line.hasPrefix("> ") { break }
      tags += Scenario.tags(in: String(line)) ?? []
    }
    return tags
  }

  /// Why nothing was selected, and what to check.
  func emptyMessage() -> String {
    var reasons: [String] = []
    if let filter = options.filter { reasons.append("--filter '\(filter)'") }
    if let shard = options.shard { reasons.append("shard \(shard)") }
    if !options.tags.isEmpty {
      reasons.append(options.tags.map { "--tag \($0)" }.joined(separator: " "))
    }
    if !options.skipTags.isEmpty {
      reasons.append(options.skipTags.map { "--skip-tag \($0)" }.joined(separator: " "))
    }
    let paths = options.paths.joined(separator: " ")
    guard !reasons.isEmpty else {
      // Files under `steps/` are there, but only as pieces that others include.
      let pieces = options.paths.reduce(0) { $0 + ScenarioFolder($1).flowFiles(limit: 1_000).count }
      guard pieces == 0 else {
        return "no test under \(paths): its \(pieces) .flow file\(pieces == 1 ? " is" : "s are") "
          + "under a steps/ folder, which holds pieces that other files include; pass a file "
          + "itself to run it alone, or move it out of steps/"
      }
      return "no .flow file under \(paths); a scenario file ends in .flow"
    }
    return "\(reasons.joined(separator: " and ")) selects no file under \(paths); "
      + "a selection that runs nothing would pass, so check it"
  }
}
