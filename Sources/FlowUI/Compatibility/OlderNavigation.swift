import FlowKit

// The navigation of SwiftUI before iOS 16: `NavigationView`, its styles, the navigation bar's
// title and items, `NavigationLink`'s destination and `isActive` forms, `presentationMode`. They
// run as their iOS 16 successors do on a phone.

/// A view that shows a stack of views, as SwiftUI's `NavigationView` on a phone: its first view
/// is the root of a `NavigationStack` (a second, the detail column of an iPad, is not shown).
@available(iOS, deprecated: 100000.0, message: "use NavigationStack or NavigationSplitView")
public struct NavigationView<Content: View>: View, PrimitiveView {
  let content: Content

  /// A navigation view of `content`.
  public init(@ViewBuilder content: () -> Content) { self.content = content() }

  public var body: Never { primitiveBody() }

  func makeElements(in scope: Scope) -> [Element] {
    // On a phone the stack's root is the first column; the views after it are the iPad's.
    let first = Evaluator.leaves(of: content, in: scope.child("columns")).first
    let root = first.map { AnyView(_fromValue: $0.view) } ?? nil
    return Evaluator.elements(of: NavigationStack { root }, in: scope.child("stack"))
  }
}

/// A split view of columns, as SwiftUI's `NavigationSplitView` on a phone, where it collapses to
/// a stack: the sidebar is the root, and the detail is pushed when the sidebar's list selects.
public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View,
  PrimitiveView
{
  let sidebar: Sidebar
  let detail: Detail

  public var body: Never { primitiveBody() }

  func makeElements(in scope: Scope) -> [Element] {
    Evaluator.elements(of: NavigationStack { sidebar }, in: scope.child("stack"))
  }
}

extension NavigationSplitView where Content == EmptyView {
  /// A split view of a sidebar and a detail.
  public init(
    @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail
  ) {
    self.sidebar = sidebar()
    self.detail = detail()
  }

  /// A split view of a sidebar and a detail, its columns' visibility bound.
  public init(
    columnVisibility: Binding<NavigationSplitViewVisibility>,
    @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail
  ) {
    self.init(sidebar: sidebar, detail: detail)
  }
}

extension NavigationSplitView {
  /// A split view of three columns.
  public init(
    @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content,
    @ViewBuilder detail: () -> Detail
  ) {
    self.sidebar = sidebar()
    self.detail = detail()
  }

  /// A split view of three columns, their visibility bound.
  public init(
    columnVisibility: Binding<NavigationSplitViewVisibility>,
    @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content,
    @ViewBuilder detail: () -> Detail
  ) {
    self.init(sidebar: sidebar, content: content, detail: detail)
  }
}

/// Which columns of a split view show, ignored on a phone.
public struct NavigationSplitViewVisibility: Equatable, Hashable, Sendable, Codable {
  let name: String
  public static let automatic = NavigationSplitViewVisibility(name: "automatic")
  public static let all = NavigationSplitViewVisibility(name: "all")
  public static let doubleColumn = NavigationSplitViewVisibility(name: "doubleColumn")
  public static let detailOnly = NavigationSplitViewVisibility(name: "detailOnly")
}

/// A style of navigation view, ignored.
public protocol NavigationViewStyle {}
/// The stack style: the only one a phone has.
public struct StackNavigationViewStyle: NavigationViewStyle {
  public init() {}
}
/// The columns style of an iPad, shown as a stack.
public struct DoubleColumnNavigationViewStyle: NavigationViewStyle {
  public init() {}
}
/// The default style.
public struct DefaultNavigationViewStyle: NavigationViewStyle {
  public init() {}
}
/// The columns style of an iPad, shown as a stack.
public struct ColumnNavigationViewStyle: NavigationViewStyle {
  public init() {}
}

extension NavigationViewStyle where Self == StackNavigationViewStyle {
  /// The stack style.
  public static var stack: StackNavigationViewStyle { StackNavigationViewStyle() }
}
extension NavigationViewStyle where Self == DefaultNavigationViewStyle {
  /// The default style.
  public static var automatic: DefaultNavigationViewStyle { DefaultNavigationViewStyle() }
}
extension NavigationViewStyle where Self == ColumnNavigationViewStyle {
  /// The columns style.
  public static var columns: ColumnNavigationViewStyle { ColumnNavigationViewStyle() }
}

extension View {
  /// The style of the navigation views below, ignored: a phone's is a stack.
  public func navigationViewStyle<S: NavigationViewStyle>(_ style: S) -> some View { look() }

  /// The title of the screen in the navigation bar (iOS 13's form).
  @available(iOS, deprecated: 100000.0, renamed: "navigationTitle(_:)")
  public func navigationBarTitle(_ title: Text) -> some View { navigationTitle(title) }

  /// The title of the screen in the navigation bar (iOS 13's form).
  @available(iOS, deprecated: 100000.0, renamed: "navigationTitle(_:)")
  public func navigationBarTitle(_ titleKey: LocalizedStringKey) -> some View {
    navigationTitle(Text(titleKey))
  }

  /// The title of the screen in the navigation bar (iOS 13's form).
  @_disfavoredOverload
  @available(iOS, deprecated: 100000.0, renamed: "navigationTitle(_:)")
  public func navigationBarTitle<S: StringProtocol>(_ title: S) -> some View {
    navigationTitle(Text(title))
  }

  /// The title of the screen and how it shows (iOS 13's form).
  @available(iOS, deprecated: 100000.0, renamed: "navigationTitle(_:)")
  public func navigationBarTitle(
    _ title: Text, displayMode: NavigationBarItem.TitleDisplayMode
  ) -> some View {
    navigationTitle(title)
  }

