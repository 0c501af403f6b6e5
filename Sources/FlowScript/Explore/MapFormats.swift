import Foundation

/// The flow map in the formats `--map` writes, chosen by the file's extension.
public enum MapFormat: String, CaseIterable, Sendable {
  case mermaid = "mmd"
  case markdown = "md"
  case graphviz = "dot"
  case html
  case json

  /// The format a path's extension names, or nil.
  public init?(path: String) {
    let name = (path as NSString).pathExtension.lowercased()
    self.init(rawValue: name)
  }

  /// `map` in this format.
  public func render(_ map: FlowMap, program: String = "flowsim") -> String {
    switch self {
    case .mermaid: MapFormats.mermaid(map)
    case .markdown:
      "# The screens of \(map.app)\n\nMade by `\(program) explore \(map.app) --depth \(map.depth)`."
        + (MapFormats.partial(map).map { " The \($0)." } ?? "")
        + "\n\n```mermaid\n" + MapFormats.mermaid(map) + "```\n"
        + MapFormats.marks(MapFormats.arrows(map)).map { "\nOn a transition, \($0).\n" }.joined()
    case .graphviz: MapFormats.graphviz(map)
    case .html: MapFormats.html(map, program: program)
    case .json: MapFormats.json(map)
    }
  }
}

/// Writers of the flow map. The map draws each pair of screens once, with the first command
/// between them (and how many more there are); a command that stays on its screen (typing into a
/// field) is left out of the drawing and kept in the JSON.
enum MapFormats {
  /// What the marks on the labels of `arrows` mean, those used only: `(offline) when given with
  /// the network off`, `(+N) when N other commands lead the same way`. Every map says it.
  static func marks(_ arrows: [Arrow]) -> [String] {
    var marks: [String] = []
    if arrows.contains(where: \.offline) {
      marks.append("(offline) when given with the network off")
    }
    if arrows.contains(where: { $0.more > 0 }) {
      marks.append("(+N) when N other commands lead the same way")
    }
    return marks
  }

  /// Why the map is not the whole walk, in words that follow "the": nil when it is.
  static func partial(_ map: FlowMap) -> String? {
    if map.interrupted == true {
      return "walk was interrupted (Ctrl-C) after \(map.states) states: this map is partial"
    }
    if map.limitHit {
      return "walk stopped at the limit of \(map.states) states: this map is partial"
    }
    return nil
  }

  /// The transitions to draw: one per ordered pair of different nodes, the first command found,
  /// and how many other commands lead the same way.
  static func arrows(_ map: FlowMap) -> [Arrow] {
    var order: [String] = []
    var grouped: [String: Arrow] = [:]
    for edge in map.edges where edge.from != edge.to {
      let key = edge.from + " " + edge.to
      if var arrow = grouped[key] {
        arrow.more += 1
        grouped[key] = arrow
      } else {
        order.append(key)
        grouped[key] = Arrow(
          from: edge.from, to: edge.to, command: edge.command, more: 0,
          offline: edge.offline == true)
      }
    }
    return order.compactMap { grouped[$0] }
  }

  /// A transition as drawn: the first command between two screens, whether it was given with
  /// the network off, and how many other commands lead the same way.
  struct Arrow {
    var from: String
    var to: String
    var command: String
    var more: Int
    var offline: Bool
  }

  /// `tap #row[0:0]`, `refresh #orders (offline)`, `tap #confirm (+1)`.
  static func label(_ arrow: Arrow) -> String {
    arrow.command + (arrow.offline ? " (offline)" : "")
      + (arrow.more == 0 ? "" : " (+\(arrow.more))")
  }

  static func nodesWithFindings(_ map: FlowMap) -> [String] {
    var seen: Set<String> = []
    return map.findings.map(\.node).filter { seen.insert($0).inserted }
  }

