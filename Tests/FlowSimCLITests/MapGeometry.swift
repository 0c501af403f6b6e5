import FlowRender
import Foundation

@testable import FlowScript

/// A map's page as a reader's eye takes it, read from its SVG's own coordinates: boxes, each
/// line as the segments it is drawn of (a curve as short straight pieces), and each label's
/// rectangle. Both drawers' pages are read: the built-in layout's and Graphviz's, so that the
/// two are judged by one measure.
struct MapGeometry {
  struct Point: Equatable {
    var x: Double
    var y: Double
  }

  struct Rect {
    var left, top, right, bottom: Double

    func overlaps(_ other: Rect) -> Bool {
      left < other.right && other.left < right && top < other.bottom && other.top < bottom
    }

    func contains(_ point: Point) -> Bool {
      point.x > left && point.x < right && point.y > top && point.y < bottom
    }

    func inset(by amount: Double) -> Rect {
      Rect(left: left + amount, top: top + amount, right: right - amount, bottom: bottom - amount)
    }

    /// Whether the segment from `a` to `b` passes through the inside.
    func isCrossed(from a: Point, to b: Point) -> Bool {
      if contains(a) || contains(b) { return true }
      let corners = [
        Point(x: left, y: top), Point(x: right, y: top), Point(x: right, y: bottom),
        Point(x: left, y: bottom),
      ]
      for (c, d) in zip(corners, corners.dropFirst() + [corners[0]])
      where MapGeometry.cross(a, b, c, d) != nil {
        return true
      }
      return false
    }

    /// The distance from the rectangle to the segment from `a` to `b` (0 when it crosses it).
    func distance(from a: Point, to b: Point) -> Double {
      if isCrossed(from: a, to: b) { return 0 }
      let corners = [
        Point(x: left, y: top), Point(x: right, y: top), Point(x: right, y: bottom),
        Point(x: left, y: bottom),
      ]
      let fromCorners = corners.map { MapGeometry.distance($0, a, b) }.min() ?? .infinity
      func toRect(_ p: Point) -> Double {
        let dx = max(left - p.x, 0, p.x - right)
        let dy = max(top - p.y, 0, p.y - bottom)
        return (dx * dx + dy * dy).squareRoot()
      }
      return min(fromCorners, toRect(a), toRect(b))
    }
  }

  struct Box {
    var id: String
    /// The text written in it.
    var text: String
    var rect: Rect
  }

  struct Edge {
    var from: String
    var to: String
    var points: [Point]
    var label: String
    var labelRect: Rect

    var segments: [(Point, Point)] { Array(zip(points, points.dropFirst())) }
    var bounds: Rect {
      Rect(
        left: points.map(\.x).min() ?? 0, top: points.map(\.y).min() ?? 0,
        right: points.map(\.x).max() ?? 0, bottom: points.map(\.y).max() ?? 0)
    }
    var name: String { "\(from) -> \(to)" }
  }

  var width = 0.0
  var height = 0.0
  var boxes: [Box] = []
  var edges: [Edge] = []

  // MARK: Reading

  static func unescape(_ text: some StringProtocol) -> String {
    String(text).replacingOccurrences(of: "&quot;", with: "\"")
      .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
      .replacingOccurrences(of: "&#45;", with: "-").replacingOccurrences(of: "&#160;", with: " ")
      .replacingOccurrences(of: "&amp;", with: "&")
  }

