import FlowRender
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
  /// `map` in this format; a page laid out as `drawing` says (`flowsim explore` gives
  /// ``MapDrawing/found(environment:)``: Graphviz where it is installed).
  public func render(
    _ map: FlowMap, program: String = "flowsim", drawing: MapDrawing = .builtIn
  ) -> String {
    switch self {
    case .mermaid: MapFormats.mermaid(map)
    case .markdown:
      "# The screens of \(map.app)\n\nMade by `\(program) explore \(map.app) --depth \(map.depth)`."
        + (MapFormats.partial(map).map { " The \($0)." } ?? "")
        + "\n\n```mermaid\n" + MapFormats.mermaid(map) + "```\n"
        + MapFormats.marks(MapFormats.arrows(map)).map { "\nOn a transition, \($0).\n" }.joined()
    case .graphviz: MapFormats.graphviz(map)
    case .html: MapFormats.html(map, program: program, drawing: drawing)
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
    // Where each command leads from each node, online or not: one command that leads to two
    // screens says so.
    var leads: [String: [String]] = [:]
    func lead(_ edge: FlowMap.Edge) -> String {
      edge.from + " " + edge.command + (edge.offline == true ? " offline" : "")
    }
    for edge in map.edges where edge.from != edge.to {
      let key = lead(edge)
      if !leads[key, default: []].contains(edge.to) { leads[key, default: []].append(edge.to) }
    }
    for edge in map.edges where edge.from != edge.to {
      let key = edge.from + " " + edge.to
      if var arrow = grouped[key] {
        arrow.more += 1
        grouped[key] = arrow
      } else {
        order.append(key)
        grouped[key] = Arrow(
          from: edge.from, to: edge.to, command: edge.command, more: 0,
          offline: edge.offline == true, after: edge.after ?? [],
          alsoTo: (leads[lead(edge)] ?? []).filter { $0 != edge.to })
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
    /// The fields typed just before, when the control was disabled on a fresh screen.
    var after: [String] = []
    /// The other nodes the same command leads to from the same node.
    var alsoTo: [String] = []
  }

  /// `tap #row[0:0]`, `refresh #orders (offline)`, `tap #confirm (+1)`, `tap #login after
  /// typing #name, #password`, `tap #accounts[0:0] (also leads to n6)`.
  static func label(_ arrow: Arrow) -> String {
    arrow.command
      + (arrow.after.isEmpty ? "" : " after typing " + arrow.after.joined(separator: ", "))
      + (arrow.offline ? " (offline)" : "")
      + (arrow.more == 0 ? "" : " (+\(arrow.more))")
      + (arrow.alsoTo.isEmpty ? "" : " (also leads to \(arrow.alsoTo.joined(separator: ", ")))")
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

  /// The graph the page asks `dot` to lay out: ids the page's script finds, each node's id and
  /// whole title in its box, the type and sizes the page draws with.
  static func pageGraph(_ map: FlowMap) -> String {
    func text(_ value: String) -> String {
      "\""
        + value.replacingOccurrences(of: "\\", with: "\\\\")
        .replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
    var lines = [
      "digraph \(text(map.app)) {", "  rankdir=LR; nodesep=0.3; ranksep=0.6; bgcolor=transparent;",
      "  node [shape=box, fontname=\"DejaVu Sans Mono\", fontsize=13];",
      "  edge [fontname=\"DejaVu Sans Mono\", fontsize=11];",
    ]
    for node in map.nodes {
      lines.append("  \(node.id) [id=\(text(node.id)), label=\(text(node.id + " " + node.title))];")
    }
    for arrow in arrows(map) {
      lines.append("  \(arrow.from) -> \(arrow.to) [label=\(text(label(arrow)))];")
    }
    lines.append("}")
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
    // Graphviz draws the graph's label under it: that the map is partial, and what the marks
    // mean, where they are used.
    let legend =
      (partial(map).map { ["The \($0)."] } ?? [])
      + marks(arrows(map)).map {
        "On a transition, \($0)."
      }
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

  /// A page that draws the map as SVG (laid out by ``MapLayout``) and
  /// shows a screen, its path and its findings when its node is chosen. It needs no network and
  /// no build step: everything is in the file.
  static func html(_ map: FlowMap, program: String, drawing: MapDrawing = .builtIn) -> String {
    func escape(_ value: String) -> String {
      value.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
        .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }
    let all = arrows(map)
    let layout = MapLayout(
      nodes: map.nodes.map { ($0.id, $0.title, $0.path.count) },
      arrows: all.map { ($0.from, $0.to, label($0)) })
    let marked = Set(nodesWithFindings(map))
    let full = Dictionary(uniqueKeysWithValues: map.nodes.map { ($0.id, $0.title) })
    var svg: [String] = []
    for line in layout.lines {
      let points = line.points
      guard let first = points.first else { continue }
      // Straight pieces: M, then L to each corner.
      var d = "M\(first.x),\(first.y)"
      for point in points.dropFirst() { d += " L\(point.x),\(point.y)" }
      svg.append(
        "<g class=\"edge\"><path d=\"\(d)\" data-from=\"\(line.from)\" data-to=\"\(line.to)\">"
          + "<title>\(escape(line.label))</title></path><text class=\"label\" x=\"\(line.labelAt.x)\" "
          + "y=\"\(line.labelAt.y)\">\(escape(line.label))</text></g>")
    }
    for box in layout.boxes {
      svg.append(
        "<g class=\"node\(marked.contains(box.id) ? " finding" : "")\" data-id=\"\(box.id)\" "
          + "tabindex=\"0\"><rect x=\"\(box.x)\" y=\"\(box.y)\" width=\"\(box.width)\" "
          + "height=\"\(box.height)\" rx=\"6\"/><text x=\"\(box.x + 10)\" y=\"\(box.y + 17)\">"
          + "\(box.id) \(escape(box.title))</text><title>\(escape(full[box.id] ?? box.title))</title></g>"
      )
    }
    let (width, height) = (layout.width, layout.height)
    // Graphviz where it is installed; the built-in layout where it is not, or where it failed.
    var drawn: String?
    if case .graphviz(let program) = drawing {
      drawn = Graphviz.svg(pageGraph(map), program: program).map {
        Graphviz.fitted($0, marked: marked)
      }
    }
    let drawer: String
    switch (drawing, drawn) {
    case (_, _?): drawer = "Laid out by Graphviz (dot)."
    case (.builtIn, nil):
      drawer = "Laid out by the built-in layout: no Graphviz dot on PATH (or FLOWSIM_DOT=none)."
    case (.graphviz(let program), nil):
      drawer =
        "Laid out by the built-in layout: Graphviz's dot (\(program)) failed or is not there; "
        + "FLOWSIM_DOT names it, or unset it to use the dot on PATH."
    }
    // Each screen's preview, drawn cell by cell: a wide character takes two cells whatever the
    // font, so that the lines of a box stay aligned with CJK text in them.
    var previews: [String] = []
    for node in map.nodes {
      var html = ""
      for character in node.screen {
        if character == "\n" {
          html += "\n"
        } else if character.isASCII {
          html += escape(String(character))
        } else {
          html += "<span class=\"c\(TextWidth.of(character))\">\(escape(String(character)))</span>"
        }
      }
      previews.append(JSONText.quoted(node.id) + ": " + JSONText.quoted(html))
    }
    let previewData = "{" + previews.joined(separator: ", ") + "}"
    // Each finding as the scenario that shows it, by its node: what to paste, as the terminal
    // prints it (a `back` given at once has no settle before it).
    var scenarios: [String: [String]] = [:]
    for finding in map.findings { scenarios[finding.node, default: []].append(finding.scenario) }
    let scenarioData =
      "{"
      + map.nodes.compactMap { node in
        scenarios[node.id].map {
          JSONText.quoted(node.id) + ": [" + $0.map(JSONText.quoted).joined(separator: ", ") + "]"
        }
      }.joined(separator: ", ") + "}"
    func count(_ number: Int, _ noun: String) -> String {
      "\(number) \(noun)\(number == 1 ? "" : "s")"
    }
    let data = json(map).replacingOccurrences(of: "</", with: "<\\/")
    let previewJSON = previewData.replacingOccurrences(of: "</", with: "<\\/")
    let scenarioJSON = scenarioData.replacingOccurrences(of: "</", with: "<\\/")
    return """
      <!doctype html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <title>\(escape(program)) map: \(escape(map.app))</title>
      <style>
      body { font-family: system-ui, sans-serif; margin: 0; display: flex; height: 100vh; }
      #map { flex: 1; overflow: auto; border-right: 1px solid #ccc; padding: 1em; box-sizing: border-box; }
      #map svg { display: block; margin: 0 auto; }
      #side { width: 30em; max-width: 45vw; overflow: auto; padding: 1em; box-sizing: border-box; }
      pre { font-family: ui-monospace, Menlo, "DejaVu Sans Mono", monospace; font-size: 13px; line-height: 1.25; }
      pre.wrap { white-space: pre-wrap; overflow-wrap: anywhere; }
      pre .c1, pre .c2 { display: inline-block; text-align: center; overflow: hidden; vertical-align: bottom; }
      pre .c1 { width: 1ch; } pre .c2 { width: 2ch; } pre .c0 { display: none; }
      .own .node rect, .dot .node polygon { fill: #f4f6fb; stroke: #557; stroke-width: 1.5; cursor: pointer; }
      .own .node.finding rect, .dot .node.finding polygon { stroke: #c00; stroke-width: 3; }
      .own .node.chosen rect, .dot .node.chosen polygon { fill: #dde8ff; }
      .own .node text { font: 13px ui-monospace, Menlo, "DejaVu Sans Mono", monospace; pointer-events: none; }
      .dot .node text { pointer-events: none; }
      .own .edge path { fill: none; stroke: #7a7f99; stroke-width: 1.2; marker-end: url(#arrow); }
      .own .edge .label { font: 11px ui-monospace, Menlo, "DejaVu Sans Mono", monospace; fill: #334; paint-order: stroke; stroke: #fff; stroke-width: 3px; }
      .dot .edge path { stroke: #7a7f99; } .dot .edge polygon { fill: #7a7f99; stroke: #7a7f99; } .dot .edge text { fill: #334; }
      .edge:hover path { stroke: #24c; stroke-width: 2; } .edge:hover .label, .dot .edge:hover text { fill: #24c; }
      .drawer { color: #667; font-size: 0.9em; }
      .leads { margin: 0; padding-left: 1.2em; } .leads li { margin: 0.2em 0; } .leads code { font-size: 12px; }
      @media (max-width: 800px) {
        body { flex-direction: column; height: auto; }
        #map { border-right: none; border-bottom: 1px solid #ccc; max-height: 60vh; }
        #side { width: auto; max-width: none; }
      }
      </style>
      </head>
      <body>
      <div id="map">
      \(drawn ?? """
      <svg xmlns="http://www.w3.org/2000/svg" class="own" width="\(width)" height="\(height)" viewBox="0 0 \(width) \(height)" style="width: 100%; min-width: \(width)px; max-width: \(width * 3 / 2)px; height: auto">
      <defs><marker id="arrow" viewBox="0 0 10 10" refX="10" refY="5" markerWidth="7" markerHeight="7" orient="auto"><path d="M0,0 L10,5 L0,10 z" fill="#7a7f99"/></marker></defs>
      \(svg.joined(separator: "\n"))
      </svg>
      """)
      </div>
      <div id="side">
      <h2>\(escape(map.app))</h2>
      <p>\(count(map.nodes.count, "screen")), \(count(all.count, "transition")), \(count(map.findings.count, "finding")). Choose a screen.</p>
      <p class="drawer">\(drawer)</p>\(marks(all).map { "\n<p>On a transition, \(escape($0)).</p>" }.joined())\(partial(map).map { "\n<p><strong>The \(escape($0)).</strong></p>" } ?? "")
      <div id="detail"></div>
      </div>
      <script type="application/json" id="data">\(data)</script>
      <script type="application/json" id="previews">\(previewJSON)</script>
      <script type="application/json" id="scenarios">\(scenarioJSON)</script>
      <script>
      const map = JSON.parse(document.getElementById("data").textContent);
      const previews = JSON.parse(document.getElementById("previews").textContent);
      const scenarios = JSON.parse(document.getElementById("scenarios").textContent);
      const detail = document.getElementById("detail");
      const order = new Map(map.nodes.map((n, i) => [n.id, i]));
      // The commands that lead to one screen, as the panel lists them: four, then how many more.
      function leadsText(commands) {
        return commands.slice(0, 4).join(", ") + (commands.length > 4 ? ", and " + (commands.length - 4) + " more" : "");
      }
      function show(id) {
        const node = map.nodes.find(n => n.id === id);
        if (!node) return;
        document.querySelectorAll(".node").forEach(g => g.classList.toggle("chosen", g.dataset.id === id));
        const path = ["> open " + map.app, "> settle"].concat(node.path.flatMap(c => ["> " + c, "> settle"]));
        const findings = scenarios[id] || [];
        // Where it leads: one entry a screen, in the map's order, with the commands that go there.
        const groups = new Map();
        for (const e of map.edges) {
          if (e.from !== id || e.to === id) continue;
          if (!groups.has(e.to)) groups.set(e.to, []);
          groups.get(e.to).push(e.command + (e.offline ? " (offline)" : ""));
        }
        const leads = [...groups.entries()].sort((a, b) => order.get(a[0]) - order.get(b[0]));
        detail.replaceChildren();
        const add = (tag, text) => { const el = document.createElement(tag); el.textContent = text; detail.appendChild(el); return el; };
        add("h3", node.id + " " + node.title);
        add("pre", "").innerHTML = previews[id] || "";
        if (findings.length) { add("h4", "Findings"); add("pre", findings.join("\\n\\n")).className = "wrap"; }
        add("h4", "Shortest path"); add("pre", path.join("\\n"));
        if (leads.length) {
          add("h4", "Leads on");
          const list = add("ul", ""); list.className = "leads";
          for (const [to, commands] of leads) {
            const target = map.nodes[order.get(to)];
            const item = document.createElement("li");
            const shown = leadsText(commands);
            item.append(to + " " + target.title + ": ");
            const code = document.createElement("code"); code.textContent = shown; item.append(code);
            list.appendChild(item);
          }
        }
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
