import FlowTesting
import Following
import Testing

@Test(.timeLimit(.minutes(5))) func firstPageLoadsWhenTheScreenAppears() {
  let app = Simulator(app: FollowingApp.app)
  app.expect(.present(.text("Loading")))
  app.advance(by: .milliseconds(400))
  app.expect(.title("Following"))
  app.expect(.count(.id("accounts"), 15))
}

@Test(.timeLimit(.minutes(5))) func theLastRowLoadsTheNextPage() {
  let app = Simulator(app: FollowingApp.app)
  app.settle()
  app.more()
  app.settle()
  app.expect(.count(.id("accounts"), 24))
}

@Test(.timeLimit(.minutes(5))) func searchWaitsForAPauseInTyping() {
  let app = Simulator(app: FollowingApp.app)
  app.settle()
  app.type("ada", into: .id("search"))
  app.advance(by: .milliseconds(699))
  app.expect(.count(.id("accounts"), 15))
  app.advance(by: .milliseconds(1))
  app.expect(.count(.id("accounts"), 1))
}

@Test(.timeLimit(.minutes(5))) func followFailsWithAnAlertAndTheButtonComesBack() {
  let app = Simulator(app: FollowingApp.app)
  app.settle()
  app.tap(.row(list: "accounts", section: 0, row: 0, written: "#accounts[0]"))
  app.settle()
  app.set("network", "offline")
  app.tap(.id("follow"))
  app.expect(.disabled(.id("follow")))
  app.settle()
  app.expect(.alert("Could not update"))
  app.tap(.id("ok"))
  app.expect(.enabled(.id("follow")))
  app.expect(.text(.id("follow"), "Unfollow"))
}

@Test(.timeLimit(.minutes(5))) func aPostClosesTheSheet() {
  let app = Simulator(app: FollowingApp.app)
  app.settle()
  app.tap(.id("compose"))
  app.expect(.stack("Following | New post"))
  app.type("Hello", into: .id("text"))
  app.tap(.id("post"))
  app.settle()
  app.expect(.stack("Following"))
}

@Test(.timeLimit(.minutes(5)), arguments: ScenarioFile.all()) func scenario(_ file: ScenarioFile) {
  file.check(apps: [FollowingApp.app])
}
