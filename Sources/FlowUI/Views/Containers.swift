import FlowKit

/// A view that shows its content in place: stacks, scroll views, forms.
@MainActor
protocol TransparentContainer: PrimitiveView {
  var containedView: any View { get }
}

extension TransparentContainer {
  func makeElements(in scope: Scope) -> [Element] {
    Evaluator.elements(of: containedView, in: scope.child("c"))
  }
}

/// Views one above another, as SwiftUI's `VStack`: shown in order.
public struct VStack<Content: View>: View, TransparentContainer {
  let content: Content
  /// A stack of the views `content` makes; alignment and spacing are looks.
  public init(
    alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) {
    self.content = content()
  }
  public var body: Never { primitiveBody() }
  var containedView: any View { content }
}

/// Views side by side, as SwiftUI's `HStack`: shown in order.
public struct HStack<Content: View>: View, TransparentContainer {
  let content: Content
  /// A stack of the views `content` makes; alignment and spacing are looks.
  public init(
    alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) {
    self.content = content()
  }
  public var body: Never { primitiveBody() }
  var containedView: any View { content }
}

/// Views over one another, as SwiftUI's `ZStack`: shown in order.
public struct ZStack<Content: View>: View, TransparentContainer {
  let content: Content
  /// A stack of the views `content` makes.
  public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
    self.content = content()
  }
  public var body: Never { primitiveBody() }
  var containedView: any View { content }
}

/// A scrollable view, as SwiftUI's `ScrollView`: its content in place.
public struct ScrollView<Content: View>: View, TransparentContainer {
  let content: Content
  /// A scroll view of the views `content` makes.
  public init(
    _ axes: Axis.Set = .vertical, showsIndicators: Bool = true,
    @ViewBuilder content: () -> Content
  ) {
    self.content = content()
  }
  public var body: Never { primitiveBody() }
  var containedView: any View { content }
}

/// Controls grouped for data entry, as SwiftUI's `Form`: its content in place, sections with
/// their headers and footers.
public struct Form<Content: View>: View, TransparentContainer {
  let content: Content
  /// A form of the views `content` makes.
  public init(@ViewBuilder content: () -> Content) { self.content = content() }
  public var body: Never { primitiveBody() }
  var containedView: any View { content }
}

/// Room between views, as SwiftUI's `Spacer`: nothing on a text screen.
public struct Spacer: View, PrimitiveView {
  /// A spacer.
  public init(minLength: CGFloat? = nil) {}
  public var body: Never { primitiveBody() }
  func makeElements(in scope: Scope) -> [Element] { [] }
}

/// A line between views, as SwiftUI's `Divider`: nothing on a text screen.
public struct Divider: View, PrimitiveView {
  /// A divider.
  public init() {}
  public var body: Never { primitiveBody() }
  func makeElements(in scope: Scope) -> [Element] { [] }
}

/// A section of a list or a form, as SwiftUI's `Section`.
public struct Section<Parent, Content, Footer> {
  let header: Parent
  let content: Content
  let footer: Footer
}

/// A section's parts, for lists and forms.
@MainActor
protocol SectionView {
  var headerView: any View { get }
  var contentView: any View { get }
  var footerView: any View { get }
}

extension Section: View, PrimitiveView, SectionView
where Parent: View, Content: View, Footer: View {
  public var body: Never { primitiveBody() }
  var headerView: any View { header }
  var contentView: any View { content }
  var footerView: any View { footer }

  /// A section with a header, content and a footer.
  public init(
    @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent,
    @ViewBuilder footer: () -> Footer
  ) {
    self.header = header()
    self.content = content()
    self.footer = footer()
  }

  func makeElements(in scope: Scope) -> [Element] {
    // In a form or a stack: the header, the content, the footer.
    let header = Evaluator.texts(of: Evaluator.elements(of: self.header, in: scope.child("h")))
    let footer = Evaluator.texts(of: Evaluator.elements(of: self.footer, in: scope.child("f")))
    var elements: [Element] = []
    if !header.isEmpty { elements.append(Element(.header(header.joined(separator: " ")))) }
    elements += Evaluator.elements(of: content, in: scope.child("c"))
    if !footer.isEmpty { elements.append(Element(.footer(footer.joined(separator: " ")))) }
    return elements
  }
}

@MainActor
extension Section where Parent == EmptyView, Content: View, Footer == EmptyView {
  /// A section of content alone.
  public init(@ViewBuilder content: () -> Content) {
    self.init(content: content, header: { EmptyView() }, footer: { EmptyView() })
  }
}

@MainActor
extension Section where Parent: View, Content: View, Footer == EmptyView {
  /// A section with a header.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
    self.init(content: content, header: header, footer: { EmptyView() })
  }
}

@MainActor
extension Section where Parent == EmptyView, Content: View, Footer: View {
  /// A section with a footer.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
    self.init(content: content, header: { EmptyView() }, footer: footer)
  }
}

@MainActor
extension Section where Parent == Text, Content: View, Footer == EmptyView {
  /// A section with a title.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(content: content, header: { Text(titleKey) }, footer: { EmptyView() })
  }
  /// A section with a title.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(content: content, header: { Text(title) }, footer: { EmptyView() })
  }
}
