public import FlowKit
import FlowRender
import Foundation

/// What `flowsim explore` walks and how far (SPEC §6).
public struct ExploreOptions: Sendable {
  /// At most this many commands from the start.
  public var depth = 8
  /// At most this many states; the map says when it stopped there.
  public var stateLimit = 20_000
  /// The texts typed into each field.
  public var inputs = ExploreOptions.builtInInputs
  /// The width screens are drawn at.
  public var width = 40
  /// Paths that crashed the app in an earlier run: each is a crash finding and is not run again.
  public var crashedPaths: [[String]] = []
  /// What a crash said, by the crashed path's place in ``crashedPaths``: the runtime's message
  /// and the app's own frame, as the crashed process printed them.
  public var crashCauses: [String] = []
  /// Whether going back at once from a state whose last command left the app idle is done
  /// from that state's own session rather than from a replay of its own: the same findings,
  /// fewer replays (off only to check that).
  package var leavesFromOwnSession = true

  /// The depths `--depth` takes.
  public static let depths = 1...30
  /// Texts for any field: empty, short, long, CJK and emoji.
  public static let builtInInputs = [
    "", "a", "中文输入", "👍🏽🇨🇳", "a long text that goes on past the width of a screen, and on",
  ]

  /// The default walk.
  public init() {}

  /// The texts typed in the scenario files of `root/Scenarios/APP` (a variable read with its
  /// default), then the built-in set, each once.
  public static func scenarioInputs(for app: String, root: String) -> [String] {
    var seen: Set<String> = []
    return (scenarioTexts(in: root + "/Scenarios/\(app)") + builtInInputs).filter {
      seen.insert($0).inserted
    }
  }

  /// The texts typed in the scenario files of `folder`, steps included, a variable read with its
  /// default, in the order of the files.
  public static func scenarioTexts(in folder: String) -> [String] {
    readScenarioTexts(in: folder).texts
  }

  /// The texts typed in the scenario files of `folder`, as ``scenarioTexts(in:)`` reads them,
  /// and the files it could not read (not UTF-8 text, or no permission), by their path in
  /// `folder`.
  public static func readScenarioTexts(in folder: String) -> (
    texts: [String], unreadable: [String]
  ) {
    var typed: [String] = []
    var unreadable: [String] = []
    // Steps too: what they type is typed in the files that include them.
    for name in ScenarioFolder(folder).flowFiles() {
      guard let text = try? String(contentsOfFile: folder + "/" + name, encoding: .utf8) else {
        unreadable.append(name)
        continue
      }
      for line in Scenario.lines(of: text).lines where line.hasPrefix("> type ") {
        // A variable reads its default (`${NAME:-lee}`); one without a default is left out.
        guard let expanded = try? Variables().expand(String(line.dropFirst(2))) else { continue }
        if case .type(_, let value)? = try? CommandTable.parse(expanded) {
          typed.append(value)
        }
      }
    }
    return (typed, unreadable)
  }
}

/// Walks every screen an app can reach from its start and writes down each screen (a node), each
/// command between two screens (an edge) and what went wrong on the way (findings).
///
/// Each state is reached by replaying its path from the start in a fresh session, settling after
/// each command, so nothing leaks from one path to another; time is virtual, so a replay costs
/// microseconds. The walk is breadth first, so each node and finding is reached by a shortest
/// path, and the order of everything is the order of discovery: the same app gives the same map.
public struct Explorer {
  /// The apps a session can open.
  public let apps: [FlowApp]
  /// How far to go.
  public let options: ExploreOptions
  /// Called with each path just before it runs (a worker process reports it, so that a crash
  /// can be traced to the path that caused it).
  public var willRun: ([String]) -> Void = { _ in }
  /// Asked before each state: true stops the walk there, and the map says it was interrupted
  /// (Ctrl-C).
  public var shouldStop: () -> Bool = { false }

  /// An explorer of `apps`.
  public init(apps: [FlowApp], options: ExploreOptions = ExploreOptions()) {
    self.apps = apps
    self.options = options
  }

  /// A text longer than this is pasted rather than typed a key at a time on a walk: the long
  /// built-in text is, and the app's own texts, which users type, are not.
  static let pasteLimit = 20

  /// The command that turns the network off, which explore gives once on every path.
  static let goOffline = Command.set(key: "network", value: "offline")

  /// A state as the walk keeps it: how to reach it and what it offers. A walk keeps tens of
  /// thousands, so each is small: its path is a step of the walk's tree (``Step``), and its
  /// commands a list many states share.
  private struct Pending {
    /// Its step in the walk's tree.
    var step: Int32
    var node: Int
    /// Its commands, by their place in the walk's lists of commands.
    var actions: Int32
    var offline: Bool
    /// What was left loading there, on its screen or under it: a state after it that still
    /// shows it inherits it.
    var loading: Set<String>
    /// The field the last command typed into, when it was a `type`: see
    /// ``follows(typingInto:_:_:)``.
    var typed: Target?
  }

