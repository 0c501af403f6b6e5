public import FlowKit

/// What travels through the login screen's action pipe.
public enum LoginAction: Sendable, Equatable, CustomStringConvertible {
  /// The user tapped the login button.
  case tapLogin
  /// A login with these credentials.
  case login(name: String)

  public var description: String {
    switch self {
    case .tapLogin: "tap login"
    case .login(let name): "login \(name)"
    }
  }
}

/// A login the server refused.
public enum LoginError: Error, Equatable, UserFacingError {
  /// The password is not the user's.
  case wrongPassword

  public var userMessage: String {
    switch self {
    case .wrongPassword: "密码错误"
    }
  }
}
