import FlowKit

public final class CounterViewModel: ViewModel {
  public private(set) var count = 0

  public init(context: AppContext) {
    super.init(context: context, title: "Counter")
  }

  public func increment() { count += 1 }
}

// CounterViewModel names its view; the compiler checks that CounterView shows it.
extension CounterViewModel: HasView { public typealias View = CounterView }

public struct CounterView: FlowView {
  public let model: CounterViewModel
  public init(model: CounterViewModel) { self.model = model }

  public var body: Screen {
    Screen(model.title) {
      Label("\(model.count)", id: "count")
      Button("+1", id: "increment") { model.increment() }
    }
  }
}
