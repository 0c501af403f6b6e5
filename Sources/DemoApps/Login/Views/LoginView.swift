import FlowKit

/// The login screen's view.
struct LoginView: FlowView {
  let model: LoginViewModel

  var body: Screen {
    Screen(model.title) {
      TextField(id: "name", placeholder: "用户名", text: model.name) { model.setName($0) }
      SecureField(id: "password", placeholder: "密码", text: model.password) {
        model.setPassword($0)
      }
      Button("登录", id: "login", isEnabled: model.canLogin) { model.tapLogin() }
    }
  }
}

/// The welcome screen's view.
struct WelcomeView: FlowView {
  let model: WelcomeViewModel

  var body: Screen {
    Screen(model.title) {
      Label(model.greeting, id: "greeting")
    }
  }
}