  /// What the screen that offers the most commands offers: what makes a walk wide.
  struct Width {
    var commands = 0
    var screen = ""
    /// The fields typed into, and the texts typed into each.
    var fields = 0
    var texts = 0
    /// The rows tapped, and the list they are in.
    var rows = 0
    var list = ""

    init() {}

    init(_ actions: [Command], screen: String) {
      commands = actions.count
      self.screen = screen
      var fields: [Target: Int] = [:]
      for action in actions {
        switch action {
        case .type(let target, _): fields[target, default: 0] += 1
        case .tap(.row(let list, _, _, _)):
          rows += 1
          self.list = list
        default: break
        }
      }
      self.fields = fields.count
      texts = fields.values.max() ?? 0
    }

    /// The advice at the state limit: the biggest cause seen (fields times texts, rows, or
    /// the depth), and what to do.
    func advice(depth: Int) -> String {
      let larger = "a smaller --depth or a larger --max-states"
      let offers = "the widest screen, \"\(screen)\", offers \(commands) commands"
      if fields * texts * 2 >= commands, texts > 1 {
        let each = fields == 1 ? "1 field typed" : "\(fields) fields, each typed"
        return "\(offers): \(each) with \(texts) texts; type fewer "
          + "(--inputs FILE --inputs-only) or use \(larger)"
      }
      if rows * 2 >= commands, rows > 1 {
        return "\(offers): \(rows) kinds of row in #\(list), each tapped; use \(larger)"
      }
      return "\(offers), and every path goes up to \(depth) commands deep: use \(larger)"
    }
  }

  /// A step of the walk's tree: the step before it (-1 at the start) and its command. A
  /// state's path is its steps back to the start, so that a state holds one step, not a path.
  private struct Step {
    var parent: Int32
    var command: Command?
  }

  /// What one replay saw at its end. The screen is drawn only for a new node, which few
  /// replays find: drawing it at every one was a quarter of a walk's time.
  private struct Observation {
    var display: Display
    var failures: [String]
    var unsettled: Bool
    var actions: [Command]
    var loading: String?
    var crashed: Bool
    /// What the app did for screens that were gone (``AppContext/lateWork``).
    var late: [String] = []
    /// What is left loading on the screens under the top one.
    var loadingBelow: [String] = []
    /// The screens under the top one, root first.
    var below: [Display] = []
    /// The session, still at this state, when its last command left the app idle (nothing on
    /// the clock, no job held back): the settle after it did nothing, so going back now is
    /// going back at once, and ``leave(_:path:commands:from:)`` needs no replay of its own.
    var session: Session?

    /// What is left loading, on the top screen or under it: a state after this one that shows
    /// it has inherited it.
    var loadingAnywhere: Set<String> { Set(loadingBelow + (loading.map { [$0] } ?? [])) }

  }

  /// A command given on a node.
  private struct Lead: Hashable {
    var from: Int
    var command: String
  }

  /// A control of a node, for the controls seen only disabled.
  private struct Control: Hashable {
    var id: String
    var node: Int
  }

  /// What makes two edges one: the nodes and the command.
  private struct EdgeKey: Hashable {
    var from: Int
    var to: Int
    var command: String
  }

  /// What makes two findings one (see `find`).
  private struct FindingKey: Hashable {
    var kind: FindingKind
    var screen: String?
    var command: String?
    var message: String
    var reason: String?
  }

