import DemoApps
import ExploreFixtureApps
import FlowKit
import Foundation
import TestSupport
import Testing

@testable import FlowScript

/// The page a map is drawn on, checked from the SVG's own coordinates: what a reader sees.
@Suite("The map's page", .timeLimit(.minutes(5)), .watchdog)
struct MapPageTests {
  struct Rect {
    var x, y, width, height: Int
    func overlaps(_ other: Rect) -> Bool {
      x < other.x + other.width && other.x < x + width && y < other.y + other.height
        && other.y < y + height
    }
    /// Whether the segment from `a` to `b` passes inside (clipped to the rectangle, some of it
    /// is left).
    func isCrossed(from a: (Int, Int), to b: (Int, Int)) -> Bool {
      let (dx, dy) = (Double(b.0 - a.0), Double(b.1 - a.1))
      var (low, high) = (0.0, 1.0)
      let sides = [
        (-dx, Double(a.0 - x)), (dx, Double(x + width - a.0)), (-dy, Double(a.1 - y)),
        (dy, Double(y + height - a.1)),
      ]
      for (p, q) in sides {
        if p == 0 {
          if q <= 0 { return false }
        } else if p < 0 {
          low = max(low, q / p)
        } else {
          high = min(high, q / p)
        }
      }
      return high - low > 1e-9
    }
  }

  struct Drawn {
    var width = 0
    var height = 0
    var boxes: [String: Rect] = [:]
    var edges: [(from: String, to: String, points: [(Int, Int)], label: String, at: Rect)] = []
  }