  static func mermaid(_ map: FlowMap) -> String {
    func text(_ value: String) -> String {
      "\"" + value.replacingOccurrences(of: "\"", with: "#quot;") + "\""
    }
    // The title Mermaid draws above the chart says what the marks mean and whether the map is
    // partial, so that the drawing says it too.
    let notes =
      marks(arrows(map)).map { "On a transition, \($0)." }
      + (partial(map).map { ["The \($0)."] } ?? [])
    var lines =
      notes.isEmpty
      ? [] : ["---", "title: " + text(notes.joined(separator: " ")), "---"]
    lines.append("flowchart LR")
    for node in map.nodes { lines.append("  \(node.id)[\(text(node.title))]") }
    for arrow in arrows(map) {
      lines.append("  \(arrow.from) -->|\(text(label(arrow)))| \(arrow.to)")
    }
    let marked = nodesWithFindings(map)
    if !marked.isEmpty {
      lines.append("  classDef finding stroke:#c00,stroke-width:3px")
      lines.append("  class \(marked.joined(separator: ",")) finding")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  static func graphviz(_ map: FlowMap) -> String {
    func text(_ value: String) -> String {
      "\""
        + value.replacingOccurrences(of: "\\", with: "\\\\")
        .replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
    let marked = Set(nodesWithFindings(map))
    var lines = [
      "digraph \(text(map.app)) {", "  rankdir=LR;", "  node [shape=box, fontname=\"monospace\"];",
    ]
    if let partial = partial(map) { lines.insert("  // The \(partial).", at: 1) }
    // Graphviz draws the graph's label under it: what the marks mean, where they are used.
    let legend = marks(arrows(map)).map { "On a transition, \($0)." }
    if !legend.isEmpty {
      lines.insert("  label=\(text(legend.joined(separator: " ")));", at: 2)
    }
    for node in map.nodes {
      let style = marked.contains(node.id) ? ", color=red, penwidth=3" : ""
      lines.append("  \(node.id) [label=\(text(node.title))\(style)];")
    }
    for arrow in arrows(map) {
      lines.append("  \(arrow.from) -> \(arrow.to) [label=\(text(label(arrow)))];")
    }
    lines.append("}")
    return lines.joined(separator: "\n") + "\n"
  }

  static func json(_ map: FlowMap) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    guard let data = try? encoder.encode(map) else { return "{}\n" }
    return String(decoding: data, as: UTF8.self) + "\n"
  }

  /// A page that draws the map as SVG (laid out here: a column per distance from the start) and
  /// shows a screen, its path and its findings when its node is chosen. It needs no network and
  /// no build step: everything is in the file.
  static func html(_ map: FlowMap, program: String) -> String {
    func escape(_ value: String) -> String {
      value.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
        .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }
    let columnWidth = 220
    let rowHeight = 64
    let boxWidth = 170
    let boxHeight = 36
    var rows: [Int: Int] = [:]
    var place: [String: (x: Int, y: Int)] = [:]
    for node in map.nodes {
      let column = node.path.count
      let row = rows[column, default: 0]
      rows[column] = row + 1
      place[node.id] = (20 + column * columnWidth, 20 + row * rowHeight)
    }
    let width = 40 + ((rows.keys.max() ?? 0) + 1) * columnWidth
    let height = 40 + (rows.values.max() ?? 1) * rowHeight
    let marked = Set(nodesWithFindings(map))
    var svg: [String] = []
    for arrow in arrows(map) {
      guard let from = place[arrow.from], let to = place[arrow.to] else { continue }
      let x1 = from.x + boxWidth
      let y1 = from.y + boxHeight / 2
      let x2 = to.x
      let y2 = to.y + boxHeight / 2
      let bend = x2 > x1 ? (x2 - x1) / 2 : 80
      svg.append(
        "<path class=\"edge\" d=\"M\(x1),\(y1) C\(x1 + bend),\(y1) \(x2 - bend),\(y2) \(x2),\(y2)\">"
          + "<title>\(escape(label(arrow)))</title></path>")
    }
    for node in map.nodes {
      guard let at = place[node.id] else { continue }
      let title = node.title.count > 18 ? String(node.title.prefix(17)) + "…" : node.title
      svg.append(
        "<g class=\"node\(marked.contains(node.id) ? " finding" : "")\" data-id=\"\(node.id)\" "
          + "tabindex=\"0\"><rect x=\"\(at.x)\" y=\"\(at.y)\" width=\"\(boxWidth)\" "
          + "height=\"\(boxHeight)\" rx=\"6\"/><text x=\"\(at.x + 10)\" y=\"\(at.y + 23)\">"
          + "\(node.id) \(escape(title))</text><title>\(escape(node.title))</title></g>")
    }
    let data = json(map).replacingOccurrences(of: "</", with: "<\\/")
    return """
      <!doctype html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <title>\(escape(program)) map: \(escape(map.app))</title>
      <style>
      body { font-family: system-ui, sans-serif; margin: 0; display: flex; height: 100vh; }
      #map { flex: 1; overflow: auto; border-right: 1px solid #ccc; }
      #side { width: 28em; overflow: auto; padding: 1em; }
      pre { font-family: ui-monospace, Menlo, monospace; font-size: 13px; line-height: 1.25; }
      .node rect { fill: #f4f6fb; stroke: #557; stroke-width: 1.5; cursor: pointer; }
      .node.finding rect { stroke: #c00; stroke-width: 3; }
      .node.chosen rect { fill: #dde8ff; }
      .node text { font: 13px ui-monospace, Menlo, monospace; pointer-events: none; }
      .edge { fill: none; stroke: #889; stroke-width: 1.2; marker-end: url(#arrow); }
      </style>
      </head>
      <body>
      <div id="map">
      <svg xmlns="http://www.w3.org/2000/svg" width="\(width)" height="\(height)">
      <defs><marker id="arrow" viewBox="0 0 10 10" refX="10" refY="5" markerWidth="7" markerHeight="7" orient="auto"><path d="M0,0 L10,5 L0,10 z" fill="#889"/></marker></defs>
      \(svg.joined(separator: "\n"))
      </svg>
      </div>
      <div id="side">
      <h2>\(escape(map.app))</h2>
      <p>\(map.nodes.count) screens, \(arrows(map).count) transitions, \(map.findings.count) findings. Choose a screen.</p>\(marks(arrows(map)).map { "\n<p>On a transition, \(escape($0)).</p>" }.joined())\(partial(map).map { "\n<p><strong>The \(escape($0)).</strong></p>" } ?? "")
      <div id="detail"></div>
      </div>
      <script type="application/json" id="data">\(data)</script>
      <script>
      const map = JSON.parse(document.getElementById("data").textContent);
      const detail = document.getElementById("detail");
      function show(id) {
        const node = map.nodes.find(n => n.id === id);
        if (!node) return;
        document.querySelectorAll(".node").forEach(g => g.classList.toggle("chosen", g.dataset.id === id));
        const path = ["> open " + map.app, "> settle"].concat(node.path.flatMap(c => ["> " + c, "> settle"]));
        const findings = map.findings.filter(f => f.node === id)
          .map(f => f.kind + ": " + f.message + (f.expected ? " (expected: " + f.expected + ")" : ""));
        const out = map.edges.filter(e => e.from === id && e.to !== id).map(e => e.command + "  → " + e.to);
        detail.replaceChildren();
        const add = (tag, text) => { const el = document.createElement(tag); el.textContent = text; detail.appendChild(el); };
        add("h3", node.id + " " + node.title);
        add("pre", node.screen);
        if (findings.length) { add("h4", "Findings"); add("pre", findings.join("\\n")); }
        add("h4", "Shortest path"); add("pre", path.join("\\n"));
        if (out.length) { add("h4", "Leads on"); add("pre", out.join("\\n")); }
      }
      document.querySelectorAll(".node").forEach(g => {
        g.addEventListener("click", () => show(g.dataset.id));
        g.addEventListener("keydown", e => { if (e.key === "Enter") show(g.dataset.id); });
      });
      if (map.nodes.length) show(map.nodes[0].id);
      </script>
      </body>
      </html>

      """
  }
}
