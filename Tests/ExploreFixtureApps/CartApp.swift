import FlowKit

/// A cart whose count shows only as a number in a label: "Cart (0)" and "Cart (1)" offer the same
/// buttons, but only a cart that holds something can be checked out. Explore must tell a count
/// of none from a count of some to reach the receipt.
public enum CartApp {
  /// The app.
  public static let app = FlowApp(name: "cart", summary: "a cart counted in a label") {
    context, _ in
    context.views.register(CartHomeView.self)
    context.views.register(CartView.self)
    context.views.register(ReceiptView.self)
    return CartHomeViewModel(context: context)
  }
}

final class CartHomeViewModel: ViewModel {
  private(set) var count = 0
  init(context: AppContext) { super.init(context: context, title: "Shop") }

  func add() { count += 1 }
  func openCart() { try? navigation?.push(CartViewModel(context: context, home: self)) }
}

final class CartViewModel: ViewModel {
  let home: CartHomeViewModel
  init(context: AppContext, home: CartHomeViewModel) {
    self.home = home
    super.init(context: context, title: "Cart")
  }

  func checkout() {
    guard home.count > 0 else {
      context.showToast("the cart is empty")
      return
    }
    try? navigation?.push(ReceiptViewModel(context: context))
  }
}

final class ReceiptViewModel: ViewModel {
  init(context: AppContext) { super.init(context: context, title: "Receipt") }
}

extension CartHomeViewModel: HasView { typealias View = CartHomeView }
extension CartViewModel: HasView { typealias View = CartView }
extension ReceiptViewModel: HasView { typealias View = ReceiptView }

struct CartHomeView: FlowView {
  let model: CartHomeViewModel
  var body: Screen {
    Screen(model.title) {
      Label("Cart (\(model.count))", id: "badge")
      Button("Add a kettle", id: "add") { model.add() }
      Button("Cart", id: "cart") { model.openCart() }
    }
  }
}

struct CartView: FlowView {
  let model: CartViewModel
  var body: Screen {
    Screen(model.title) { Button("Check out", id: "checkout") { model.checkout() } }
  }
}

struct ReceiptView: FlowView {
  let model: ReceiptViewModel
  var body: Screen { Screen(model.title) { Label("thank you", id: "thanks") } }
}
