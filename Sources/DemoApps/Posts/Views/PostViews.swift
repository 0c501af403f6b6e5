import FlowKit

/// The posts screen: the list, then the toolbar of changes.
struct PostsView: FlowView {
  let model: PostsViewModel

  var body: Screen {
    Screen(model.title) {
      ScrollList(model, emptyText: "暂无帖子")
      Toolbar {
        Button("添加", id: "add") { model.add() }
        Button("批量添加", id: "batchAdd") { model.batchAdd() }
        Button("删除", id: "delete") { model.delete() }
        Button("批量删除", id: "batchDelete") { model.batchDelete() }
      }
    }
  }
}

/// A post's detail.
struct PostDetailView: FlowView {
  let model: PostDetailViewModel

  var body: Screen {
    Screen(model.title) {
      Label(model.postTitle, id: "postTitle")
      Label(model.body, id: "postBody")
    }
  }
}
