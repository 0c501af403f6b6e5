import FlowKit

extension TodoListViewModel: HasView { public typealias View = TodoListView }
extension AddTodoViewModel: HasView { public typealias View = AddTodoView }
extension TodoDetailViewModel: HasView { public typealias View = TodoDetailView }

public struct TodoListView: FlowView {
  public let model: TodoListViewModel
  public init(model: TodoListViewModel) { self.model = model }

  public var body: Screen {
    Screen(model.title) {
      Toolbar { Button("+", id: "add") { model.add() } }
      ScrollList(model)
    }
  }
}

/// Presented as a modal.
public struct AddTodoView: FlowView {
  public let model: AddTodoViewModel
  public init(model: AddTodoViewModel) { self.model = model }
  public static var isModal: Bool { true }

  public var body: Screen {
    Screen(model.title) {
      TextField(id: "title", placeholder: "What to do", text: model.text) { model.setText($0) }
      Toolbar {
        Button("Cancel", id: "cancel") { model.cancel() }
        Button("Save", id: "save", isEnabled: model.canSave) { model.save() }
      }
    }
  }
}

public struct TodoDetailView: FlowView {
  public let model: TodoDetailViewModel
  public init(model: TodoDetailViewModel) { self.model = model }

  public var body: Screen {
    Screen(model.title) {
      Label(model.todo.map { "#\($0.id) \($0.title)" } ?? "Loading", id: "todo")
    }
  }
}
