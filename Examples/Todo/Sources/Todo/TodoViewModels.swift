import FlowKit
import Foundation

/// The list: paged, pull to refresh, a row opens its detail, `+` presents the add screen.
public final class TodoListViewModel: ScrollViewModel {
  let service: TodoService

  public init(context: AppContext, service: TodoService) {
    self.service = service
    super.init(context: context, title: "To-dos", listID: "todos")
    observe(list.interactions) { [weak self] interaction in
      if case .select(let path) = interaction { self?.open(path) }
    }
  }

  public override func fetch(page: Int) async throws -> ListPage {
    let (todos, hasMore) = try await service.page(page)
    return ListPage(cells: todos.map { TodoCell($0) }, hasMore: hasMore)
  }

  /// `+`: the add screen, over the list; a saved to-do brings the list up to date.
  public func add() {
    let add = AddTodoViewModel(context: context, service: service)
    add.onSaved = { [weak self] _ in self?.refresh() }
    attempt("show the add screen") { try context.navigator.show(add) }
  }

  private func open(_ path: FlowKit.IndexPath) {
    guard let cell = attempt("open a row", { try list.cell(at: path) }) as? TodoCell else { return }
    let detail = TodoDetailViewModel(context: context, service: service)
    attempt("show the detail") {
      try context.navigator.show(detail, parameters: ["id": "\(cell.todo.id)"])
    }
  }
}

/// A row: the to-do's title.
final class TodoCell: CellViewModel {
  let todo: Todo
  init(_ todo: Todo) {
    self.todo = todo
    super.init(text: todo.title)
  }
}

/// Adding a to-do: Save is enabled when the title is 1 to 40 characters; saving shows the HUD,
/// then closes the screen.
public final class AddTodoViewModel: ViewModel {
  /// What the user typed.
  public private(set) var text = ""
  var onSaved: (@MainActor (Todo) -> Void)?
  let service: TodoService

  public init(context: AppContext, service: TodoService) {
    self.service = service
    super.init(context: context, title: "New to-do")
  }

  /// The rule of the Save button.
  public var canSave: Bool {
    let trimmed = text.trimmingCharacters(in: .whitespaces)
    return !trimmed.isEmpty && trimmed.count <= 40 && !isSubmitting
  }

  public func setText(_ text: String) { self.text = text }

  public func save() {
    guard canSave else { return }
    let (service, title) = (service, text.trimmingCharacters(in: .whitespaces))
    submit {
      try await service.add(title)
    } success: { [weak self] todo in
      guard let self else { return }
      showSuccess("Added \(todo.title)")
      onSaved?(todo)
      attempt("close") { try context.navigator.close(self) }
    }
  }

  public func cancel() {
    attempt("close") { try context.navigator.close(self) }
  }
}

/// One to-do, loaded by its id: from a row, or from the deep link `todo://item/ID`.
public final class TodoDetailViewModel: ViewModel {
  public private(set) var todo: Todo?
  let service: TodoService

  public init(context: AppContext, service: TodoService) {
    self.service = service
    super.init(context: context, title: "To-do")
  }

  public override func didStart(parameters: Parameters) {
    let service = service
    let id = Int(parameters["id"] ?? "") ?? 0
    submit {
      try await service.todo(id)
    } success: { [weak self] todo in
      self?.todo = todo
    }
  }
}