  /// Explores `appName`. The app must be one of `apps`.
  public func explore(_ appName: String) -> FlowMap {
    var map = FlowMap(app: appName, depth: options.depth)
    let app = apps.first { $0.name == appName }
    let expected = app?.expectedFindings ?? []
    var nodeByKey: [String: Int] = [:]
    // The first node of each title, and how many share it.
    var titles: [String: (first: Int, count: Int)] = [:]
    // Of each node: its type, the titles its screens had, whether it was first reached offline,
    // the parts of its key, and the controls disabled when it was first reached.
    var nodeTypes: [String] = []
    var nodeShapes: [String?] = []
    // The nodes each command led to from each node.
    var leads: [Lead: [Int]] = [:]
    var nodeTitles: [[String]] = []
    var nodeOffline: [Bool] = []
    var nodeParts: [[String]] = []
    var firstDisabled: [Set<String>] = []
    var seenStates: Set<StateKey> = []
    var elementLists: Set<[ElementState]> = []
    // The screen that offers the most commands, for the advice at the state limit.
    var widest = Width()
    var seenEdges: Set<EdgeKey> = []
    var seenFindings: Set<FindingKey> = []
    // Each control seen, as `#id on "Screen"`, and whether it was ever enabled.
    var controls: [Control: Bool] = [:]
    var controlOrder: [Control] = []
    var queue: [Pending] = []
    var head = 0
    var steps: [Step] = [Step(parent: -1, command: nil)]
    // The lists of commands the states offer, each once: states of one screen offer the same.
    var actionLists: [[Command]] = []
    var actionListPlace: [[Command]: Int32] = [:]

    /// The commands of the steps that lead to `step`, from the start.
    func commands(to step: Int32) -> [Command] {
      var commands: [Command] = []
      var at = step
      while at >= 0 {
        if let command = steps[Int(at)].command { commands.append(command) }
        at = steps[Int(at)].parent
      }
      return commands.reversed()
    }

    func node(
      for observation: Observation, path: [String], offline: Bool, from: Int?, command: String?
    ) -> Int {
      let key = observation.crashed ? "\u{0}crash" : Self.nodeKey(observation.display)
      let title = observation.crashed ? "(the app crashed)" : Self.nodeTitle(observation.display)
      if let index = nodeByKey[key] { return index }
      let shape = observation.crashed ? nil : Self.shape(observation.display)
      // A screen of the same shape as one the same command led to from the same node differs
      // from it only by its title's data (an account's name): it is that node, which keeps its
      // titles to be named by at the end.
      if let shape, let from, let command,
        let same = leads[Lead(from: from, command: command), default: []].first(where: {
          nodeShapes[$0] == shape
        })
      {
        nodeByKey[key] = same
        nodeTitles[same].append(title)
        map.nodes[same].aliases = (map.nodes[same].aliases ?? []) + [key]
        return same
      }
      let index = map.nodes.count
      nodeByKey[key] = index
      let parts = observation.crashed ? [] : Self.nodeParts(observation.display)
      // Screens with one title and different elements are told apart by what differs from the
      // first of them (`Following · offline`, `Orders · no #list`), in words an app's own text
      // (`Cart (2)`) is not mistaken for.
      var shown = title
      if let first = titles[title] {
        titles[title] = (first.first, first.count + 1)
        let apart = Self.distinction(
          parts, offline: offline, from: nodeParts[first.first],
          firstOffline: nodeOffline[first.first])
        let taken = Set(map.nodes.map(\.title))
        // The fewest words that tell it apart from every node before it.
        shown =
          (1...max(apart.count, 1)).lazy.map {
            "\(title) · " + apart.prefix($0).joined(separator: ", ")
          }
          .first { !apart.isEmpty && !taken.contains($0) } ?? "\(title) (screen \(first.count + 1))"
      } else {
        titles[title] = (index, 1)
      }
      nodeTypes.append(observation.display.screenType)
      nodeShapes.append(shape)
      nodeTitles.append([title])
      nodeOffline.append(offline)
      nodeParts.append(parts)
      firstDisabled.append(
        Set(
          observation.display.allElements.filter { $0.isControl && !$0.isEnabled }.compactMap(
            \.id)))
      map.nodes.append(
        FlowMap.Node(
          id: "n\(index + 1)", title: shown,
          screen: observation.crashed
            ? "(the app crashed)"
            : ScreenRenderer(width: options.width).render(observation.display),
          path: path, key: key))
      return index
    }

    func find(
      _ kind: FindingKind, _ message: String, at node: Int, path: [String], leftAtOnce: Bool = false
    ) {
      let screenTitle = map.nodes[node].title
      // An accepted finding names the screen by its title, whatever is over it.
      let reason = expected.first {
        $0.kind == kind
          && (screenTitle == $0.screen || screenTitle.hasPrefix($0.screen + " ·")
            || screenTitle.hasPrefix($0.screen + " ("))
      }?.reason
      // A failed command is one finding wherever it shows, apart from where the app accepts it
      // (so an accepted one never hides one that is not); a list left loading is one for each
      // screen and command that left it (a failed first load and a failed search are two); a
      // dead end or pending work is one per screen.
      let place: (screen: String?, command: String?) =
        switch kind {
        case .error, .lateWork: (nil, nil)
        case .endlessLoading: (screenTitle, Self.cause(path.last ?? "open"))
        case .deadEnd, .pendingWork, .crash: (screenTitle, nil)
        }
      let key = FindingKey(
        kind: kind, screen: place.screen, command: place.command, message: message,
        reason: reason)
      guard seenFindings.insert(key).inserted else { return }
      map.findings.append(
        FlowMap.Finding(
          kind: kind, message: message, node: map.nodes[node].id, screen: screenTitle,
          path: path, expected: reason, leftAtOnce: leftAtOnce ? true : nil))
    }

    /// What the crashed process said of the crash of `path`, as `: cause`, or nothing.
    func cause(of path: [String]) -> String {
      guard let place = options.crashedPaths.firstIndex(of: path),
        options.crashCauses.indices.contains(place), !options.crashCauses[place].isEmpty
      else { return "" }
      return ": \(options.crashCauses[place])"
    }

    /// Looks at a state reached by `path`: its node, its findings, and whether it is new.
    func visit(
      _ observation: Observation, path: [String], commands: [Command], step: Int32,
      offline: Bool, from: Int?, loadingBefore: Set<String> = []
    ) -> Int {
      let index = node(
        for: observation, path: path, offline: offline, from: from, command: path.last)
      for element in observation.display.allElements where element.isControl {
        guard let id = element.id else { continue }
        let control = Control(id: id, node: index)
        if controls[control] == nil { controlOrder.append(control) }
        controls[control] = controls[control] == true || element.isEnabled
      }
      if let from, let command = path.last {
        if seenEdges.insert(EdgeKey(from: from, to: index, command: command)).inserted {
          leads[Lead(from: from, command: command), default: []].append(index)
          // A control disabled on a fresh screen was enabled by what the path typed first.
          var after: [String]?
          if case .tap(.id(let id))? = commands.last, firstDisabled[from].contains(id) {
            let typed = commands.dropLast().reversed().prefix { $0.typedField != nil }
              .compactMap(\.typedField).reversed().map(\.description)
            var seen: Set<String> = []
            let fields = typed.filter { seen.insert($0).inserted }
            after = fields.isEmpty ? nil : fields
          }
          map.edges.append(
            FlowMap.Edge(
              from: map.nodes[from].id, to: map.nodes[index].id, command: command,
              offline: offline && commands.last != Self.goOffline ? true : nil, after: after))
        }
      }
      // What a command did is found on every edge; what a screen is, on its first visit.
      if observation.crashed {
        // On the screen it crashed on, with what the runtime said when the process said it.
        find(
          .crash, "the app crashed on '\(path.last ?? "open")'" + cause(of: path),
          at: from ?? index, path: path)
        return index
      }
      for failure in observation.failures {
        find(.error, "'\(path.last ?? "open")' failed: \(failure)", at: from ?? index, path: path)
      }
      for late in observation.late {
        find(.lateWork, "work outlived its screen: \(late)", at: from ?? index, path: path)
      }
      // Checked on every way into a state, since one state can be left loading by two commands
      // (a failed first load, a failed search); still loading what the state before left loading
      // is that state's finding, not a new one.
      if let loading = observation.loading, !loadingBefore.contains(loading) {
        find(
          .endlessLoading, "\(loading) is still up after everything settled", at: index, path: path)
      }
      var stateKey = Self.stateKey(
        observation.display, offline: offline, loading: observation.loading,
        below: observation.below)
      guard !seenStates.contains(stateKey) else { return index }
      // A new state keeps the screens' elements it shares with others once: most states differ
      // from another by one field or one screen.
      stateKey.elements = elementLists.insert(stateKey.elements).memberAfterInsert
      for place in stateKey.below.indices {
        stateKey.below[place].elements =
          elementLists.insert(stateKey.below[place].elements).memberAfterInsert
      }
      seenStates.insert(stateKey)
      if observation.unsettled {
        find(
          .pendingWork, "work still waits on the clock after 10 virtual minutes", at: index,
          path: path)
      }
      let ways = observation.actions.filter { $0 != Self.goOffline }
      if ScreenChecks.offersNoWay(observation.display, commands: ways) {
        find(.deadEnd, "no button, row, field, tab or back leads on", at: index, path: path)
      }
      // A user who goes back at once, before the work the command started is done: what that
      // work does for the screen that is gone is the finding `--faults` reports.
      if !path.isEmpty, observation.display.canGoBack, map.interrupted != true {
        // A replay like any other: the limit and Ctrl-C stop it too.
        if map.states >= options.stateLimit {
          map.limitHit = true
          return index
        }
        if shouldStop() {
          map.interrupted = true
          return index
        }
        map.states += 1
        let left = leave(appName, path: path, commands: commands, from: observation.session)
        if left.replayed { map.replays += 1 }
        let leaving = path + ["back"]
        if left.crashed {
          find(
            .crash, "the app crashed on 'back', given at once" + cause(of: Self.leavingPath(path)),
            at: index, path: leaving, leftAtOnce: true)
        }
        for late in left.late {
          find(
            .lateWork, "work outlived its screen: \(late)", at: index, path: leaving,
            leftAtOnce: true)
        }
      }
      if path.count < options.depth && !observation.crashed {
        if observation.actions.count > widest.commands {
          widest = Width(observation.actions, screen: map.nodes[index].title)
        }
        let place: Int32
        if let known = actionListPlace[observation.actions] {
          place = known
        } else {
          place = Int32(actionLists.count)
          actionLists.append(observation.actions)
          actionListPlace[observation.actions] = place
        }
        queue.append(
          Pending(
            step: step, node: index, actions: place, offline: offline,
            loading: observation.loadingAnywhere,
            typed: from == index ? commands.last?.typedField : nil))
      }
      return index
    }

    let root = observe(appName, path: [], commands: [], offline: false, routes: true)
    _ = visit(root, path: [], commands: [], step: 0, offline: false, from: nil)
    map.states = 1
    if !root.crashed { map.replays = 1 }
    while head < queue.count {
      let state = queue[head]
      head += 1
      let before = commands(to: state.step)
      let path = before.map(\.description)
      let actions = actionLists[Int(state.actions)]
      for action in actions where Self.follows(typingInto: state.typed, action, actions) {
        if map.states >= options.stateLimit {
          map.limitHit = true
          break
        }
        if shouldStop() {
          map.interrupted = true
          break
        }
        map.states += 1
        let path = path + [action.description]
        let commands = before + [action]
        let offline = state.offline || action == Self.goOffline
        let observation = observe(
          appName, path: path, commands: commands, offline: offline, routes: false)
        if !observation.crashed { map.replays += 1 }
        steps.append(Step(parent: state.step, command: action))
        _ = visit(
          observation, path: path, commands: commands, step: Int32(steps.count - 1),
          offline: offline, from: state.node, loadingBefore: state.loading)
      }
      if map.limitHit || map.interrupted == true { break }
    }
    if map.limitHit { map.limitCause = widest.advice(depth: options.depth) }
    // A node whose screens had several titles is named by what it is, with the first title as
    // an example; its findings say that name too.
    for index in map.nodes.indices
    where nodeTitles[index].count > 1 && !nodeTypes[index].isEmpty {
      let old = map.nodes[index].title
      let new = "\(nodeTypes[index]) (e.g. \(old))"
      map.nodes[index].title = new
      for finding in map.findings.indices where map.findings[finding].node == map.nodes[index].id {
        map.findings[finding].screen = new
      }
    }
    let never = controlOrder.filter { controls[$0] == false }.map {
      "#\($0.id) on \"\(map.nodes[$0.node].title)\""
    }
    map.neverEnabled = never.isEmpty ? nil : never
    return map
  }

