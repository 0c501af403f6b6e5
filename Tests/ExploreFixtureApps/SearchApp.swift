import FlowKit

/// A list searched as it is typed: a query shows its results in place of the list, and clearing
/// the query loads the list again, over the network. Typing that leads to another screen is a
/// way on, and explore must go on from it as from a tap: clearing is a transition back, and
/// clearing offline shows a failure.
public enum SearchApp {
  /// The app.
  public static let app = FlowApp(name: "search", summary: "a list searched as it is typed") {
    context, _ in
    context.views.register(SearchView.self)
    return SearchViewModel(context: context)
  }
}

final class SearchViewModel: ViewModel {
  private(set) var query = ""
  private(set) var failed = false

  init(context: AppContext) { super.init(context: context, title: "Search") }

  func setQuery(_ text: String) {
    query = text
    guard text.isEmpty else { return }
    let environment = context.serviceEnvironment
    task {
      self.failed = (try? await environment.request(latency: .milliseconds(100))) == nil
    }
  }
}

extension SearchViewModel: HasView { typealias View = SearchView }

struct SearchView: FlowView {
  let model: SearchViewModel
  var body: Screen {
    Screen(model.title) {
      TextField(id: "search", placeholder: "search", text: model.query) { model.setQuery($0) }
      if !model.query.isEmpty {
        Label("results for \(model.query)", id: "results")
      } else if model.failed {
        Label("could not load", id: "failure")
      } else {
        Label("everything", id: "all")
      }
    }
  }
}