  /// Reads the boxes, lines and labels of `page`.
  static func read(_ page: String) throws -> Drawn {
    var drawn = Drawn()
    let size = try #require(page.firstMatch(of: /<svg [^>]*width="(\d+)" height="(\d+)"/))
    drawn.width = Int(size.1) ?? 0
    drawn.height = Int(size.2) ?? 0
    for match in page.matches(
      of: /data-id="(n\d+)" tabindex="0"><rect x="(\d+)" y="(\d+)" width="(\d+)" height="(\d+)"/)
    {
      drawn.boxes[String(match.1)] = Rect(
        x: Int(match.2) ?? 0, y: Int(match.3) ?? 0, width: Int(match.4) ?? 0,
        height: Int(match.5) ?? 0)
    }
    for match in page.matches(
      of:
        /<path d="([^"]+)" data-from="(n\d+)" data-to="(n\d+)"><title>[^<]*<\/title><\/path><text class="label" x="(\d+)" y="(\d+)">([^<]*)<\/text>/
    ) {
      var points: [(Int, Int)] = []
      for part in match.1.split(separator: " ") {
        let value = part.dropFirst()
        let xy = value.split(separator: ",").compactMap { Int($0) }
        if (part.first == "M") == points.isEmpty, part.first == "M" || part.first == "L",
          xy.count == 2
        {
          points.append((xy[0], xy[1]))
        } else {
          Issue.record("a path drawn otherwise than by M then L: \(match.1)")
        }
      }
      let label = String(match.6)
        .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&amp;", with: "&")
        .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
      let x = Int(match.4) ?? 0
      let y = Int(match.5) ?? 0
      // The label's box, at 11 px monospace: 7 px a cell, 10 px above the baseline.
      let at = Rect(x: x, y: y - 10, width: MapLayout.labelWidth(label), height: 12)
      drawn.edges.append((String(match.2), String(match.3), points, label, at))
    }
    return drawn
  }

  static func maps() -> [FlowMap] {
    var options = ExploreOptions()
    options.inputs = ["lee", "00000000"] + ExploreOptions.builtInInputs
    let demo = ["navigator", "waybills", "login", "posts"].map {
      Explorer(apps: DemoApps.all, options: options).explore($0)
    }
    let fixtures = ["shop", "search", "ledger", "broken"].map {
      Explorer(apps: BrokenApps.all).explore($0)
    }
    let big = BigApp.app(units: 4)
    return demo + fixtures + [Explorer(apps: [big]).explore(big.name)]
  }

  /// The `dot` a page is laid out by here, when one is installed.
  /// Node.js, which runs the page's own script in the test below (CI installs it).
  static let node: String? = ["/usr/bin/node", "/usr/local/bin/node", "/opt/homebrew/bin/node"]
    .first { FileManager.default.isExecutableFile(atPath: $0) }

  @Test(
    "the panel lists four commands that lead to a screen, then how many more",
    .enabled(
      if: node != nil || ProcessInfo.processInfo.environment["CI"] != nil,
      "Node.js is not installed here (CI installs it)"))
  @MainActor func leadsText() throws {
    let node = try #require(Self.node, "install Node.js: CI runs the page's script")
    let page = MapFormat.html.render(Self.maps()[0], drawing: .builtIn)
    let start = try #require(page.range(of: "function leadsText(commands) {"))
    let end = try #require(page[start.upperBound...].range(of: "\n}\n"))
    let function = String(page[start.lowerBound..<end.upperBound])
    let script =
      function + "console.log(JSON.stringify([[], ['a'], ['a','b','c','d'], ['a','b','c','d','e'], "
      + "['a','b','c','d','e','f']].map(leadsText)));"
    let process = Process()
    process.executableURL = URL(fileURLWithPath: node)
    process.arguments = ["-e", script]
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(
      output
        == #"["","a","a, b, c, d","a, b, c, d, and 1 more","a, b, c, d, and 2 more"]"# + "\n")
  }

  @Test(
    "the page's panel shows the chosen screen: its title, its preview, its path, where it leads",
    .enabled(
      if: node != nil || ProcessInfo.processInfo.environment["CI"] != nil,
      "Node.js is not installed here (CI installs it)"))
  @MainActor func panel() throws {
    let node = try #require(Self.node, "install Node.js: CI runs the page's script")
    let map = Self.maps()[0]
    let page = MapFormat.html.render(map, drawing: .builtIn)
    struct Missing: Error { var text: String }
    func between(_ start: String, _ end: String) throws -> String {
      guard let open = page.range(of: start),
        let close = page[open.upperBound...].range(of: end)
      else { throw Missing(text: start) }
      return String(page[open.upperBound..<close.lowerBound])
    }
    func literal(_ text: String) throws -> String {
      String(decoding: try JSONEncoder().encode(text), as: UTF8.self)
    }
    let script = try between("<script>", "</script>")
    // A document of the least the script uses: elements by id, made, appended.
    let harness = """
      const elements = {};
      function el(tag) {
        return { tag, children: [], textContent: "", innerHTML: "", className: "", dataset: {},
          classList: { toggle() {} }, addEventListener() {},
          appendChild(c) { this.children.push(c); return c; },
          append(...xs) { this.children.push(...xs); }, replaceChildren() { this.children = []; } };
      }
      globalThis.document = { getElementById: id => (elements[id] ??= el("div")),
        createElement: el, querySelectorAll: () => [] };
      document.getElementById("data").textContent = \(try literal(try between(#"<script type="application/json" id="data">"#, "</script>")));
      document.getElementById("previews").textContent = \(try literal(try between(#"<script type="application/json" id="previews">"#, "</script>")));
      document.getElementById("scenarios").textContent = \(try literal(try between(#"<script type="application/json" id="scenarios">"#, "</script>")));
      """
    let report = """
      const shown = document.getElementById("detail").children.map(c => ({ tag: c.tag,
        text: c.textContent, html: c.innerHTML, items: c.children.length,
        lines: c.tag === "ul" ? c.children.map(li => li.children.map(x =>
          typeof x === "string" ? x : "`" + x.textContent + "`").join("")) : [] }));
      console.log(JSON.stringify(shown));
      """
    let process = Process()
    process.executableURL = URL(fileURLWithPath: node)
    process.arguments = ["-e", harness + "\n" + script + "\n" + report]
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    let output = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    struct Shown: Decodable {
      var tag: String
      var text: String
      var html: String
      var items: Int
      var lines: [String]
    }
    let shown = try JSONDecoder().decode([Shown].self, from: output)
    let first = try #require(map.nodes.first)
    // The first screen is chosen when the page opens.
    #expect(shown.first?.tag == "h3")
    #expect(shown.first?.text == first.id + " " + first.title)
    let preview = try #require(shown.dropFirst().first)
    #expect(preview.tag == "pre")
    #expect(preview.html.contains("+-"), "the screen's preview: \(preview.html)")
    #expect(shown.contains { $0.tag == "h4" && $0.text == "Shortest path" })
    #expect(shown.contains { $0.tag == "pre" && $0.text.hasPrefix("> open \(map.app)\n> settle") })
    let leads = MapFormats.arrows(map).filter { $0.from == first.id }
    if !leads.isEmpty {
      #expect(shown.contains { $0.tag == "ul" && $0.items == Set(leads.map(\.to)).count })
      // Each line names the screen, then its commands as code: "n2 Welcome: `tap #login`".
      let lines = shown.first { $0.tag == "ul" }?.lines ?? []
      let titles = Dictionary(uniqueKeysWithValues: map.nodes.map { ($0.id, $0.title) })
      for line in lines {
        let id = String(line.prefix { $0 != " " })
        let title = try #require(titles[id], "a line that names no screen first: \(line)")
        #expect(line.hasPrefix(id + " " + title + ": `"), "\(line)")
        #expect(line.hasSuffix("`"), "\(line)")
      }
      #expect(lines.count == Set(leads.map(\.to)).count)
    }
  }

  static let dot: String? = {
    if case .graphviz(let path) = MapDrawing.found() { return path }
    return nil
  }()

  @Test(
    "where Graphviz is installed it lays the page out: one file, every node choosable, whole titles",
    .enabled(
      if: dot != nil || ProcessInfo.processInfo.environment["CI"] != nil,
      "Graphviz's dot is not installed here (CI installs it)"))
  func graphvizPage() throws {
    let dot = try #require(Self.dot, "install Graphviz (apt-get install graphviz): CI checks both")
    for map in Self.maps() {
      let page = MapFormat.html.render(map, drawing: .graphviz(dot))
      #expect(page.contains("<p class=\"drawer\">Laid out by Graphviz (dot).</p>"), "\(map.app)")
      #expect(page.contains("<svg class=\"dot\" style=\"width: 100%; min-width: "), "\(map.app)")
      // One file: nothing fetched, no XML prologue inside the page.
      #expect(!page.contains("<?xml") && !page.contains("<image") && !page.contains("href=\"http"))
      // Each node is a box a click or the keyboard chooses, its id and whole title in it.
      var boxes: [String: (x: Double, y: Double, right: Double, bottom: Double)] = [:]
      for node in map.nodes {
        let finding = MapFormats.nodesWithFindings(map).contains(node.id) ? " finding" : ""
        #expect(
          page.contains(
            "<g id=\"\(node.id)\" class=\"node\(finding)\" data-id=\"\(node.id)\" tabindex=\"0\">"),
          "\(map.app): \(node.id)")
        let title = node.title.replacingOccurrences(of: "&", with: "&amp;")
          .replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: ">", with: "&gt;")
        #expect(
          page.contains(">\(node.id) \(title)</text>"), "\(map.app): \(node.id)'s title is cut")
        let group = try #require(page.range(of: "data-id=\"\(node.id)\""))
        let points = try #require(page[group.upperBound...].firstMatch(of: /points="([^"]+)"/))
        let xy = points.1.split(separator: " ").map {
          $0.split(separator: ",").compactMap { Double($0) }
        }
        let xs = xy.compactMap(\.first)
        let ys = xy.compactMap(\.last)
        boxes[node.id] = (xs.min() ?? 0, ys.min() ?? 0, xs.max() ?? 0, ys.max() ?? 0)
      }
      let sorted = boxes.sorted { $0.key < $1.key }
      for (index, (id, box)) in sorted.enumerated() {
        for (other, rect) in sorted[(index + 1)...] {
          let apart =
            box.right <= rect.x || rect.right <= box.x || box.bottom <= rect.y
            || rect.bottom <= box.y
          #expect(apart, "\(map.app): \(id) and \(other) overlap")
        }
      }
      // Every transition is drawn with its command.
      #expect(
        page.matches(of: /<g id="edge\d+" class="edge">/).count == MapFormats.arrows(map).count,
        "\(map.app)")
    }
  }

  @Test("the page's style is inside its <style>, and every <div> is closed, whoever drew it")
  func pageStructure() throws {
    for drawing in [MapDrawing.builtIn, .found()] {
      for map in Self.maps() {
        let page = MapFormat.html.render(map, drawing: drawing)
        let head = try #require(page.range(of: "<style>"))
        #expect(!page[..<head.lowerBound].contains("{"), "\(map.app): a rule before <style>")
        #expect(
          page.components(separatedBy: "<div").count
            == page.components(separatedBy: "</div>").count,
          "\(map.app), \(drawing)")
        // The drawing is inside #map, and the side panel comes after it, not within it.
        let map0 = try #require(page.range(of: "<div id=\"map\">"))
        let side = try #require(page.range(of: "<div id=\"side\">"))
        let between = page[map0.upperBound..<side.lowerBound]
        #expect(between.hasSuffix("</div>\n"), "\(map.app), \(drawing): #map is not closed")
      }
    }
  }

  @Test("every box and line of the built-in layout is inside its <svg> element")
  func insideTheDrawing() throws {
    for map in Self.maps() {
      let page = MapFormat.html.render(map, drawing: .builtIn)
      let open = try #require(
        page.range(of: "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"own\""))
      let close = try #require(page[open.upperBound...].range(of: "</svg>"))
      let drawing = page[open.lowerBound..<close.upperBound]
      #expect(
        drawing.components(separatedBy: "<g class=\"node").count - 1 == map.nodes.count,
        "\(map.app)")
      #expect(
        drawing.components(separatedBy: "<g class=\"edge").count - 1
          == MapFormats.arrows(map).count, "\(map.app)")
    }
  }

  @Test("no two boxes overlap, no line crosses a box, and every line has its command on it")
  func geometry() throws {
    for map in Self.maps() {
      let page = MapFormat.html.render(map)
      let drawn = try Self.read(page)
      let arrows = MapFormats.arrows(map)
      #expect(drawn.boxes.count == map.nodes.count, "\(map.app)")
      #expect(drawn.edges.count == arrows.count, "\(map.app): every transition is drawn")
      let boxes = drawn.boxes.sorted { $0.key < $1.key }
      for (index, (id, box)) in boxes.enumerated() {
        for (other, rect) in boxes[(index + 1)...] {
          #expect(!box.overlaps(rect), "\(map.app): \(id) and \(other) overlap")
        }
        #expect(box.x >= 0 && box.x + box.width <= drawn.width, "\(map.app): \(id) is cut off")
        #expect(box.y >= 0 && box.y + box.height <= drawn.height, "\(map.app): \(id) is cut off")
      }
      for edge in drawn.edges {
        let name = "\(map.app): \(edge.from) -> \(edge.to)"
        #expect(edge.points.count >= 2, "\(name)")
        // A line to a column further right leaves its screen's right side and enters the
        // next one's left side; a line back leaves the left side and enters the right; a line
        // within a column leaves and enters on one side.
        if let first = edge.points.first, let last = edge.points.last,
          let source = drawn.boxes[edge.from], let target = drawn.boxes[edge.to]
        {
          let (left, right) = (source.x, source.x + source.width)
          if target.x == source.x {
            #expect(first.0 == last.0 && (first.0 == left || first.0 == right), "\(name)")
          } else {
            let (onward, back) = (target.x > source.x, target.x < source.x)
            #expect(first.0 == (back ? left : right), "\(name) leaves")
            #expect(last.0 == (onward ? target.x : target.x + target.width), "\(name) ends")
          }
          #expect(first.1 > source.y && first.1 < source.y + source.height, "\(name)")
          #expect(last.1 > target.y && last.1 < target.y + target.height, "\(name)")
        }
        for (a, b) in zip(edge.points, edge.points.dropFirst()) {
          for (id, box) in drawn.boxes where box.isCrossed(from: a, to: b) {
            Issue.record("\(name) crosses \(id) from \(a) to \(b)")
          }
        }
        // Its command, written where it can be read: on the page, over no box.
        let arrow = arrows.first { $0.from == edge.from && $0.to == edge.to }
        #expect(edge.label == arrow.map(MapFormats.label), "\(name)")
        #expect(!edge.label.isEmpty, "\(name)")
        #expect(edge.at.x >= 0 && edge.at.x + edge.at.width <= drawn.width, "\(name)'s label")
        #expect(edge.at.y >= 0 && edge.at.y + edge.at.height <= drawn.height, "\(name)'s label")
        for (id, box) in drawn.boxes where box.overlaps(edge.at) {
          Issue.record("\(name)'s label is under \(id)")
        }
      }
      // A box's lines leave each side in the order of where they go next, so that they do
      // not cross as they leave.
      for id in drawn.boxes.keys {
        let out = drawn.edges.filter { $0.from == id && $0.points.count > 1 }
        for side in Set(out.compactMap { $0.points.first?.0 }) {
          let here = out.filter { $0.points.first?.0 == side }.sorted {
            ($0.points.first?.1 ?? 0) < ($1.points.first?.1 ?? 0)
          }
          let next = here.map { $0.points[1].1 }
          #expect(next == next.sorted(), "\(map.app): the lines out of \(id) leave out of order")
        }
      }
      // No label is written over another.
      for (index, edge) in drawn.edges.enumerated() {
        for other in drawn.edges[(index + 1)...] where edge.at.overlaps(other.at) {
          let pair = "\(edge.from) -> \(edge.to) and \(other.from) -> \(other.to)"
          Issue.record("\(map.app): the labels of \(pair) overlap")
        }
      }
    }
  }

  @Test("a screen stands right of the screens that lead to it, and a return goes back between")
  func columns() throws {
    // login: 欢迎 is three commands from the start, in the column next to 登录's.
    let map = Self.maps()[2]
    let drawn = try Self.read(MapFormat.html.render(map))
    let login = try #require(drawn.boxes["n1"])
    let welcome = try #require(drawn.boxes["n2"])
    #expect(welcome.x > login.x + login.width)
    let back = try #require(drawn.edges.first { $0.from == "n2" && $0.to == "n1" })
    // Back to the left: from 欢迎's left side to 登录's right side, between the two.
    #expect(back.points.first?.0 == welcome.x)
    #expect(back.points.last?.0 == login.x + login.width)
    #expect(back.points.allSatisfy { $0.0 >= login.x + login.width && $0.0 <= welcome.x })
  }

  @Test(
    "columns are ranked as dot ranks: past the longest way in, a return turned round, lines short")
  func ranks() {
    // n1 → n2 → n3 → n4 → n5, a shortcut n1 → n4, a return n5 → n1, and n6 from n1 leads to
    // n5 and n4': n4 stands past n3 (its longest way in, not its distance), n1 stays first
    // (the return does not rank it), and n6 moves up to the column before those it leads to.
    let ids = ["n1", "n2", "n3", "n4", "n5", "n6", "n7"]
    let nodes = ids.map { (id: $0, title: $0, depth: 0) }
    let lines = [
      ("n1", "n2"), ("n2", "n3"), ("n3", "n4"), ("n4", "n5"), ("n1", "n4"), ("n5", "n1"),
      ("n1", "n6"), ("n6", "n5"), ("n6", "n7"), ("n4", "n7"),
    ]
    let columns = MapLayout.columns(
      nodes: nodes, arrows: lines.map { (from: $0.0, to: $0.1, label: "tap") })
    #expect(ids.map { columns[$0] ?? -1 } == [0, 1, 2, 3, 4, 3, 4])
    // A return counts toward a line's length, turned round: n7 → n2 goes back, so n2, which
    // n1 leads to, moves up to stand before n3 and n7, the screens its lines join.
    let cycle = [
      ("n1", "n2"), ("n2", "n3"), ("n1", "n4"), ("n4", "n5"), ("n5", "n6"), ("n3", "n7"),
      ("n6", "n3"), ("n7", "n2"),
    ]
    let turned = MapLayout.columns(
      nodes: nodes, arrows: cycle.map { (from: $0.0, to: $0.1, label: "tap") })
    #expect(ids.map { turned[$0] ?? -1 } == [0, 3, 4, 1, 2, 3, 5])
  }

  @Test("a column's boxes stand in the order the walk reached them from the column before")
  func columnOrder() throws {
    // n1 leads to n2 then n3; n3 leads to n4, found first, and n2 to n5: n5 stands above n4,
    // next to the box it came from, and n2 above n3.
    var map = FlowMap(app: "a", depth: 2)
    let paths = [
      "n1": [String](), "n2": ["tap #a"], "n3": ["tap #b"], "n4": ["tap #b", "tap #c"],
      "n5": ["tap #a", "tap #d"],
    ]
    map.nodes = ["n1", "n2", "n3", "n4", "n5"].map {
      FlowMap.Node(id: $0, title: $0.uppercased(), screen: "", path: paths[$0] ?? [], key: $0)
    }
    map.edges = [
      FlowMap.Edge(from: "n1", to: "n2", command: "tap #a"),
      FlowMap.Edge(from: "n1", to: "n3", command: "tap #b"),
      FlowMap.Edge(from: "n3", to: "n4", command: "tap #c"),
      FlowMap.Edge(from: "n2", to: "n5", command: "tap #d"),
    ]
    let drawn = try Self.read(MapFormat.html.render(map))
    let box = { (id: String) in try #require(drawn.boxes[id]) }
    #expect(try box("n2").x == box("n3").x)
    #expect(try box("n2").y < box("n3").y)
    #expect(try box("n4").x == box("n5").x)
    #expect(try box("n5").y < box("n4").y, "n5 comes from n2, which stands above n3")
  }

  @Test("where every order of a column crosses a line, the walk's order is kept among the least")
  func crossingTieKeepsWalkOrder() throws {
    // n2 and n3 each lead to both n4 and n5, and n6 and n7 to both n8 and n9: however the
    // columns stand, lines cross twice, so no other order is better than the walk's, and the
    // walk's stays, each column top to bottom as the walk reached it.
    var map = FlowMap(app: "a", depth: 2)
    let firsts = ["n2": "a", "n3": "b", "n6": "e", "n7": "f"]
    let seconds = ["n4": ("n2", "c"), "n5": ("n2", "d"), "n8": ("n6", "g"), "n9": ("n6", "h")]
    let ids = (1...9).map { "n\($0)" }
    map.nodes = ids.map { id in
      let path: [String] =
        if let tap = firsts[id] {
          ["tap #\(tap)"]
        } else if let (from, tap) = seconds[id] {
          ["tap #\(firsts[from] ?? "")", "tap #\(tap)"]
        } else {
          []
        }
      return FlowMap.Node(id: id, title: id.uppercased(), screen: "", path: path, key: id)
    }
    var edges: [FlowMap.Edge] = ["n2", "n3", "n6", "n7"].map {
      FlowMap.Edge(from: "n1", to: $0, command: "tap #\(firsts[$0] ?? "")")
    }
    for (froms, tos) in [(["n2", "n3"], ["n4", "n5"]), (["n6", "n7"], ["n8", "n9"])] {
      for from in froms {
        for to in tos {
          edges.append(FlowMap.Edge(from: from, to: to, command: "tap #\(seconds[to]?.1 ?? "")"))
        }
      }
    }
    map.edges = edges
    let drawn = try Self.read(MapFormat.html.render(map))
    for column in [["n2", "n3", "n6", "n7"], ["n4", "n5", "n8", "n9"]] {
      let boxes = try column.map { try #require(drawn.boxes[$0]) }
      #expect(Set(boxes.map(\.x)).count == 1, "\(column) stand in one column")
      #expect(boxes.map(\.y) == boxes.map(\.y).sorted(), "\(column) top to bottom")
    }
  }

  @Test("a long title is written whole, its column as wide as it needs, and in its tooltip")
  func longTitles() throws {
    var map = FlowMap(app: "a", depth: 1)
    let title = String(repeating: "x", count: 40) + "中文"
    map.nodes = [
      FlowMap.Node(id: "n1", title: "Start", screen: "", path: [], key: ""),
      FlowMap.Node(id: "n2", title: title, screen: "", path: ["tap #a"], key: ""),
    ]
    map.edges = [FlowMap.Edge(from: "n1", to: "n2", command: "tap #a")]
    let page = MapFormat.html.render(map)
    #expect(page.contains(">n2 \(title)</text>"))
    #expect(page.contains("<title>\(title)</title>"))
    let drawn = try Self.read(page)
    // "n2 " and 40 narrow cells and two wide ones, at 8 px a cell, with room either side.
    let wide = try #require(drawn.boxes["n2"])
    #expect(wide.width >= (3 + 40 + 4) * 8 + 20)
    // A short title's column is not widened by it.
    #expect(try #require(drawn.boxes["n1"]).width < wide.width)
    #expect(drawn.width >= wide.x + wide.width)
  }

  @Test("a preview is drawn cell by cell: a wide character takes two")
  func previews() {
    var map = FlowMap(app: "a", depth: 1)
    map.nodes = [FlowMap.Node(id: "n1", title: "帖子", screen: "| 帖子 a |", path: [], key: "")]
    let page = MapFormat.html.render(map)
    #expect(page.contains(#"| <span class=\"c2\">帖<\/span><span class=\"c2\">子<\/span> a |"#))
  }

  @Test("leads on: one entry a screen, in the map's order; the page fits a narrow window")
  func sidePanel() {
    let page = MapFormat.html.render(Self.maps()[0])
    #expect(page.contains("const leads = [...groups.entries()].sort("))
    #expect(page.contains("@media (max-width: 800px)"))
    #expect(page.contains("flex-direction: column"))
  }
}
