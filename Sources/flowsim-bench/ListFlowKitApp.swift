import FlowKit

/// The list flow of `flowui_commands_per_second` written on FlowKit: 20 items loaded in 100 ms,
/// pull to refresh, a row pushes its detail.
enum ListFlowKitApp {
  static let app = FlowApp(name: "list", summary: "a list on FlowKit") { context, _ in
    context.views.register(ItemsView.self)
    context.views.register(ItemView.self)
    return ItemsViewModel(context: context)
  }

  final class ItemsViewModel: ScrollViewModel {
    init(context: AppContext) {
      super.init(context: context, title: "Items", listID: "items")
      observe(list.interactions) { [weak self] interaction in
        guard let self, case .select(let path) = interaction else { return }
        let item = ItemViewModel(context: self.context, title: "Item \(path.row)")
        self.attempt("open") { try self.context.navigator.show(item) }
      }
    }

    override func fetch(page: Int) async throws -> ListPage {
      try await context.serviceEnvironment.request(latency: .milliseconds(100))
      return ListPage(cells: (0..<20).map { CellViewModel(text: "Item \($0)") }, hasMore: false)
    }
  }

  final class ItemViewModel: ViewModel {}

  struct ItemsView: FlowView {
    let model: ItemsViewModel
    var body: Screen { Screen(model.title) { ScrollList(model) } }
  }

  struct ItemView: FlowView {
    let model: ItemViewModel
    var body: Screen { Screen(model.title) { Label(model.title, id: "item") } }
  }
}