  /// The title of the screen and how it shows (iOS 13's form).
  @available(iOS, deprecated: 100000.0, renamed: "navigationTitle(_:)")
  public func navigationBarTitle(
    _ titleKey: LocalizedStringKey, displayMode: NavigationBarItem.TitleDisplayMode
  ) -> some View {
    navigationTitle(Text(titleKey))
  }

  /// The title of the screen and how it shows (iOS 13's form).
  @_disfavoredOverload
  @available(iOS, deprecated: 100000.0, renamed: "navigationTitle(_:)")
  public func navigationBarTitle<S: StringProtocol>(
    _ title: S, displayMode: NavigationBarItem.TitleDisplayMode
  ) -> some View {
    navigationTitle(Text(title))
  }

  /// Items at the leading and trailing ends of the navigation bar (iOS 13's form): they show in
  /// the screen's toolbar line, leading first.
  @available(iOS, deprecated: 100000.0, message: "use toolbar(content:)")
  public func navigationBarItems<L: View, T: View>(leading: L, trailing: T) -> some View {
    modifier(ToolbarModifier(items: [leading, trailing]))
  }

  /// An item at the leading end of the navigation bar (iOS 13's form).
  @available(iOS, deprecated: 100000.0, message: "use toolbar(content:)")
  public func navigationBarItems<L: View>(leading: L) -> some View {
    modifier(ToolbarModifier(items: [leading]))
  }

  /// An item at the trailing end of the navigation bar (iOS 13's form).
  @available(iOS, deprecated: 100000.0, message: "use toolbar(content:)")
  public func navigationBarItems<T: View>(trailing: T) -> some View {
    modifier(ToolbarModifier(items: [trailing]))
  }

  /// Hides the navigation bar, ignored.
  @available(iOS, deprecated: 100000.0, message: "use toolbar(.hidden)")
  public func navigationBarHidden(_ hidden: Bool) -> some View { look() }
}

extension NavigationLink {
  /// A link that pushes `destination` (iOS 13's form).
  @available(iOS, deprecated: 100000.0, message: "use NavigationLink(value:label:)")
  public init(destination: Destination, @ViewBuilder label: () -> Label) {
    self.init(destination: { destination }, label: label)
  }

  /// A link that pushes `destination` and whose `isActive` says whether it is pushed: a tap
  /// sets it true, going back false, and setting it true pushes (iOS 13's form).
  @available(iOS, deprecated: 16.0, message: "use navigationDestination(isPresented:destination:)")
  public init(
    destination: Destination, isActive: Binding<Bool>, @ViewBuilder label: () -> Label
  ) {
    self.label = label()
    target = .active(isActive, { destination })
  }

  /// A link that pushes `destination` while `selection` is `tag` (iOS 13's form).
  @available(iOS, deprecated: 16.0, message: "use navigationDestination(isPresented:destination:)")
  public init<V: Hashable>(
    destination: Destination, tag: V, selection: Binding<V?>, @ViewBuilder label: () -> Label
  ) {
    let isActive = Binding<Bool>(
      get: { selection.wrappedValue == tag },
      set: { active in
        if active {
          selection.wrappedValue = tag
        } else if selection.wrappedValue == tag {
          selection.wrappedValue = nil
        }
      })
    self.init(destination: destination, isActive: isActive, label: label)
  }
}

extension NavigationLink where Label == Text {
  /// A link with a title that pushes `destination` (iOS 13's form).
  @available(iOS, deprecated: 100000.0, message: "use NavigationLink(_:value:)")
  public init(_ titleKey: LocalizedStringKey, destination: Destination) {
    self.init(destination: destination) { Text(titleKey) }
  }

  /// A link with a title that pushes `destination` (iOS 13's form).
  @_disfavoredOverload
  @available(iOS, deprecated: 100000.0, message: "use NavigationLink(_:value:)")
  public init<S: StringProtocol>(_ title: S, destination: Destination) {
    self.init(destination: destination) { Text(title) }
  }

  /// A link with a title whose `isActive` says whether it is pushed (iOS 13's form).
  @available(iOS, deprecated: 16.0, message: "use navigationDestination(isPresented:destination:)")
  public init(_ titleKey: LocalizedStringKey, destination: Destination, isActive: Binding<Bool>) {
    self.init(destination: destination, isActive: isActive) { Text(titleKey) }
  }

  /// A link with a title whose `isActive` says whether it is pushed (iOS 13's form).
  @_disfavoredOverload
  @available(iOS, deprecated: 16.0, message: "use navigationDestination(isPresented:destination:)")
  public init<S: StringProtocol>(_ title: S, destination: Destination, isActive: Binding<Bool>) {
    self.init(destination: destination, isActive: isActive) { Text(title) }
  }
}

/// Whether a view is presented, and how to dismiss it, as SwiftUI's `PresentationMode` of
/// `@Environment(\.presentationMode)`.
@available(iOS, deprecated: 100000.0, message: "use EnvironmentValues.isPresented or .dismiss")
public struct PresentationMode {
  /// Whether the view is on a pushed or presented screen.
  public private(set) var isPresented: Bool
  let dismissAction: DismissAction

  /// Dismisses the screen: pops a pushed view, dismisses a sheet.
  @MainActor public mutating func dismiss() { dismissAction() }
}

extension EnvironmentValues {
  /// Whether the view is presented, and how to dismiss it (iOS 13's form).
  @available(iOS, deprecated: 100000.0, message: "use isPresented or dismiss")
  public var presentationMode: Binding<PresentationMode> {
    let mode = UncheckedSendable(PresentationMode(isPresented: isPresented, dismissAction: dismiss))
    return Binding(get: { mode.value }, set: { _ in })
  }
}