  /// The page the built-in layout drew: boxes as `<rect>`s, lines of M and L, labels at
  /// 11 px monospace (7 px a cell, 10 px above the baseline and 2 below).
  static func builtIn(_ page: String) -> MapGeometry {
    var drawn = MapGeometry()
    if let size = page.firstMatch(of: /<svg [^>]*class="own" width="(\d+)" height="(\d+)"/) {
      drawn.width = Double(size.1) ?? 0
      drawn.height = Double(size.2) ?? 0
    }
    for match in page.matches(
      of:
        /data-id="(n\d+)" tabindex="0"><rect x="(\d+)" y="(\d+)" width="(\d+)" height="(\d+)" rx="6"\/><text x="\d+" y="\d+">([^<]*)<\/text>/
    ) {
      let (x, y) = (Double(match.2) ?? 0, Double(match.3) ?? 0)
      drawn.boxes.append(
        Box(
          id: String(match.1), text: unescape(match.6),
          rect: Rect(
            left: x, top: y, right: x + (Double(match.4) ?? 0), bottom: y + (Double(match.5) ?? 0)))
      )
    }
    for match in page.matches(
      of:
        /<path d="([^"]+)" data-from="(n\d+)" data-to="(n\d+)"><title>[^<]*<\/title><\/path><text class="label" x="(\d+)" y="(\d+)">([^<]*)<\/text>/
    ) {
      var points: [Point] = []
      for part in match.1.split(separator: " ") {
        let value = part.dropFirst()
        let last = points.last ?? Point(x: 0, y: 0)
        switch part.first {
        case "M", "L":
          let xy = value.split(separator: ",").compactMap { Double($0) }
          if xy.count == 2 { points.append(Point(x: xy[0], y: xy[1])) }
        case "H": points.append(Point(x: Double(value) ?? 0, y: last.y))
        case "V": points.append(Point(x: last.x, y: Double(value) ?? 0))
        default: break
        }
      }
      let label = unescape(match.6)
      let (x, y) = (Double(match.4) ?? 0, Double(match.5) ?? 0)
      drawn.edges.append(
        Edge(
          from: String(match.2), to: String(match.3), points: points, label: label,
          labelRect: Rect(
            left: x, top: y - 10, right: x + Double(MapLayout.labelWidth(label)) - 4,
            bottom: y + 2)))
    }
    return drawn
  }

  /// The page Graphviz's `dot` drew: boxes as polygons, lines as cubic Bézier curves (each cut
  /// into 16 straight pieces), labels centred on their `x` at 11 px DejaVu Sans Mono (6.6 px a
  /// cell).
  static func graphviz(_ page: String) -> MapGeometry {
    var drawn = MapGeometry()
    if let box = page.firstMatch(of: /viewBox="[-\d.]+ [-\d.]+ ([\d.]+) ([\d.]+)"/) {
      drawn.width = Double(box.1) ?? 0
      drawn.height = Double(box.2) ?? 0
    }
    func numbers(_ text: some StringProtocol) -> [Double] {
      text.split(whereSeparator: { $0 == " " || $0 == "," }).compactMap { Double($0) }
    }
    for match in page.matches(
      of:
        /<g id="(n\d+)" class="node[^"]*"[^>]*>\s*<title>[^<]*<\/title>\s*<polygon [^>]*points="([^"]+)"\/>\s*<text [^>]*>([^<]*)<\/text>/
    ) {
      let values = numbers(match.2)
      let xs = stride(from: 0, to: values.count, by: 2).map { values[$0] }
      let ys = stride(from: 1, to: values.count, by: 2).map { values[$0] }
      drawn.boxes.append(
        Box(
          id: String(match.1), text: unescape(match.3),
          rect: Rect(
            left: xs.min() ?? 0, top: ys.min() ?? 0, right: xs.max() ?? 0,
            bottom: ys.max() ?? 0)))
    }
    for match in page.matches(
      of:
        /<g id="edge\d+" class="edge">\s*<title>(n\d+)-&gt;(n\d+)<\/title>\s*<path [^>]*d="([^"]+)"\/>[\s\S]*?<text text-anchor="middle" x="([-\d.]+)" y="([-\d.]+)"[^>]*>([^<]*)<\/text>/
    ) {
      var points: [Point] = []
      let d = String(match.3)
      // "M x,y C x,y x,y x,y x,y x,y x,y …": a start, then curves of three points each.
      guard let c = d.firstIndex(of: "C") else { continue }
      let start = numbers(d[d.index(after: d.startIndex)..<c])
      let rest = numbers(d[d.index(after: c)...])
      guard start.count == 2 else { continue }
      var current = Point(x: start[0], y: start[1])
      points.append(current)
      var index = 0
      while index + 5 < rest.count {
        let p1 = Point(x: rest[index], y: rest[index + 1])
        let p2 = Point(x: rest[index + 2], y: rest[index + 3])
        let p3 = Point(x: rest[index + 4], y: rest[index + 5])
        for step in 1...16 {
          let t = Double(step) / 16
          let u = 1 - t
          let a = u * u * u
          let b = 3 * u * u * t
          let e = 3 * u * t * t
          let f = t * t * t
          points.append(
            Point(
              x: a * current.x + b * p1.x + e * p2.x + f * p3.x,
              y: a * current.y + b * p1.y + e * p2.y + f * p3.y))
        }
        current = p3
        index += 6
      }
      let label = unescape(match.6)
      let width = Double(TextWidth.of(label)) * 6.6
      let (x, y) = (Double(match.4) ?? 0, Double(match.5) ?? 0)
      drawn.edges.append(
        Edge(
          from: String(match.1), to: String(match.2), points: points, label: label,
          labelRect: Rect(left: x - width / 2, top: y - 9, right: x + width / 2, bottom: y + 2)))
    }
    return drawn
  }

  // MARK: Measures

  /// Where the segments from `a` to `b` and from `c` to `d` cross, when they cross at a point
  /// inside both.
  static func cross(_ a: Point, _ b: Point, _ c: Point, _ d: Point) -> Point? {
    let r = Point(x: b.x - a.x, y: b.y - a.y)
    let s = Point(x: d.x - c.x, y: d.y - c.y)
    let denominator = r.x * s.y - r.y * s.x
    guard abs(denominator) > 1e-9 else { return nil }
    let t = ((c.x - a.x) * s.y - (c.y - a.y) * s.x) / denominator
    let u = ((c.x - a.x) * r.y - (c.y - a.y) * r.x) / denominator
    guard t > 1e-9, t < 1 - 1e-9, u > 1e-9, u < 1 - 1e-9 else { return nil }
    return Point(x: a.x + t * r.x, y: a.y + t * r.y)
  }

  /// The distance from `p` to the segment from `a` to `b`.
  static func distance(_ p: Point, _ a: Point, _ b: Point) -> Double {
    let (dx, dy) = (b.x - a.x, b.y - a.y)
    let length = dx * dx + dy * dy
    let t = length == 0 ? 0 : max(0, min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / length))
    let (x, y) = (a.x + t * dx - p.x, a.y + t * dy - p.y)
    return (x * x + y * y).squareRoot()
  }

  /// How many times two lines cross, leaving out where two lines meet at a box they share
  /// (within 3 px of an end).
  func crossings() -> [(String, String, Point)] {
    var found: [(String, String, Point)] = []
    for (index, edge) in edges.enumerated() {
      for other in edges[(index + 1)...] where edge.bounds.inset(by: -1).overlaps(other.bounds) {
        let ends = [edge.points.first, edge.points.last, other.points.first, other.points.last]
          .compactMap { $0 }
        var here: [Point] = []
        for (a, b) in edge.segments {
          for (c, d) in other.segments {
            guard let point = Self.cross(a, b, c, d),
              !ends.contains(where: { abs($0.x - point.x) < 3 && abs($0.y - point.y) < 3 }),
              !here.contains(where: { abs($0.x - point.x) < 1.5 && abs($0.y - point.y) < 1.5 })
            else { continue }
            here.append(point)
          }
        }
        found += here.map { (edge.name, other.name, $0) }
      }
    }
    return found
  }

  /// Each line's label's distance from its own line.
  func labelDistances() -> [(String, Double)] {
    edges.map { edge in
      (edge.name, edge.segments.map { edge.labelRect.distance(from: $0.0, to: $0.1) }.min() ?? 0)
    }
  }

  /// What each label is written over: a box, a line (its own or another's) or another label.
  func labelsCovering() -> [String] {
    var found: [String] = []
    for (index, edge) in edges.enumerated() {
      let rect = edge.labelRect.inset(by: 1)
      for box in boxes where box.rect.overlaps(rect) {
        found.append("\(edge.name)'s label \"\(edge.label)\" is over \(box.id)")
      }
      for other in edges
      where other.segments.contains(where: { rect.isCrossed(from: $0.0, to: $0.1) }) {
        found.append("\(edge.name)'s label \"\(edge.label)\" is over the line \(other.name)")
      }
      for other in edges[(index + 1)...] where other.labelRect.inset(by: 1).overlaps(rect) {
        found.append("the labels of \(edge.name) and \(other.name) overlap")
      }
    }
    return found
  }

  /// Pairs of lines that run closer than `gap` px to each other for more than `length` px.
  func closeRuns(closerThan gap: Double = 6, longerThan length: Double = 20) -> [String] {
    var found: [String] = []
    for (index, edge) in edges.enumerated() {
      for other in edges[(index + 1)...] where edge.bounds.inset(by: -gap).overlaps(other.bounds) {
        let near = other.segments
        // Walk along `edge` a pixel at a time; the longest stretch near `other`.
        var run = 0.0
        var longest = 0.0
        for (a, b) in edge.segments {
          let span = ((b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y)).squareRoot()
          let steps = max(Int(span.rounded(.up)), 1)
          let box = Rect(
            left: min(a.x, b.x) - gap, top: min(a.y, b.y) - gap, right: max(a.x, b.x) + gap,
            bottom: max(a.y, b.y) + gap)
          let candidates = near.filter {
            box.overlaps(
              Rect(
                left: min($0.0.x, $0.1.x), top: min($0.0.y, $0.1.y),
                right: max($0.0.x, $0.1.x) + 0.001, bottom: max($0.0.y, $0.1.y) + 0.001))
          }
          for step in 0..<steps {
            let t = Double(step) / Double(steps)
            let p = Point(x: a.x + t * (b.x - a.x), y: a.y + t * (b.y - a.y))
            let close = candidates.contains { Self.distance(p, $0.0, $0.1) < gap }
            run = close ? run + span / Double(steps) : 0
            longest = max(longest, run)
          }
        }
        if longest > length {
          found.append(
            "\(edge.name) and \(other.name) run within \(Int(gap)) px for \(Int(longest)) px")
        }
      }
    }
    return found
  }
}
