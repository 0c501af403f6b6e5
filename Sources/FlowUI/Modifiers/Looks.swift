import FlowKit

// Looks: accepted, as SwiftUI declares them, and ignored; a text screen has no pixels.

/// A colour, ignored.
// swift-format-ignore: DontRepeatTypeInStaticProperties
public struct Color: Hashable, Sendable, ShapeStyle {
  let name: String
  /// A colour of red, green and blue.
  public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
    name = "rgb(\(red),\(green),\(blue),\(opacity))"
  }
  /// A grey.
  public init(white: Double, opacity: Double = 1) { name = "white(\(white),\(opacity))" }
  /// A colour of hue, saturation and brightness.
  public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
    name = "hsb(\(hue),\(saturation),\(brightness),\(opacity))"
  }
  /// A colour of the app's assets.
  public init(_ name: String, bundle: Bundle? = nil) { self.name = name }
  init(named name: String) { self.name = name }
  /// This colour, more transparent.
  public func opacity(_ opacity: Double) -> Color { self }

  public static let red = Color(named: "red")
  public static let orange = Color(named: "orange")
  public static let yellow = Color(named: "yellow")
  public static let green = Color(named: "green")
  public static let mint = Color(named: "mint")
  public static let teal = Color(named: "teal")
  public static let cyan = Color(named: "cyan")
  public static let blue = Color(named: "blue")
  public static let indigo = Color(named: "indigo")
  public static let purple = Color(named: "purple")
  public static let pink = Color(named: "pink")
  public static let brown = Color(named: "brown")
  public static let white = Color(named: "white")
  public static let gray = Color(named: "gray")
  public static let black = Color(named: "black")
  public static let clear = Color(named: "clear")
  public static let primary = Color(named: "primary")
  public static let secondary = Color(named: "secondary")
  public static let accentColor = Color(named: "accentColor")
}

/// A way to fill a shape or colour a text, ignored.
public protocol ShapeStyle: Sendable {}

/// The levels of the foreground style, ignored.
public struct HierarchicalShapeStyle: ShapeStyle {
  let level: Int
  public static let primary = HierarchicalShapeStyle(level: 0)
  public static let secondary = HierarchicalShapeStyle(level: 1)
  public static let tertiary = HierarchicalShapeStyle(level: 2)
  public static let quaternary = HierarchicalShapeStyle(level: 3)
}

/// A material behind content, ignored.
// swift-format-ignore: DontRepeatTypeInStaticProperties
public struct Material: ShapeStyle {
  let name: String
  public static let ultraThinMaterial = Material(name: "ultraThin")
  public static let thinMaterial = Material(name: "thin")
  public static let regularMaterial = Material(name: "regular")
  public static let thickMaterial = Material(name: "thick")
  public static let bar = Material(name: "bar")
}

/// The style of the foreground, ignored.
public struct ForegroundStyle: ShapeStyle {
  /// The foreground style.
  public init() {}
}

/// The tint, ignored.
public struct TintShapeStyle: ShapeStyle {
  /// The tint.
  public init() {}
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
  public static var primary: HierarchicalShapeStyle { .primary }
  public static var secondary: HierarchicalShapeStyle { .secondary }
  public static var tertiary: HierarchicalShapeStyle { .tertiary }
  public static var quaternary: HierarchicalShapeStyle { .quaternary }
}

extension ShapeStyle where Self == Color {
  public static var red: Color { .red }
  public static var orange: Color { .orange }
  public static var yellow: Color { .yellow }
  public static var green: Color { .green }
  public static var blue: Color { .blue }
  public static var purple: Color { .purple }
  public static var pink: Color { .pink }
  public static var gray: Color { .gray }
  public static var white: Color { .white }
  public static var black: Color { .black }
  public static var clear: Color { .clear }
  public static var accentColor: Color { .accentColor }
}

extension ShapeStyle where Self == Material {
  public static var ultraThinMaterial: Material { .ultraThinMaterial }
  public static var thinMaterial: Material { .thinMaterial }
  public static var regularMaterial: Material { .regularMaterial }
  public static var thickMaterial: Material { .thickMaterial }
  public static var bar: Material { .bar }
}

extension ShapeStyle where Self == TintShapeStyle {
  public static var tint: TintShapeStyle { TintShapeStyle() }
}

