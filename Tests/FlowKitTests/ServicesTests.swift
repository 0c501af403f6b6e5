import FlowKit
import TestSupport
import Testing

protocol Greeter: Sendable { func greet() -> String }
struct English: Greeter { func greet() -> String { "hello" } }
struct Chinese: Greeter { func greet() -> String { "你好" } }

@Suite("Services, messages, pipes and the router", .timeLimit(.minutes(5)), .watchdog)
struct ServicesTests {
  @Test("the locator resolves by protocol type, replaces on re-register and names a missing type")
  func locator() {
    let runtime = FlowRuntime()
    let results: [String] = runtime.perform {
      let locator = ServiceLocator()
      var results: [String] = []
      do throws(ServiceLocatorError) {
        _ = try locator.resolve((any Greeter).self)
      } catch { results.append("\(error)") }
      let before = locator.contains((any Greeter).self)
      locator.register((any Greeter).self, English())
      results.append("contains \(before) then \(locator.contains((any Greeter).self))")
      results.append((try? locator.resolve((any Greeter).self).greet()) ?? "-")
      locator.register((any Greeter).self, Chinese())
      results.append((try? locator.resolve((any Greeter).self).greet()) ?? "-")
      return results
    }
    #expect(
      results[0].contains("no service is registered for any ServicesTests.Greeter")
        || results[0].contains("Greeter"))
    #expect(results[1...] == ["contains false then true", "hello", "你好"])
  }

  @Test(
    "messages are cleaned as the original did",
    arguments: [
      ("登录成功。", "登录成功"), ("Saved.", "Saved"), ("  ", nil), ("", nil), ("ok", "ok"), ("。。", nil),
    ] as [(String, String?)])
  func cleaning(input: String, output: String?) {
    #expect(Messages.clean(input) == output)
  }

  @Test("raw errors become a plain message; network errors are told apart")
  func errorMessages() {
    struct Raw: Error {}
    #expect(Messages.message(for: Raw()) == "Something went wrong")
    #expect(Messages.message(for: NetworkError.offline) == "Network error")
    let chinese = AppTexts(systemError: "系统异常", networkError: "网络异常")
    #expect(Messages.message(for: Raw(), texts: chinese) == "系统异常")
    #expect(Messages.message(for: NetworkError.offline, texts: chinese) == "网络异常")
  }

  @Test("actions run the chain from the root in order; handlers filter states and change arguments")
  func pipes() {
    let runtime = FlowRuntime()
    let log: [String] = runtime.perform {
      var log: [String] = []
      let root = ActionPipe<String>(name: "root")
      let middle = ActionPipe<String>(name: "middle")
      let observer = ActionPipe<String>(name: "observer")
      root.on { context in
        log.append("root \(context.action) \(context.state)")
        return 1
      }
      middle.on(.start) { context in
        context.action = context.action.uppercased()
        return (context.upstreamValue as? Int ?? 0) + 1
      }
      observer.observe { action, state in log.append("observer \(action) \(state)") }
      root.then(middle).then(observer)
      let value = observer.send("go", state: .start)
      log.append("value \(value as? Int ?? -1)")
      observer.send("go", state: .end)
      return log
    }
    #expect(
      log == [
        "root go start", "observer GO start", "value 2", "root go end", "observer go end",
      ])
  }

  @Test("the router maps links to view models and names what is wrong")
  func router() {
    let runtime = FlowRuntime()
    let results: [String] = runtime.perform {
      let context = AppContext(runtime: runtime)
      context.router.register("mvvm://user/detail", required: ["userid"]) { parameters in
        ViewModel(context: context, title: parameters["userid"] ?? "")
      }
      context.router.register("app://post/:id") { parameters in
        ViewModel(context: context, title: "post \(parameters["id"] ?? "")")
      }
      // A scheme takes letters, digits, "+", "-" and ".", as RFC 3986 says.
      context.router.register("app2.v-1+x://home") { _ in
        ViewModel(context: context, title: "home")
      }
      var results: [String] = []
      for url in [
        "MVVM://user/detail?userid=9527", "app://post/7", "mvvm://user/detail", "mvvm://nope",
        "nonsense", "app://post", "app://post/7/comments", "web://post/7", "app://post/8?pinned",
        "APP2.v-1+x://home", "app 2://home",
      ] {
        do {
          let (model, parameters) = try context.router.resolve(url)
          results.append(
            model.title + (parameters["pinned"].map { " pinned=[\($0)]" } ?? ""))
        } catch {
          results.append("\(error)")
        }
      }
      return results
    }
    #expect(results[0] == "9527")
    #expect(results[1] == "post 7")
    #expect(results[2].contains("lacks 'userid'"))
    #expect(results[3].hasPrefix("no route matches 'mvvm://nope'; known: mvvm://user/detail"))
    #expect(results[4].contains("is not a link"))
    // A link matches a pattern of its own scheme and as many segments, no fewer or more.
    for (index, url) in [(5, "app://post"), (6, "app://post/7/comments"), (7, "web://post/7")] {
      #expect(results[index].hasPrefix("no route matches '\(url)'"), "\(results[index])")
    }
    // A query item without a value is there, empty.
    #expect(results[8] == "post 8 pinned=[]")
    #expect(results[9] == "home")
    #expect(results[10].contains("is not a link"), "\(results[10])")
  }
}
