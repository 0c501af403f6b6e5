public import FlowKit

/// The sample's first screen: a text field and buttons that show other screens by type through
/// the navigation service.
public final class FirstViewModel: ViewModel {
  /// The text typed into `#content`.
  public private(set) var content = ""

  /// The first screen.
  public init(context: AppContext) {
    super.init(context: context, title: "FirstView")
  }

  /// The user changed the text.
  public func setContent(_ text: String) { content = text }

  /// SecondView: stores the text in the data service, then shows the second screen.
  public func showSecond() {
    let text = content
    guard let service = attempt("find the data service", dataService) else { return }
    task { [weak self] in
      await service.store(text)
      self?.show(SecondViewModel.self)
    }
  }

  /// Third View without storyboard.
  public func showThird() { show(ThirdViewModel.self) }
  /// Show tab bar.
  public func showTabs() { show(TabBarViewModel.self) }
  /// Show tableview Controller.
  public func showTable() { show(TableViewModel.self) }
  /// Show Modal.
  public func showModal() { show(ModalViewModel.self) }

  private func show<Model: ShowableViewModel>(_ type: Model.Type) {
    do {
      try context.navigator.show(type)
    } catch {
      showError(message: "\(error)")
    }
  }
}

/// The second screen: shows what the data service holds.
public final class SecondViewModel: ViewModel, ShowableViewModel {
  /// What the data service held when the screen started.
  public private(set) var someData = ""

  public init(context: AppContext) {
    super.init(context: context, title: "SecondView")
  }

  public override func didStart(parameters: Parameters) {
    guard let service = attempt("find the data service", dataService) else { return }
    task { [weak self] in
      let data = await service.someData()
      self?.someData = data
    }
  }
}

/// The third screen, made in code in the original.
public final class ThirdViewModel: ViewModel, ShowableViewModel {
  public init(context: AppContext) {
    super.init(context: context, title: "ThirdView")
  }
}

/// An empty table.
public final class TableViewModel: ViewModel, ShowableViewModel {
  /// The empty list `#table`.
  public private(set) lazy var list = ListViewModel(id: "table", owner: self)

  public init(context: AppContext) {
    super.init(context: context, title: "TableView")
  }
}

/// The modal screen; its view asks to be presented, and CLOSE closes it through the service.
public final class ModalViewModel: ViewModel, ShowableViewModel {
  public init(context: AppContext) {
    super.init(context: context, title: "MODAL TEST VIEW")
  }

  /// CLOSE.
  public func close() {
    attempt("close") { try context.navigator.close(self) }
  }
}

/// The tab bar: three tabs, each made the first time it is shown.
public final class TabBarViewModel: TabsViewModel, ShowableViewModel {
  public init(context: AppContext) {
    super.init(context: context, title: "TabBar")
    attempt("add the tabs") {
      for (index, title) in ["Item 1", "Item 2", "Item"].enumerated() {
        try addTab(ItemViewModel(context: context, title: title), id: "item\(index + 1)")
      }
    }
  }
}

/// One tab of the tab bar.
public final class ItemViewModel: ViewModel {}

extension ViewModel {
  /// The app's data service, registered when the app is made.
  fileprivate func dataService() throws -> any DataServicing {
    try context.services.resolve((any DataServicing).self)
  }
}