/// A font, ignored.
public struct Font: Hashable, Sendable {
  let name: String
  public static let largeTitle = Font(name: "largeTitle")
  public static let title = Font(name: "title")
  public static let title2 = Font(name: "title2")
  public static let title3 = Font(name: "title3")
  public static let headline = Font(name: "headline")
  public static let subheadline = Font(name: "subheadline")
  public static let body = Font(name: "body")
  public static let callout = Font(name: "callout")
  public static let footnote = Font(name: "footnote")
  public static let caption = Font(name: "caption")
  public static let caption2 = Font(name: "caption2")
  /// A system font of a size.
  public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font {
    Font(name: "system\(size)")
  }
  /// A system font of a style.
  public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil)
    -> Font
  {
    Font(name: "system")
  }
  /// A font of the app's.
  public static func custom(_ name: String, size: CGFloat) -> Font { Font(name: name) }
  /// This font, bold.
  public func bold() -> Font { self }
  /// This font, italic.
  public func italic() -> Font { self }
  /// This font, of a weight.
  public func weight(_ weight: Weight) -> Font { self }
  /// This font, monospaced.
  public func monospaced() -> Font { self }
  /// This font with monospaced digits.
  public func monospacedDigit() -> Font { self }

  /// A weight, ignored.
  public struct Weight: Hashable, Sendable {
    let value: Int
    public static let ultraLight = Weight(value: 1)
    public static let thin = Weight(value: 2)
    public static let light = Weight(value: 3)
    public static let regular = Weight(value: 4)
    public static let medium = Weight(value: 5)
    public static let semibold = Weight(value: 6)
    public static let bold = Weight(value: 7)
    public static let heavy = Weight(value: 8)
    public static let black = Weight(value: 9)
  }

  /// A design, ignored.
  public enum Design: Hashable, Sendable { case `default`, serif, rounded, monospaced }

  /// A text style, ignored.
  public enum TextStyle: Hashable, Sendable, CaseIterable {
    case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote,
      caption, caption2
  }
}

/// An animation, ignored: changes show at once.
public struct Animation: Hashable, Sendable {
  let name: String
  public static let `default` = Animation(name: "default")
  public static let easeIn = Animation(name: "easeIn")
  public static let easeOut = Animation(name: "easeOut")
  public static let easeInOut = Animation(name: "easeInOut")
  public static let linear = Animation(name: "linear")
  public static let spring = Animation(name: "spring")
  public static let bouncy = Animation(name: "bouncy")
  public static let smooth = Animation(name: "smooth")
  public static let snappy = Animation(name: "snappy")
  public static func easeInOut(duration: Double) -> Animation { .easeInOut }
  public static func easeIn(duration: Double) -> Animation { .easeIn }
  public static func easeOut(duration: Double) -> Animation { .easeOut }
  public static func linear(duration: Double) -> Animation { .linear }
  public static func spring(
    response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0
  )
    -> Animation
  { .spring }
  /// This animation, delayed.
  public func delay(_ delay: Double) -> Animation { self }
  /// This animation, faster or slower.
  public func speed(_ speed: Double) -> Animation { self }
}

/// Runs `body` at once: animations are ignored.
@MainActor
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result)
  rethrows -> Result
{
  try body()
}

/// How a view comes and goes, ignored.
public struct AnyTransition: Sendable {
  let name: String
  public static let opacity = AnyTransition(name: "opacity")
  public static let slide = AnyTransition(name: "slide")
  public static let scale = AnyTransition(name: "scale")
  public static let identity = AnyTransition(name: "identity")
  public static func move(edge: Edge) -> AnyTransition { AnyTransition(name: "move") }
  public static func push(from edge: Edge) -> AnyTransition { AnyTransition(name: "push") }
  /// This transition with another.
  public func combined(with other: AnyTransition) -> AnyTransition { self }
  /// This transition, animated.
  public func animation(_ animation: Animation?) -> AnyTransition { self }
}

/// An edge of a rectangle.
public enum Edge: Int8, Hashable, Sendable, CaseIterable {
  case top, leading, bottom, trailing

  /// Edges together.
  public struct Set: OptionSet, Sendable {
    public let rawValue: Int8
    public init(rawValue: Int8) { self.rawValue = rawValue }
    public static let top = Set(rawValue: 1)
    public static let leading = Set(rawValue: 2)
    public static let bottom = Set(rawValue: 4)
    public static let trailing = Set(rawValue: 8)
    public static let all: Set = [.top, .leading, .bottom, .trailing]
    public static let horizontal: Set = [.leading, .trailing]
    public static let vertical: Set = [.top, .bottom]
  }
}

/// Insets, ignored.
public struct EdgeInsets: Hashable, Sendable {
  public var top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat
  public init(top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }
}

/// An axis.
public enum Axis: Int8, Hashable, Sendable, CaseIterable {
  case horizontal, vertical

