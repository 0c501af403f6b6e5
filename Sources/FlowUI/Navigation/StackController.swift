import FlowKit

/// What a `NavigationStack` keeps while it stays at its place: its path, the destinations its
/// views declared, and the screens it pushed for its values.
@MainActor
final class StackController {
  private struct Pushed {
    /// The path value it shows; nil for a `NavigationLink(destination:)` or
    /// `.navigationDestination(isPresented:)` screen, which the path does not hold.
    var value: AnyHashable?
    var host: ViewHost
  }

  let context: AppContext
  private weak var record: NodeRecord?
  /// The path, bound or the stack's own.
  var path: PathAccess
  /// The path when nothing binds it.
  let ownPath: PathAccess
  /// The screen the stack's root is on.
  weak var rootHost: ViewHost?
  /// The environment at the stack, for the screens it pushes.
  var environment = EnvironmentValues()
  private var destinations: [ObjectIdentifier: (AnyHashable) -> (any View)?] = [:]
  private var pushed: [Pushed] = []
  private var changing = false
  /// The place of the tab this stack is the content of, if it is in a `TabView`.
  var tab: Int?
  /// Whether its pushed screens are set aside while another tab is on screen.
  private(set) var isAside = false

  init(context: AppContext, record: NodeRecord) {
    self.context = context
    self.record = record
    let storage = StateStorage<[AnyHashable]>([])
    ownPath = PathAccess(get: { storage.value }, set: { storage.value = $0 })
    path = ownPath
  }

  /// Declares what a value of type `D` pushes: `.navigationDestination(for:)`.
  func register<D: Hashable>(_ type: D.Type, _ destination: @escaping (D) -> any View) {
    destinations[ObjectIdentifier(type)] = { value in
      (value.base as? D).map(destination)
    }
  }

  /// Pushes `value`: a `NavigationLink(value:)` was tapped.
  func append(_ value: AnyHashable) {
    path.set(path.get() + [value])
  }

  /// Pushes `view` on the stack, outside the path; `onEnd` runs when it leaves.
  @discardableResult
  func push(_ view: any View, onEnd: (@MainActor () -> Void)? = nil) -> ViewHost? {
    // A stack set aside pushes nothing over the tab on screen: the screen that asked pushes once
    // its tab is shown again and it is evaluated anew.
    guard !isAside, let navigation = rootHost?.navigation else { return nil }
    let host = makeHost(view)
    host.onEnd = { [weak self, weak host] in
      if let self, let host { self.ended(host) }
      onEnd?()
    }
    let succeeded: Void? = rootHost?.attempt("push \(host.typeName)") {
      try navigation.push(host)
    }
    guard succeeded != nil else { return nil }
    pushed.append(Pushed(value: nil, host: host))
    return host
  }

  /// Pops `host` and all above it.
  func pop(_ host: ViewHost) {
    guard let index = pushed.firstIndex(where: { $0.host === host }) else { return }
    cut(at: index)
  }

  /// Brings the pushed screens in line with `values`: pops the ones past the first that differs
  /// and pushes a screen for each value after it.
  func sync(_ values: [AnyHashable]) {
    guard let rootHost, rootHost.isActive, rootHost.navigation != nil, !changing, !isAside
    else { return }
    var next = 0
    var keep = 0
    for entry in pushed {
      guard entry.host.isActive else { break }
      if let value = entry.value {
        guard next < values.count, values[next] == value else { break }
        next += 1
      }
      keep += 1
    }
    if keep < pushed.count { cut(at: keep) }
    for value in values[next...] {
      guard let view = destination(for: value) else {
        let type = String(describing: Swift.type(of: value.base))
        if let record {
          rootHost.graph.report(
            .view(
              name: "NavigationStack",
              problem: "no .navigationDestination(for: \(type).self) matches the value pushed, "
                + "\(value.base)",
              fix: "add .navigationDestination(for: \(type).self) { value in ... } to a view "
                + "inside the NavigationStack"), for: record)
        }
        // As on a phone, nothing is pushed: the path keeps only what is shown.
        changing = true
        path.set(Array(values[..<next]))
        changing = false
        return
      }
      guard let navigation = rootHost.navigation else { return }
      let host = makeHost(view)
      host.onEnd = { [weak self, weak host] in
        if let self, let host { self.ended(host) }
      }
      let succeeded: Void? = rootHost.attempt("push \(host.typeName)") { try navigation.push(host) }
      guard succeeded != nil else { return }
      pushed.append(Pushed(value: value, host: host))
      next += 1
    }
  }

  /// The stack left the screen: its pushed screens go.
  func popAll() {
    guard !pushed.isEmpty else { return }
    if isAside {
      let hosts = pushed.map(\.host)
      pushed = []
      isAside = false
      NavigationViewModel.end(aside: hosts)
      return
    }
    cut(at: 0)
  }

  /// The user tapped the shown tab again: its stack goes back to its root, path and all.
  func popToRoot() {
    guard !pushed.isEmpty else { return }
    changing = true
    path.set([])
    changing = false
    popAll()
  }

  /// Another tab was selected: the screens this stack pushed leave the navigation stack with
  /// their state, as a phone keeps each tab's stack.
  func setAside() {
    guard !isAside, !pushed.isEmpty, let rootHost, let navigation = rootHost.navigation else {
      return
    }
    changing = true
    defer { changing = false }
    _ = navigation.setAside(above: rootHost)
    isAside = true
  }

  /// This stack's tab is selected again: its screens come back as they were.
  func restore() {
    guard isAside, let navigation = rootHost?.navigation else { return }
    isAside = false
    changing = true
    defer { changing = false }
    navigation.restore(pushed.map(\.host))
  }

  private func destination(for value: AnyHashable) -> (any View)? {
    destinations[ObjectIdentifier(type(of: value.base))]?(value)
  }

  private func makeHost(_ view: any View) -> ViewHost {
    var environment = environment
    environment.isPresented = true
    return ViewHost(
      context: context, name: Evaluator.name(of: view), environment: environment, stack: self,
      content: { view })
  }

  /// Pops the screens from `index` on, as the app asked.
  private func cut(at index: Int) {
    let leaving = pushed[index...]
    pushed.removeSubrange(index...)
    changing = true
    defer { changing = false }
    guard !leaving.isEmpty, let navigation = rootHost?.navigation,
      let target = pushed.last?.host ?? rootHost
    else { return }
    if navigation.viewModels.contains(where: { $0 === target }) {
      rootHost?.attempt("pop") { try navigation.pop(to: target) }
    }
  }

  /// A pushed screen left (the user went back): the path loses its value and those after it, as
  /// a bound path does on a phone.
  private func ended(_ host: ViewHost) {
    guard !changing, let index = pushed.firstIndex(where: { $0.host === host }) else { return }
    let valuesBefore = pushed[..<index].count { $0.value != nil }
    pushed.removeSubrange(index...)
    changing = true
    path.set(Array(path.get().prefix(valuesBefore)))
    changing = false
  }
}
