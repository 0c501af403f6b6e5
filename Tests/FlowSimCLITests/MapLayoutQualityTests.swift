import DemoApps
import ExploreFixtureApps
import FlowKit
import Following
import Foundation
import TestSupport
import Testing

@testable import FlowScript

/// The built-in layout judged as Graphviz's is, on the SVG's own coordinates: no more crossings
/// than `dot` draws of the same graph, every label by its own line and over nothing else, no
/// two lines running together, no title cut.
@Suite("The map's layout, measured", .timeLimit(.minutes(5)), .watchdog)
struct MapLayoutQualityTests {
  /// The demo apps', the fixtures', the generated apps' and the Following example's maps.
  @MainActor static func maps() -> [FlowMap] {
    var options = ExploreOptions()
    options.inputs = ExploreOptions.scenarioInputs(
      for: "following", root: packageRoot + "/Examples/Following")
    let following = Explorer(apps: [FollowingApp.app], options: options).explore("following")
    // The bench's largest generated app: 61 screens.
    let sixty = BigApp.app(units: 12)
    return MapPageTests.maps() + [following, Explorer(apps: [sixty]).explore(sixty.name)]
  }

  @Test("the built-in layout: labels by their lines over nothing, lines apart, whole titles")
  @MainActor func builtIn() {
    for map in Self.maps() {
      let page = MapFormat.html.render(map, drawing: .builtIn)
      let drawn = MapGeometry.builtIn(page)
      #expect(drawn.boxes.count == map.nodes.count, "\(map.app)")
      // Never drawn narrower than its own size, so that its text stays at 11 px and more: a
      // map wider than the window scrolls beside the panel, which never covers it.
      #expect(
        page.contains("min-width: \(Int(drawn.width))px;"), "\(map.app): the map may shrink")
      for box in drawn.boxes {
        #expect(box.rect.right <= drawn.width && box.rect.bottom <= drawn.height, "\(box.id)")
      }
      for edge in drawn.edges {
        let rect = edge.labelRect
        #expect(rect.left >= 0 && rect.right <= drawn.width && rect.top >= 0, "\(edge.name)")
      }
      #expect(drawn.edges.count == MapFormats.arrows(map).count, "\(map.app)")
      for node in map.nodes {
        let box = drawn.boxes.first { $0.id == node.id }
        #expect(box?.text == node.id + " " + node.title, "\(map.app): \(node.id)'s title is cut")
      }
      for (edge, distance) in drawn.labelDistances() where distance > 40 {
        Issue.record("\(map.app): \(edge)'s label is \(Int(distance)) px from its line")
      }
      for covering in drawn.labelsCovering() { Issue.record("\(map.app): \(covering)") }
      for run in drawn.closeRuns() { Issue.record("\(map.app): \(run)") }
    }
  }

  @Test(
    "the built-in layout crosses no more lines than Graphviz's of the same graph",
    .enabled(
      if: MapPageTests.dot != nil || ProcessInfo.processInfo.environment["CI"] != nil,
      "Graphviz's dot is not installed here (CI installs it)"))
  @MainActor func crossings() throws {
    let dot = try #require(MapPageTests.dot, "install Graphviz: CI checks both layouts")
    for map in Self.maps() {
      let own = MapGeometry.builtIn(MapFormat.html.render(map, drawing: .builtIn))
      let graphviz = MapGeometry.graphviz(MapFormat.html.render(map, drawing: .graphviz(dot)))
      #expect(graphviz.edges.count == MapFormats.arrows(map).count, "\(map.app): dot's lines read")
      let (ours, theirs) = (own.crossings(), graphviz.crossings())
      #expect(
        ours.count <= theirs.count,
        "\(map.app): the built-in layout crosses \(ours.count) times, dot \(theirs.count)")
    }
  }
}

