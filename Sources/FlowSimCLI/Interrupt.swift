import Foundation
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Ctrl-C during a long walk: the first asks the walk to stop where it is and say so (the map so
/// far is written, marked partial); a second ends the program at once, as Ctrl-C does anywhere.
enum Interrupt {
  /// How many SIGINTs arrived since ``catching(_:)`` began.
  private static let received = Atomic<Int>(0)
  /// A worker to end with this process on a second Ctrl-C (0: none).
  private static let worker = Atomic<Int32>(0)

  /// Whether a Ctrl-C asked to stop.
  static var requested: Bool { received.load(ordering: .relaxed) > 0 }

  /// Catches SIGINT until `body` returns, then puts back what was there before.
  static func catching<T>(_ body: () -> T) -> T {
    received.store(0, ordering: .relaxed)
    let before = signal(SIGINT) { _ in
      // Only what is safe in a signal handler: atomics, kill and _exit.
      if Interrupt.received.add(1, ordering: .relaxed).newValue > 1 {
        let pid = Interrupt.worker.load(ordering: .relaxed)
        if pid > 0 { kill(pid, SIGKILL) }
        _exit(130)
      }
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

  /// Notes `pid` as the worker to end on a second Ctrl-C; 0 notes none.
  static func watch(_ pid: Int32) {
    worker.store(pid, ordering: .relaxed)
  }
}
