/// Where a long run says what it is doing: a line a terminal draws again in place and clears at
/// the end, so that it leaves no trace in what the run prints.
public protocol ProgressDisplay: AnyObject {
  /// Says what is being done now; `text` is made only when it is shown.
  func update(_ text: () -> String)
  /// Takes the line away, before the run prints.
  func clear()
}
