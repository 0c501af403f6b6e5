import FlowKit

/// A screen whose list holds `count` rows, for the benchmarks of size.
final class BigListViewModel: ViewModel {
  let list: ListViewModel

  init(context: AppContext, count: Int) {
    list = ListViewModel(id: "rows")
    super.init(context: context, title: "rows")
    list.attach(to: self)
    let cells = (0..<count).map { CellViewModel(text: "row \($0)", detail: "detail \($0)") }
    try? list.setSections([ListSection(cells: cells)])
  }
}

struct BigListView: FlowView {
  let model: BigListViewModel

  var body: Screen {
    Screen(model.title) { List(model.list) }
  }
}

enum BigListApp {
  static func app(rows: Int) -> FlowApp {
    FlowApp(name: "rows", summary: "\(rows) rows") { context, _ in
      context.views.register(BigListView.self)
      return BigListViewModel(context: context, count: rows)
    }
  }
}
