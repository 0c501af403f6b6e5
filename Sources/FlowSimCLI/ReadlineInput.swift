import CReadline
import FlowScript
import Synchronization

#if canImport(Glibc)
  import Glibc
#endif

/// Line editing on GNU readline or libedit (`flowsim_rl_library`): history kept in a file (mode 0600, no duplicate neighbours),
/// Tab completion, Ctrl-C abandoning the line, and `~/.inputrc` honoured.
final class ReadlineInput: LineInput {
  /// Completion candidates for the C callbacks, which cannot capture; guarded by the Mutex.
  /// The provider is made at the first Tab of a line, not at each prompt: it reads the screen
  /// and the folder's scenario files, which a line typed without Tab never needs.
  private static let completion = Mutex<(provider: Completion?, matches: [String], index: Int)>(
    (nil, [], 0))

  /// Makes the completion of the line being read. Set before each `readLine` and called only
  /// from readline's completion hook on the thread that reads, so no two threads touch it.
  nonisolated(unsafe) private static var makeProvider: (() -> Completion)?

  /// What a live session does while readline waits: returns the text to print above the prompt
  /// and the new prompt, or nil. Set once, before the first `readLine`, and called only from
  /// readline's idle hook on the thread that reads, so no two threads touch it.
  nonisolated(unsafe) static var idle: (() -> (text: String, prompt: String)?)?

  /// The line editor this build uses: "GNU readline" or "libedit".
  static var library: String { String(cString: flowsim_rl_library()) }

  private let historyPath: String?
  private var lastLine: String?
  var completionProvider: () -> Completion

  /// The program's name, kept for readline, which holds on to the pointer.
  private let name: UnsafeMutablePointer<CChar>?

  init(name: String, historyPath: String?, completion: @escaping () -> Completion) {
    self.historyPath = historyPath
    self.completionProvider = completion
    self.name = strdup(name)
    // Before anything starts the line editor: libedit sets up its signals and key reading once.
    flowsim_rl_install_sigint()
    flowsim_rl_set_name(self.name)  // `~/.inputrc` can test `$if NAME`
    using_history()
    if let historyPath {
      // Create the file private to its owner before readline writes it.
      let descriptor = open(historyPath, O_CREAT | O_WRONLY | O_APPEND, 0o600)
      if descriptor >= 0 { close(descriptor) }
      chmod(historyPath, 0o600)
      read_history(historyPath)
      if let line = flowsim_history_last() { lastLine = String(cString: line) }
    }
    flowsim_rl_set_completion { text, start, _ in
      let append = ReadlineInput.prepareMatches(text: text, start: start)
      flowsim_rl_set_append(Int32(append?.asciiValue ?? 0))
      flowsim_rl_completion_over()
      return rl_completion_matches(text) { _, state in
        ReadlineInput.nextMatch(restart: state == 0)
      }
    }
  }

  /// Calls `idle` while readline waits for a key on an empty line (a live session redraws the
  /// screen when it changed). Set once, before the first `readLine`, on the reading thread.
  func setIdle(_ idle: @escaping () -> (text: String, prompt: String)?) {
    Self.idle = idle
    flowsim_rl_set_idle {
      guard flowsim_rl_line_is_empty() != 0, let update = ReadlineInput.idle?() else { return 0 }
      flowsim_rl_print_above(update.text, update.prompt)
      return 0
    }
  }

  func readLine(prompt: String) -> String? {
    Self.makeProvider = completionProvider
    Self.completion.withLock { $0.provider = nil }
    var prompt = prompt
    var line = ""
    while true {
      flowsim_rl_begin_line()
      guard let raw = readline(prompt) else { return nil }
      defer { free(raw) }
      // With libedit, Ctrl-C ends the line: it is abandoned, as GNU readline abandons it.
      if flowsim_rl_take_interrupt() != 0 { return "" }
      // With libedit, an update ends the empty line: print it over that line, then read anew.
      var newPrompt: UnsafeMutablePointer<CChar>?
      if let text = flowsim_rl_take_update(&newPrompt) {
        FileOutput.standardOutput().write("\u{1B}[A\r\u{1B}[K" + String(cString: text))
        if let newPrompt { prompt = String(cString: newPrompt) }
        free(text)
        free(newPrompt)
        continue
      }
      line = String(cString: raw)
      break
    }
    let trimmed = line.trimmingSpaces()
    if !trimmed.isEmpty, trimmed != lastLine {
      add_history(trimmed)
      lastLine = trimmed
      if let historyPath {
        flowsim_history_append(historyPath)
      }
    }
    return line
  }

  /// Finds the matches, and returns what follows a word completed to its end (nil: nothing).
  private static func prepareMatches(text: UnsafePointer<CChar>?, start: Int32) -> Character? {
    let prefix = text.map { String(cString: $0) } ?? ""
    let line = flowsim_rl_line_buffer().map { String(cString: $0) } ?? ""
    return completion.withLock { state in
      if state.provider == nil { state.provider = makeProvider?() }
      let utf8 = Array(line.utf8.prefix(Int(start)))
      let before = String(decoding: utf8, as: UTF8.self)
      state.matches =
        state.provider?.matches(prefix, line: before, wordStart: before.count) ?? []
      state.index = 0
      guard let provider = state.provider else { return " " }
      return provider.appended(after: state.matches, line: before)
    }
  }

  private static func nextMatch(restart: Bool) -> UnsafeMutablePointer<CChar>? {
    completion.withLock { state in
      if restart { state.index = 0 }
      guard state.index < state.matches.count else { return nil }
      defer { state.index += 1 }
      return strdup(state.matches[state.index])
    }
  }
}
