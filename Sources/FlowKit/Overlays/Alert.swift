/// An alert: a title, a message and actions. Alerts stack: the newest is on top, and dismissing
/// it reveals the one below.
public struct Alert: Sendable {
  /// An alert's button.
  public struct Action: Sendable {
    /// How the action looks, after UIAlertAction's styles.
    public enum Style: String, Sendable, CaseIterable {
      case `default`, cancel, destructive
    }
    /// The button's title.
    public var title: String
    /// Its style.
    public var style: Style
    /// Its id on screen (`#ok`); defaults to the action's place, `alert0`, `alert1`, ….
    public var id: String?
    /// What runs after the alert has been hidden.
    public var handler: (@MainActor @Sendable () -> Void)?
    /// Whether a tap reaches it: a disabled button is shown, and a tap on it does nothing.
    public var isEnabled: Bool

    /// Makes an action.
    public init(
      _ title: String, style: Style = .default, id: String? = nil, isEnabled: Bool = true,
      handler: (@MainActor @Sendable () -> Void)? = nil
    ) {
      self.title = title
      self.style = style
      self.id = id
      self.isEnabled = isEnabled
      self.handler = handler
    }
  }

  /// The title.
  public var title: String
  /// The message under the title.
  public var message: String
  /// The buttons, in order.
  public var actions: [Action]
  /// The text fields above the buttons (a SwiftUI alert's `TextField`s), typed into while the
  /// alert is up.
  public var fields: [Field] = []
  /// What put the alert up, when something must take it down again (a SwiftUI `.alert` whose
  /// value became false).
  package var origin: ObjectIdentifier?

  /// A text field of an alert.
  public struct Field: Sendable {
    /// What it shows while empty.
    public var placeholder: String
    /// Its text now.
    public var text: String
    /// Its id on screen (`#name`).
    public var id: String
    /// Whether the text is masked (a `SecureField`).
    public var isSecure: Bool
    /// What typing into it does.
    public var setText: @MainActor @Sendable (String) -> Void

    /// Makes a field.
    public init(
      placeholder: String, text: String, id: String, isSecure: Bool = false,
      setText: @escaping @MainActor @Sendable (String) -> Void
    ) {
      self.placeholder = placeholder
      self.text = text
      self.id = id
      self.isSecure = isSecure
      self.setText = setText
    }
  }

  /// Makes an alert; with no actions it gets a single "OK".
  public init(title: String, message: String = "", actions: [Action] = []) {
    self.title = title
    self.message = message
    self.actions = actions.isEmpty ? [Action("OK", style: .cancel)] : actions
  }
}

/// A short message over the screen that goes away by itself after ``duration`` of virtual time,
/// when tapped, or when a new one replaces it. It blocks nothing.
public struct Toast: Sendable, Equatable {
  /// How long a toast shows.
  public static let duration: Duration = .seconds(2)
  /// The text.
  public var text: String
  /// When it goes away, in virtual time.
  public var until: Duration
}
