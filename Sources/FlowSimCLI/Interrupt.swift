import Foundation
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Ctrl-C during a long walk: the first asks the walk to stop where it is and say so (the map so
/// far is written, marked partial); a second ends the program at once, as Ctrl-C does anywhere:
/// while a worker walks, by ending the worker, so that the one waiting on it removes its folder
/// and exits (``endsNow``); otherwise, or at a third, here and now.
enum Interrupt {
  /// How many SIGINTs arrived since ``catching(_:)`` began.
  private static let received = Atomic<Int>(0)
  /// Whether a folder of the walk's is still to be removed: a second Ctrl-C then leaves the
  /// exit to the code that removes it (``endsNow``).
  private static let holdsFolder = Atomic<Bool>(false)
  /// A worker to end with this process on a second Ctrl-C (0: none).
  private static let worker = Atomic<Int32>(0)

  /// Whether a Ctrl-C asked to stop.
  static var requested: Bool { received.load(ordering: .relaxed) > 0 }

  /// Catches SIGINT until `body` returns, then puts back what was there before.
  static func catching<T>(_ body: () -> T) -> T {
    received.store(0, ordering: .relaxed)
    let before = signal(SIGINT) { _ in
      // Only what is safe in a signal handler: atomics, kill and _exit.
      let count = Interrupt.received.add(1, ordering: .relaxed).newValue
      guard count > 1 else { return }
      let pid = Interrupt.worker.load(ordering: .relaxed)
      if pid > 0 { kill(pid, SIGKILL) }
      // The wait on the worker sees it end within a tenth of a second and cleans up; so does
      // the supervisor that holds a folder when the worker has ended already.
      if count > 2 || (pid <= 0 && !Interrupt.holdsFolder.load(ordering: .relaxed)) { _exit(130) }
    }
    defer { signal(SIGINT, before) }
    // A program started with SIGINT blocked (as some launchers start theirs) takes it too.
    var blocked = sigset_t()
    sigemptyset(&blocked)
    sigaddset(&blocked, SIGINT)
    var mask = sigset_t()
    pthread_sigmask(SIG_UNBLOCK, &blocked, &mask)
    defer { pthread_sigmask(SIG_SETMASK, &mask, nil) }
    return body()
  }

  /// Whether a second Ctrl-C asked to end the program: what waited on the worker it ended
  /// removes what it made and exits 130.
  static var endsNow: Bool { received.load(ordering: .relaxed) > 1 }

  /// Notes whether a folder is still to be removed before the program may end.
  static func holdFolder(_ held: Bool) {
    holdsFolder.store(held, ordering: .relaxed)
  }

  /// Notes `pid` as the worker to end on a second Ctrl-C; 0 notes none.
  static func watch(_ pid: Int32) {
    worker.store(pid, ordering: .relaxed)
  }
}
