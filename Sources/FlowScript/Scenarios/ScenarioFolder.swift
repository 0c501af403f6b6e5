import Foundation

/// A folder of scenario files, read one way everywhere (`flowsim test`, `include`'s completion,
/// explore's inputs, the benchmark, `ScenarioFile.all`): its `.flow` files, sorted, hidden
/// folders (a build's) left out; the tests among them are those outside a `steps` folder, which
/// holds pieces that other files include.
public struct ScenarioFolder: Sendable, Equatable {
  /// The folder, as given.
  public var path: String

  /// The folder at `path`.
  public init(_ path: String) {
    self.path = path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
  }

  /// Every `.flow` file under the folder, relative to it and sorted; at most `limit` of them
  /// (a folder as big as a home folder stops there).
  public func flowFiles(limit: Int = .max) -> [String] {
    guard let enumerator = FileManager.default.enumerator(atPath: path) else { return [] }
    var files: [String] = []
    while files.count < limit, let relative = enumerator.nextObject() as? String {
      if (relative as NSString).lastPathComponent.hasPrefix(".") {
        enumerator.skipDescendants()
        continue
      }
      if relative.hasSuffix(".flow") { files.append(relative) }
    }
    return files.sorted()
  }

  /// The tests under the folder, relative to it and sorted: the `.flow` files outside `steps`.
  public func tests() -> [String] {
    flowFiles().filter(Self.isTest)
  }

  /// Whether the file at `relative` (to its folder) is a test rather than a piece to include.
  public static func isTest(_ relative: String) -> Bool {
    !relative.split(separator: "/").contains("steps")
  }

  /// The folders above the file at `path` under the last folder called `Scenarios`
  /// (`Scenarios/shop/checkout/x.flow`: `shop`, `checkout`), or its own folder when none is
  /// called so: where the app a file starts in is named.
  public static func folders(above path: String) -> [String] {
    let folders = path.split(separator: "/").dropLast().map(String.init)
    if let root = folders.lastIndex(of: "Scenarios") { return Array(folders[(root + 1)...]) }
    return Array(folders.suffix(1))
  }

  /// What a report calls the file at `path`: its path after the last `Scenarios` folder
  /// (`login/button-rule.flow`), else `relative`.
  public static func name(of path: String, relative: String) -> String {
    let components = URL(fileURLWithPath: path).standardizedFileURL.pathComponents
    if let index = components.lastIndex(of: "Scenarios"), index < components.count - 1 {
      return components[(index + 1)...].joined(separator: "/")
    }
    return relative
  }
}
