import FlowKit

/// A screen whose load shows another screen when the network is off, and a sync that never ends,
/// reachable from both: explore labels the offline transition and reports the sync once.
public enum ShopApp {
  /// The app.
  public static let app = accepting([])

  /// The app, accepting `findings`.
  public static func accepting(_ findings: [ExpectedFinding]) -> FlowApp {
    FlowApp(
      name: "shop", summary: "a load that fails offline, a stuck sync",
      expectedFindings: findings
    ) { context, _ in
      context.views.register(ShopView.self)
      context.views.register(ItemView.self)
      return ShopViewModel(context: context)
    }
  }
}

final class ShopViewModel: ViewModel {
  private(set) var failure: String?
  private(set) var isSyncing = false

  init(context: AppContext) { super.init(context: context, title: "Shop") }

  func load() {
    let environment = context.serviceEnvironment
    task {
      do {
        try await environment.request(latency: .milliseconds(200))
        self.failure = nil
        try? self.navigation?.push(ItemViewModel(context: self.context))
      } catch {
        self.failure = "could not load the item"
      }
    }
  }

  /// The fault under test: the flag is set and nothing ever clears it.
  func sync() { isSyncing = true }
}

final class ItemViewModel: ViewModel {
  init(context: AppContext) { super.init(context: context, title: "Item") }
}

extension ShopViewModel: HasView { typealias View = ShopView }
extension ItemViewModel: HasView { typealias View = ItemView }

struct ShopView: FlowView {
  let model: ShopViewModel
  var body: Screen {
    Screen(model.title) {
      Button("Load", id: "load") { model.load() }
      Button("Sync", id: "sync") { model.sync() }
      if let failure = model.failure { Label(failure, id: "failure") }
      if model.isSyncing { Element(.label("Syncing…"), id: "sync-status", isBusy: true) }
    }
  }
}

struct ItemView: FlowView {
  let model: ItemViewModel
  var body: Screen { Screen(model.title) { Label("an item", id: "item") } }
}