  /// Replays `path` from the app's start in a fresh session, settling after each command, and
  /// looks at where it ends.
  private func observe(
    _ appName: String, path: [String], commands: [Command], offline: Bool, routes: Bool
  ) -> Observation {
    if options.crashedPaths.contains(path) {
      return Observation(
        display: .empty, failures: [], unsettled: false, actions: [],
        loading: nil, crashed: true)
    }
    willRun(path)
    let session = Session(apps: apps, width: options.width)
    session.pastesTextsLongerThan = Self.pasteLimit
    var failures: [String] = []
    var unsettled = false
    let opened = session.run(.open(app: appName, parameters: [:]))
    if path.isEmpty { failures += opened.failures.map(\.line) }
    if !settle(session) { unsettled = path.isEmpty }
    var quiet = false
    for (index, command) in commands.enumerated() {
      let outcome = session.execute(command, line: path[index])
      let last = index == path.count - 1
      if last { quiet = options.leavesFromOwnSession && session.currentRuntime.isIdle }
      let settled = settle(session)
      if last {
        failures += outcome.failures.map(\.line)
        unsettled = !settled
      }
    }
    let display = session.display()
    var actions = Self.commands(display, inputs: options.inputs).filter {
      Self.probes(display, $0)
    }
    if routes {
      let links = session.withContext { $0.router.examples } ?? []
      actions += links.map(Command.route)
    }
    if !offline && !display.hud { actions.append(Self.goOffline) }
    let texts = session.withContext { $0.texts } ?? .english
    let below = session.withContext { Array($0.stackedDisplays().dropLast()) } ?? []
    return Observation(
      display: display,
      failures: failures, unsettled: unsettled, actions: actions,
      loading: ScreenChecks.loading(display, texts: texts), crashed: false,
      late: session.withContext { $0.lateWork } ?? [],
      loadingBelow: below.compactMap { ScreenChecks.loading($0, texts: texts) }, below: below,
      session: quiet ? session : nil)
  }

