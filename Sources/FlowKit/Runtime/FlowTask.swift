/// The one way an app starts work: a task that prefers the simulator's executor.
///
/// Without the preference, a resumed continuation would be scheduled on the global concurrent pool
/// first and reach the simulator later, from another thread, and the run would no longer be
/// deterministic. View models use ``ViewModel/task(_:)``, which ties the task to their life.
public enum FlowTask {
  /// Starts `operation` on ``FlowActor`` with ``FlowExecutor/shared`` as its executor preference.
  @discardableResult
  public static func spawn(
    _ operation: @escaping @FlowActor @Sendable () async -> Void
  ) -> Task<Void, Never> {
    Task(executorPreference: FlowExecutor.shared, operation: operation)
  }
}
