import Counter
import FlowKit
import FlowTesting
import Testing

@Test(.timeLimit(.minutes(5))) func greeting() throws {
  let app = Simulator { context in
    context.views.register(GreetingStoreView.self)
    let store = GreetingStore(service: GreetingService(clock: context.clock))
    return HostedViewModel(context: context, model: store)
  }
  app.type("Ada", into: .id("name"))
  app.tap(.id("greet"))
  app.expect(.disabled(.id("greet")))  // while the service answers
  app.advance(by: .milliseconds(300))
  assertScreen(app) {
    """
    +--------------------------------------+
    |               Greeting               |
    +--------------------------------------+
    | #name: [Ada]                         |
    | #greet: [ Greet ]                    |
    | #greeting: Hello, Ada                |
    +--------------------------------------+
    """
  }
}
