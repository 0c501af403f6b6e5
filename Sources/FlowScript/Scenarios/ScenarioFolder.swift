import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

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
    var files: [String] = []
    Self.walk(path, relative: "", into: &files, limit: limit)
    return files.sorted()
  }

  /// Adds the `.flow` files under `folder` to `files`, by the directory's own entries (one
  /// system call a folder, none a file: a suite of hundreds of files is found in a few
  /// milliseconds, before any worker can start).
  private static func walk(
    _ folder: String, relative: String, into files: inout [String], limit: Int
  ) {
    guard let directory = opendir(folder) else { return }
    defer { closedir(directory) }
    var folders: [String] = []
    while files.count < limit, let entry = readdir(directory) {
      let name = withUnsafePointer(to: &entry.pointee.d_name) {
        $0.withMemoryRebound(
          to: CChar.self, capacity: MemoryLayout.size(ofValue: entry.pointee.d_name)
        ) { String(cString: $0) }
      }
      // Hidden entries (a build's folders, `.` and `..`) hold no scenario of the user's.
      guard !name.hasPrefix(".") else { continue }
      let type = entry.pointee.d_type
      var isFolder = type == UInt8(DT_DIR)
      if type == UInt8(DT_UNKNOWN) {
        // Some file systems do not say: ask, without following a link.
        var info = stat()
        isFolder = lstat(folder + "/" + name, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR
      }
      if isFolder {
        folders.append(name)
      } else if name.hasSuffix(".flow") {
        files.append(relative + name)
      }
    }
    for name in folders where files.count < limit {
      walk(folder + "/" + name, relative: relative + name + "/", into: &files, limit: limit)
    }
  }

  /// The tests under the folder, relative to it and sorted: the `.flow` files outside `steps`.
  public func tests() -> [String] {
    flowFiles().filter(Self.isTest)
  }

  /// Whether the file at `relative` (to its folder) is a test rather than a piece to include.
  public static func isTest(_ relative: String) -> Bool {
    !relative.split(separator: "/").contains("steps")
  }

  /// The folders above the file at `path`, outermost first, where the app a file starts in is
  /// named: those under the last folder called `Scenarios` (`Scenarios/shop/checkout/x.flow`:
  /// `shop`, `checkout`), or, when none is called so, every folder above it, the working
  /// folder's included for a relative path (`suite/waybills/steps/x.flow`: …, `suite`,
  /// `waybills`, `steps`).
  public static func folders(above path: String) -> [String] {
    let folders = path.split(separator: "/").dropLast().map(String.init)
    if let root = folders.lastIndex(of: "Scenarios") { return Array(folders[(root + 1)...]) }
    return Array(
      URL(fileURLWithPath: path).standardizedFileURL.pathComponents.dropFirst().dropLast())
  }

  /// What a report calls the file at `path`: its path after the last `Scenarios` folder
  /// (`login/button-rule.flow`), else `relative`.
  public static func name(of path: String, relative: String) -> String {
    // The path's own words first: no system call, for a suite of hundreds of files.
    var words: [Substring] = []
    for word in path.split(separator: "/") where word != "." {
      if word == "..", let last = words.last, last != ".." {
        words.removeLast()
      } else {
        words.append(word)
      }
    }
    if let index = words.lastIndex(of: "Scenarios"), index < words.count - 1 {
      return words[(index + 1)...].joined(separator: "/")
    }
    // A path relative to a folder inside `Scenarios`: the working folder says the rest.
    let components = URL(fileURLWithPath: path).standardizedFileURL.pathComponents
    if let index = components.lastIndex(of: "Scenarios"), index < components.count - 1 {
      return components[(index + 1)...].joined(separator: "/")
    }
    return relative
  }
}
