import Foundation

/// Who lays out the `.html` map: Graphviz's `dot` where it is installed (Debian's and
/// Homebrew's `graphviz`), which draws graphs better than any layout of our own, or the
/// built-in ``MapLayout`` where it is not. The page says which drew it.
public enum MapDrawing: Sendable, Equatable {
  /// The built-in layout.
  case builtIn
  /// `dot` at this path.
  case graphviz(String)

  /// `dot` when it is on `PATH`, unless `FLOWSIM_DOT` says otherwise (in `environment`, this
  /// process's when nil): `none` for the built-in layout, or the path of a `dot` to use.
  public static func found(environment given: [String: String]? = nil) -> MapDrawing {
    let environment = given ?? ProcessInfo.processInfo.environment
    if let chosen = environment["FLOWSIM_DOT"] {
      if chosen == "none" { return .builtIn }
      // A path that is no program is tried all the same: the page then says that it failed,
      // and names it, rather than that there is no dot.
      return .graphviz(chosen)
    }
    for folder in (environment["PATH"] ?? "").split(separator: ":") {
      let candidate = String(folder) + "/dot"
      if FileManager.default.isExecutableFile(atPath: candidate) { return .graphviz(candidate) }
    }
    return .builtIn
  }
}

/// Runs `dot` on a map's graph and gives its SVG ready to put in the page.
enum Graphviz {
  /// The SVG `dot` at `program` draws of `source`, or nil when it cannot (it failed, or wrote
  /// no SVG): the page is then drawn by the built-in layout.
  static func svg(_ source: String, program: String) -> String? {
    guard let folder = WorkerFolder("flowsim-dot") else { return nil }
    defer { folder.remove() }
    let input = folder.file("map.dot")
    guard (try? source.write(toFile: input, atomically: true, encoding: .utf8)) != nil,
      let pid = ChildProcess.spawn(
        program, ["-Tsvg", input], errorsTo: folder.file("errors"),
        outputTo: folder.file("map.svg")),
      ChildProcess.wait(pid) == 0,
      let svg = try? String(contentsOfFile: folder.file("map.svg"), encoding: .utf8),
      let start = svg.range(of: "<svg ")
    else { return nil }
    return String(svg[start.lowerBound...])
  }

  /// `dot`'s `<svg …>` element made to fit the page: the width its view box gives, scaled to
  /// the page's width but never below it (so text is never smaller than drawn), with the
  /// page's class; its nodes can be chosen as the built-in layout's can.
  static func fitted(_ svg: String, marked: Set<String>) -> String {
    var svg = svg
    // The view box's width, in px.
    var width = 800
    if let box = svg.firstMatch(of: /viewBox="[-\d.]+ [-\d.]+ ([\d.]+) [\d.]+"/),
      let value = Double(box.1)
    {
      width = Int(value.rounded(.up))
    }
    if let open = svg.firstMatch(of: /<svg width="[^"]*" height="[^"]*"/) {
      svg.replaceSubrange(
        open.range,
        with:
          "<svg class=\"dot\" style=\"width: 100%; min-width: \(width)px; max-width: "
          + "\(width * 3 / 2)px; height: auto\"")
    }
    // Each node, as the page's script finds it: by its id, chosen by a click or the keyboard.
    svg = svg.replacing(/<g id="(n\d+)" class="node">/) { match in
      let id = String(match.1)
      return "<g id=\"\(id)\" class=\"node\(marked.contains(id) ? " finding" : "")\" "
        + "data-id=\"\(id)\" tabindex=\"0\">"
    }
    // `dot` writes a hyphen as `&#45;`: the same character, kept readable in the page's source.
    return svg.replacingOccurrences(of: "&#45;", with: "-")
  }
}
