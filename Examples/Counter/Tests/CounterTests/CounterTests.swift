import Counter
import FlowTesting
import Testing

@Test func incrementing() throws {
  let app = Simulator { context in CounterViewModel(context: context) }
  try app.tap(.id("increment"))
  try app.tap(.id("increment"))
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
