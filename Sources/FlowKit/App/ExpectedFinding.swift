/// What `flowsim explore` can find wrong with an app's screens (SPEC §6).
public enum FindingKind: String, Sendable, CaseIterable, Codable {
  /// A command the screen offered ended in an error the user could not have avoided.
  case error
  /// A screen with no way on or back.
  case deadEnd = "dead end"
  /// A HUD, a refreshing header or a loading footer still up after everything settled.
  case endlessLoading = "endless loading"
  /// Work still waiting on the clock after ten virtual minutes.
  case pendingWork = "pending work"
  /// The app crashed.
  case crash
  /// Work the app did for a screen that was gone (a plain `Task` that outlived it).
  case lateWork = "late work"
}

/// A finding an app's authors have looked at and accept, with their reason: explore still
/// lists it, marked expected, and does not fail because of it.
public struct ExpectedFinding: Sendable, Equatable {
  /// The kind of finding.
  public var kind: FindingKind
  /// The title of the screen it is on.
  public var screen: String
  /// Why it is right, in a sentence a reader accepts.
  public var reason: String

  /// A finding of `kind` on the screen titled `screen`, accepted for `reason`.
  public init(_ kind: FindingKind, on screen: String, because reason: String) {
    self.kind = kind
    self.screen = screen
    self.reason = reason
  }
}
