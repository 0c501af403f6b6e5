import FlowKit

/// A button that pushes a screen on its `NavigationStack`, as SwiftUI's `NavigationLink`: by a
/// value (what `.navigationDestination(for:)` makes of it) or by a view.
public struct NavigationLink<Label: View, Destination: View>: View, PrimitiveView {
  enum Target {
    case value(AnyHashable?)
    case view(() -> Destination)
    /// iOS 13's `isActive:` link: the binding says whether the destination is pushed.
    case active(Binding<Bool>, () -> Destination)
  }
  let label: Label
  let target: Target

  public var body: Never { primitiveBody() }

  func makeElements(in scope: Scope) -> [Element] {
    let title = Controls.title(of: label, in: scope.child("label"))
    let record = scope.record
    guard let stack = scope.stack else {
      scope.graph.report(
        .view(
          name: "NavigationLink \"\(title)\"",
          problem: "it is outside any NavigationStack, so a tap has nowhere to push",
          fix: "put the view inside a NavigationStack { ... }"), for: record)
      return [Element(.button(title: title), isEnabled: false)]
    }
    let tap: @MainActor @Sendable () -> Void
    let enabled: Bool
    switch target {
    case .value(let value):
      enabled = value != nil
      let value = UncheckedSendable(value)
      tap = { [weak stack] in
        if let value = value.value { stack?.append(value) }
      }
    case .view(let destination):
      enabled = true
      let destination = UncheckedSendable(destination)
      tap = { [weak stack] in _ = stack?.push(destination.value()) }
    case .active(let isActive, let destination):
      // Pushed as `.navigationDestination(isPresented:)` pushes, so that setting the binding
      // pushes too and going back sets it false.
      enabled = true
      let presented = PresentedDestinationModifier(
        wanted: { isActive.wrappedValue ? (AnyHashable(true), destination()) : nil },
        clear: { if isActive.wrappedValue { isActive.wrappedValue = false } })
      _ = presented.makeElements(content: EmptyView(), in: scope.child("active"))
      tap = { isActive.wrappedValue = true }
    }
    return [
      Element(
        .button(title: title), isEnabled: enabled && scope.environment.isEnabled,
        actions: .init(tap: tap))
    ]
  }
}

extension NavigationLink where Destination == Never {
  /// A link that pushes `value`'s screen.
  public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {
    self.label = label()
    target = .value(value.map { AnyHashable($0) })
  }
}

extension NavigationLink where Label == Text, Destination == Never {
  /// A link with a title that pushes `value`'s screen.
  public init<P: Hashable>(_ titleKey: LocalizedStringKey, value: P?) {
    self.init(value: value) { Text(titleKey) }
  }
  /// A link with a title that pushes `value`'s screen.
  @_disfavoredOverload
  public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) {
    self.init(value: value) { Text(title) }
  }
}

extension NavigationLink {
  /// A link that pushes the view `destination` makes.
  public init(
    @ViewBuilder destination: @escaping () -> Destination, @ViewBuilder label: () -> Label
  ) {
    self.label = label()
    target = .view(destination)
  }
}

extension NavigationLink where Label == Text {
  /// A link with a title that pushes the view `destination` makes.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: @escaping () -> Destination)
  {
    self.init(destination: destination) { Text(titleKey) }
  }
  /// A link with a title that pushes the view `destination` makes.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: @escaping () -> Destination)
  {
    self.init(destination: destination) { Text(title) }
  }
}

/// `.navigationDestination(for:destination:)`.
struct DestinationModifier<D: Hashable, C: View>: ViewModifier, PrimitiveModifier {
  let destination: (D) -> C
  func body(content: Content) -> Never { primitiveBody() }
  func makeElements(content: some View, in scope: Scope) -> [Element] {
    if let stack = scope.stack {
      stack.register(D.self) { destination($0) }
    } else {
      scope.graph.report(
        .view(
          name: ".navigationDestination(for: \(D.self).self)",
          problem: "it is outside any NavigationStack, so nothing pushes its values",
          fix: "put it on a view inside a NavigationStack { ... }"), for: scope.record)
    }
    return Evaluator.elements(of: content, in: scope.child("m"))
  }
}

