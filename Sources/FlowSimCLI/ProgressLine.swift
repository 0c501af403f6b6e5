import FlowScript
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A line on standard error that says what a long run is doing, drawn again in place (as
/// `swift build` does) and cleared at the end, so that it leaves no trace. Only on a terminal
/// whose `TERM` is not `dumb`: piped output, files and CI logs never see it.
final class ProgressLine: ProgressDisplay {
  private let descriptor: Int32
  private let enabled: Bool
  private let clock = ContinuousClock()
  private let start: ContinuousClock.Instant
  private var drawn: ContinuousClock.Instant?
  private var columns: Int

  /// A progress line on `descriptor`, shown when `enabled` (by default: a terminal, `TERM` set
  /// and not `dumb`).
  init(descriptor: Int32 = 2, enabled: Bool? = nil) {
    self.descriptor = descriptor
    let term = TerminalInfo.environment("TERM") ?? ""
    self.enabled =
      enabled ?? (TerminalInfo.isTerminal(descriptor) && !term.isEmpty && term != "dumb")
    columns = TerminalInfo.columns(descriptor) ?? 80
    start = clock.now
  }

  /// Draws `text` and the time so far, at most ten times a second; `text` is made only then.
  func update(_ text: () -> String) {
    guard enabled else { return }
    let now = clock.now
    if let drawn, now - drawn < .milliseconds(100) { return }
    drawn = now
    let seconds =
      Double((now - start).components.seconds)
      + Double((now - start).components.attoseconds) / 1e18
    let line = "\(text()) (\(String(format: "%.1f", seconds)) s)"
    // One line, never wrapped: a wrapped line could not be drawn again in place.
    emit("\r\u{1B}[K" + String(line.prefix(max(columns - 1, 10))))
  }

  /// Removes the line.
  func clear() {
    guard enabled, drawn != nil else { return }
    emit("\r\u{1B}[K")
    drawn = nil
  }

  private func emit(_ text: String) {
    let bytes = Array(text.utf8)
    _ = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
  }
}
