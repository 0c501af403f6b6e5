public import FlowKit

/// A row showing a post: its title, with its text below.
public final class PostCellViewModel: CellViewModel {
  /// The post shown.
  public let post: Post

  /// A row for `post`.
  public init(_ post: Post) {
    self.post = post
    super.init(text: post.title, detail: post.body, style: .custom)
  }
}

/// The posts screen: a list loaded from the server, and buttons that change it with animations.
public final class PostsViewModel: ScrollViewModel {
  private let service: any PostServicing

  /// The screen, loading through `service`.
  public init(context: AppContext, service: any PostServicing) {
    self.service = service
    super.init(context: context, title: "帖子", listID: "posts")
    observe(list.interactions) { [weak self] interaction in
      if case .select(let path) = interaction { self?.open(path) }
    }
  }

  public override func fetch(page: Int) async throws -> ListPage {
    ListPage(cells: try await service.posts().map(PostCellViewModel.init), hasMore: false)
  }

  /// The posts come in one page.
  public override var loadsMore: Bool { false }

  /// Page one replaces the section from the top, as the original's reloadTable did.
  public override var firstPageAnimation: RowAnimation { .top }

  /// 添加: post 1003131 "First Chapter" at row 0, from the left.
  public func add() {
    insertAtTop([PostCellViewModel(.firstChapter)])
  }

  /// 批量添加: four rows at row 0, one in each cell style, from the left.
  public func batchAdd() {
    let images: [String?] = ["01", "02", nil, "03"]
    let styles: [Element.CellStyle] = [.default, .value1, .value2, .subtitle]
    insertAtTop(
      zip(styles, images).map { style, image in
        CellViewModel(text: "芬兰无法", detail: "蜂王浆发了", image: image, style: style)
      })
  }

  /// 删除: row 0, to the right.
  public func delete() {
    guard !list.isEmpty else { return showError(message: "没有可删除的行") }
    attempt("delete row 0") {
      try list.removeRows(at: [IndexPath(row: 0, section: 0)], animation: .right)
    }
  }

  /// 批量删除: section 0.
  public func batchDelete() {
    guard !list.sections.isEmpty else { return showError(message: "没有可删除的分区") }
    attempt("delete section 0") { try list.removeSections([0], animation: .fade) }
  }

  private func insertAtTop(_ cells: [CellViewModel]) {
    attempt("add rows at the top") {
      if list.sections.isEmpty {
        try list.insertSections([ListSection(cells: cells)], at: 0, animation: .left)
      } else {
        try list.insertRows(cells, at: 0, animation: .left)
      }
    }
  }

  private func open(_ path: IndexPath) {
    guard let cell = attempt("open a row", { try list.cell(at: path) }) else { return }
    attempt("show the post") {
      try navigation?.push(
        PostDetailViewModel(context: context, title: cell.text, body: cell.detail))
    }
  }
}

/// A post's detail: its title and text.
public final class PostDetailViewModel: ViewModel {
  /// The post's title.
  public let postTitle: String
  /// The post's text.
  public let body: String

  /// The detail of a post.
  public init(context: AppContext, title: String, body: String) {
    self.postTitle = title
    self.body = body
    super.init(context: context, title: "帖子详情")
  }
}
