import Synchronization

/// Something wrong with an app that no command asked about, found while it ran: the command
/// during which it showed fails with it.
///
/// A wait on real time is one, since virtual time cannot move a real clock: the simulation
/// reports it and goes on in virtual time, so a run never hangs. A screen without a view is
/// another.
public enum AppProblem: Error, Equatable, Sendable, CustomStringConvertible {
  /// A task slept on a clock that is not the simulation's, such as `Task.sleep(for:)` or
  /// `ContinuousClock().sleep(for:)`.
  case realClock(clock: String, delay: Duration)
  /// Work arrived from another thread while no command ran: a `DispatchQueue.asyncAfter`, a
  /// timer, or a real sleep inside a plain actor.
  case outsideWork(jobs: Int)
  /// A view model became visible, and no view shows it.
  case missingView(viewModel: String)
  /// A step that fails only when the app is wrong failed (see ``ViewModel/attempt(_:_:)``).
  case failedStep(viewModel: String, step: String, error: String)
  /// A view that cannot be shown as a screen (a `NavigationLink` outside any stack, a pushed
  /// value no `.navigationDestination` shows): the view, what is wrong, and the fix.
  case view(name: String, problem: String, fix: String)
  /// The app kept making work without pause (a loop of `await Task.yield()`, of sleeps of no
  /// time, of tasks that start each other): the simulation stopped it after `jobs` jobs at one
  /// instant, so that the run fails instead of hanging.
  case runaway(jobs: Int)

  public var description: String {
    switch self {
    case .runaway(let jobs):
      return "the app kept making work without pause: \(jobs) jobs ran at one instant of virtual "
        + "time and more were coming, so flowsim stopped there (a loop of Task.yield(), of "
        + "sleeps of no time, or of tasks that start each other); make the loop wait for "
        + "something (a sleep on context.clock, the next event) or end"
    case .realClock(let clock, let delay):
      return "the app waited \(DurationFormat.string(delay)) on \(clock), which a simulation "
        + "cannot move; sleep on the clock of the context instead (context.clock, handed to "
        + "services as `any Clock<Duration>`)"
    case .outsideWork(let jobs):
      return "\(jobs) job\(jobs == 1 ? "" : "s") of the app arrived from outside the simulation "
        + "(a DispatchQueue.asyncAfter, a timer, or a real sleep in an actor); wait on "
        + "context.clock instead, so that virtual time runs it"
    case .view(let name, let problem, let fix):
      return "\(name): \(problem); \(fix)"
    case .failedStep(let viewModel, let step, let error):
      return "\(viewModel) could not \(step): \(error)"
    case .missingView(let name):
      return "no view shows \(name); register one when the app is made "
        + "(context.views.register(\(Self.viewName(for: name)).self)), or link it: "
        + "extension \(name): HasView { typealias View = \(Self.viewName(for: name)) }"
    }
  }

  /// The name a view of `viewModel` would have: `TodoListViewModel` -> `TodoListView`,
  /// `TodoList` -> `TodoListView`.
  static func viewName(for viewModel: String) -> String {
    viewModel.hasSuffix("ViewModel")
      ? String(viewModel.dropLast("Model".count)) : viewModel + "View"
  }
}

/// The problems of an app found while it ran, kept until the driver takes them.
public final class ProblemLog: Sendable {
  // Guarded by this Mutex: problems are reported from the driver and from the executor.
  private let problems = Mutex<[AppProblem]>([])

  /// An empty log.
  public init() {}

  /// Keeps `problem`.
  public func report(_ problem: AppProblem) {
    problems.withLock { $0.append(problem) }
  }

  /// The problems since the last call, oldest first.
  public func take() -> [AppProblem] {
    problems.withLock { problems in
      defer { problems.removeAll() }
      return problems
    }
  }
}
