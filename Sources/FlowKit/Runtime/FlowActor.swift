/// The global actor of every view model, view and presenter.
///
/// Its executor is ``FlowExecutor/shared``: work isolated to it runs only when the simulator
/// drains the queue, so the simulator decides when things happen.
@globalActor
public actor FlowActor {
  /// The actor's single instance.
  public static let shared = FlowActor()

  /// The simulator's executor, so that jobs wait for ``FlowExecutor/drain()``.
  public nonisolated var unownedExecutor: UnownedSerialExecutor {
    FlowExecutor.shared.asUnownedSerialExecutor()
  }
}

extension FlowActor {
  /// Runs `operation` synchronously on the driver's thread, which holds the driver lock and so
  /// is isolated to the actor (``FlowExecutor/checkIsolated()`` says so to the runtime).
  static func runOnDriver<T>(_ operation: @FlowActor () -> T) -> T {
    FlowExecutor.shared.checkIsolated()
    // A synchronous function's global-actor isolation is not part of its representation, so
    // once isolation is checked it can be called as a plain function (as MainActor's
    // assumeIsolated does).
    return withoutActuallyEscaping(operation) { operation in
      unsafeBitCast(operation, to: (() -> T).self)()
    }
  }
}