  /// Axes together.
  public struct Set: OptionSet, Sendable {
    public let rawValue: Int8
    public init(rawValue: Int8) { self.rawValue = rawValue }
    public static let horizontal = Set(rawValue: 1)
    public static let vertical = Set(rawValue: 2)
  }
}

/// A horizontal alignment, ignored.
public struct HorizontalAlignment: Hashable, Sendable {
  let name: String
  public static let leading = HorizontalAlignment(name: "leading")
  public static let center = HorizontalAlignment(name: "center")
  public static let trailing = HorizontalAlignment(name: "trailing")
}

/// A vertical alignment, ignored.
public struct VerticalAlignment: Hashable, Sendable {
  let name: String
  public static let top = VerticalAlignment(name: "top")
  public static let center = VerticalAlignment(name: "center")
  public static let bottom = VerticalAlignment(name: "bottom")
  public static let firstTextBaseline = VerticalAlignment(name: "firstTextBaseline")
  public static let lastTextBaseline = VerticalAlignment(name: "lastTextBaseline")
}

/// An alignment, ignored.
public struct Alignment: Hashable, Sendable {
  public var horizontal: HorizontalAlignment
  public var vertical: VerticalAlignment
  public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
    self.horizontal = horizontal
    self.vertical = vertical
  }
  public static let center = Alignment(horizontal: .center, vertical: .center)
  public static let leading = Alignment(horizontal: .leading, vertical: .center)
  public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
  public static let top = Alignment(horizontal: .center, vertical: .top)
  public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
  public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
  public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
  public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
  public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
}

/// How lines of text align, ignored.
public enum TextAlignment: Hashable, Sendable, CaseIterable { case leading, center, trailing }

/// A shape, as SwiftUI's `Shape`: a view that draws nothing on a text screen.
@MainActor @preconcurrency
public protocol Shape: Sendable, View {}
/// A circle.
public struct Circle: Shape, PrimitiveView {
  public init() {}
  public var body: Never { primitiveBody() }
  func makeElements(in scope: Scope) -> [Element] { [] }
}
/// A capsule.
public struct Capsule: Shape, PrimitiveView {
  public init() {}
  public init(style: RoundedCornerStyle) {}
  public var body: Never { primitiveBody() }
  func makeElements(in scope: Scope) -> [Element] { [] }
}
/// A rectangle.
public struct Rectangle: Shape, PrimitiveView {
  public init() {}
  public var body: Never { primitiveBody() }
  func makeElements(in scope: Scope) -> [Element] { [] }
}
/// An ellipse.
public struct Ellipse: Shape, PrimitiveView {
  public init() {}
  public var body: Never { primitiveBody() }
  func makeElements(in scope: Scope) -> [Element] { [] }
}
/// A rectangle with rounded corners.
public struct RoundedRectangle: Shape, PrimitiveView {
  public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {}
  public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {}
  public var body: Never { primitiveBody() }
  func makeElements(in scope: Scope) -> [Element] { [] }
}
/// A rectangle whose corners round unevenly.
public struct UnevenRoundedRectangle: Shape, PrimitiveView {
  public init(
    topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0,
    bottomTrailingRadius: CGFloat = 0, topTrailingRadius: CGFloat = 0,
    style: RoundedCornerStyle = .continuous
  ) {}
  public var body: Never { primitiveBody() }
  func makeElements(in scope: Scope) -> [Element] { [] }
}

extension Shape {
  /// The shape filled, ignored.
  public func fill<S: ShapeStyle>(_ content: S, style: FillStyle = FillStyle()) -> some View {
    look()
  }
  /// The shape filled with the foreground, ignored.
  public func fill(style: FillStyle = FillStyle()) -> some View { look() }
  /// The shape's outline, ignored.
  public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> some View { look() }
  /// The shape's outline, ignored.
  public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle) -> some View { look() }
  /// The shape's outline, ignored.
  public func stroke(lineWidth: CGFloat = 1) -> some View { look() }
  /// The shape's outline inside it, ignored.
  public func strokeBorder<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> some View {
    look()
  }
  /// The shape's outline inside it, ignored.
  public func strokeBorder(lineWidth: CGFloat = 1) -> some View { look() }
  /// The shape trimmed, ignored.
  public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> some View {
    look()
  }
}

/// How a line is drawn, ignored.
public struct StrokeStyle: Hashable, Sendable {
  public init(
    lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter,
    miterLimit: CGFloat = 10, dash: [CGFloat] = [], dashPhase: CGFloat = 0
  ) {}
}
/// The end of a line, ignored.
public enum CGLineCap: Int32, Sendable { case butt, round, square }
/// The join of two lines, ignored.
public enum CGLineJoin: Int32, Sendable { case miter, round, bevel }

