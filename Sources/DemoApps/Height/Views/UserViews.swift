import FlowKit

/// The user screen.
struct UserView: FlowView {
  let model: UserViewModel

  var body: Screen {
    Screen(model.title) {
      Label(model.info, id: "userInfo")
      if model.loadFailed { Button("重新加载", id: "retry") { model.load() } }
      Button("点击长高一公分", id: "addHeight", isEnabled: model.user != nil) { model.addHeight() }
      Button("跳转到用户详情", id: "jump") { model.jump() }
    }
  }
}

/// The user detail screen.
struct UserDetailView: FlowView {
  let model: UserDetailViewModel

  var body: Screen {
    Screen(model.title) {
      Label(model.userId, id: "userId")
      Label(model.height, id: "height")
    }
  }
}
