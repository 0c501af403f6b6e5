import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A file that could not be written: the path and the system's reason, in one line.
public struct FileWriteError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The file.
  public var path: String
  /// Why, as the system says it: `No such file or directory`.
  public var reason: String

  public var description: String {
    "cannot write '\(path)': \(reason); check that its folder exists and is writable"
  }
}

/// Writes a file whole or not at all: to a temporary file beside it, then an atomic rename.
package enum AtomicFile {
  package static func write(_ text: String, to path: String) throws(FileWriteError) {
    let temporary = temporaryPath(for: path)
    func failure() -> FileWriteError {
      FileWriteError(path: path, reason: String(cString: strerror(errno)))
    }
    let descriptor = open(temporary, O_CREAT | O_WRONLY | O_TRUNC, 0o644)
    guard descriptor >= 0 else { throw failure() }
    let bytes = Array(text.utf8)
    var written = 0
    while written < bytes.count {
      let count = bytes.withUnsafeBytes { buffer -> Int in
        guard let base = buffer.baseAddress else { return -1 }
        #if canImport(Glibc)
          return Glibc.write(descriptor, base + written, buffer.count - written)
        #else
          return Darwin.write(descriptor, base + written, buffer.count - written)
        #endif
      }
      guard count > 0 else {
        let error = failure()
        close(descriptor)
        unlink(temporary)
        throw error
      }
      written += count
    }
    guard close(descriptor) == 0, rename(temporary, path) == 0 else {
      let error = failure()
      unlink(temporary)
      throw error
    }
  }

  /// Checks that a file can be written at `path` without writing it: its folder exists and is
  /// writable, and the path is not a folder.
  package static func checkWritable(_ path: String) throws(FileWriteError) {
    var isDirectory: ObjCBool = false
    if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory),
      isDirectory.boolValue
    {
      throw FileWriteError(path: path, reason: "it is a folder")
    }
    // The temporary file `write` would make, made and removed at once: whatever would stop
    // the write (no folder, a file where the folder should be, a file system that takes no
    // files) stops it now, before the work whose result it is.
    let temporary = temporaryPath(for: path)
    let descriptor = open(temporary, O_CREAT | O_WRONLY, 0o644)
    guard descriptor >= 0 else {
      throw FileWriteError(path: path, reason: String(cString: strerror(errno)))
    }
    close(descriptor)
    unlink(temporary)
  }

  /// The temporary file beside `path` that ``write(_:to:)`` writes before its rename.
  private static func temporaryPath(for path: String) -> String {
    let url = URL(fileURLWithPath: path)
    return url.deletingLastPathComponent().appendingPathComponent(
      ".\(url.lastPathComponent).\(getpid()).tmp"
    ).path
  }
}
