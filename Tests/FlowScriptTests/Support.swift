import Foundation

/// The package's root folder, found from this file's path.
let packageRoot: String = {
  var url = URL(fileURLWithPath: #filePath)
  for _ in 0..<3 { url.deleteLastPathComponent() }
  return url.path
}()

/// Every scenario file under Scenarios/, relative to the package root.
func scenarioFiles() -> [String] {
  let base = packageRoot + "/Scenarios"
  let enumerator = FileManager.default.enumerator(atPath: base)
  var files: [String] = []
  while let relative = enumerator?.nextObject() as? String {
    if relative.hasSuffix(".flow"), !relative.split(separator: "/").contains("steps") {
      files.append("Scenarios/" + relative)
    }
  }
  return files.sorted()
}

/// A scratch folder that is removed when the test ends.
func withTemporaryDirectory<T>(_ body: (String) throws -> T) rethrows -> T {
  let path = NSTemporaryDirectory() + "flowsim-tests-" + UUID().uuidString
  try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(atPath: path) }
  return try body(path)
}
