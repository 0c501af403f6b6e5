import FlowKit

// APIs found missing in public apps' screens: each as SwiftUI declares it.

extension View {
  /// Adds a search field, `#search`, bound to `text`, whose presentation is bound too (ignored:
  /// the field is always shown).
  public func searchable(
    text: Binding<String>, isPresented: Binding<Bool>,
    placement: SearchFieldPlacement = .automatic, prompt: Text? = nil
  ) -> some View {
    searchable(text: text, placement: placement, prompt: prompt)
  }

  /// Adds a search field with a prompt, its presentation bound (ignored).
  public func searchable(
    text: Binding<String>, isPresented: Binding<Bool>,
    placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey
  ) -> some View {
    searchable(text: text, placement: placement, prompt: prompt)
  }

  /// Presents the view `content` makes as a popover while `isPresented` is true: on a phone a
  /// popover is a sheet, and so it is here.
  public func popover<Content: View>(
    isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
    arrowEdge: Edge? = nil, @ViewBuilder content: @escaping () -> Content
  ) -> some View {
    sheet(isPresented: isPresented, content: content)
  }

  /// Presents the view `content` makes of `item` as a popover (a sheet on a phone).
  public func popover<Item: Identifiable, Content: View>(
    item: Binding<Item?>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
    arrowEdge: Edge? = nil, @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View {
    sheet(item: item, content: content)
  }

  /// Shows an alert for `error` while `isPresented` is true: titled by its description.
  public func alert<E: LocalizedError, A: View>(
    isPresented: Binding<Bool>, error: E?, @ViewBuilder actions: () -> A
  ) -> some View {
    alert(Text(error?.errorDescription ?? ""), isPresented: isPresented, actions: actions)
  }

  /// Shows an alert for `error` with actions and a message while `isPresented` is true.
  public func alert<E: LocalizedError, A: View, M: View>(
    isPresented: Binding<Bool>, error: E?, @ViewBuilder actions: (E) -> A,
    @ViewBuilder message: (E) -> M
  ) -> some View {
    alert(
      error?.errorDescription ?? "", isPresented: isPresented, presenting: error,
      actions: actions, message: message)
  }

  /// The view's accessibility label (iOS 13's form).
  @available(iOS, deprecated: 100000.0, renamed: "accessibilityLabel(_:)")
  public func accessibility(label: Text) -> some View { accessibilityLabel(label) }

  public func clipped(antialiased: Bool = false) -> some View { look() }
  public func containerShape<T: Shape>(_ shape: T) -> some View { look() }
  public func fontDesign(_ design: Font.Design?) -> some View { look() }
  public func fontWidth(_ width: Font.Width?) -> some View { look() }
  public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command)
    -> some View
  { look() }
  public func keyboardShortcut(_ shortcut: KeyboardShortcut) -> some View { look() }
  public func scrollPosition<ID: Hashable>(id: Binding<ID?>, anchor: UnitPoint? = nil)
    -> some View
  { look() }
  public func contentMargins(
    _ edges: Edge.Set = .all, _ length: CGFloat?, for placement: ContentMarginPlacement = .automatic
  ) -> some View { look() }
  public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T) -> some View {
    look()
  }
  public func listRowSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> some View {
    look()
  }
  public func listSectionSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all)
    -> some View
  { look() }
  /// A key press, accepted and not simulated: no command presses keys.
  public func onKeyPress(action: @escaping (KeyPress) -> KeyPress.Result) -> some View { look() }
}

/// Where a popover points, ignored.
public enum PopoverAttachmentAnchor: Sendable {
  case rect(Anchor<CGRect>.Source)
  case point(UnitPoint)
}

/// A value of a view's geometry, ignored.
public struct Anchor<Value>: Sendable {
  /// Where an anchor is taken from.
  public struct Source: Sendable {
    let name: String
    public static var bounds: Source { Source(name: "bounds") }
  }
}

/// Where content margins go, ignored.
public struct ContentMarginPlacement: Sendable {
  let name: String
  public static let automatic = ContentMarginPlacement(name: "automatic")
  public static let scrollContent = ContentMarginPlacement(name: "scrollContent")
  public static let scrollIndicators = ContentMarginPlacement(name: "scrollIndicators")
}

