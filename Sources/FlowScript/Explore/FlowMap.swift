public import FlowKit

/// What `flowsim explore` found: the screens of an app (nodes), the commands between them
/// (edges), and what went wrong (findings), each with the shortest path that leads there.
public struct FlowMap: Sendable, Codable, Equatable {
  /// A screen: its title and elements make it what it is; texts do not.
  public struct Node: Sendable, Codable, Equatable {
    /// `n1`, `n2`, ... in the order the walk found them.
    public var id: String
    /// The screen's title (and the alert over it).
    public var title: String
    /// The screen as `show` drew it when it was first reached.
    public var screen: String
    /// The shortest command path from the start.
    public var path: [String]
    /// What makes the screen this node: its title, what is over it, its elements by kind and id.
    public var key: String
    /// The keys of the screens of the same type and shape that one command led to from one
    /// node, whose titles differ by data (an account's name): this node too. Nil when none.
    public var aliases: [String]?
  }

  /// A command that leads from one screen to another (or to the same one).
  public struct Edge: Sendable, Codable, Equatable {
    /// The node the command was given on.
    public var from: String
    /// The node it led to.
    public var to: String
    /// The command.
    public var command: String
    /// True when the command was given with the network off (`set network offline` earlier on
    /// its path); nil when online.
    public var offline: Bool?
    /// The fields the path typed into just before, when the command's control was disabled on
    /// a fresh screen (`tap #login` after `#name`, `#password`); nil otherwise.
    public var after: [String]?

    /// An edge from `from` to `to` by `command`.
    public init(
      from: String, to: String, command: String, offline: Bool? = nil, after: [String]? = nil
    ) {
      self.from = from
      self.to = to
      self.command = command
      self.offline = offline
      self.after = after
    }
  }

  /// Something wrong, with the shortest path that shows it.
  public struct Finding: Sendable, Codable, Equatable {
    /// What kind of thing.
    public var kind: FindingKind
    /// What happened, in a line.
    public var message: String
    /// The node it is on.
    public var node: String
    /// That node's title.
    public var screen: String
    /// The commands from the start that reproduce it.
    public var path: [String]
    /// The app's reason to accept it, when it does.
    public var expected: String?
    /// True when its path's last command, `back`, comes at once after the one before it, with
    /// no settle between: the user left before the work was done. Nil otherwise.
    public var leftAtOnce: Bool?

    /// The finding as a scenario a user can paste: the path, each command settled (but the one
    /// before a `back` given at once), and for late work a `show` of what it changed.
    public var scenario: String {
      var lines = ["# \(kind.rawValue) on \"\(screen)\": \(message)"]
      if let expected { lines.append("# expected by the app: \(expected)") }
      lines.append("> settle")
      for (index, command) in path.enumerated() {
        lines.append("> \(command)")
        if leftAtOnce == true, index == path.count - 2 { continue }
        lines.append("> settle")
      }
      // Late work changes a screen still shown, or one that is gone: the screen says which.
      if kind == .lateWork { lines.append("> show") }
      return lines.joined(separator: "\n")
    }
  }

  /// The app explored.
  public var app: String
  /// The depth it was explored to.
  public var depth: Int
  /// The states visited.
  public var states = 0
  /// The replays of a path from the app's start in a fresh session that visiting them took:
  /// one a state, but for going back at once from a state whose last command left the app
  /// idle, which goes back from that state's own session.
  public var replays = 0
  /// Whether the walk stopped at the state limit before it was done.
  public var limitHit = false
  /// When it did: what made the walk so wide, with what to do (`the widest screen, "Login",
  /// offers 622 commands: …`). Nil otherwise.
  public var limitCause: String?
  /// True when the user stopped the walk (Ctrl-C) before it was done; nil when no one did.
  public var interrupted: Bool?
  /// The screens, in the order found.
  public var nodes: [Node] = []
  /// The commands between them, in the order found.
  public var edges: [Edge] = []
  /// What went wrong, in the order found.
  public var findings: [Finding] = []
  /// The controls the walk saw only disabled, as `#id on "Screen"`, in the order found: what
  /// would enable them (a text, a step) was never given. Nil when there are none.
  public var neverEnabled: [String]?

  /// An empty map of `app`.
  public init(app: String, depth: Int) {
    self.app = app
    self.depth = depth
  }

  /// The findings the app does not accept: these fail a run.
  public var unexpectedFindings: [Finding] { findings.filter { $0.expected == nil } }

  /// What `flowsim explore` prints: a summary, the screens, the transitions between different
  /// screens, and the findings as scenarios.
  public var report: String {
    func count(_ number: Int, _ noun: String) -> String {
      "\(number) \(noun)\(number == 1 ? "" : "s")"
    }
    let arrows = MapFormats.arrows(self)
    // The first line says whether the walk is whole, and why not when it is not.
    let cut =
      interrupted == true
      ? "part of the way (interrupted) "
      : limitHit ? "part of the way (stopped at the limit of \(states) states) " : ""
    var lines = [
      "explored \(app) \(cut)to depth \(depth): "
        + "\(count(nodes.count, "screen")), \(count(arrows.count, "transition")), "
        + "\(count(states, "state"))"
    ]
    if interrupted == true {
      lines.append(
        "interrupted after \(states) states, before the walk was done: this map is partial")
    } else if limitHit {
      lines.append(
        "stopped at \(states) states, the limit, before the walk was done: "
          + (limitCause ?? "use a smaller --depth or a larger --max-states"))
    }
    lines.append("")
    // A title several screens share is numbered: the second is `Orders (screen 2)`.
    let titles = Set(nodes.map(\.title))
    let numbered = nodes.first {
      $0.title.hasSuffix(" (screen 2)") && titles.contains(String($0.title.dropLast(11)))
    }
    lines.append(
      numbered.map { "screens, numbered from the second when screens share a title (\($0.title)):" }
        ?? "screens:")
    for node in nodes {
      lines.append(
        "  \(node.id) \(node.title)  (\(count(node.path.count, "command")) from the start)")
    }
    lines.append("")
    // What a label's marks mean, said once, when one is used.
    let marks = MapFormats.marks(arrows)
    lines.append("transitions\(marks.map { ", " + $0 }.joined()):")
    for arrow in arrows {
      lines.append("  \(arrow.from) -> \(arrow.to)  \(MapFormats.label(arrow))")
    }
    lines.append("")
    if let neverEnabled, !neverEnabled.isEmpty {
      lines.append(
        "never enabled on the way (what enables them was never typed or done: give it with "
          + "--inputs, or in a scenario file of the app):")
      lines += neverEnabled.map { "  \($0)" }
      lines.append("")
    }
    let unexpected = unexpectedFindings.count
    lines.append(
      findings.isEmpty
        ? "no findings"
        : "\(findings.count) finding\(findings.count == 1 ? "" : "s")"
          + (unexpected < findings.count
            ? ", \(findings.count - unexpected) expected by the app" : "")
          + ":")
    for finding in findings {
      lines.append("")
      lines.append(finding.scenario)
    }
    return lines.joined(separator: "\n")
  }
}
