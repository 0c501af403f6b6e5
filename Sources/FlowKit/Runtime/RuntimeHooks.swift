// The one file that reaches into the Swift runtime. Everything else in flowsim uses public API.
//
// Why: a simulation must own every job of the app (main-actor jobs, jobs of plain actors,
// nonisolated async functions, `Task.detached`, child tasks) so that it decides when each runs.
// Swift 6.3 has no public API to replace the main executor or the global executor of a running
// process (SE-0466's executor factory is chosen once, at program start, by the `@main` type, which
// a library cannot be). The concurrency runtime exports two hook variables for exactly this:
//
// - `swift_task_getMainExecutor_hook`: the executor that `@MainActor` resolves to. We return
//   ``SimulationExecutor/main``, which queues jobs for the driver while a simulation drives on the
//   main queue and hands them to the real main queue otherwise, so an app that is not simulated
//   (or a user's own `@MainActor` test beside it) runs as it always did.
// - `swift_task_enqueueGlobal_hook`: receives every job bound for the global concurrent pool. We
//   keep the ones enqueued by the driver and pass the others to the original.
//
// The same hooks carry swift-concurrency-extras' `withMainSerialExecutor`, which TCA's test suites
// use. They are looked up with `dlsym` at start, never linked, so a toolchain without them gives a
// clear error instead of a crash (see ``RuntimeHooks/check()``).
//
// Cost: one check of a Mutex and the main-queue key per job. When the toolchain gains a public way
// to install a main and a global executor after start, this file becomes two calls to it and the
// rest of the runtime stays as it is.

import Dispatch
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Why a simulation cannot start: a runtime hook it needs is missing from this toolchain.
public struct RuntimeHookError: Error, Equatable, CustomStringConvertible, Sendable {
  /// The symbols that were not found.
  public var missing: [String]

  public var description: String {
    "this Swift runtime lacks \(missing.joined(separator: " and ")), which flowsim needs to run "
      + "an app in virtual time; build with Swift 6.2 or later (6.3 is tested), or run the app "
      + "live with --realtime"
  }
}

/// The runtime hooks of a simulation, installed once on first use.
enum RuntimeHooks {
  private typealias EnqueueOriginal = @convention(thin) (UnownedJob) -> Void
  private typealias EnqueueHook = @convention(thin) (UnownedJob, EnqueueOriginal) -> Void
  private typealias MainOriginal = @convention(thin) () -> UnownedSerialExecutor
  private typealias MainHook = @convention(thin) (MainOriginal) -> UnownedSerialExecutor

  private static let globalSymbol = "swift_task_enqueueGlobal_hook"
  private static let mainSymbol = "swift_task_getMainExecutor_hook"

  private static let installation: Result<Void, RuntimeHookError> = {
    let handle = dlopen(nil, RTLD_NOW)
    let global = dlsym(handle, globalSymbol)
    let main = dlsym(handle, mainSymbol)
    guard let global, let main else {
      return .failure(
        RuntimeHookError(
          missing: [(globalSymbol, global), (mainSymbol, main)].compactMap {
            $0.1 == nil ? $0.0 : nil
          }))
    }
    main.assumingMemoryBound(to: MainHook?.self).pointee = { _ in
      SimulationExecutor.main.asUnownedSerialExecutor()
    }
    global.assumingMemoryBound(to: EnqueueHook?.self).pointee = { job, original in
      if !SimulationExecutor.shared.accept(job, lane: .pool) { original(job) }
    }
    return .success(())
  }()

  /// Installs the hooks if they are not yet, or says which symbol is missing.
  static func check() throws(RuntimeHookError) {
    try installation.get()
  }

  /// Whether the hooks are in place.
  static var isInstalled: Bool {
    (try? installation.get()) != nil
  }
}

/// Whether the calling code runs on the main queue: on the main thread outside any block, or in a
/// block of the main queue (which on Linux, under `swift test`, runs on other threads).
///
/// The runtime asks this on every isolation check of the main actor, so the answer is kept per
/// thread where it can be: a thread that drives says so in a thread-specific slot, and so does
/// the main thread once it is known; other threads ask Dispatch for the queue's key.
package enum MainQueue {
  private static let key = DispatchSpecificKey<Bool>()
  private static let marked: Bool = {
    DispatchQueue.main.setSpecific(key: key, value: true)
    return true
  }()

  /// A thread-specific slot: 1 on a thread that drives now or is the main thread, 2 on a thread
  /// known not to be the main thread, unset before the first question.
  private static let slot: pthread_key_t? = {
    var key = pthread_key_t()
    return pthread_key_create(&key, nil) == 0 ? key : nil
  }()

  private static var yes: UnsafeMutableRawPointer? { UnsafeMutableRawPointer(bitPattern: 1) }
  private static var no: UnsafeMutableRawPointer? { UnsafeMutableRawPointer(bitPattern: 2) }

  /// True on the main queue.
  package static var isCurrent: Bool {
    guard let slot else { return askDispatch() }
    switch pthread_getspecific(slot) {
    case yes: return true
    case no: return askDispatch()
    default:
      let main = Thread.isMainThread
      pthread_setspecific(slot, main ? yes : no)
      return main || askDispatch()
    }
  }

  private static func askDispatch() -> Bool {
    _ = marked
    return DispatchQueue.getSpecific(key: key) == true
  }

  /// Runs `body` on the main queue: right here when this is the main queue, otherwise as a block
  /// that this thread waits for. While it runs, this thread answers `isCurrent` from its slot.
  package static func run<T, E: Error>(_ body: () throws(E) -> T) throws(E) -> T {
    if isCurrent { return try marking(body) }
    // `sync` returns only after the block has run, so `body` and the result never outlive this
    // call and no two threads touch them at once.
    let result: Result<T, E> = withoutActuallyEscaping(body) { body in
      nonisolated(unsafe) let body = body
      nonisolated(unsafe) var result: Result<T, E>?
      let work: @Sendable () -> Void = {
        do throws(E) { result = .success(try marking(body)) } catch { result = .failure(error) }
      }
      DispatchQueue.main.sync(execute: work)
      guard let result else {
        preconditionFailure("DispatchQueue.main.sync returned before its block ran")
      }
      return result
    }
    return try result.get()
  }

  /// Runs `body` with this thread's slot saying "main queue", then puts the slot back.
  private static func marking<T, E: Error>(_ body: () throws(E) -> T) throws(E) -> T {
    guard let slot else { return try body() }
    let previous = pthread_getspecific(slot)
    pthread_setspecific(slot, yes)
    defer { pthread_setspecific(slot, previous) }
    return try body()
  }
}
