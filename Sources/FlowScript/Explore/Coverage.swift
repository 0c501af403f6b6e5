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
  /// `progress` is told what is being done: the files replayed, then each app's walk.
  public static func measure(
    files: [String], runner: ScenarioRunner, options: ExploreOptions,
    inputs: (String) -> [String], progress: (any ProgressDisplay)? = nil
  ) -> CoverageReport {
    // What each file showed, in order, per app: a run of one app's screens at a time.
    var runs: [String: [[Seen]]] = [:]
    for (index, path) in files.enumerated() {
      progress?.update { "coverage: replaying \(path) (file \(index + 1) of \(files.count))" }
      guard let text = try? String(contentsOfFile: path, encoding: .utf8),
        let scenario = try? Scenario(path: path, text: text)
      else { continue }
      var current: (app: String, seen: [Seen])?
      func see(_ app: String?, _ display: Display, step: Bool, offline: Bool) {
        guard let app else { return }
        if current?.app != app {
          if let current { runs[current.app, default: []].append(current.seen) }
          current = (app, [])
        }
        current?.seen.append(Seen(key: Explorer.nodeKey(display), step: step, offline: offline))
      }
      let session = runner.session(running: scenario)
      see(session.appName, session.display(), step: false, offline: false)
      // A step is given with the network as it was before it (as explore marks its edges).
      var offline = session.networkCondition == .offline
      let steps = StepObserver { command, session in
        see(session.appName, session.display(), step: Self.isStep(command), offline: offline)
        offline = session.networkCondition == .offline
      }
      session.observe(steps)
      _ = ScenarioRunner.replay(scenario, in: session)
      session.stopObserving(steps)
      if let current { runs[current.app, default: []].append(current.seen) }
    }
    var report = CoverageReport(apps: [])
    let apps = runs.keys.sorted()
    for (index, app) in apps.enumerated() {
      var appOptions = options
      appOptions.inputs = inputs(app)
      var explorer = Explorer(apps: runner.apps, options: appOptions)
      var replays = 0
      explorer.willRun = { path in
        replays += 1
        progress?.update {
          "coverage: exploring \(app) (app \(index + 1) of \(apps.count)): \(replays) states, "
            + "at depth \(path.count) of \(appOptions.depth)"
        }
      }
      let map = explorer.explore(app)
      let known = Set(map.nodes.map(\.key))
      // A screen one of whose data titles made it another node's alias is that node.
      var canonical: [String: String] = [:]
      for node in map.nodes { for alias in node.aliases ?? [] { canonical[alias] = node.key } }
      var reached: Set<String> = []
      var taken: Set<Taken> = []
      for var run in runs[app] ?? [] {
        for place in run.indices { run[place].key = canonical[run[place].key] ?? run[place].key }
        let steps = Self.steps(run, known: known)
        reached.formUnion(steps.ends)
        taken.formUnion(steps.taken)
      }
      let keyOf = Dictionary(uniqueKeysWithValues: map.nodes.map { ($0.id, $0.key) })
      let arrows = MapFormats.arrows(map)
      // A transition is taken when a step went between its screens with the network as one of
      // its edges had it: a step online is not an edge explore found only offline.
      var takenArrows: Set<Arrow> = []
      for edge in map.edges where edge.from != edge.to {
        guard let from = keyOf[edge.from], let to = keyOf[edge.to],
          taken.contains(Taken(from: from, to: to, offline: edge.offline == true))
        else { continue }
        takenArrows.insert(Arrow(from: edge.from, to: edge.to))
      }
      let missingArrows = arrows.filter { !takenArrows.contains(Arrow(from: $0.from, to: $0.to)) }
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

  /// A screen a scenario showed: after a step (a command of the user's), or after time or a look
  /// (`settle`, `wait`, `expect`) that goes on with the step before.
  struct Seen {
    var key: String
    var step: Bool
    var offline: Bool
  }

  /// A step between two screens of the map, with the network as it was given.
  struct Taken: Hashable {
    var from: String
    var to: String
    var offline: Bool
  }

  /// Two screens of the map, by id.
  struct Arrow: Hashable {
    var from: String
    var to: String
  }

  /// Whether `command` is one of the user's (a step of its own), rather than time passing, a look
  /// at the screen or a setting. A step lasts until the next one, so that its end is the screen
  /// it settled on and not one it showed on the way (a screen still loading can look like
  /// another that failed to load).
  static func isStep(_ command: Command) -> Bool {
    switch command {
    case .open, .tap, .type, .clear, .submit, .refresh, .more, .route, .back: true
    case .repeat(_, let repeated): isStep(repeated)
    case .apps, .show, .tree, .events, .settle, .quit, .wait, .expect, .set, .settings, .save,
      .include, .help:
      false
    }
  }

  /// The screens of the map where `run`'s steps ended, and the steps that went from one to
  /// another. A screen the map does not have (a HUD on the way, a toast) is passed through.
  static func steps(_ run: [Seen], known: Set<String>) -> (ends: Set<String>, taken: Set<Taken>) {
    var ends: Set<String> = []
    var taken: Set<Taken> = []
    var position: String?
    var step: (from: String?, offline: Bool)?
    func end() {
      guard let step, let position else { return }
      ends.insert(position)
      if let from = step.from, from != position {
        taken.insert(Taken(from: from, to: position, offline: step.offline))
      }
    }
    for seen in run {
      if seen.step {
        end()
        step = (position, seen.offline)
      }
      if known.contains(seen.key) { position = seen.key }
      if step == nil, let position { ends.insert(position) }
    }
    end()
    return (ends, taken)
  }
}

/// Tells `ran` of each command a session ran, but an include, whose own steps it is told of.
private final class StepObserver: SessionObserver {
  private let ran: (Command, Session) -> Void

  init(_ ran: @escaping (Command, Session) -> Void) { self.ran = ran }

  func session(_ session: Session, willRun command: Command) {}

  func session(_ session: Session, didRun command: Command?, line: String, outcome: Outcome) {
    guard let command, !command.isInclude else { return }
    ran(command, session)
  }
}
