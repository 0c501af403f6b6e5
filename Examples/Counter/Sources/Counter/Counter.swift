import FlowKit

public final class CounterViewModel: ViewModel {
  public private(set) var count = 0

  public init(context: AppContext) {
    super.init(context: context, title: "Counter")
  }

  public func increment() { count += 1 }
}

// Found by the naming convention: CounterViewModel is shown by CounterView.
struct CounterView: FlowView {
  let model: CounterViewModel

  var body: Screen {
    Screen(model.title) {
      Label("\(model.count)", id: "count")
      Button("+1", id: "increment") { model.increment() }
    }
  }
}
