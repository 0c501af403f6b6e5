/// How a run of the program ends (SPEC §1), as its process's exit status.
public enum ExitStatus: Int32, Sendable, Equatable {
  /// Everything held.
  case held = 0
  /// A scenario failed, a command failed, or explore found something (or was cut short).
  case failed = 1
  /// Bad usage, a file that cannot be read or parsed, or a selection of no file.
  case badInput = 2
  /// The user stopped it (Ctrl-C) before it was done.
  case interrupted = 130
}