/// How corners round, ignored.
public enum RoundedCornerStyle: Hashable, Sendable { case circular, continuous }
/// How a shape fills, ignored.
public struct FillStyle: Hashable, Sendable {
  public init(eoFill: Bool = false, antialiased: Bool = true) {}
}

extension Shape where Self == Circle { public static var circle: Circle { Circle() } }
extension Shape where Self == Capsule { public static var capsule: Capsule { Capsule() } }
extension Shape where Self == Rectangle { public static var rect: Rectangle { Rectangle() } }
extension Shape where Self == RoundedRectangle {
  public static func rect(cornerRadius: CGFloat) -> RoundedRectangle {
    RoundedRectangle(cornerRadius: cornerRadius)
  }
}

/// The look of a list, ignored.
public protocol ListStyle: Sendable {}
public struct DefaultListStyle: ListStyle { public init() {} }
public struct PlainListStyle: ListStyle { public init() {} }
public struct GroupedListStyle: ListStyle { public init() {} }
public struct InsetListStyle: ListStyle { public init() {} }
public struct InsetGroupedListStyle: ListStyle { public init() {} }
public struct SidebarListStyle: ListStyle { public init() {} }
extension ListStyle where Self == DefaultListStyle {
  public static var automatic: DefaultListStyle { .init() }
}
extension ListStyle where Self == PlainListStyle {
  public static var plain: PlainListStyle { .init() }
}
extension ListStyle where Self == GroupedListStyle {
  public static var grouped: GroupedListStyle { .init() }
}
extension ListStyle where Self == InsetListStyle {
  public static var inset: InsetListStyle { .init() }
}
extension ListStyle where Self == InsetGroupedListStyle {
  public static var insetGrouped: InsetGroupedListStyle { .init() }
}
extension ListStyle where Self == SidebarListStyle {
  public static var sidebar: SidebarListStyle { .init() }
}

/// The look of a button, ignored.
public protocol PrimitiveButtonStyle: Sendable {}
public struct DefaultButtonStyle: PrimitiveButtonStyle { public init() {} }
public struct PlainButtonStyle: PrimitiveButtonStyle { public init() {} }
public struct BorderlessButtonStyle: PrimitiveButtonStyle { public init() {} }
public struct BorderedButtonStyle: PrimitiveButtonStyle { public init() {} }
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle { public init() {} }
extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
  public static var automatic: DefaultButtonStyle { .init() }
}
extension PrimitiveButtonStyle where Self == PlainButtonStyle {
  public static var plain: PlainButtonStyle { .init() }
}
extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
  public static var borderless: BorderlessButtonStyle { .init() }
}
extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
  public static var bordered: BorderedButtonStyle { .init() }
}
extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
  public static var borderedProminent: BorderedProminentButtonStyle { .init() }
}

/// The look of a label, ignored.
public protocol LabelStyle: Sendable {}
public struct DefaultLabelStyle: LabelStyle { public init() {} }
public struct IconOnlyLabelStyle: LabelStyle { public init() {} }
public struct TitleOnlyLabelStyle: LabelStyle { public init() {} }
public struct TitleAndIconLabelStyle: LabelStyle { public init() {} }
extension LabelStyle where Self == DefaultLabelStyle {
  public static var automatic: DefaultLabelStyle { .init() }
}
extension LabelStyle where Self == IconOnlyLabelStyle {
  public static var iconOnly: IconOnlyLabelStyle { .init() }
}
extension LabelStyle where Self == TitleOnlyLabelStyle {
  public static var titleOnly: TitleOnlyLabelStyle { .init() }
}
extension LabelStyle where Self == TitleAndIconLabelStyle {
  public static var titleAndIcon: TitleAndIconLabelStyle { .init() }
}

/// The look of a picker, ignored.
public protocol PickerStyle: Sendable {}
public struct DefaultPickerStyle: PickerStyle { public init() {} }
public struct SegmentedPickerStyle: PickerStyle { public init() {} }
public struct MenuPickerStyle: PickerStyle { public init() {} }
public struct InlinePickerStyle: PickerStyle { public init() {} }
public struct WheelPickerStyle: PickerStyle { public init() {} }
public struct NavigationLinkPickerStyle: PickerStyle { public init() {} }
extension PickerStyle where Self == DefaultPickerStyle {
  public static var automatic: DefaultPickerStyle { .init() }
}
extension PickerStyle where Self == SegmentedPickerStyle {
  public static var segmented: SegmentedPickerStyle { .init() }
}
extension PickerStyle where Self == MenuPickerStyle {
  public static var menu: MenuPickerStyle { .init() }
}
extension PickerStyle where Self == InlinePickerStyle {
  public static var inline: InlinePickerStyle { .init() }
}
extension PickerStyle where Self == WheelPickerStyle {
  public static var wheel: WheelPickerStyle { .init() }
}
extension PickerStyle where Self == NavigationLinkPickerStyle {
  public static var navigationLink: NavigationLinkPickerStyle { .init() }
}

