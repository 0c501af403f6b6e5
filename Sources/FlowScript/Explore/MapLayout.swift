import FlowRender

/// Where the page of a map (`--map FILE.html`) draws each screen and transition, when Graphviz
/// is not installed: a layered layout of the kind `dot` draws (Sugiyama's), left to right.
///
/// - The screens stand in columns as `dot` ranks them: each one past the furthest screen that
///   leads to it (a line that closes a cycle turned round), then moved toward the middle of its
///   neighbours' columns, so that lines stay short; no column is empty. Between two columns
///   stands a band for the commands of the lines that cross it.
/// - A line that spans more than one band passes each column on the way at a point of its own,
///   so that it goes between boxes, never over one; a line back leaves its screen's left side
///   and enters its target's right side.
/// - Each line's command is written in the first band it crosses, over the line's own level
///   stretch, where no other line passes.
/// - The order of each column is chosen to cross as few lines as it can, from several starting
///   orders: sweeps that place each one at the middle of its neighbours, swaps of two
///   neighbours, and whole lines placed at once, keeping the order with the fewest crossings.
/// - Each line leaves and enters its screen at a port of its own, in the order of where it goes;
///   then each column's places are set as near to their neighbours' as the order allows, so that
///   lines run as straight as they can.
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
    /// The corners, from the source's side to the target's.
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
  static let rowGap = 28
  /// The horizontal room a line has to turn in between two layers.
  static let layerGap = 56
  static let margin = 20
  /// How many orders each layout starts from (discovery, its reverse, and shuffles), keeping
  /// the one that crosses fewest.
  static let starts = 8
  /// How many rounds of an ordering may pass without crossing fewer before it stops.
  static let patience = 6

  /// Each screen's column, as `dot` ranks: the lines that close a cycle (found by a depth-first
  /// walk from the start, in the order the walk found the screens) turn round, so that every
  /// other line goes right; each screen starts one column right of the furthest screen that
  /// leads to it, then moves, within what its lines allow, to the middle of its neighbours'
  /// columns, so that lines are short; empty columns close up.
  static func columns(
    nodes: [(id: String, title: String, depth: Int)],
    arrows: [(from: String, to: String, label: String)]
  ) -> [String: Int] {
    let index = Dictionary(uniqueKeysWithValues: nodes.enumerated().map { ($1.id, $0) })
    var out: [[Int]] = Array(repeating: [], count: nodes.count)
    for arrow in arrows {
      if let from = index[arrow.from], let to = index[arrow.to] { out[from].append(to) }
    }
    // Depth first, without recursion: the lines into a screen still on the walk's stack go back.
    var state = Array(repeating: 0, count: nodes.count)  // 0 new, 1 on the stack, 2 done
    var forward: [(Int, Int)] = []
    for root in nodes.indices where state[root] == 0 {
      var stack: [(node: Int, next: Int)] = [(root, 0)]
      state[root] = 1
      while let top = stack.last {
        if top.next < out[top.node].count {
          stack[stack.count - 1].next += 1
          let target = out[top.node][top.next]
          switch state[target] {
          case 0:
            forward.append((top.node, target))
            state[target] = 1
            stack.append((target, 0))
          case 1: forward.append((target, top.node))
          default: forward.append((top.node, target))
          }
        } else {
          state[top.node] = 2
          stack.removeLast()
        }
      }
    }
    var before: [[Int]] = Array(repeating: [], count: nodes.count)
    var after: [[Int]] = Array(repeating: [], count: nodes.count)
    var seen: Set<[Int]> = []
    for (from, to) in forward where seen.insert([from, to]).inserted {
      before[to].append(from)
      after[from].append(to)
    }
    // Longest path from the screens nothing leads to, in topological order.
    var rank = Array(repeating: 0, count: nodes.count)
    var waiting = before.map(\.count)
    var ready = nodes.indices.filter { waiting[$0] == 0 }
    var order: [Int] = []
    while let node = ready.popLast() {
      order.append(node)
      for next in after[node] {
        rank[next] = max(rank[next], rank[node] + 1)
        waiting[next] -= 1
        if waiting[next] == 0 { ready.append(next) }
      }
    }
    // Shorter lines: each screen, within one column past those before it and one short of
    // those after, moves to the median of its neighbours' columns.
    for _ in 0..<8 {
      for node in order {
        let low = (before[node].map { rank[$0] }.max() ?? Int.min / 2) + 1
        let high = (after[node].map { rank[$0] }.min() ?? Int.max / 2) - 1
        let around = (before[node] + after[node]).map { rank[$0] }.sorted()
        guard !around.isEmpty, low <= high else { continue }
        let wanted = around[(around.count - 1) / 2]
        rank[node] = min(max(wanted, low), high)
      }
    }
    let used = Array(Set(rank)).sorted()
    return Dictionary(
      uniqueKeysWithValues: nodes.indices.map {
        (nodes[$0].id, used.firstIndex(of: rank[$0]) ?? 0)
      })
  }

  /// What stands in a layer: a screen, or a point a line passes through (with its label or not).
  private struct Element {
    var node: String?
    var edge = -1
    var label: String?
    /// How far it reaches above and below its place: a box hangs below its top; a line's point
    /// has its label above it.
    var above: Int
    var below: Int
  }

  /// A straight piece of a line between two neighbouring layers: `upper` is in layer `gap`,
  /// `lower` in layer `gap + 1`.
  private struct Segment {
    var upper: Int
    var lower: Int
    var edge: Int
  }

  /// Lays out `nodes` (id, title, distance from the start) and `arrows` (from, to, label).
  init(
    nodes: [(id: String, title: String, depth: Int)],
    arrows: [(from: String, to: String, label: String)]
  ) {
    guard !nodes.isEmpty else { return }
    let known = Set(nodes.map(\.id))
    let arrows = arrows.filter {
      $0.from != $0.to && known.contains($0.from) && known.contains($0.to)
    }
    let columnOf = Self.columns(nodes: nodes, arrows: arrows)
    // Each start is tried until one crosses nothing.
    var best: Ordering?
    for start in 0..<Self.starts {
      let ordering = Ordering(nodes: nodes, columnOf: columnOf, arrows: arrows, start: start)
      if ordering.crossings < best?.crossings ?? Int.max { best = ordering }
      if ordering.crossings == 0 { break }
    }
    guard let chosen = best else { return }
    var elements = chosen.elements
    let (layerOf, chains, layers) = (chosen.layerOf, chosen.chains, chosen.layers)
    let (up, down, position) = (chosen.up, chosen.down, chosen.position)
    let layerCount = layers.count
    // Ports: a screen's lines on each side, in the order of their other ends.
    var portOf: [Int: [Int: Int]] = [:]
    var ports: [Int: (left: Int, right: Int)] = [:]
    for (element, item) in elements.enumerated() where item.node != nil {
      // Left side: the neighbours in the layer before; right: after.
      for (side, neighbours) in [(0, up[element]), (1, down[element])] {
        let ordered = neighbours.sorted { position[$0] < position[$1] }
        for (port, other) in ordered.enumerated() { portOf[element, default: [:]][other] = port }
        var count = ports[element] ?? (0, 0)
        if side == 0 { count.left = ordered.count } else { count.right = ordered.count }
        ports[element] = count
      }
      let most = max(ports[element]?.left ?? 0, ports[element]?.right ?? 0, 1)
      elements[element].below = 22 + Self.portStep * most
    }
    /// Where `element` meets `other`: a port of a box, or the point itself.
    func anchor(_ element: Int, toward other: Int) -> Int {
      guard elements[element].node != nil else { return 0 }
      return 22 + Self.portStep * (portOf[element]?[other] ?? 0)
    }
    // Places: stacked first, then each as near to its neighbours as the order allows.
    var y = Array(repeating: 0.0, count: elements.count)
    func gap(_ a: Int, _ b: Int) -> Double {
      let boxes = elements[a].node != nil && elements[b].node != nil
      return Double(elements[a].below + elements[b].above + (boxes ? Self.rowGap : 10))
    }
    for layer in layers {
      var at = 0.0
      for (index, element) in layer.enumerated() {
        if index > 0 { at += gap(layer[index - 1], element) }
        y[element] = at
      }
    }
    /// Places `layer` where its neighbours in `sides` want it, keeping its order and gaps: the
    /// least squares fit of the wanted places under the order (pooling adjacent violators).
    func straighten(_ layer: Int, toward sides: [[[Int]]]) {
      let order = layers[layer]
      guard !order.isEmpty else { return }
      var offsets = [0.0]
      for index in order.indices.dropFirst() {
        offsets.append(offsets[index - 1] + gap(order[index - 1], order[index]))
      }
      var blocks: [(value: Double, weight: Double, count: Int)] = []
      for (index, element) in order.enumerated() {
        var wanted = 0.0
        var weight = 0.0
        for neighbours in sides {
          for other in neighbours[element] {
            // A line's points pull harder, so that a long line runs straight.
            let pull = elements[element].node == nil && elements[other].node == nil ? 4.0 : 1.0
            wanted +=
              pull
              * (y[other] + Double(anchor(other, toward: element))
                - Double(anchor(element, toward: other)))
            weight += pull
          }
        }
        let value = weight > 0 ? wanted / weight : y[element]
        blocks.append((value - offsets[index], max(weight, 0.01), 1))
        while blocks.count > 1, blocks[blocks.count - 2].value > blocks[blocks.count - 1].value {
          let last = blocks.removeLast()
          let previous = blocks.removeLast()
          let weight = previous.weight + last.weight
          blocks.append(
            (
              (previous.value * previous.weight + last.value * last.weight) / weight, weight,
              previous.count + last.count
            ))
        }
      }
      var index = 0
      for block in blocks {
        for _ in 0..<block.count {
          y[order[index]] = block.value + offsets[index]
          index += 1
        }
      }
    }
    for _ in 0..<6 {
      for layer in layers.indices.dropFirst() { straighten(layer, toward: [up]) }
      for layer in layers.indices.dropLast().reversed() { straighten(layer, toward: [down]) }
    }
    for _ in 0..<4 {
      for layer in layers.indices { straighten(layer, toward: [up, down]) }
    }
    let top = elements.indices.map { y[$0] - Double(elements[$0].above) }.min() ?? 0
    let place = y.map { Int(($0 - top).rounded()) + Self.margin }
    // Across: each column as wide as its widest title, each band as its widest label.
    let titles = Dictionary(uniqueKeysWithValues: nodes.map { ($0.id, $0.title) })
    var layerWidth = Array(repeating: 0, count: layerCount)
    for (element, item) in elements.enumerated() {
      let wide =
        item.node.map { max(140, Self.titleWidth("\($0) \(titles[$0] ?? "")") + 24) }
        ?? item.label.map { Self.labelWidth($0) + 12 } ?? 24
      layerWidth[layerOf[element]] = max(layerWidth[layerOf[element]], wide)
    }
    // Between layers, room for the steepest piece to run at most 2.2 px down a pixel across,
    // so that lines 16 px apart where they start stay more than 6 px apart.
    var rise = Array(repeating: 0, count: layerCount)
    for chain in chains {
      for (a, b) in zip(chain, chain.dropFirst()) {
        let drop = abs(
          (place[a] + anchor(a, toward: b)) - (place[b] + anchor(b, toward: a)))
        let gap = min(layerOf[a], layerOf[b])
        rise[gap] = max(rise[gap], drop)
      }
    }
    var layerX: [Int] = []
    var x = Self.margin
    var room = 0
    for (layer, wide) in layerWidth.enumerated() {
      layerX.append(x)
      room = max(Self.layerGap, Int((Double(rise[layer]) / 2.2).rounded(.up)))
      x += wide + room
    }
    width = x - room + Self.margin
    height = (elements.indices.map { place[$0] + elements[$0].below }.max() ?? 0) + 24
    // A screen's element is its place in `nodes`.
    for (element, node) in nodes.enumerated() {
      boxes.append(
        Box(
          id: node.id, title: titles[node.id] ?? "", x: layerX[layerOf[element]],
          y: place[element], width: layerWidth[layerOf[element]], height: elements[element].below)
      )
    }
    for (number, chain) in chains.enumerated() {
      let arrow = arrows[number]
      var points: [(x: Int, y: Int)] = []
      var labelAt = (x: 0, y: 0)
      for (index, element) in chain.enumerated() {
        let layer = layerOf[element]
        let (left, right) = (layerX[layer], layerX[layer] + layerWidth[layer])
        if elements[element].node != nil {
          // Its side toward the next point (the first) or the last one (the last).
          let other = index == 0 ? chain[1] : chain[index - 1]
          let side = layerOf[other] > layer ? right : left
          points.append((side, place[element] + anchor(element, toward: other)))
          continue
        }
        let level = place[element]
        let forward = layerOf[chain[index - 1]] < layer
        points.append(forward ? (left, level) : (right, level))
        points.append(forward ? (right, level) : (left, level))
        if elements[element].label != nil { labelAt = (left + 8, level - 4) }
      }
      lines.append(
        Line(from: arrow.from, to: arrow.to, label: arrow.label, points: points, labelAt: labelAt))
    }
  }

  /// The layers of a layout and the order of each, chosen to cross as few lines as it can.
  private struct Ordering {
    var elements: [Element]
    var layerOf: [Int]
    /// Each line's elements, from its source to its target.
    var chains: [[Int]]
    var layers: [[Int]]
    /// Each element's neighbours in the layer before and after.
    var up: [[Int]]
    var down: [[Int]]
    var position: [Double]
    var crossings: Int

    init(
      nodes: [(id: String, title: String, depth: Int)], columnOf: [String: Int],
      arrows: [(from: String, to: String, label: String)], start: Int
    ) {
      // Layers: a column's screens at the even layers, the bands between columns at the odd.
      var elements: [Element] = []
      var elementOf: [String: Int] = [:]
      var layerOf: [Int] = []
      for node in nodes {
        elementOf[node.id] = elements.count
        elements.append(Element(node: node.id, above: 0, below: 0))
        layerOf.append(2 * (columnOf[node.id] ?? 0))
      }
      var chains: [[Int]] = []
      for (number, arrow) in arrows.enumerated() {
        let from = 2 * (columnOf[arrow.from] ?? 0)
        let to = 2 * (columnOf[arrow.to] ?? 0)
        // The layers it passes: every one between (the ranking puts the two ends of a line in
        // different columns; were they in one, the line would pass the band after it).
        let between: [Int] =
          from < to
          ? Array((from + 1)..<to) : from > to ? Array(((to + 1)..<from).reversed()) : [from + 1]
        var chain = [elementOf[arrow.from] ?? 0]
        for (step, layer) in between.enumerated() {
          chain.append(elements.count)
          let labelled = step == 0
          elements.append(
            Element(
              edge: number, label: labelled ? arrow.label : nil, above: labelled ? 16 : 4,
              below: 4))
          layerOf.append(layer)
        }
        chain.append(elementOf[arrow.to] ?? 0)
        chains.append(chain)
      }
      let layerCount = (layerOf.max() ?? 0) + 1
      // The segments between each pair of layers, and each element's neighbours.
      var segments: [[Segment]] = Array(repeating: [], count: max(layerCount - 1, 0))
      var up: [[Int]] = Array(repeating: [], count: elements.count)
      var down: [[Int]] = Array(repeating: [], count: elements.count)
      for (number, chain) in chains.enumerated() {
        for (a, b) in zip(chain, chain.dropFirst()) {
          let (upper, lower) = layerOf[a] < layerOf[b] ? (a, b) : (b, a)
          segments[layerOf[upper]].append(Segment(upper: upper, lower: lower, edge: number))
          down[upper].append(lower)
          up[lower].append(upper)
        }
      }
      // Orders: each layer first by discovery (or its reverse, to start from elsewhere), then
      // each element near its neighbours before it.
      var layers: [[Int]] = Array(repeating: [], count: layerCount)
      for element in elements.indices { layers[layerOf[element]].append(element) }
      if start == 1 { layers = layers.map { $0.reversed() } }
      if start > 1 {
        // A shuffle of each layer, the same for the same start.
        var state = UInt64(start) &* 0x9E37_79B9_7F4A_7C15
        layers = layers.map { layer in
          var shuffled = layer
          for index in shuffled.indices.reversed() where index > 0 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            shuffled.swapAt(index, Int((state >> 33) % UInt64(index + 1)))
          }
          return shuffled
        }
      }
      var position = Array(repeating: 0.0, count: elements.count)
      func number(_ layer: Int) {
        for (place, element) in layers[layer].enumerated() { position[element] = Double(place) }
      }
      func crossings(_ gap: Int) -> Int {
        let here = segments[gap]
        var count = 0
        for (index, s) in here.enumerated() {
          for t in here[(index + 1)...]
          where (position[s.upper] - position[t.upper]) * (position[s.lower] - position[t.lower])
            < 0
          {
            count += 1
          }
        }
        return count
      }
      func total() -> Int { segments.indices.reduce(0) { $0 + crossings($1) } }
      /// Orders `layer` by the median place of each element's neighbours in the layer before (or
      /// after), weighted toward the closer side as `dot` does; an element with none there keeps
      /// its slot.
      func sweep(_ layer: Int, by neighbours: [[Int]]) {
        let order = layers[layer]
        var keyed: [(element: Int, value: Double)] = []
        var free: [Int: Int] = [:]
        for (slot, element) in order.enumerated() {
          let around = neighbours[element].map { position[$0] }.sorted()
          let middle = around.count / 2
          if around.isEmpty {
            free[slot] = element
          } else if around.count % 2 == 1 {
            keyed.append((element, around[middle]))
          } else if around.count == 2 {
            keyed.append((element, (around[0] + around[1]) / 2))
          } else {
            let left = around[middle - 1] - around[0]
            let right = around[around.count - 1] - around[middle]
            let value =
              left + right == 0
              ? (around[middle - 1] + around[middle]) / 2
              : (around[middle - 1] * right + around[middle] * left) / (left + right)
            keyed.append((element, value))
          }
        }
        var placed = keyed.enumerated().sorted {
          $0.element.value != $1.element.value
            ? $0.element.value < $1.element.value : $0.offset < $1.offset
        }.map(\.element.element).makeIterator()
        layers[layer] = order.indices.compactMap { free[$0] ?? placed.next() }
        number(layer)
      }
      /// How many crossings `a` then `b` make with each other's segments, next to each other.
      func crossed(_ a: Int, _ b: Int) -> Int {
        var count = 0
        for neighbours in [up, down] {
          for x in neighbours[a] {
            for y in neighbours[b] where position[x] > position[y] { count += 1 }
          }
        }
        return count
      }
      /// Swaps neighbours while that crosses fewer lines.
      func transpose() {
        var improved = true
        var rounds = 0
        while improved && rounds < 8 {
          improved = false
          rounds += 1
          for layer in layers.indices where layers[layer].count > 1 {
            for place in 0..<(layers[layer].count - 1) {
              let (a, b) = (layers[layer][place], layers[layer][place + 1])
              let (now, swapped) = (crossed(a, b), crossed(b, a))
              if swapped < now {
                layers[layer].swapAt(place, place + 1)
                position[a] = Double(place + 1)
                position[b] = Double(place)
                improved = true
              }
            }
          }
        }
      }
      /// Places each line's points, all of them at once, where they cross fewest with the other
      /// lines (the best places along the line, found layer by layer): a line that must pass a
      /// fan in several layers cannot leave it one point at a time, as each point alone would
      /// cross more.
      func placeChains() {
        for chain in chains {
          let points = Array(chain.dropFirst().dropLast())
          guard let source = chain.first, let target = chain.last, !points.isEmpty else {
            continue
          }
          // Each point's candidate places: before, between and after the others of its layer.
          let candidates = points.map { point -> [Double] in
            let others = layers[layerOf[point]].filter { $0 != point }.map { position[$0] }
            guard let low = others.first else { return [0] }
            return [low - 0.5] + others.map { $0 + 0.5 }
          }
          /// How many other lines the piece from `a` at `x` to `b` at `y` crosses.
          func cost(_ a: Int, _ x: Double, _ b: Int, _ y: Double) -> Int {
            let (upper, lower) = layerOf[a] < layerOf[b] ? ((a, x), (b, y)) : ((b, y), (a, x))
            return segments[layerOf[upper.0]].reduce(0) { count, other in
              other.edge == elements[points[0]].edge
                || (upper.1 - position[other.upper]) * (lower.1 - position[other.lower]) >= 0
                ? count : count + 1
            }
          }
          // best[k]: the fewest crossings up to this point at its k-th place, and how.
          var best = candidates[0].map { cost(source, position[source], points[0], $0) }
          var how: [[Int]] = []
          for index in points.indices.dropFirst() {
            var next: [Int] = []
            var from: [Int] = []
            for y in candidates[index] {
              var choice = (count: Int.max, at: 0)
              for (k, x) in candidates[index - 1].enumerated() {
                let count = best[k] + cost(points[index - 1], x, points[index], y)
                if count < choice.count { choice = (count, k) }
              }
              next.append(choice.count)
              from.append(choice.at)
            }
            best = next
            how.append(from)
          }
          let last = points.count - 1
          let ends = candidates[last].enumerated().map {
            best[$0.offset] + cost(points[last], $0.element, target, position[target])
          }
          guard var k = ends.indices.min(by: { ends[$0] < ends[$1] }) else { continue }
          var chosen = Array(repeating: 0.0, count: points.count)
          for index in points.indices.reversed() {
            chosen[index] = candidates[index][k]
            if index > 0 { k = how[index - 1][k] }
          }
          for (index, point) in points.enumerated() {
            let layer = layerOf[point]
            position[point] = chosen[index]
            layers[layer].sort { position[$0] < position[$1] }
            number(layer)
          }
        }
      }
      for layer in layers.indices {
        if layer > 0 { sweep(layer, by: up) } else { number(layer) }
      }
      var best = layers
      var fewest = total()
      transpose()
      if total() < fewest {
        fewest = total()
        best = layers
      }
      // Rounds until none of the last few crossed fewer, as `dot` stops when it stops gaining.
      var stale = 0
      for round in 0..<24 where fewest > 0 && stale < MapLayout.patience {
        if round % 2 == 0 {
          for layer in layers.indices.dropFirst() { sweep(layer, by: up) }
        } else {
          for layer in layers.indices.dropLast().reversed() { sweep(layer, by: down) }
        }
        transpose()
        placeChains()
        let count = total()
        if count < fewest {
          fewest = count
          best = layers
          stale = 0
        } else {
          stale += 1
        }
      }
      layers = best
      for layer in layers.indices { number(layer) }
      self.elements = elements
      self.layerOf = layerOf
      self.chains = chains
      self.layers = layers
      self.up = up
      self.down = down
      self.position = position
      self.crossings = fewest
    }
  }
}
