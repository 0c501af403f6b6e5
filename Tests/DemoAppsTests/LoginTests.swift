import DemoApps
import FlowKit
import TestSupport
import Testing

@Suite("The login app's view model, without any text", .timeLimit(.minutes(5)), .watchdog)
struct LoginTests {
  @Test(
    "the button is enabled iff the name is not empty and the password is longer than 6",
    arguments: [
      ("", "1234567", false), ("lee", "123456", false), ("lee", "1234567", true),
      ("李", "密码密码密码密", true),
    ])
  func buttonRule(name: String, password: String, enabled: Bool) {
    let runtime = FlowRuntime()
    let canLogin = runtime.perform {
      let context = AppContext(runtime: runtime)
      let model = LoginViewModel(
        context: context, service: LoginService(context.serviceEnvironment))
      model.setName(name)
      model.setPassword(password)
      return model.canLogin
    }
    #expect(canLogin == enabled)
  }

  @Test("a login takes 500 ms of virtual time, then pushes the welcome screen")
  func success() throws {
    let runtime = FlowRuntime()
    let context = runtime.perform { AppContext(runtime: runtime) }
    runtime.perform {
      let root = (try? LoginApp.app.make(context, [:])) ?? ViewModel(context: context)
      context.setRoot(root)
      guard let login = root as? LoginViewModel else { return }
      login.setName("lee")
      login.setPassword("00000000")
      login.tapLogin()
    }
    #expect(runtime.perform { context.showsHUD })
    runtime.advance(by: .milliseconds(499))
    #expect(runtime.perform { context.visibleViewModel?.title } == "登录")
    runtime.advance(by: .milliseconds(1))
    let (title, greeting, toast) = runtime.perform {
      (
        context.visibleViewModel?.title, (context.visibleViewModel as? WelcomeViewModel)?.greeting,
        context.toast?.text
      )
    }
    #expect(title == "欢迎")
    #expect(greeting == "欢迎, lee")
    #expect(toast == "登录成功")
  }

  @Test("offline, the login fails with the network message and keeps the fields")
  func offline() {
    let runtime = FlowRuntime()
    let context = runtime.perform { AppContext(runtime: runtime, network: NetworkLink(.offline)) }
    runtime.perform {
      guard let login = try? LoginApp.app.make(context, [:]) as? LoginViewModel else { return }
      context.setRoot(login)
      login.setName("lee")
      login.setPassword("00000000")
      login.tapLogin()
    }
    runtime.settle()
    let (toast, name) = runtime.perform {
      (context.toast?.text, (context.visibleViewModel as? LoginViewModel)?.name)
    }
    #expect(toast == "网络异常")
    #expect(name == "lee")
  }
}
