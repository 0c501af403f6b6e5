import FlowKit
import FlowTesting
import TestSupport
import Testing

@testable import DemoApps

@Suite("Demo app screens, through FlowTesting", .timeLimit(.minutes(5)), .watchdog)
struct ScreenTests {
  @Test("height: a detail link no route takes shows a toast, and the screen stays")
  func heightJumpWithoutRoute() {
    let app = Simulator(
      app: FlowApp(name: "height", summary: "no route for the detail") { context, _ in
        context.views.register(UserView.self)
        return UserViewModel(
          context: context, service: UserService(context.serviceEnvironment), store: UserStore())
      })
    app.settle()
    app.tap(.id("jump"))
    app.expect(.stack("用户"))
    let screen = app.screen
    // The router's error is no message for a user: the toast says something went wrong.
    #expect(screen.contains("| toast: Something went wrong"), Comment(rawValue: screen))
  }

  @Test("posts: the batch add inserts four rows in the four cell styles, as one change")
  func postsBatchAdd() throws {
    let app = Simulator(app: PostsApp.app)
    app.settle()
    _ = app.takeEvents()
    app.tap(.id("batchAdd"))
    #expect(app.takeEvents(.list) == ["帖子 #posts insert rows 0:0…0:3 (left)"])
    app.tap(.id("batchDelete"))
    app.tap(.id("batchAdd"))
    assertScreen(app) {
      """
      +--------------------------------------+
      |                 帖子                 |
      +--------------------------------------+
      | #posts                               |
      |   [0] <01> 芬兰无法 · 蜂王浆发了     |
      |   [1] <02> 芬兰无法 · 蜂王浆发了     |
      |   [2] 芬兰无法: 蜂王浆发了           |
      |   [3] <03> 芬兰无法                  |
      |       蜂王浆发了                     |
      | #add: [ 添加 ]                       |
      | #batchAdd: [ 批量添加 ]              |
      | #delete: [ 删除 ]                    |
      | #batchDelete: [ 批量删除 ]           |
      +--------------------------------------+
      """
    }
  }

  @Test("waybills: a confirmed waybill moves to the top of 待送达")
  func waybillMoves() throws {
    let app = Simulator(app: WaybillsApp.app, width: 30)
    app.settle()
    app.tap(.row("waybills", 1))
    app.tap(.id("confirm"))
    app.settle()
    app.tap(.id("delivering"))
    app.settle()
    app.expect(.text(.row("waybills", 0), "1002"))
    #expect(
      app.takeEvents(.navigation) == [
        "push WaybillDetailViewModel 运单详情", "remove WaybillDetailViewModel 运单详情",
        "select tab delivering",
      ])
    assertScreen(app, snapshot: "delivering after a move")
  }

  @Test("people: analytics sees the exposure and the clicks, and the screen does not know it")
  func peopleAnalytics() throws {
    let app = Simulator(app: PeopleApp.app)
    app.tap(.text("Cloud"))
    #expect(
      app.takeEvents(.analytics) == [
        "人员 viewDidAppear 曝光", "cell 0 曝光上报", "cell 1 曝光上报", "cell 2 曝光上报",
        "cell 3 曝光上报", "cell 4 曝光上报", "cell 3 点击上报",
      ])
    app.expect(.detail(.row("people", 3), "17 _ 男 _ click _ 1"))
  }
}
