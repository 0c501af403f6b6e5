import FlowScript
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A worker process (of `test -j N`, `explore`, `run`) ends when its parent does, however the
/// parent ended (Ctrl-C, `kill`, a closed terminal, SIGKILL), and removes the folder it shared
/// with it: a parent killed outright cannot clean up, so its last worker does.
enum ParentWatch {
  /// The options that make a process a worker, each with the file or folder it is given.
  static let workerOptions = [
    "--explore-worker", "--worker-output", "--run-worker", "--piped-worker",
  ]

  /// How often a worker looks whether its parent is still there, in microseconds.
  static let pause: UInt32 = 100_000

  /// The folder a worker started with `arguments` shares with its parent, or nil when they are
  /// not a worker's. Only a folder the parent made (``WorkerFolder``, named `flowsim-…`) is
  /// given, so that a hand-given path is never removed.
  static func sharedFolder(_ arguments: [String]) -> String? {
    guard let index = arguments.firstIndex(where: workerOptions.contains),
      arguments.indices.contains(index + 1)
    else { return nil }
    let given = arguments[index + 1]
    // The explore worker is given the folder; the others a file in it.
    let folder =
      arguments[index] == "--explore-worker"
      ? given : (given as NSString).deletingLastPathComponent
    return (folder as NSString).lastPathComponent.hasPrefix("flowsim-") ? folder : nil
  }

  /// In a worker: watches the parent on a thread of its own; when it is gone, removes `folder`
  /// and ends this process.
  static func start(removing folder: String?) {
    let parent = getppid()
    let watcher = Thread {
      // An orphan is adopted by another process (init, or a subreaper), so its parent changes.
      while getppid() == parent { usleep(pause) }
      if let folder { try? FileManager.default.removeItem(atPath: folder) }
      _exit(ExitStatus.interrupted.rawValue)
    }
    watcher.start()
  }
}
