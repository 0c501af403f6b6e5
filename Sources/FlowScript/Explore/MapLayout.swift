import FlowRender

/// Where the page of a map (`--map FILE.html`) draws each screen and transition: a layered
/// layout, every line drawn of horizontal and vertical segments that never pass over a box.
///
/// - The screens stand in columns by their distance from the start, counting only the distances
///   some screen has, so that no column is empty; in a column, each screen is placed near the
///   screens that lead to it.
/// - A transition to the next column goes straight across the gap between the two, its command
///   written along it as it leaves its screen.
/// - A transition that goes further right runs along a lane of its own above every box, and one
///   that goes back (or within its column) along a lane of its own below them; its command is
///   written on its lane.
/// - Each transition leaves its screen and enters the next at a port of its own, so no two
///   commands are written over each other; a box is as tall as its ports need.
struct MapLayout {
  struct Box {
    var id: String
    var title: String
    var x: Int
    var y: Int
    var width: Int
    var height: Int
  }

  struct Line {
    var from: String
    var to: String
    var label: String
    /// The corners, from the source's right side to the target's left side.
    var points: [(x: Int, y: Int)]
    var labelAt: (x: Int, y: Int)
  }

  var boxes: [Box] = []
  var lines: [Line] = []
  var width = 0
  var height = 0

  /// The width a label's text takes, in pixels, at the page's label font (11 px, monospace):
  /// a wide character takes two cells.
  static func labelWidth(_ text: String) -> Int { TextWidth.of(text) * 7 + 4 }

  /// The width of a box's title, at 13 px monospace.
  static func titleWidth(_ text: String) -> Int { TextWidth.of(text) * 8 }

  static let portStep = 16
  static let laneStep = 16
  static let channelStep = 6
  static let rowGap = 28

  /// A transition to draw.
  struct Arrow {
    var from: String
    var to: String
    var label: String
  }

