import FlowKit

/// A to-do.
public struct Todo: Equatable, Sendable {
  public var id: Int
  public var title: String
}

/// Why the service refused: its message is for people.
public struct TodoError: UserFacingError, Equatable {
  public var userMessage: String
}

/// The server, as an actor: each call is a request through the environment it is handed, so in
/// flowsim its 300 ms pass in no time, `set network offline` reaches it and `todosim test
/// --faults` fails it one request at a time; in the app they are real.
public actor TodoService {
  private let environment: ServiceEnvironment
  private var todos = (1...12).map { Todo(id: $0, title: "Todo \($0)") }

  public init(environment: ServiceEnvironment) { self.environment = environment }

  /// A page of `size` to-dos, newest first.
  public func page(_ page: Int, size: Int = 5) async throws -> (todos: [Todo], hasMore: Bool) {
    try await environment.request(latency: .milliseconds(300))
    let newest = todos.reversed() as [Todo]
    let start = page * size
    let slice = newest.dropFirst(start).prefix(size)
    return (Array(slice), start + size < newest.count)
  }

  /// Adds a to-do with `title`.
  public func add(_ title: String) async throws -> Todo {
    try await environment.request(latency: .milliseconds(300))
    guard !todos.contains(where: { $0.title == title }) else {
      throw TodoError(userMessage: "\(title) is already on the list")
    }
    let todo = Todo(id: (todos.map(\.id).max() ?? 0) + 1, title: title)
    todos.append(todo)
    return todo
  }

  /// The to-do with `id`.
  public func todo(_ id: Int) async throws -> Todo {
    try await environment.request(latency: .milliseconds(300))
    guard let todo = todos.first(where: { $0.id == id }) else {
      throw TodoError(userMessage: "There is no to-do \(id)")
    }
    return todo
  }
}
