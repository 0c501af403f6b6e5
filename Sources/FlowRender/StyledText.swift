/// A line of a screen as spans of text, each with a style: what a terminal colours, so that
/// colour comes from what an element is, never from searching the text it prints.
public struct StyledLine: Equatable, Sendable {
  /// How a span looks on a terminal that shows colour.
  public enum Style: Sendable, Equatable {
    /// As it is.
    case plain
    /// Something a user cannot act on now: a disabled element.
    case dim
    /// Something a user can act on: an enabled button.
    case strong
    /// Something that comes and goes: the toast.
    case notice
  }

  /// A run of text in one style.
  public struct Span: Equatable, Sendable {
    /// The text.
    public var text: String
    /// Its style.
    public var style: Style
  }

  /// The spans, in order.
  public var spans: [Span]

  /// The line as plain text.
  public var text: String { spans.map(\.text).joined() }
}

/// A line of content before it is boxed: its text and the style of the element it shows.
struct ContentLine {
  var text: String
  var style: StyledLine.Style

  init(_ text: String, _ style: StyledLine.Style = .plain) {
    self.text = text
    self.style = style
  }
}
