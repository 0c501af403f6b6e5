import FlowKit

/// A feed written by hand, as a team might write one without ScrollViewModel, with a bug that
/// only a failing request shows: when a page fails to load, `isLoadingMore` is never reset, so
/// the loading footer stays for good and no more pages load.
public enum FeedApp {
  /// The app.
  public static let app = FlowApp(name: "feed", summary: "a hand-written feed, paged") {
    context, _ in
    context.views.register(FeedView.self)
    context.views.register(PostView.self)
    return FeedViewModel(context: context, service: FeedService(context.serviceEnvironment))
  }
}

/// Pages of posts over the app's network.
actor FeedService {
  let environment: ServiceEnvironment
  init(_ environment: ServiceEnvironment) { self.environment = environment }

  func page(_ number: Int) async throws -> [String] {
    try await environment.request(latency: .milliseconds(300))
    return (1...5).map { "post \(number * 5 + $0)" }
  }
}

final class FeedViewModel: ViewModel {
  let service: FeedService
  private(set) var posts: [String] = []
  private(set) var isRefreshing = false
  private(set) var isLoadingMore = false
  private var pages = 0

  init(context: AppContext, service: FeedService) {
    self.service = service
    super.init(context: context, title: "Feed")
  }

  override func didStart(parameters: Parameters) { refresh() }

  func refresh() {
    isRefreshing = true
    Task {
      if let first = try? await service.page(0) {
        posts = first
        pages = 1
      }
      isRefreshing = false
    }
  }

  func loadMore() {
    guard !isLoadingMore, !isRefreshing else { return }
    isLoadingMore = true
    Task {
      // The bug: when the request throws, the flag is never reset.
      let next = try await service.page(pages)
      posts += next
      pages += 1
      isLoadingMore = false
    }
  }
}

extension FeedViewModel {
  func open(_ post: String) {
    try? navigation?.push(PostViewModel(context: context, post: post))
  }
}

final class PostViewModel: ViewModel {
  let post: String
  init(context: AppContext, post: String) {
    self.post = post
    super.init(context: context, title: "Post")
  }
}

extension FeedViewModel: HasView { typealias View = FeedView }
extension PostViewModel: HasView { typealias View = PostView }

struct PostView: FlowView {
  let model: PostViewModel
  var body: Screen {
    Screen(model.title) { Label(model.post, id: "post") }
  }
}

struct FeedView: FlowView {
  let model: FeedViewModel

  var body: Screen {
    let texts = model.context.texts
    var rows = model.posts.enumerated().map { index, post in
      Element(
        .row(.init(text: post, indexPath: IndexPath(row: index))),
        actions: .init(tap: { [weak model] in model?.open(post) }))
    }
    if model.isRefreshing { rows.insert(Element(.header(texts.refreshing)), at: 0) }
    if model.isLoadingMore { rows.append(Element(.footer(texts.loadingMore))) }
    let list = Element(
      .list(rowCounts: [model.posts.count], rowAt: nil), id: "feed", children: rows,
      actions: .init(
        refresh: { [weak model] in model?.refresh() },
        loadMore: { [weak model] in model?.loadMore() }))
    return Screen(model.title) { list }
  }
}
