import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes a file whole or not at all: to a temporary file beside it, then an atomic rename.
package enum AtomicFile {
  package static func write(_ text: String, to path: String) throws {
    let url = URL(fileURLWithPath: path)
    let directory = url.deletingLastPathComponent()
    let temporary = directory.appendingPathComponent(
      ".\(url.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).tmp")
    do {
      try Data(text.utf8).write(to: temporary)
      guard rename(temporary.path, url.path) == 0 else {
        throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: path])
      }
    } catch {
      try? FileManager.default.removeItem(at: temporary)
      throw error
    }
  }
}
