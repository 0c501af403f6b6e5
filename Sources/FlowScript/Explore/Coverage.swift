import FlowKit
import Foundation

/// How much of each app's explored map a suite of scenario files reaches (`flowsim test
/// --coverage`): the screens (nodes) its commands show, and the transitions (a command that goes
/// from one screen to another) they take, out of those `flowsim explore` finds.
public struct CoverageReport: Sendable, Codable, Equatable {
  /// One app's coverage.
  public struct App: Sendable, Codable, Equatable {
    /// The app.
    public var app: String
    /// The screens explore found.
    public var screens: Int
    /// Those a scenario showed.
    public var screensReached: Int
    /// The transitions explore found (pairs of different screens).
    public var transitions: Int
    /// Those a scenario took.
    public var transitionsReached: Int
    /// The screens no scenario shows: `n3 运单详情`.
    public var missingScreens: [String]
    /// The transitions no scenario takes, each with a command that takes it.
    public var missingTransitions: [String]

    /// Percent of screens reached.
    public var screenPercent: Double { Self.percent(screensReached, of: screens) }
    /// Percent of transitions taken.
    public var transitionPercent: Double { Self.percent(transitionsReached, of: transitions) }

    static func percent(_ part: Int, of whole: Int) -> Double {
      whole == 0 ? 100 : (Double(part) * 1000 / Double(whole)).rounded() / 10
    }
  }

  /// Each app a scenario opened, by name.
  public var apps: [App]

  /// The report as `flowsim test` prints it.
  public var text: String {
    var lines = ["coverage (of the screens and transitions explore finds):"]
    for app in apps {
      lines.append(
        "  \(app.app): screens \(app.screensReached)/\(app.screens) (\(Self.format(app.screenPercent))%), "
          + "transitions \(app.transitionsReached)/\(app.transitions) (\(Self.format(app.transitionPercent))%)"
      )
      for screen in app.missingScreens { lines.append("    no scenario shows \(screen)") }
      for transition in app.missingTransitions {
        lines.append("    no scenario takes \(transition)")
      }
    }
    return lines.joined(separator: "\n")
  }

  /// The apps below `minimum` percent of screens or of transitions, as lines to print.
  public func below(_ minimum: Double) -> [String] {
    apps.flatMap { app -> [String] in
      var lines: [String] = []
      if app.screenPercent < minimum {
        lines.append(
          "\(app.app): screens \(Self.format(app.screenPercent))% is below --min-coverage \(Self.format(minimum))"
        )
      }
      if app.transitionPercent < minimum {
        lines.append(
          "\(app.app): transitions \(Self.format(app.transitionPercent))% is below --min-coverage \(Self.format(minimum))"
        )
      }
      return lines
    }
  }

  static func format(_ value: Double) -> String {
    value == value.rounded() ? String(Int(value)) : String(value)
  }

  /// Replays `files` to see which screens and transitions they reach, explores each app they
  /// open, and compares. `inputs` gives the texts explore types for an app.
  public static func measure(
    files: [String], runner: ScenarioRunner, options: ExploreOptions,
    inputs: (String) -> [String]
  ) -> CoverageReport {
    // The screens each file showed, in order, per app: a run of one app's screens at a time.
    var runs: [String: [[String]]] = [:]
    for path in files {
      guard let text = try? String(contentsOfFile: path, encoding: .utf8),
        let scenario = try? Scenario(path: path, text: text)
      else { continue }
      var current: (app: String, keys: [String])?
      func see(_ app: String?, _ display: Display) {
        guard let app else { return }
        if current?.app != app {
          if let current { runs[current.app, default: []].append(current.keys) }
          current = (app, [])
        }
        current?.keys.append(Explorer.nodeKey(display))
      }
      let session = runner.makeSession(for: scenario)
      see(session.appName, session.display())
      session.includeBase = (path as NSString).deletingLastPathComponent
      session.variables = runner.variables
      session.enterFile(path)
      session.observer = { _, after in see(after.app, after.display) }
      _ = ScenarioRunner.replay(scenario, in: session)
      session.observer = nil
      if let current { runs[current.app, default: []].append(current.keys) }
    }
    var report = CoverageReport(apps: [])
    for app in runs.keys.sorted() {
      var appOptions = options
      appOptions.inputs = inputs(app)
      let map = Explorer(apps: runner.apps, options: appOptions).explore(app)
      // A screen the map does not have (a HUD on the way, a toast) is passed through: the step
      // from the last screen of the map to the next one is the transition taken.
      let known = Set(map.nodes.map(\.key))
      var reached: Set<String> = []
      var taken: Set<[String]> = []
      for run in runs[app] ?? [] {
        var last: String?
        for key in run where known.contains(key) {
          reached.insert(key)
          if let last, last != key { taken.insert([last, key]) }
          last = key
        }
      }
      let keyOf = Dictionary(uniqueKeysWithValues: map.nodes.map { ($0.id, $0.key) })
      let arrows = MapFormats.arrows(map)
      let missingArrows = arrows.filter { arrow in
        guard let from = keyOf[arrow.from], let to = keyOf[arrow.to] else { return true }
        return !taken.contains([from, to])
      }
      let missingNodes = map.nodes.filter { !reached.contains($0.key) }
      report.apps.append(
        App(
          app: app, screens: map.nodes.count, screensReached: map.nodes.count - missingNodes.count,
          transitions: arrows.count, transitionsReached: arrows.count - missingArrows.count,
          missingScreens: missingNodes.map { "\($0.id) \($0.title)" },
          missingTransitions: missingArrows.map {
            "\($0.from) -> \($0.to)  \(MapFormats.label($0))"
          }))
    }
    return report
  }
}
