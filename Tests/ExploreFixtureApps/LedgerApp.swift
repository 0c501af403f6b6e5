import FlowKit

/// Accounts whose detail loads: while it loads, and when it failed offline, the detail shows a
/// status line; once loaded, the balance. A screen still loading looks like the one that failed,
/// so coverage must follow the step a scenario took, not a screen it showed on the way.
public enum LedgerApp {
  /// The app.
  public static let app = FlowApp(name: "ledger", summary: "accounts whose detail loads") {
    context, _ in
    context.views.register(AccountsView.self)
    context.views.register(AccountView.self)
    return AccountsViewModel(context: context)
  }
}

final class AccountsViewModel: ViewModel {
  let accounts = ["Checking", "Savings"]

  init(context: AppContext) { super.init(context: context, title: "Accounts") }

  func open(_ account: String) {
    try? navigation?.push(AccountViewModel(context: context, account: account))
  }
}

final class AccountViewModel: ViewModel {
  let account: String
  private(set) var balance: String?
  private(set) var status = "Loading…"

  init(context: AppContext, account: String) {
    self.account = account
    super.init(context: context, title: account)
  }

  override func didStart(parameters: Parameters) {
    let environment = context.serviceEnvironment
    task {
      do {
        try await environment.request(latency: .milliseconds(300))
        self.balance = "100.00"
      } catch {
        self.status = "could not load the account"
      }
    }
  }
}

extension AccountsViewModel: HasView { typealias View = AccountsView }
extension AccountViewModel: HasView { typealias View = AccountView }

struct AccountsView: FlowView {
  let model: AccountsViewModel
  var body: Screen {
    let rows = model.accounts.enumerated().map { index, account in
      Element(
        .row(.init(text: account, indexPath: IndexPath(row: index))),
        actions: .init(tap: { [weak model] in model?.open(account) }))
    }
    return Screen(model.title) {
      Element(.list(rowCounts: [rows.count], rowAt: nil), id: "accounts", children: rows)
    }
  }
}

struct AccountView: FlowView {
  let model: AccountViewModel
  var body: Screen {
    Screen("Account") {
      if let balance = model.balance {
        Label(balance, id: "balance")
      } else {
        Label(model.status, id: "status")
      }
    }
  }
}
