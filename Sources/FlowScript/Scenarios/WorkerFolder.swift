import Foundation

/// The folder a parent shares with its worker processes (`test -j N`'s, explore's, `run`'s):
/// made fresh, removed when the parent is done. Each worker's standard error goes to a file of
/// its own there, where a crash's message is (the backtracer's registers stay in it), and what
/// a worker notes and writes back is there too.
package struct WorkerFolder: Sendable {
  /// The folder.
  package let path: String

  /// A fresh folder under the temporary folder, its name starting with `prefix`; nil when it
  /// cannot be made.
  package init?(_ prefix: String) {
    path = NSTemporaryDirectory() + "\(prefix)-" + UUID().uuidString
    guard
      (try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true))
        != nil
    else { return nil }
  }

  /// Removes the folder and all in it.
  package func remove() {
    try? FileManager.default.removeItem(atPath: path)
  }

  /// The path of `name` in the folder.
  package func file(_ name: String) -> String {
    path + "/" + name
  }

  /// Starts a worker called `name`: `executable` with `arguments`, its standard error to
  /// `name.errors` here, and its standard output to `name.output` when `keepsOutput` (else
  /// nowhere). Its pid, or nil when it cannot start.
  package func spawn(
    _ executable: String, _ arguments: [String], name: String = "worker",
    keepsOutput: Bool = false, ownGroup: Bool = false
  ) -> Int32? {
    ChildProcess.spawn(
      executable, arguments, errorsTo: file(name + ".errors"),
      outputTo: keepsOutput ? file(name + ".output") : nil, ownGroup: ownGroup)
  }

  /// What the worker called `name` wrote on its standard output, when it kept it.
  package func output(of name: String = "worker") -> String {
    (try? String(contentsOfFile: file(name + ".output"), encoding: .utf8)) ?? ""
  }

  /// What the worker called `name` wrote on its standard error.
  package func errors(of name: String = "worker") -> String {
    (try? String(contentsOfFile: file(name + ".errors"), encoding: .utf8)) ?? ""
  }

  /// The crash the worker called `name` told of on its standard error, if it told one.
  package func crash(of name: String = "worker") -> CrashReport? {
    CrashReport(errors: errors(of: name))
  }
}
