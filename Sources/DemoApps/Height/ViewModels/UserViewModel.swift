public import FlowKit

/// The user screen: loads the user, grows them by a centimetre a tap, and links to the detail.
public final class UserViewModel: ViewModel {
  /// The link the jump button opens.
  public static let detailLink = "mvvm://user/detail?userid=9527"
  private let service: any UserServicing
  private let store: UserStore

  /// The screen, loading through `service` into `store`.
  public init(context: AppContext, service: any UserServicing, store: UserStore) {
    self.service = service
    self.store = store
    super.init(context: context, title: "用户")
  }

  /// The user, once loaded.
  public var user: User? { store.user }

  /// Whether the last load failed: the screen then offers to load again, as the original's
  /// network state (needRetryLoading) did.
  public private(set) var loadFailed = false

  /// What `#userInfo` reads.
  public var info: String { store.user?.info ?? (loadFailed ? "加载失败" : "加载中") }

  public override func didStart(parameters: Parameters) {
    load()
  }

  /// Loads the user; after a failure, `#retry` calls it again.
  public func load() {
    loadFailed = false
    let service = service
    submit {
      try await service.requestUser()
    } success: { [weak self] user in
      self?.store.user = user
    } failure: { [weak self] _ in
      self?.loadFailed = true
    }
  }

  /// 点击长高一公分: one centimetre more.
  public func addHeight() {
    store.user?.height += 1
  }

  /// 跳转到用户详情: opens the detail through the router.
  public func jump() {
    do {
      try context.navigator.open(Self.detailLink)
    } catch {
      showError(error)
    }
  }
}

/// The detail that the link `mvvm://user/detail?userid=ID` opens.
public final class UserDetailViewModel: ViewModel {
  /// The id the link carried.
  public let userId: String
  private let store: UserStore

  /// The detail of the user `userId`.
  public init(context: AppContext, userId: String, store: UserStore) {
    self.userId = userId
    self.store = store
    super.init(context: context, title: "用户详情")
  }

  /// The current height, such as "191cm".
  public var height: String { store.user.map { "\($0.height)cm" } ?? "--" }
}