  /// A command as the cause of what it left: a `type` by its field alone, so that a list left
  /// loading by typing is one finding whatever text was typed.
  static func cause(_ line: String) -> String {
    if case .type(let field, _)? = try? CommandTable.parse(line) { return "type \(field)" }
    return line
  }

  /// The path a worker is told for ``leave(_:path:commands:)``, apart from the path that goes
  /// `back` after a settle: a crash of one is not taken for the other.
  static func leavingPath(_ path: [String]) -> [String] { path + ["back", "(at once)"] }

  /// Replays `path` as ``observe(_:path:commands:offline:routes:)`` does, but goes back at once
  /// after its last command, before the work it started is done, then settles: what the app
  /// did then for the screen that was gone. A `session` that observed `path` and is still at
  /// it, its last command having left the app idle, goes back from there instead.
  private func leave(
    _ appName: String, path: [String], commands: [Command], from live: Session? = nil
  ) -> (crashed: Bool, late: [String], replayed: Bool) {
    let marked = Self.leavingPath(path)
    if options.crashedPaths.contains(marked) { return (true, [], false) }
    willRun(marked)
    if let live {
      live.execute(.back, line: "back")
      _ = settle(live)
      return (false, live.withContext { $0.lateWork } ?? [], false)
    }
    let session = Session(apps: apps, width: options.width)
    session.pastesTextsLongerThan = Self.pasteLimit
    session.run(.open(app: appName, parameters: [:]))
    _ = settle(session)
    for (index, command) in commands.enumerated() {
      session.execute(command, line: path[index])
      if index < commands.count - 1 { _ = settle(session) }
    }
    session.execute(.back, line: "back")
    _ = settle(session)
    return (false, session.withContext { $0.lateWork } ?? [], true)
  }

