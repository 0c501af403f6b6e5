public import FlowKit

/// The login screen: a name, a password, and a button enabled only when both make sense.
public final class LoginViewModel: ViewModel {
  /// The name typed so far.
  public private(set) var name = ""
  /// The password typed so far.
  public private(set) var password = ""
  /// The screen's action pipe: the tap, the start, the success or the error pass through it.
  public let pipe = ActionPipe<LoginAction>(name: "login")
  private let service: any LoginServicing

  /// A login screen that logs in through `service`.
  public init(context: AppContext, service: any LoginServicing) {
    self.service = service
    super.init(context: context, title: "登录")
    // The tap passes the whole chain first (observers downstream see it before the start).
    pipe.on(.process) { [weak self] action in
      if action.action == .tapLogin { self?.task { self?.login() } }
      return nil
    }
  }

  /// Login is possible when the name is not empty and the password is longer than 6 characters.
  public var canLogin: Bool { !name.isEmpty && password.count > 6 && !isSubmitting }

  /// The user changed the name.
  public func setName(_ text: String) { name = text }
  /// The user changed the password.
  public func setPassword(_ text: String) { password = text }

  /// The user tapped the button: the tap goes through the pipe, whose handler logs in.
  public func tapLogin() {
    guard canLogin else { return }
    pipe.send(.tapLogin)
  }

  private func login() {
    let (name, password, service) = (name, password, service)
    pipe.send(.login(name: name), state: .start)
    submit {
      try await service.login(name: name, password: password)
    } success: { [weak self] user in
      guard let self else { return }
      pipe.send(.login(name: name), state: .success)
      showSuccess("登录成功")
      attempt("show the welcome screen") {
        try navigation?.push(WelcomeViewModel(context: context, name: user))
      }
    } failure: { [weak self] error in
      self?.pipe.send(
        .login(name: name), state: .error,
        value: Messages.message(for: error, texts: self?.context.texts ?? .chinese))
    }
  }
}

/// The screen after a successful login.
public final class WelcomeViewModel: ViewModel {
  /// Who logged in.
  public let name: String

  /// Welcomes `name`.
  public init(context: AppContext, name: String) {
    self.name = name
    super.init(context: context, title: "欢迎")
  }

  /// "欢迎, NAME".
  public var greeting: String { "欢迎, \(name)" }
}
