public import FlowKit

// Each view model names its view (HasView), the static form of the original's naming
// convention (FooViewModel -> FooView): no registration, and the compiler checks the pair.

extension FirstViewModel: HasView { public typealias View = FirstView }
extension SecondViewModel: HasView { public typealias View = SecondView }
extension ThirdViewModel: HasView { public typealias View = ThirdView }
extension TableViewModel: HasView { public typealias View = TableView }
extension ModalViewModel: HasView { public typealias View = ModalView }
extension TabBarViewModel: HasView { public typealias View = TabBarView }
extension ItemViewModel: HasView { public typealias View = ItemView }

/// The first screen.
public struct FirstView: FlowView {
  let model: FirstViewModel

  public init(model: FirstViewModel) { self.model = model }

  public var body: Screen {
    Screen(model.title) {
      TextField(id: "content", placeholder: "Text", text: model.content) { model.setContent($0) }
      Button("SecondView", id: "second") { model.showSecond() }
      Button("Third View without storyboard", id: "third") { model.showThird() }
      Button("Show tab bar", id: "tabs") { model.showTabs() }
      Button("Show tableview Controller", id: "table") { model.showTable() }
      Button("Show Modal", id: "modal") { model.showModal() }
    }
  }
}

/// The second screen.
public struct SecondView: FlowView {
  let model: SecondViewModel

  public init(model: SecondViewModel) { self.model = model }

  public var body: Screen {
    Screen(model.title) { Label(model.someData, id: "someData") }
  }
}

/// The third screen.
public struct ThirdView: FlowView {
  let model: ThirdViewModel

  public init(model: ThirdViewModel) { self.model = model }

  public var body: Screen {
    Screen(model.title) { Label("label from code", id: "label") }
  }
}

/// The empty table.
public struct TableView: FlowView {
  let model: TableViewModel

  public init(model: TableViewModel) { self.model = model }

  public var body: Screen {
    Screen(model.title) { List(model.list, emptyText: "empty") }
  }
}

/// The modal screen: presented, not pushed.
public struct ModalView: FlowView {
  let model: ModalViewModel

  public init(model: ModalViewModel) { self.model = model }
  public static var isModal: Bool { true }

  public var body: Screen {
    Screen(model.title) {
      Label("MODAL TEST VIEW", id: "label")
      Button("CLOSE", id: "close") { model.close() }
    }
  }
}

/// The tab bar and the selected tab.
public struct TabBarView: FlowView {
  let model: TabBarViewModel

  public init(model: TabBarViewModel) { self.model = model }

  public var body: Screen {
    Screen(model.title) {
      Tabs(model)
      if let selected = model.selected { Embed(selected) }
    }
  }
}

/// One tab.
public struct ItemView: FlowView {
  let model: ItemViewModel

  public init(model: ItemViewModel) { self.model = model }

  public var body: Screen {
    Screen(model.title) { Label("\(model.title) view", id: "item") }
  }
}
