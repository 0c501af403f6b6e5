import Counter
import FlowTesting
import Testing

@Test(.timeLimit(.minutes(5))) func incrementing() throws {
  let app = Simulator { context in CounterViewModel(context: context) }
  app.tap(.id("increment"))
  app.tap(.id("increment"))
  assertScreen(app) {
    """
    +--------------------------------------+
    |               Counter                |
    +--------------------------------------+
    | #count: 2                            |
    | #increment: [ +1 ]                   |
    +--------------------------------------+
    """
  }
}
