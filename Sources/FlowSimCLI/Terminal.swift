#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where the program writes: injected so that tests can read what a run printed.
public protocol TextOutput: AnyObject {
  /// Writes `text` as it is.
  func write(_ text: String)
}

/// Where the program reads lines from: injected so that tests can feed a session.
public protocol LineInput: AnyObject {
  /// The next line without its newline, or nil at the end of input. `prompt` is shown first
  /// when the input is interactive.
  func readLine(prompt: String) -> String?
}

/// Writes to a file descriptor.
public final class FileOutput: TextOutput {
  let descriptor: Int32

  /// Standard output.
  public static func standardOutput() -> FileOutput { FileOutput(descriptor: 1) }
  /// Standard error.
  public static func standardError() -> FileOutput { FileOutput(descriptor: 2) }

  init(descriptor: Int32) { self.descriptor = descriptor }

  public func write(_ text: String) {
    var bytes = Array(text.utf8)
    var offset = 0
    while offset < bytes.count {
      let written = bytes.withUnsafeMutableBytes { buffer in
        #if canImport(Glibc)
          Glibc.write(descriptor, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
        #else
          Darwin.write(descriptor, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
        #endif
      }
      if written <= 0 {
        if written < 0 && errno == EINTR { continue }
        return
      }
      offset += written
    }
  }
}

/// Collects output in memory.
public final class StringOutput: TextOutput {
  /// Everything written so far.
  public private(set) var text = ""
  /// An empty buffer.
  public init() {}
  public func write(_ text: String) { self.text += text }
}

/// Lines from memory.
public final class StringInput: LineInput {
  private var lines: [String]
  /// Lines to hand out in order.
  public init(_ text: String) {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if text.hasSuffix("\n") { lines.removeLast() }
    self.lines = lines
  }
  public func readLine(prompt: String) -> String? {
    lines.isEmpty ? nil : lines.removeFirst()
  }
}

/// Lines from standard input, without a prompt.
public final class StandardInput: LineInput {
  /// Reads standard input.
  public init() {}
  public func readLine(prompt: String) -> String? {
    Swift.readLine(strippingNewline: true)
  }
}

enum TerminalInfo {
  static func isTerminal(_ descriptor: Int32) -> Bool { isatty(descriptor) != 0 }

  /// The columns of the terminal on `descriptor`, as the kernel knows them (updated on every
  /// resize, when SIGWINCH is sent); nil when it is not a terminal or does not say.
  static func columns(_ descriptor: Int32) -> Int? {
    var size = winsize()
    guard ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
    return Int(size.ws_col)
  }
  static func environment(_ name: String) -> String? {
    getenv(name).map { String(cString: $0) }
  }
}