/// `.navigationDestination(isPresented:)` and `(item:)`: a screen pushed while a value says so.
struct PresentedDestinationModifier: ViewModifier, PrimitiveModifier {
  /// The key of what is to be shown now (nil: nothing), and its view.
  let wanted: () -> (key: AnyHashable, view: any View)?
  let clear: () -> Void
  func body(content: Content) -> Never { primitiveBody() }
  func makeElements(content: some View, in scope: Scope) -> [Element] {
    let record = scope.record
    let wanted = wanted()
    let shown = record.values["pushed"] as? (key: AnyHashable, host: ViewHost)
    let clear = clear
    if let stack = scope.stack {
      scope.graph.afterEvaluation { [weak stack] in
        guard let stack else { return }
        if let shown, shown.host.isActive, shown.key != wanted?.key {
          record.values["pushed"] = nil
          stack.pop(shown.host)
        }
        let current = record.values["pushed"] as? (key: AnyHashable, host: ViewHost)
        if let wanted, current?.host.isActive != true,
          let host = stack.push(
            wanted.view,
            onEnd: { [weak record] in
              record?.values["pushed"] = nil
              clear()
            })
        {
          record.values["pushed"] = (wanted.key, host)
        }
      }
      if record.onGone.isEmpty {
        record.onGone.append { [weak record, weak stack] in
          if let pushed = record?.values["pushed"] as? (key: AnyHashable, host: ViewHost) {
            stack?.pop(pushed.host)
          }
        }
      }
    } else {
      scope.graph.report(
        .view(
          name: ".navigationDestination",
          problem: "it is outside any NavigationStack, so nothing can be pushed",
          fix: "put it on a view inside a NavigationStack { ... }"), for: record)
    }
    return Evaluator.elements(of: content, in: scope.child("m"))
  }
}

extension View {
  /// Declares the screen a value of type `D` pushes on the stack this view is in.
  public func navigationDestination<D: Hashable, C: View>(
    for data: D.Type, @ViewBuilder destination: @escaping (D) -> C
  ) -> some View {
    modifier(DestinationModifier(destination: destination))
  }

  /// Pushes the view `destination` makes while `isPresented` is true; going back sets it false.
  public func navigationDestination<V: View>(
    isPresented: Binding<Bool>, @ViewBuilder destination: () -> V
  ) -> some View {
    let view = destination()
    return modifier(
      PresentedDestinationModifier(
        wanted: { isPresented.wrappedValue ? (AnyHashable(true), view) : nil },
        clear: { if isPresented.wrappedValue { isPresented.wrappedValue = false } }))
  }

  /// Pushes the view `destination` makes of `item` while it is not nil; going back sets it nil.
  public func navigationDestination<D: Hashable, C: View>(
    item: Binding<D?>, @ViewBuilder destination: @escaping (D) -> C
  ) -> some View {
    modifier(
      PresentedDestinationModifier(
        wanted: { item.wrappedValue.map { (AnyHashable($0), destination($0)) } },
        clear: { if item.wrappedValue != nil { item.wrappedValue = nil } }))
  }

  /// The title of the screen in the navigation bar.
  public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View {
    navigationTitle(Text(titleKey))
  }

  /// The title of the screen in the navigation bar.
  @_disfavoredOverload
  public func navigationTitle<S: StringProtocol>(_ title: S) -> some View {
    navigationTitle(Text(title))
  }

  /// The title of the screen in the navigation bar.
  public func navigationTitle(_ title: Text) -> some View {
    elementsBefore { scope in scope.graph.title = title.content }
  }

  /// How the title is shown, ignored.
  public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode)
    -> some View
  {
    look()
  }

  /// Hides the back button, ignored.
  public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View { look() }
}

/// What the navigation bar holds.
public enum NavigationBarItem {
  /// How a title is shown, ignored.
  public enum TitleDisplayMode: Sendable, Hashable { case automatic, inline, large }
}

/// A primitive modifier that does something at its place before its content is evaluated.
struct BeforeModifier: ViewModifier, PrimitiveModifier {
  let action: @MainActor (Scope) -> Void
  func body(content: Content) -> Never { primitiveBody() }
  func makeElements(content: some View, in scope: Scope) -> [Element] {
    action(scope)
    return Evaluator.elements(of: content, in: scope.child("m"))
  }
}

extension View {
  func elementsBefore(_ action: @escaping @MainActor (Scope) -> Void) -> some View {
    modifier(BeforeModifier(action: action))
  }
}
