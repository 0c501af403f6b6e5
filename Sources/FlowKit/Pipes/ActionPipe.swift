/// The states an action passes through, after ZZActionPipe's state mask.
public enum ActionState: Int, Sendable, CaseIterable, CustomStringConvertible {
  case start = 1
  case process = 2
  case success = 4
  case error = 8
  case end = 16

  public var description: String {
    switch self {
    case .start: "start"
    case .process: "process"
    case .success: "success"
    case .error: "error"
    case .end: "end"
    }
  }
}

/// A set of ``ActionState``s that a handler asks for.
public struct ActionStates: OptionSet, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// Makes a set of one state.
  public init(_ state: ActionState) { self.rawValue = state.rawValue }

  public static let start = ActionStates(.start)
  public static let process = ActionStates(.process)
  public static let success = ActionStates(.success)
  public static let error = ActionStates(.error)
  public static let end = ActionStates(.end)
  /// Every state.
  public static let all: ActionStates = [.start, .process, .success, .error, .end]
}

/// What a handler sees of an action as it travels down a chain of pipes.
public struct ActionContext<Action: Sendable>: Sendable {
  /// The state the action is in.
  public let state: ActionState
  /// The action. A handler that changes it changes what the pipes downstream see.
  public var action: Action
  /// The value the last handler upstream passed on, if any.
  public var upstreamValue: (any Sendable)?
  /// Values carried down the chain by name, for handlers further down.
  public var carried: [String: any Sendable] = [:]
  /// The pipe the action was sent on.
  public let sender: String
}

/// A pipe that named, typed actions travel through, in order, from the root of its chain.
///
/// Pipes compose one after another (``then(_:)``) and side by side (``bundle(_:name:)``). An
/// action sent on any pipe of a chain runs the whole chain from its root: each pipe's handlers in
/// the order they were added, then the pipes that follow it. A handler asks for some states
/// only, and may handle the action (pass a value on), change the action seen downstream, carry
/// values down, or only observe. Observers such as analytics attach to a screen's chain without
/// the screen knowing.
@MainActor
public final class ActionPipe<Action: Sendable> {
  /// A handler; its return value, if any, is passed on as the next handler's upstream value.
  public typealias Handler = @MainActor (inout ActionContext<Action>) -> (any Sendable)?

  private struct Entry {
    var states: ActionStates
    var handler: Handler
  }

  /// The pipe's name, for events and debugging.
  public let name: String
  /// The pipe this one follows, if any.
  public private(set) weak var upstream: ActionPipe?
  /// The pipes that follow this one, in order.
  public private(set) var downstream: [ActionPipe] = []
  private var entries: [Entry] = []

  /// An empty pipe.
  public init(name: String) { self.name = name }

  /// The first pipe of the chain.
  public var root: ActionPipe { upstream?.root ?? self }

  /// Adds a handler for `states`.
  public func on(_ states: ActionStates = .all, _ handler: @escaping Handler) {
    entries.append(Entry(states: states, handler: handler))
  }

  /// Adds an observer for `states`: it sees each action and can change nothing.
  public func observe(
    _ states: ActionStates = .all,
    _ observer: @escaping @MainActor (Action, ActionState) -> Void
  ) {
    on(states) { context in
      observer(context.action, context.state)
      return context.upstreamValue
    }
  }

  /// Makes `pipe` follow this one and returns it. A pipe follows at most one other: it leaves
  /// the one it followed. One that would close a loop (this pipe, or one this pipe follows) is
  /// refused, and stays where it was.
  @discardableResult
  public func then(_ pipe: ActionPipe) -> ActionPipe {
    guard !pipe.contains(self) else { return pipe }
    if let old = pipe.upstream { old.downstream.removeAll { $0 === pipe } }
    downstream.append(pipe)
    pipe.upstream = self
    return pipe
  }

  /// A pipe that runs `pipes` side by side, one chain after another.
  public static func bundle(_ pipes: [ActionPipe], name: String = "bundle") -> ActionPipe {
    let bundle = ActionPipe(name: name)
    for pipe in pipes { bundle.then(pipe) }
    return bundle
  }

  /// Sends `action` in `state` through the whole chain, from its root, and returns the value the
  /// last handler passed on.
  @discardableResult
  public func send(
    _ action: Action, state: ActionState = .process, value: (any Sendable)? = nil
  ) -> (any Sendable)? {
    var context = ActionContext(state: state, action: action, upstreamValue: value, sender: name)
    root.run(&context)
    return context.upstreamValue
  }

  private func run(_ context: inout ActionContext<Action>) {
    for entry in entries where entry.states.contains(ActionStates(context.state)) {
      context.upstreamValue = entry.handler(&context)
    }
    for pipe in downstream { pipe.run(&context) }
  }

  private func contains(_ pipe: ActionPipe) -> Bool {
    self === pipe || downstream.contains { $0.contains(pipe) }
  }
}