/// How a symbol is drawn, ignored.
public struct SymbolRenderingMode: Hashable, Sendable {
  let name: String
  public static let monochrome = SymbolRenderingMode(name: "monochrome")
  public static let multicolor = SymbolRenderingMode(name: "multicolor")
  public static let hierarchical = SymbolRenderingMode(name: "hierarchical")
  public static let palette = SymbolRenderingMode(name: "palette")
}

extension View {
  public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View { look() }
  public func padding(_ length: CGFloat) -> some View { look() }
  public func padding(_ insets: EdgeInsets) -> some View { look() }
  public func font(_ font: Font?) -> some View { look() }
  public func fontWeight(_ weight: Font.Weight?) -> some View { look() }
  public func bold(_ isActive: Bool = true) -> some View { look() }
  public func italic(_ isActive: Bool = true) -> some View { look() }
  public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View { look() }
  public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2)
    -> some View
  { look() }
  public func foregroundColor(_ color: Color?) -> some View { look() }
  public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all)
    -> some View
  { look() }
  public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V)
    -> some View
  { look() }
  public func background<S: ShapeStyle, T: Shape>(
    _ style: S, in shape: T, fillStyle: FillStyle = FillStyle()
  )
    -> some View
  { look() }
  /// Content over this view: shown after it, since what it holds (a badge, a button) can matter.
  public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V)
    -> some View
  {
    let overlay = content()
    return elementsChange { elements, scope in
      elements + Evaluator.elements(of: overlay, in: scope.child("overlay"))
    }
  }
  public func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all)
    -> some View
  { look() }
  public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center)
    -> some View
  { look() }
  public func frame(
    minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
    minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
    alignment: Alignment = .center
  ) -> some View { look() }
  public func lineLimit(_ number: Int?) -> some View { look() }
  public func lineLimit(_ limit: ClosedRange<Int>) -> some View { look() }
  public func multilineTextAlignment(_ alignment: TextAlignment) -> some View { look() }
  public func listStyle<S: ListStyle>(_ style: S) -> some View { look() }
  public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View { look() }
  public func labelStyle<S: LabelStyle>(_ style: S) -> some View { look() }
  public func pickerStyle<S: PickerStyle>(_ style: S) -> some View { look() }
  public func tint(_ tint: Color?) -> some View { look() }
  public func tint<S: ShapeStyle>(_ tint: S?) -> some View { look() }
  public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View {
    look()
  }
  public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View { look() }
  public func opacity(_ opacity: Double) -> some View { look() }
  public func shadow(
    color: Color = Color(white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0
  ) -> some View { look() }
  public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View { look() }
  public func transition(_ t: AnyTransition) -> some View { look() }
  public func imageScale(_ scale: Image.Scale) -> some View { look() }
  public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View { look() }
  public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View { look() }
  public func scrollContentBackground(_ visibility: Visibility) -> some View { look() }
  public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all)
    -> some View
  { look() }
  public func listRowInsets(_ insets: EdgeInsets?) -> some View { look() }
  public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?)
    -> some View
  { look() }
  public func autocorrectionDisabled(_ disable: Bool = true) -> some View { look() }
  public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all)
    -> some View
  {
    look()
  }
}

/// A vertical edge.
public enum VerticalEdge: Int8, Hashable, Sendable, CaseIterable {
  case top, bottom
  /// Vertical edges together.
  public struct Set: OptionSet, Sendable {
    public let rawValue: Int8
    public init(rawValue: Int8) { self.rawValue = rawValue }
    public static let top = Set(rawValue: 1)
    public static let bottom = Set(rawValue: 2)
    public static let all: Set = [.top, .bottom]
  }
}

/// Regions of the safe area, ignored.
public struct SafeAreaRegions: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let container = SafeAreaRegions(rawValue: 1)
  public static let keyboard = SafeAreaRegions(rawValue: 2)
  public static let all: SafeAreaRegions = [.container, .keyboard]
}

/// How a field capitalizes, ignored.
public struct TextInputAutocapitalization: Sendable {
  let name: String
  public static let never = TextInputAutocapitalization(name: "never")
  public static let words = TextInputAutocapitalization(name: "words")
  public static let sentences = TextInputAutocapitalization(name: "sentences")
  public static let characters = TextInputAutocapitalization(name: "characters")
}
