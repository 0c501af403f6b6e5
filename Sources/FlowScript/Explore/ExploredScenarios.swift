public import FlowKit
import Foundation

/// Scenarios from a flow map: one per screen, by its shortest path, recorded as a session
/// records them, with the screen shown at the end. They replay green by construction: the
/// explorer and the recording run the same commands in the same virtual time.
public enum ExploredScenarios {
  /// The file name and text of each node's scenario.
  public static func make(
    _ map: FlowMap, apps: [FlowApp], width: Int, program: String = "flowsim"
  ) -> [(name: String, text: String)] {
    map.nodes.map { node in
      let session = Session(apps: apps, width: width)
      // As explore reached it: the app opened and settled, then each command settled.
      session.execute("open \(map.app)")
      session.execute("settle")
      for command in node.path {
        session.execute(command)
        session.execute("settle")
      }
      session.execute("show")
      let header =
        "# The screen \"\(node.title)\" (\(node.id) of `\(program) explore \(map.app)`), by its "
        + "shortest path.\n"
      return ("\(node.id).flow", header + Transcript.format(session.transcript))
    }
  }

  /// Writes them to `folder/APP/`, each file whole or not at all.
  public static func write(
    _ map: FlowMap, apps: [FlowApp], width: Int, to folder: String, program: String = "flowsim"
  ) throws(FileWriteError) -> [String] {
    let directory = (folder as NSString).appendingPathComponent(map.app)
    do {
      try FileManager.default.createDirectory(
        atPath: directory, withIntermediateDirectories: true)
    } catch {
      throw FileWriteError(path: directory, reason: "cannot create the folder")
    }
    var written: [String] = []
    for scenario in make(map, apps: apps, width: width, program: program) {
      let path = (directory as NSString).appendingPathComponent(scenario.name)
      try AtomicFile.write(scenario.text, to: path)
      written.append(path)
    }
    return written
  }
}
