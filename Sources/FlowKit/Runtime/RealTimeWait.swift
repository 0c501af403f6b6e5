/// A wait on real time inside a simulated app: an error, since virtual time cannot move a real
/// clock. The simulation reports it and goes on in virtual time, so a run never hangs.
public enum RealTimeWait: Error, Equatable, Sendable, CustomStringConvertible {
  /// A task slept on a clock that is not the simulation's, such as `Task.sleep(for:)` or
  /// `ContinuousClock().sleep(for:)`.
  case realClock(clock: String, delay: Duration)
  /// Work arrived from another thread while no command ran: a `DispatchQueue.asyncAfter`, a
  /// timer, or a real sleep inside a plain actor.
  case outsideWork(jobs: Int)

  public var description: String {
    switch self {
    case .realClock(let clock, let delay):
      return "the app waited \(DurationFormat.string(delay)) on \(clock), which a simulation "
        + "cannot move; sleep on the clock of the context instead (context.clock, handed to "
        + "services as `any Clock<Duration>`)"
    case .outsideWork(let jobs):
      return "\(jobs) job\(jobs == 1 ? "" : "s") of the app arrived from outside the simulation "
        + "(a DispatchQueue.asyncAfter, a timer, or a real sleep in an actor); wait on "
        + "context.clock instead, so that virtual time runs it"
    }
  }
}