  /// Whether the walk gives `action` after a `type` into `field` (nil: after anything else).
  ///
  /// Typing into two fields reaches the same state in either order, and typing into one field
  /// again only replaces what the command before typed; so after a `type` that stayed on its
  /// screen, the walk types only into the fields after it on the screen, each combination of
  /// texts once, in the screen's order. A `type` that led to another screen (a search showing
  /// its results) is a way on like a tap, and everything is tried after it. The network goes off before typing rather than after it: typed offline, a field
  /// that searches as it is typed shows what it does without the network. Every other command
  /// follows as always.
  static func follows(typingInto field: Target?, _ action: Command, _ actions: [Command]) -> Bool {
    guard let field else { return true }
    if action == goOffline { return false }
    guard let target = action.typedField else { return true }
    var order: [Target] = []
    for case .type(let target, _) in actions where !order.contains(target) { order.append(target) }
    guard let typed = order.firstIndex(of: field), let next = order.firstIndex(of: target) else {
      return true
    }
    return next > typed
  }

  /// Whether the walk types `command` here: an odd built-in text (long, CJK, emoji) goes only
  /// into an empty field, as a user starts a field; typed over a field that holds text, it says
  /// nothing the empty field did not. Clearing a field, the app's own texts and every other
  /// command are always given.
  static func probes(_ display: Display, _ command: Command) -> Bool {
    guard case .type(.id(let id), let text) = command, !text.isEmpty, edgeInputs.contains(text)
    else { return true }
    let held = display.elements(where: { $0.id == id && $0.isField }).first?.value ?? ""
    return held.isEmpty
  }

  private func settle(_ session: Session) -> Bool {
    !session.run(.settle).failed
  }

  // MARK: What a screen is and offers

  /// A state's identity while walking: what the screen offers, not the words of its data. Two
  /// states that offer the same commands, enabled and selected alike, with the same alert, HUD,
  /// network and loading, lead on alike, so the walk goes on from one of them:
  ///
  /// - a label is only shown or blank, and each number in it none or some: a greeting, a count
  ///   or a date is data, and a walk that kept every one would start again from each, but a cart
  ///   that holds nothing and one that holds something can offer different things (a control
  ///   keeps its words: a button that says "Follow" and one that says "Unfollow" do different
  ///   things);
  /// - a list is how many rows it has (none, one, more), the kinds of row a tap reaches, and
  ///   whether it refreshes or loads more: which rows there are is data too;
  /// - a toast is left out: it offers nothing, and the screen under it is the same;
  /// - a field is empty, holds one of the built-in texts (they test odd input, and together say
  ///   nothing more), or holds one of the app's own texts, each apart: those unlock its rules.
  private static let edgeInputs = Set(ExploreOptions.builtInInputs)