/// A haptic, ignored.
public struct SensoryFeedback: Sendable, Equatable {
  let name: String
  public static let success = SensoryFeedback(name: "success")
  public static let warning = SensoryFeedback(name: "warning")
  public static let error = SensoryFeedback(name: "error")
  public static let selection = SensoryFeedback(name: "selection")
  public static let increase = SensoryFeedback(name: "increase")
  public static let decrease = SensoryFeedback(name: "decrease")
  public static func impact(weight: Weight = .medium, intensity: Double = 1) -> SensoryFeedback {
    SensoryFeedback(name: "impact")
  }
  /// The weight of an impact, ignored.
  public struct Weight: Sendable, Equatable {
    let name: String
    public static let light = Weight(name: "light")
    public static let medium = Weight(name: "medium")
    public static let heavy = Weight(name: "heavy")
  }
}

/// A key of a keyboard shortcut, ignored.
public struct KeyEquivalent: Sendable, ExpressibleByExtendedGraphemeClusterLiteral {
  public let character: Character
  public init(_ character: Character) { self.character = character }
  public init(extendedGraphemeClusterLiteral value: Character) { character = value }
  public static let `return` = KeyEquivalent("\r")
  public static let escape = KeyEquivalent("\u{1B}")
  public static let delete = KeyEquivalent("\u{8}")
  public static let space = KeyEquivalent(" ")
  public static let tab = KeyEquivalent("\t")
  public static let upArrow = KeyEquivalent("\u{F700}")
  public static let downArrow = KeyEquivalent("\u{F701}")
}

/// Modifier keys, ignored.
public struct EventModifiers: OptionSet, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static let command = EventModifiers(rawValue: 1)
  public static let shift = EventModifiers(rawValue: 2)
  public static let option = EventModifiers(rawValue: 4)
  public static let control = EventModifiers(rawValue: 8)
}

/// A keyboard shortcut, ignored.
public struct KeyboardShortcut: Sendable {
  public init(_ key: KeyEquivalent, modifiers: EventModifiers = .command) {}
  public static let defaultAction = KeyboardShortcut(.return, modifiers: [])
  public static let cancelAction = KeyboardShortcut(.escape, modifiers: [])
}

/// A key press, as `.onKeyPress` sees it.
public struct KeyPress: Sendable {
  /// The key.
  public let key: KeyEquivalent
  /// Whether the press was handled.
  public enum Result: Sendable { case handled, ignored }
}

extension Font {
  /// A width of a font, ignored.
  public struct Width: Hashable, Sendable {
    let value: Double
    public static let compressed = Width(value: -0.3)
    public static let condensed = Width(value: -0.2)
    public static let standard = Width(value: 0)
    public static let expanded = Width(value: 0.2)
  }
}

extension Shape where Self == RoundedRectangle {
  /// A rectangle with rounded corners of a style.
  public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle) -> RoundedRectangle {
    RoundedRectangle(cornerRadius: cornerRadius, style: style)
  }
}

/// A view whose content reads the size it is given, as SwiftUI's `GeometryReader`: a text
/// screen has no pixels, so the size is a phone's screen (393 by 852 points).
public struct GeometryReader<Content: View>: View, GroupingView {
  let content: (GeometryProxy) -> Content
  /// A reader whose content `content` makes of its geometry.
  public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
    self.content = content
  }
  public var body: Never { noBody(Self.self) }
  func children(in scope: Scope) -> [(view: any View, scope: Scope)] {
    [(content(GeometryProxy()), scope.child("geometry"))]
  }
}

/// The geometry a `GeometryReader` gives its content.
public struct GeometryProxy: Sendable {
  /// The size: a phone's screen.
  public var size: CGSize { CGSize(width: 393, height: 852) }
  /// The safe area's insets.
  public var safeAreaInsets: EdgeInsets { EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0) }
  /// The frame in a coordinate space.
  public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
    CGRect(origin: .zero, size: size)
  }
}

