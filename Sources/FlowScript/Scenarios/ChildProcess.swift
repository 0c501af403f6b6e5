import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Starts programs with posix_spawn and waits for them with waitpid: Foundation's `Process` adds
/// tens of milliseconds to a short-lived child and needs a run loop.
package enum ChildProcess {
  /// Starts `executable` with `arguments` and this process's environment, its output sent to
  /// `/dev/null` unless `keepOutput`.
  ///
  /// - Parameters:
  ///   - executable: the program to start.
  ///   - arguments: its arguments, without its name.
  ///   - keepOutput: whether it writes to this process's standard output and error.
  ///   - errorFile: a file for its standard error instead, kept output or not (a crash's
  ///     message is there).
  ///   - outputFile: a file for its standard output instead.
  ///   - outputPipe: a pipe whose write end is its standard output instead; the read end is
  ///     closed in the child, so that the reader sees the end when the child is gone.
  ///   - ownGroup: starts it in a process group of its own, so that a Ctrl-C at the terminal
  ///     reaches only this process, which tells it on (once).
  /// - Returns: its pid, or nil when it cannot start.
  package static func spawn(
    _ executable: String, _ arguments: [String], keepOutput: Bool = false,
    errorsTo errorFile: String? = nil, outputTo outputFile: String? = nil,
    outputPipe: (read: Int32, write: Int32)? = nil, ownGroup: Bool = false
  ) -> Int32? {
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    // The signals that end a program (Ctrl-C, `kill`, a closed terminal) end it as they would
    // any program, whatever this process blocks or ignores: a test runner that blocks SIGTERM
    // must not make a child that outlives `kill`.
    var flags = Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF)
    var none = sigset_t()
    sigemptyset(&none)
    posix_spawnattr_setsigmask(&attributes, &none)
    var ending = sigset_t()
    sigemptyset(&ending)
    for signal in [SIGINT, SIGTERM, SIGHUP] { sigaddset(&ending, signal) }
    posix_spawnattr_setsigdefault(&attributes, &ending)
    if ownGroup {
      flags |= Int16(POSIX_SPAWN_SETPGROUP)
      posix_spawnattr_setpgroup(&attributes, 0)
    }
    posix_spawnattr_setflags(&attributes, flags)
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    if let outputFile {
      posix_spawn_file_actions_addopen(&actions, 1, outputFile, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    } else if let outputPipe {
      posix_spawn_file_actions_adddup2(&actions, outputPipe.write, 1)
      posix_spawn_file_actions_addclose(&actions, outputPipe.write)
      posix_spawn_file_actions_addclose(&actions, outputPipe.read)
    } else if !keepOutput {
      posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    }
    if let errorFile {
      posix_spawn_file_actions_addopen(&actions, 2, errorFile, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    } else if !keepOutput {
      posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    }
    let argv = ([executable] + arguments).map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    var pid = pid_t()
    guard posix_spawn(&pid, executable, &actions, &attributes, argv, environ) == 0 else {
      return nil
    }
    return pid
  }

  /// Waits for `pid` and returns its exit status, or -1 when a signal ended it.
  package static func wait(_ pid: Int32) -> Int32 {
    var status: Int32 = 0
    while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
    // WIFEXITED / WEXITSTATUS, spelled out: the C macros do not reach Swift.
    return status & 0x7f == 0 ? (status >> 8) & 0xff : -1
  }

  /// Waits for `pid`, calling `meanwhile` about every `interval`; returns its exit status, or
  /// -1 when a signal ended it. The wait is in real time on purpose: it waits for another
  /// process (explore's worker), never for an app's work, which stays in virtual time.
  package static func wait(_ pid: Int32, every interval: Duration, meanwhile: () -> Void)
    -> Int32
  {
    var status: Int32 = 0
    while true {
      let done = waitpid(pid, &status, WNOHANG)
      if done == pid { break }
      if done == -1 && errno != EINTR { return -1 }
      meanwhile()
      let (seconds, attoseconds) = interval.components
      usleep(UInt32(seconds * 1_000_000 + attoseconds / 1_000_000_000_000))
    }
    return status & 0x7f == 0 ? (status >> 8) & 0xff : -1
  }

  /// Runs `executable` to its end and returns its exit status (-1 when it could not start).
  package static func run(_ executable: String, _ arguments: [String], keepOutput: Bool = false)
    -> Int32
  {
    guard let pid = spawn(executable, arguments, keepOutput: keepOutput) else { return -1 }
    return wait(pid)
  }

  /// The path of this process's own executable.
  package static var currentExecutable: String? {
    #if os(Linux)
      var buffer = [CChar](repeating: 0, count: 4096)
      let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
      if count > 0 {
        return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
      }
    #endif
    return Bundle.main.executablePath
  }
}