  /// The numbers of `text`, each as none (`0`) or some (`N`): `Cart (2)` is `N`, `0 of 3` is
  /// `0N`, a text without a digit is empty.
  static func counts(_ text: String) -> String {
    var counts = ""
    var run: [UInt8] = []
    for byte in text.utf8 + [0] {
      if byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") {
        run.append(byte)
      } else if !run.isEmpty {
        counts += run.allSatisfy { $0 == UInt8(ascii: "0") } ? "0" : "N"
        run = []
      }
    }
    return counts
  }

  static func stateKey(
    _ display: Display, offline: Bool, loading: String?, below: [Display] = []
  ) -> StateKey {
    StateKey(
      offline: offline, title: display.title, canGoBack: display.canGoBack, hud: display.hud,
      alert: display.alert.map { [$0.title, $0.message] },
      loading: loading, elements: elements(display),
      below: below.map { BelowState(title: $0.title, elements: elements($0, fieldValues: false)) })
  }

  /// The elements of `display` as a state tells them. A screen under the top one is told
  /// without what its fields hold (`fieldValues` false): a search typed on a root screen is that
  /// screen's state, seen when it is on top, and would otherwise make every screen above it a
  /// new state for each text typed.
  private static func elements(_ display: Display, fieldValues: Bool = true) -> [ElementState] {
    var elements: [ElementState] = []
    func add(_ element: Element) {
      var state = ElementState(
        kind: element.kind, id: element.id, isEnabled: element.isEnabled,
        isSelected: element.isSelected, isOn: element.isOn, words: nil,
        shown: !element.label.isEmpty, counts: nil, list: nil, value: nil)
      // Every kind is named, so that a new one is placed here by the compiler.
      switch element.kind {
      case .list:
        var kinds: Set<String> = []
        for row in element.flattened where row.kind == .row && row.isEnabled {
          if row.actions.tap != nil { kinds.insert(rowKind(row)) }
        }
        state.list = ListState(
          rows: min(element.rowCount, 2), rowKinds: kinds.sorted(),
          refreshes: element.actions.refresh != nil, loadsMore: element.actions.loadMore != nil)
        elements.append(state)
        return
      case .textField, .secureField:
        guard fieldValues else { break }
        state.value = element.value.map { value in
          value.isEmpty ? .empty : edgeInputs.contains(value) ? .builtIn : .text(value)
        }
      case .button, .toggle, .tab, .section:
        state.words = element.label
      case .label, .empty, .header, .footer:
        state.counts = Self.counts(element.label)
      case .image, .row, .tabs, .toolbar, .embed:
        break
      }
      elements.append(state)
      for child in element.children { add(child) }
    }
    for element in display.elements { add(element) }
    return elements
  }

  /// A state's identity, as ``stateKey(_:offline:loading:below:)`` makes it.
  struct StateKey: Hashable {
    var offline: Bool
    var title: String
    var canGoBack: Bool
    var hud: Bool
    var alert: [String]?
    var loading: String?
    var elements: [ElementState]
    /// The screens under it, root first: what they hold is the app's state too (a cart that
    /// holds something, under the screen that checks it out).
    var below: [BelowState]
  }

  /// A screen under the top one, as a state tells it.
  struct BelowState: Hashable {
    var title: String
    var elements: [ElementState]
  }

  /// An element as a state tells it: what it is and whether it acts, a control by its words, a
  /// label by whether it shows any, a list by its shape, a field by its text.
  struct ElementState: Hashable {
    var kind: Element.Kind
    var id: String?
    var isEnabled: Bool
    var isSelected: Bool
    var isOn: Bool?
    var words: String?
    var shown: Bool
    var counts: String?
    var list: ListState?
    var value: FieldValue?
  }

  /// A list as a state tells it.
  struct ListState: Hashable {
    /// None, one or more (2).
    var rows: Int
    var rowKinds: [String]
    var refreshes: Bool
    var loadsMore: Bool
  }

  /// What a field holds, for a state.
  enum FieldValue: Hashable {
    case empty, builtIn
    case text(String)
  }

  /// A node's identity: the title, whether it can go back, the alert, and the elements by kind
  /// and id. Texts are left out (what is typed, counts, times), and so are a list's rows: a
  /// list is its id, so a page more, a row less or other data is the same screen. Rows are
  /// data, not screens; which rows there are shows in the screen's text and in the commands it
  /// offers. (A screen whose title is data, an account's name, is one node with the others of
  /// its type that one command leads to: see ``shape(_:)``.)
  package static func nodeKey(_ display: Display) -> String {
    ([display.title] + shapeParts(display)).joined(separator: "\n")
  }

  /// What a screen is, whatever its title says: its type, and the rest of its node's identity.
  /// Screens one command leads to from one node that have the same shape are one node: a
  /// detail titled by its account's name is one screen, whichever account it shows.
  static func shape(_ display: Display) -> String? {
    guard !display.screenType.isEmpty else { return nil }
    return ([display.screenType] + shapeParts(display)).joined(separator: "\n")
  }

  private static func shapeParts(_ display: Display) -> [String] {
    var parts = [display.canGoBack ? "<" : ""]
    if let alert = display.alert {
      parts.append(
        "alert " + alert.title + " " + display.alertActions.compactMap(\.id).joined(separator: ","))
    }
    if display.hud { parts.append("hud") }
    return parts + nodeParts(display)
  }

  /// The elements of a node's identity, as `kind#id`.
  static func nodeParts(_ display: Display) -> [String] {
    var parts: [String] = []
    func add(_ element: Element) {
      // Every kind is named, so that a new one is placed here by the compiler.
      switch element.kind {
      case .list:
        parts.append("list#\(element.id ?? "")")
      case .header, .footer, .row, .section: break
      case .label, .textField, .secureField, .button, .toggle, .tabs, .tab, .toolbar, .image,
        .empty, .embed:
        parts.append("\(element.kind.rawValue)#\(element.id ?? "")")
        for child in element.children { add(child) }
      }
    }
    for element in display.elements { add(element) }
    return parts
  }

  /// What tells a node apart from the first one of its title, most telling first: `offline`,
  /// `with #retry`, `no #list`; empty when nothing a reader would see does.
  static func distinction(
    _ parts: [String], offline: Bool, from first: [String], firstOffline: Bool
  ) -> [String] {
    var words: [String] = []
    if offline && !firstOffline { words.append("offline") }
    func named(_ part: String) -> String? {
      guard let mark = part.firstIndex(of: "#") else { return nil }
      let id = part[part.index(after: mark)...]
      return id.isEmpty ? nil : "#" + id
    }
    let before = Set(first.compactMap(named))
    let now = Set(parts.compactMap(named))
    words += parts.compactMap(named).filter { !before.contains($0) }.map { "with \($0)" }
    words += first.compactMap(named).filter { !now.contains($0) }.map { "no \($0)" }
    return words
  }

  /// What a node is called on the map: its title, and the HUD or the alert over it.
  static func nodeTitle(_ display: Display) -> String {
    var title = display.title.isEmpty ? "(no title)" : display.title
    if display.hud { title += " · HUD" }
    if let alert = display.alert { title += " · alert \(alert.title)" }
    return title
  }

  /// The kind of a row, for "one row of each kind": its cell style and what it shows.
  static func rowKind(_ row: Element) -> String {
    "\(row.style?.rawValue ?? "row")\(row.detail == nil ? "" : "+detail")\(row.image == nil ? "" : "+image")"
  }

  /// The commands a user could give on `display`, in the order the screen shows them, as
  /// they are written.
  public static func actions(_ display: Display, inputs: [String]) -> [String] {
    commands(display, inputs: inputs).map(\.description)
  }

  /// The commands a user could give on `display`, in the order the screen shows them.
  static func commands(_ display: Display, inputs: [String]) -> [Command] {
    // Nothing reaches under a HUD; one that stays is a finding of its own.
    if display.hud { return [] }
    if !display.alertActions.isEmpty {
      // An alert's fields are typed into, its enabled buttons tapped; nothing under it is reached.
      return display.alertActions.flatMap { element -> [Command] in
        guard let id = element.id, element.isEnabled else { return [] }
        return element.isField ? inputs.map { .type(.id(id), $0) } : [.tap(.id(id))]
      }
    }
    var actions: [Command] = []
    // Every kind is named, so that a new one is placed here by the compiler; whatever a user
    // can tap is tapped, whatever its kind.
    func tap(_ element: Element) {
      if let id = element.id, element.isEnabled, element.actions.tap != nil, !element.isSelected {
        actions.append(.tap(.id(id)))
      }
    }
    func add(_ element: Element) {
      switch element.kind {
      case .button, .tab, .toggle, .label, .image, .empty, .header, .footer, .section, .tabs,
        .toolbar, .embed:
        tap(element)
        for child in element.children { add(child) }
      case .row:
        // A row is tapped through its list (one row of each kind); what it holds, here.
        for child in element.children { add(child) }
      case .textField, .secureField:
        if let id = element.id, element.isEnabled, element.actions.setText != nil {
          actions += inputs.map { .type(.id(id), $0) }
        }
        if let id = element.id, element.isEnabled, element.actions.submit != nil {
          actions.append(.submit(.id(id)))
        }
      case .list:
        guard let id = element.id else { break }
        var kinds: Set<String> = []
        for row in element.flattened where row.kind == .row && row.isEnabled {
          // One row of each kind: tapped if a tap reaches it, and the controls it holds (a
          // follow button, a swipe action, a Delete) tried as any button is.
          guard let place = row.indexPath,
            kinds.insert(rowKind(row) + (row.actions.tap == nil ? "" : "+tap")).inserted
          else { continue }
          if row.actions.tap != nil {
            actions.append(
              .tap(
                .row(
                  list: id, section: place.section, row: place.row,
                  written: "#\(id)[\(place.section):\(place.row)]")))
          }
          for child in row.children { add(child) }
        }
        if element.actions.refresh != nil { actions.append(.refresh(.id(id))) }
        if element.actions.loadMore != nil { actions.append(.more(.id(id))) }
      }
    }
    for element in display.elements { add(element) }
    if display.canGoBack { actions.append(.back) }
    return actions
  }
}

extension Element {
  /// Whether a user acts on it by its id: a button, a switch, a tab or a field (rows are data).
  var isControl: Bool {
    // Every kind is named, so that a new one is placed here by the compiler.
    switch kind {
    case .button, .toggle, .tab, .textField, .secureField: true
    case .label, .list, .section, .row, .tabs, .toolbar, .image, .empty, .footer, .header,
      .embed:
      false
    }
  }
}