  /// Lays out `nodes` (id, title, distance from the start) and `arrows` (from, to, label).
  init(
    nodes: [(id: String, title: String, depth: Int)],
    arrows: [(from: String, to: String, label: String)]
  ) {
    guard !nodes.isEmpty else { return }
    // Columns: the distances some screen has, in order.
    let depths = Array(Set(nodes.map(\.depth))).sorted()
    let columnOf = Dictionary(
      uniqueKeysWithValues: nodes.map { node in
        (node.id, depths.firstIndex(of: node.depth) ?? 0)
      })
    let index = Dictionary(uniqueKeysWithValues: nodes.enumerated().map { ($1.id, $0) })
    let arrows = arrows.filter { columnOf[$0.from] != nil && columnOf[$0.to] != nil }.map {
      Arrow(from: $0.from, to: $0.to, label: $0.label)
    }
    // Rows: each column ordered by where the screens that lead to it stand (their barycentre),
    // then by the order of discovery.
    var row: [String: Int] = [:]
    var columns: [[String]] = Array(repeating: [], count: depths.count)
    for column in columns.indices {
      let here = nodes.filter { columnOf[$0.id] == column }.map(\.id)
      func weight(_ id: String) -> Double {
        let sources = arrows.filter {
          $0.to == id && (columnOf[$0.from] ?? 0) < column
        }.compactMap { row[$0.from] }
        guard !sources.isEmpty else { return Double(index[id] ?? 0) * 1e-6 + 1e9 }
        return Double(sources.reduce(0, +)) / Double(sources.count) + Double(index[id] ?? 0) * 1e-6
      }
      columns[column] = column == 0 ? here : here.sorted { weight($0) < weight($1) }
      for (place, id) in columns[column].enumerated() { row[id] = place }
    }
    func place(_ id: String) -> (Int, Int) { (columnOf[id] ?? 0, row[id] ?? 0) }
    // Ports: a node's arrows out, in the order of their targets, and in, of their sources.
    // Each arrow's port at `end` of it, counted at the node at its other end, and how many
    // ports each node has there.
    func ports(at end: KeyPath<Arrow, String>, counted other: KeyPath<Arrow, String>)
      -> (port: [Int: Int], count: [String: Int])
    {
      var port: [Int: Int] = [:]
      var count: [String: Int] = [:]
      let ordered = arrows.indices.sorted { a, b in
        let (x, y) = (place(arrows[a][keyPath: end]), place(arrows[b][keyPath: end]))
        return x != y ? x < y : a < b
      }
      for number in ordered {
        let node = arrows[number][keyPath: other]
        port[number] = count[node, default: 0]
        count[node, default: 0] += 1
      }
      return (port, count)
    }
    let (outPort, outs) = ports(at: \.to, counted: \.from)
    let (inPort, ins) = ports(at: \.from, counted: \.to)
    // Kinds of line: across one gap, or along a lane above (further right) or below (back).
    enum Kind { case across, above, below }
    let kinds: [Kind] = arrows.map { arrow in
      let (from, to) = (columnOf[arrow.from] ?? 0, columnOf[arrow.to] ?? 0)
      return to == from + 1 ? .across : to > from ? .above : .below
    }
    let titles = Dictionary(uniqueKeysWithValues: nodes.map { ($0.id, $0.title) })
    let boxWidth = max(
      140, (nodes.map { Self.titleWidth("\($0.id) \($0.title)") }.max() ?? 0) + 24)
    // The gaps: gap c is after column c; gap -1 is the margin before column 0. Each holds the
    // labels of the lines that cross it, then a channel for each vertical segment in it.
    var labelSpace: [Int: Int] = [:]
    var channels: [Int: Int] = [:]
    var channelOf: [Int: (out: Int, in: Int)] = [:]
    for (number, arrow) in arrows.enumerated() {
      let (from, to) = (columnOf[arrow.from] ?? 0, columnOf[arrow.to] ?? 0)
      switch kinds[number] {
      case .across:
        labelSpace[from] = max(labelSpace[from, default: 0], Self.labelWidth(arrow.label))
        let channel = channels[from, default: 0]
        channels[from] = channel + 1
        channelOf[number] = (channel, channel)
      case .above, .below:
        let out = channels[from, default: 0]
        channels[from] = out + 1
        let into = channels[to - 1, default: 0]
        channels[to - 1] = into + 1
        channelOf[number] = (out, into)
      }
    }
    func gapWidth(_ gap: Int) -> Int {
      let labels = labelSpace[gap].map { $0 + 12 } ?? 12
      return labels + Self.channelStep * channels[gap, default: 0] + 24
    }
    var columnX: [Int] = []
    var x = 20 + Self.channelStep * channels[-1, default: 0] + 12
    for column in columns.indices {
      columnX.append(x)
      x += boxWidth + gapWidth(column)
    }
    // Lanes: one a line above, from the boxes up, and one a line below, from the boxes down.
    var laneOf: [Int: Int] = [:]
    var above = 0
    var below = 0
    for number in arrows.indices {
      switch kinds[number] {
      case .across: break
      case .above:
        laneOf[number] = above
        above += 1
      case .below:
        laneOf[number] = below
        below += 1
      }
    }
    let top = 20 + (above > 0 ? Self.laneStep * above + 12 : 0)
    var heights: [String: Int] = [:]
    for node in nodes {
      let ports = max(outs[node.id, default: 0], ins[node.id, default: 0], 1)
      heights[node.id] = 22 + Self.portStep * ports
    }
    var boxY: [String: Int] = [:]
    var bottom = top
    for column in columns {
      var y = top
      for id in column {
        boxY[id] = y
        y += (heights[id] ?? 40) + Self.rowGap
      }
      bottom = max(bottom, y - Self.rowGap)
    }
    for node in nodes {
      let (column, _) = place(node.id)
      boxes.append(
        Box(
          id: node.id, title: titles[node.id] ?? "", x: columnX[column], y: boxY[node.id] ?? top,
          width: boxWidth, height: heights[node.id] ?? 40))
    }
    func portY(_ id: String, _ port: Int) -> Int { (boxY[id] ?? top) + 22 + Self.portStep * port }
    func channelX(gap: Int, _ channel: Int) -> Int {
      // The gap's channels start after its labels.
      let start = gap < 0 ? 20 : columnX[gap] + boxWidth + (labelSpace[gap].map { $0 + 12 } ?? 12)
      return start + Self.channelStep * channel
    }
    var right = x
    for (number, arrow) in arrows.enumerated() {
      let (from, to) = (columnOf[arrow.from] ?? 0, columnOf[arrow.to] ?? 0)
      let x1 = columnX[from] + boxWidth
      let y1 = portY(arrow.from, outPort[number] ?? 0)
      let x2 = columnX[to]
      let y2 = portY(arrow.to, inPort[number] ?? 0)
      let channel = channelOf[number] ?? (0, 0)
      switch kinds[number] {
      case .across:
        let middle = channelX(gap: from, channel.out)
        lines.append(
          Line(
            from: arrow.from, to: arrow.to, label: arrow.label,
            points: [(x1, y1), (middle, y1), (middle, y2), (x2, y2)], labelAt: (x1 + 6, y1 - 4)))
      case .above, .below:
        let out = channelX(gap: from, channel.out)
        let into = channelX(gap: to - 1, channel.in)
        let lane = laneOf[number] ?? 0
        let laneY =
          kinds[number] == .above
          ? top - 12 - Self.laneStep * lane : bottom + 20 + Self.laneStep * lane
        let labelX = min(out, into) + 6
        right = max(right, labelX + Self.labelWidth(arrow.label))
        lines.append(
          Line(
            from: arrow.from, to: arrow.to, label: arrow.label,
            points: [(x1, y1), (out, y1), (out, laneY), (into, laneY), (into, y2), (x2, y2)],
            labelAt: (labelX, laneY - 4)))
      }
    }
    width = right + 20
    height = bottom + (below > 0 ? 20 + Self.laneStep * below : 0) + 24
  }
}
