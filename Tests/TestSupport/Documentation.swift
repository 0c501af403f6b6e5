import Foundation

/// The project's documentation as tests read it: the README and the topic pages under
/// `Documentation/` that it links to, so that a test of what the documentation says holds
/// wherever the text stands.
public enum ProjectDocumentation {
  /// The topic pages, by file name, sorted.
  public static func pages(at root: String) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: root + "/Documentation")
      .filter { $0.hasSuffix(".md") }.sorted()
  }

  /// The page `name` under `Documentation/`.
  public static func page(_ name: String, at root: String) throws -> String {
    try String(contentsOfFile: root + "/Documentation/" + name, encoding: .utf8)
  }

  /// The README and every page, one after the other.
  public static func all(at root: String) throws -> String {
    let readme = try String(contentsOfFile: root + "/README.md", encoding: .utf8)
    return try ([readme] + pages(at: root).map { try page($0, at: root) })
      .joined(separator: "\n")
  }
}