extension MapLayoutQualityTests {
  /// A map of the shape a walk makes, drawn at random from `seed`: a tree of screens, each
  /// one a command further from the start than the screen it came from, a `back` from most,
  /// and further commands to screens no further than one more step away (so each screen's
  /// column stays its distance).
  static func randomMap(seed: UInt64) -> FlowMap {
    var state = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
    func next(_ bound: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((state >> 33) % UInt64(bound))
    }
    let count = 6 + next(9)
    var depth = [0]
    var edges: [FlowMap.Edge] = []
    var pairs: Set<String> = []
    func add(_ from: Int, _ to: Int, _ command: String) {
      guard from != to, pairs.insert("\(from) \(to)").inserted else { return }
      edges.append(FlowMap.Edge(from: "n\(from + 1)", to: "n\(to + 1)", command: command))
    }
    for node in 1..<count {
      let parent = next(node)
      depth.append(depth[parent] + 1)
      add(parent, node, "tap #open\(node)")
      if next(4) > 0 { add(node, parent, "back") }
    }
    for extra in 0..<(count / 2 + next(count)) {
      let (from, to) = (next(count), next(count))
      if depth[to] <= depth[from] + 1 { add(from, to, "tap #go\(extra)") }
    }
    var map = FlowMap(app: "random\(seed)", depth: 8)
    map.nodes = depth.enumerated().map { index, steps in
      FlowMap.Node(
        id: "n\(index + 1)", title: "Screen \(index + 1)", screen: "",
        path: Array(repeating: "tap #x", count: steps), key: "\(index)")
    }
    map.edges = edges
    return map
  }

  /// Forty maps of a walk's shape, drawn at random from their seeds, and three more (86, 164,
  /// 196) where an ordering that stops at its first round without gain crosses more.
  static let randomMaps = (Array(1...40) + [86, 164, 196]).map { randomMap(seed: UInt64($0)) }

  @Test(
    "on maps drawn at random, the built-in layout's labels cover nothing, no lines run close, and it crosses no more than when measured"
  )
  func randomQuality() {
    var crossings = 0
    for map in Self.randomMaps {
      let drawn = MapGeometry.builtIn(MapFormat.html.render(map, drawing: .builtIn))
      crossings += drawn.crossings().count
      #expect(drawn.boxes.count == map.nodes.count, "\(map.app)")
      #expect(drawn.edges.count == MapFormats.arrows(map).count, "\(map.app)")
      for (edge, distance) in drawn.labelDistances() where distance > 40 {
        Issue.record("\(map.app): \(edge)'s label is \(Int(distance)) px from its line")
      }
      for covering in drawn.labelsCovering() { Issue.record("\(map.app): \(covering)") }
      for run in drawn.closeRuns() { Issue.record("\(map.app): \(run)") }
    }
    // 48 when this layout was measured (Graphviz 2.43's dot: 94); a change that makes the
    // layout cross more lines on these maps is a step back, whatever dot does.
    #expect(
      crossings <= 48, "the built-in layout crosses \(crossings) times in all on these maps")
  }

  @Test(
    "on maps drawn at random, the built-in layout crosses no more lines in all than Graphviz's",
    .enabled(
      if: MapPageTests.dot != nil || ProcessInfo.processInfo.environment["CI"] != nil,
      "Graphviz's dot is not installed here (CI installs it)"))
  func randomCrossings() throws {
    let dot = try #require(MapPageTests.dot, "install Graphviz: CI checks both layouts")
    var (ours, theirs) = (0, 0)
    for map in Self.randomMaps {
      ours += MapGeometry.builtIn(MapFormat.html.render(map, drawing: .builtIn)).crossings().count
      theirs +=
        MapGeometry.graphviz(MapFormat.html.render(map, drawing: .graphviz(dot))).crossings().count
    }
    // Of one map, either may cross fewer; over them all, the built-in layout is not the worse.
    #expect(theirs > 0, "dot's crossings are read")
    #expect(ours <= theirs, "the built-in layout crosses \(ours) times in all, dot \(theirs)")
  }
}
