import FlowKit
import FlowTesting
import Testing
import Todo

@Test(.timeLimit(.minutes(5))) func firstPage() {
  let app = Simulator(app: TodoApp.app)
  app.advance(by: .milliseconds(300))
  app.expect(.count(.id("todos"), 5))
  assertScreen(app) {
    """
    +--------------------------------------+
    |                To-dos                |
    +--------------------------------------+
    | #add: [ + ]                          |
    | #todos                               |
    |   [0] Todo 12                        |
    |   [1] Todo 11                        |
    |   [2] Todo 10                        |
    |   [3] Todo 9                         |
    |   [4] Todo 8                         |
    +--------------------------------------+
    """
  }
}

@Test(.timeLimit(.minutes(5))) func addingATodo() {
  let app = Simulator(app: TodoApp.app)
  app.settle()
  app.tap(.id("add"))
  app.expect(.disabled(.id("save")))
  app.type("Buy milk", into: .id("title"))
  assertScreen(app, snapshot: "add")
  app.tap(.id("save"))
  app.settle()
  app.expect(.title("To-dos"))
  app.expect(.text(.row("todos", 0), "Buy milk"))
  #expect(app.takeEvents(.toast) == ["Added Buy milk"])
}

@Test(.timeLimit(.minutes(5))) func deepLink() {
  let app = Simulator(app: TodoApp.app)
  app.settle()
  app.route("todo://item/3")
  app.settle()
  app.expect(.text(.id("todo"), "#3 Todo 3"))
  app.expect(.stack("To-dos > To-do"))
}

@Test(.timeLimit(.minutes(5)), arguments: ScenarioFile.all()) func scenario(_ file: ScenarioFile) {
  file.check(apps: [TodoApp.app])
}
