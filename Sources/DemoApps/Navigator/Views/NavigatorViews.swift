import FlowKit

/// The first screen.
struct FirstView: FlowView {
  let model: FirstViewModel

  var body: Screen {
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
struct SecondView: FlowView {
  let model: SecondViewModel

  var body: Screen {
    Screen(model.title) { Label(model.someData, id: "someData") }
  }
}

/// The third screen.
struct ThirdView: FlowView {
  let model: ThirdViewModel

  var body: Screen {
    Screen(model.title) { Label("label from code", id: "label") }
  }
}

/// The empty table.
struct TableView: FlowView {
  let model: TableViewModel

  var body: Screen {
    Screen(model.title) { List(model.list, emptyText: "empty") }
  }
}

/// The modal screen: presented, not pushed.
struct ModalView: FlowView {
  let model: ModalViewModel
  static var isModal: Bool { true }

  var body: Screen {
    Screen(model.title) {
      Label("MODAL TEST VIEW", id: "label")
      Button("CLOSE", id: "close") { model.close() }
    }
  }
}

/// The tab bar and the selected tab.
struct TabBarView: FlowView {
  let model: TabBarViewModel

  var body: Screen {
    Screen(model.title) {
      Tabs(model)
      if let selected = model.selected { Embed(selected) }
    }
  }
}

/// One tab.
struct ItemView: FlowView {
  let model: ItemViewModel

  var body: Screen {
    Screen(model.title) { Label(model.title, id: "item") }
  }
}
