/// What happened in an app, in order: analytics, navigation, list changes, lifecycle, actions.
@MainActor
public final class EventLog {
  /// One event.
  public struct Event: Sendable, Equatable, CustomStringConvertible {
    /// What kind of thing happened.
    public enum Kind: String, Sendable, CaseIterable {
      case action, analytics, navigation, list, lifecycle, toast, alert, app
    }
    /// The kind.
    public var kind: Kind
    /// What happened, in a few words.
    public var text: String

    /// Makes an event.
    public init(_ kind: Kind, _ text: String) {
      self.kind = kind
      self.text = text
    }

    /// `kind: text`, as `events` prints it, control characters escaped as on the screen.
    public var description: String { "\(kind.rawValue): \(ControlCharacters.escaped(text))" }
  }

  /// Every event so far.
  public private(set) var all: [Event] = []
  private var readIndex = 0

  /// An empty log.
  public init() {}

  /// Records an event.
  public func record(_ kind: Event.Kind, _ text: String) {
    all.append(Event(kind, text))
  }

  /// The events recorded since the last call, and marks them read.
  public func unread() -> [Event] {
    let events = Array(all[readIndex...])
    readIndex = all.count
    return events
  }
}
