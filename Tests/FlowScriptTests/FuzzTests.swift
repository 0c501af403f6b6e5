import DemoApps
import FlowScript
import TestSupport
import Testing

/// A small deterministic generator, so that a failure can be replayed from its seed.
@Suite("Random input", .timeLimit(.minutes(5)), .watchdog)
struct FuzzTests {
  static let words = [
    "open", "apps", "show", "tree", "tap", "type", "clear", "back", "refresh", "more", "route",
    "wait", "settle", "expect", "events", "set", "help", "no", "toast", "hud", "title", "stack",
    "#name", "#password", "#login", "#greeting", "#x[1]", "#x[1:2]", "#[", "\"登录\"", "\"", "\\",
    "500ms", "1.5s", "-1s", "99999999s", "width", "24", "200", "1000", "network", "offline",
    "login", "lgoin", "00000000", "1234567", "enabled", "disabled", "text", "count", "3", "🙂",
    "é", "\t", "mvvm://user/detail?userid=1", "a=b", "=", "#", "[..]", "...", "autoshow", "off",
    "height", "waybills", "posts", "people", "mvp", "navigator", "#waybills[3]", "#waybills[0:1]",
    "#posts[0]", "#posts[99]", "#add", "#batchAdd", "#delete", "#batchDelete", "#confirm",
    "#fetching", "#delivering", "#people[2]", "#items", "#modal", "#close", "#tabs", "#item2",
    "#second", "#content", "#jump", "#addHeight", "#toast", "#alert0", "detail", "pagesize",
    "pagesize=3", "slow", "online", "2s", "600s",
  ]

  @Test(
    "thousands of random lines over every app end without a crash, and an error changes nothing")
  func randomLines() {
    var random = SplitMix(state: 20_261_129)
    let session = Session(apps: DemoApps.all)
    session.execute("open login")
    var errors = 0
    for _ in 0..<6000 {
      let count = Int.random(in: 0...4, using: &random)
      var parts: [String] = []
      for _ in 0..<count { parts.append(Self.words.randomElement(using: &random) ?? "") }
      // Keep saving and quitting out of the mix: they touch files and end sessions.
      let line = parts.joined(separator: Bool.random(using: &random) ? " " : "")
      if line.hasPrefix("save") || line.hasPrefix("quit") || line.hasPrefix("exit") { continue }
      let screen = session.screen()
      let tree = session.tree()
      let now = session.now
      let outcome = session.execute(line)
      if outcome.output.hasPrefix("error:") {
        errors += 1
        #expect(session.screen() == screen, "\(line)")
        #expect(session.tree() == tree, "\(line)")
        #expect(session.now == now, "\(line)")
      }
    }
    #expect(errors > 1500)
  }
}