/// An image loaded from a URL, as SwiftUI's `AsyncImage`: a simulation loads no images, so it
/// shows what a phone shows before one arrives (its placeholder, or nothing).
public struct AsyncImage<Content: View>: View, GroupingView {
  let shown: any View
  public var body: Never { noBody(Self.self) }
  func children(in scope: Scope) -> [(view: any View, scope: Scope)] {
    [(shown, scope.child("image"))]
  }
}

extension AsyncImage {
  /// An image of `url`, shown by `content` once loaded, `placeholder` until then.
  public init<I: View, P: View>(
    url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (Image) -> I,
    @ViewBuilder placeholder: @escaping () -> P
  ) where Content == _ConditionalContent<I, P> {
    shown = placeholder()
  }

  /// An image of `url`, shown by `content` for each phase of its loading.
  public init(
    url: URL?, scale: CGFloat = 1, transaction: Transaction = Transaction(),
    @ViewBuilder content: @escaping (AsyncImagePhase) -> Content
  ) {
    shown = content(.empty)
  }
}

extension AsyncImage where Content == Image {
  /// An image of `url`: nothing shows until it loads.
  public init(url: URL?, scale: CGFloat = 1) {
    shown = EmptyView()
  }
}

/// Where an `AsyncImage` is in its loading.
public enum AsyncImagePhase: Sendable {
  case empty
  case success(Image)
  case failure(any Error)
  /// The image, once loaded.
  public var image: Image? {
    if case .success(let image) = self { return image }
    return nil
  }
  /// The error, if loading failed.
  public var error: (any Error)? {
    if case .failure(let error) = self { return error }
    return nil
  }
}

/// A button that shares an item, as SwiftUI's `ShareLink`: a tap shows nothing in a simulation
/// (the share sheet is the system's).
public struct ShareLink<Label: View>: View, PrimitiveView {
  let label: Label
  public var body: Never { primitiveBody() }
  func makeElements(in scope: Scope) -> [Element] {
    let title = Controls.title(of: label, in: scope.child("label"))
    return [
      Element(
        .button(title: title.isEmpty ? "Share" : title), isEnabled: scope.environment.isEnabled,
        actions: .init(tap: {}))
    ]
  }
}

extension ShareLink {
  /// A share link of `item` with a label.
  public init<I>(
    item: I, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label
  ) {
    self.label = label()
  }
  /// A share link of `item` with a preview and a label.
  public init<I>(
    item: I, subject: Text? = nil, message: Text? = nil, preview: SharePreview,
    @ViewBuilder label: () -> Label
  ) {
    self.label = label()
  }
}

extension ShareLink where Label == FlowUI.Label<Text, Image> {
  /// A share link of `item`, labelled Share.
  public init<I>(item: I, subject: Text? = nil, message: Text? = nil) {
    label = FlowUI.Label("Share", systemImage: "square.and.arrow.up")
  }
  /// A share link of `item` with a preview, labelled Share.
  public init<I>(item: I, subject: Text? = nil, message: Text? = nil, preview: SharePreview) {
    label = FlowUI.Label("Share", systemImage: "square.and.arrow.up")
  }
  /// A share link of `item` with a title.
  public init<I>(
    _ titleKey: LocalizedStringKey, item: I, subject: Text? = nil, message: Text? = nil
  ) {
    label = FlowUI.Label(titleKey, systemImage: "square.and.arrow.up")
  }
}

/// What a share sheet shows of an item, ignored.
public struct SharePreview: Sendable {
  public init(_ title: LocalizedStringKey) {}
  public init<S: StringProtocol>(_ title: S) {}
  public init(_ title: LocalizedStringKey, image: Image) {}
  public init<S: StringProtocol>(_ title: S, image: Image) {}
}

extension SearchFieldPlacement {
  /// When the search field in the navigation bar's drawer shows, ignored: it always does here.
  public enum NavigationBarDrawerDisplayMode: Sendable {
    case automatic, always
  }
  /// The search field in the navigation bar's drawer.
  public static func navigationBarDrawer(displayMode: NavigationBarDrawerDisplayMode)
    -> SearchFieldPlacement
  {
    .navigationBarDrawer
  }
}

extension View {
  /// Whether a swipe down may dismiss the sheet: accepted; `back` still dismisses it here.
  public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View {
    elementsBefore { scope in
      if isDisabled { scope.graph.dismissDisabled = true }
    }
  }
}
