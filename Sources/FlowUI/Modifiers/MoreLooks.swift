import FlowKit

// More looks and styles, accepted as SwiftUI declares them and ignored: a text screen has no
// pixels, colours, sizes or animations.

extension Color: View, PrimitiveView {
  public var body: Never { primitiveBody() }
  func makeElements(in scope: Scope) -> [Element] { [] }
}

extension Color {
  /// A colour of UIKit's.
  public init(_ color: UIColor) { self.init(named: color.name) }
  /// A colour of UIKit's.
  public init(uiColor color: UIColor) { self.init(named: color.name) }
}

/// A colour of UIKit's, as SwiftUI on iOS re-exports it: the system's named colours, for
/// `Color(.systemGray)`.
public struct UIColor: Hashable, Sendable {
  let name: String
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) { name = "rgb" }
  public init(white: CGFloat, alpha: CGFloat) { name = "white" }
  public init?(named name: String) { self.name = name }
  init(system name: String) { self.name = name }
  public static let label = UIColor(system: "label")
  public static let secondaryLabel = UIColor(system: "secondaryLabel")
  public static let tertiaryLabel = UIColor(system: "tertiaryLabel")
  public static let systemBackground = UIColor(system: "systemBackground")
  public static let secondarySystemBackground = UIColor(system: "secondarySystemBackground")
  public static let tertiarySystemBackground = UIColor(system: "tertiarySystemBackground")
  public static let systemGroupedBackground = UIColor(system: "systemGroupedBackground")
  public static let secondarySystemGroupedBackground = UIColor(
    system: "secondarySystemGroupedBackground")
  public static let systemGray = UIColor(system: "systemGray")
  public static let systemGray2 = UIColor(system: "systemGray2")
  public static let systemGray3 = UIColor(system: "systemGray3")
  public static let systemGray4 = UIColor(system: "systemGray4")
  public static let systemGray5 = UIColor(system: "systemGray5")
  public static let systemGray6 = UIColor(system: "systemGray6")
  public static let systemFill = UIColor(system: "systemFill")
  public static let separator = UIColor(system: "separator")
  public static let systemBlue = UIColor(system: "systemBlue")
  public static let systemRed = UIColor(system: "systemRed")
  public static let systemGreen = UIColor(system: "systemGreen")
  public static let systemOrange = UIColor(system: "systemOrange")
  public static let systemYellow = UIColor(system: "systemYellow")
  public static let systemPink = UIColor(system: "systemPink")
  public static let systemPurple = UIColor(system: "systemPurple")
  public static let systemTeal = UIColor(system: "systemTeal")
  public static let systemIndigo = UIColor(system: "systemIndigo")
  public static let white = UIColor(system: "white")
  public static let black = UIColor(system: "black")
  public static let clear = UIColor(system: "clear")
}

/// The keyboard a field shows, as UIKit's `UIKeyboardType` (SwiftUI re-exports it on iOS).
public enum UIKeyboardType: Int, Sendable {
  case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad,
    emailAddress, decimalPad, twitter, webSearch, asciiCapableNumberPad
}

/// What a field holds, as UIKit's `UITextContentType`.
public struct UITextContentType: Hashable, Sendable, RawRepresentable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let name = UITextContentType(rawValue: "name")
  public static let username = UITextContentType(rawValue: "username")
  public static let password = UITextContentType(rawValue: "password")
  public static let newPassword = UITextContentType(rawValue: "new-password")
  public static let oneTimeCode = UITextContentType(rawValue: "one-time-code")
  public static let emailAddress = UITextContentType(rawValue: "email")
  public static let telephoneNumber = UITextContentType(rawValue: "tel")
  public static let URL = UITextContentType(rawValue: "url")
  public static let fullStreetAddress = UITextContentType(rawValue: "street-address")
  public static let postalCode = UITextContentType(rawValue: "postal-code")
}

/// How a field capitalizes, as UIKit's `UITextAutocapitalizationType`.
public enum UITextAutocapitalizationType: Int, Sendable {
  case none, words, sentences, allCharacters
}

/// The return key's label, ignored.
public struct SubmitLabel: Sendable {
  let name: String
  public static let done = SubmitLabel(name: "done")
  public static let go = SubmitLabel(name: "go")
  public static let send = SubmitLabel(name: "send")
  public static let join = SubmitLabel(name: "join")
  public static let route = SubmitLabel(name: "route")
  public static let search = SubmitLabel(name: "search")
  public static let `return` = SubmitLabel(name: "return")
  public static let next = SubmitLabel(name: "next")
  public static let `continue` = SubmitLabel(name: "continue")
}

/// How content fills its frame, ignored.
public enum ContentMode: Hashable, Sendable, CaseIterable { case fit, fill }

/// An angle, ignored.
public struct Angle: Hashable, Sendable {
  public var radians: Double
  public var degrees: Double { radians * 180 / .pi }
  public init(radians: Double) { self.radians = radians }
  public init(degrees: Double) { radians = degrees * .pi / 180 }
  public static func degrees(_ degrees: Double) -> Angle { Angle(degrees: degrees) }
  public static func radians(_ radians: Double) -> Angle { Angle(radians: radians) }
  public static let zero = Angle(radians: 0)
}

/// A point of a view's frame, ignored.
public struct UnitPoint: Hashable, Sendable {
  public var x: CGFloat
  public var y: CGFloat
  public init(x: CGFloat = 0, y: CGFloat = 0) {
    self.x = x
    self.y = y
  }
  public static let zero = UnitPoint(x: 0, y: 0)
  public static let center = UnitPoint(x: 0.5, y: 0.5)
  public static let leading = UnitPoint(x: 0, y: 0.5)
  public static let trailing = UnitPoint(x: 1, y: 0.5)
  public static let top = UnitPoint(x: 0.5, y: 0)
  public static let bottom = UnitPoint(x: 0.5, y: 1)
  public static let topLeading = UnitPoint(x: 0, y: 0)
  public static let topTrailing = UnitPoint(x: 1, y: 0)
  public static let bottomLeading = UnitPoint(x: 0, y: 1)
  public static let bottomTrailing = UnitPoint(x: 1, y: 1)
}

/// A gradient's colours, ignored.
public struct Gradient: Hashable, Sendable {
  public init(colors: [Color]) {}
}

/// A linear gradient, ignored.
public struct LinearGradient: ShapeStyle, View, PrimitiveView {
  public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {}
  public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {}
  public var body: Never { primitiveBody() }
  func makeElements(in scope: Scope) -> [Element] { [] }
}

/// A size of controls, ignored.
public enum ControlSize: Hashable, Sendable, CaseIterable {
  case mini, small, regular, large, extraLarge
}

/// Which scroll indicators show, ignored.
public struct ScrollIndicatorVisibility: Sendable {
  let name: String
  public static let automatic = ScrollIndicatorVisibility(name: "automatic")
  public static let visible = ScrollIndicatorVisibility(name: "visible")
  public static let hidden = ScrollIndicatorVisibility(name: "hidden")
  public static let never = ScrollIndicatorVisibility(name: "never")
}

/// How scrolling dismisses the keyboard, ignored.
public struct ScrollDismissesKeyboardMode: Sendable {
  let name: String
  public static let automatic = ScrollDismissesKeyboardMode(name: "automatic")
  public static let immediately = ScrollDismissesKeyboardMode(name: "immediately")
  public static let interactively = ScrollDismissesKeyboardMode(name: "interactively")
  public static let never = ScrollDismissesKeyboardMode(name: "never")
}

/// A height a sheet rests at, ignored: a sheet is a modal screen.
public struct PresentationDetent: Hashable, Sendable {
  let name: String
  public static let medium = PresentationDetent(name: "medium")
  public static let large = PresentationDetent(name: "large")
  public static func fraction(_ fraction: CGFloat) -> PresentationDetent {
    PresentationDetent(name: "fraction\(fraction)")
  }
  public static func height(_ height: CGFloat) -> PresentationDetent {
    PresentationDetent(name: "height\(height)")
  }
}

/// Variants of a symbol, ignored.
public struct SymbolVariants: Hashable, Sendable {
  let name: String
  public static let none = SymbolVariants(name: "none")
  public static let fill = SymbolVariants(name: "fill")
  public static let circle = SymbolVariants(name: "circle")
  public static let square = SymbolVariants(name: "square")
  public static let rectangle = SymbolVariants(name: "rectangle")
  public static let slash = SymbolVariants(name: "slash")
  public var fill: SymbolVariants { .fill }
  public var circle: SymbolVariants { .circle }
}

/// The effects a symbol can show, ignored.
public protocol SymbolEffect: Sendable {}
/// An effect that plays once a value changes.
public protocol DiscreteSymbolEffect: SymbolEffect {}
/// An effect that plays while it is active.
public protocol IndefiniteSymbolEffect: SymbolEffect {}
/// A bounce.
public struct BounceSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect {
  public var up: BounceSymbolEffect { self }
  public var down: BounceSymbolEffect { self }
  public var byLayer: BounceSymbolEffect { self }
}
/// A pulse.
public struct PulseSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect {
  public var byLayer: PulseSymbolEffect { self }
}
/// A variable colour.
public struct VariableColorSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect {
  public var iterative: VariableColorSymbolEffect { self }
  public var cumulative: VariableColorSymbolEffect { self }
}
/// A scale.
public struct ScaleSymbolEffect: IndefiniteSymbolEffect {
  public var up: ScaleSymbolEffect { self }
  public var down: ScaleSymbolEffect { self }
}
extension SymbolEffect where Self == BounceSymbolEffect {
  public static var bounce: BounceSymbolEffect { BounceSymbolEffect() }
}
extension SymbolEffect where Self == PulseSymbolEffect {
  public static var pulse: PulseSymbolEffect { PulseSymbolEffect() }
}
extension SymbolEffect where Self == VariableColorSymbolEffect {
  public static var variableColor: VariableColorSymbolEffect { VariableColorSymbolEffect() }
}
extension SymbolEffect where Self == ScaleSymbolEffect {
  public static var scale: ScaleSymbolEffect { ScaleSymbolEffect() }
}
/// How a symbol effect plays, ignored.
public struct SymbolEffectOptions: Sendable {
  public static let `default` = SymbolEffectOptions()
  public static let repeating = SymbolEffectOptions()
  public static let nonRepeating = SymbolEffectOptions()
  public static func `repeat`(_ count: Int) -> SymbolEffectOptions { SymbolEffectOptions() }
  public static func speed(_ speed: Double) -> SymbolEffectOptions { SymbolEffectOptions() }
  public func speed(_ speed: Double) -> SymbolEffectOptions { self }
}

/// Liquid glass of iOS 26, ignored.
public struct Glass: Sendable {
  public static let regular = Glass()
  public static let clear = Glass()
  public static let identity = Glass()
  public func tint(_ color: Color?) -> Glass { self }
  public func interactive(_ isEnabled: Bool = true) -> Glass { self }
}

/// A container that joins the glass of its views (iOS 26): its content, as it is.
public struct GlassEffectContainer<Content: View>: View, GroupingView {
  let content: Content
  /// A container of `content`.
  public init(spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
    self.content = content()
  }
  public var body: Never { noBody(Self.self) }
  func children(in scope: Scope) -> [(view: any View, scope: Scope)] {
    [(content, scope.child("glass"))]
  }
}

/// The look of a custom button, as SwiftUI's `ButtonStyle`: its body is not drawn, since the
/// button shows its own label; a style of the app's own compiles and is accepted.
@MainActor @preconcurrency
public protocol ButtonStyle {
  /// The view the style makes.
  associatedtype Body: View
  /// What the style makes of a button.
  @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration)
    -> Self.Body
  /// The button it is given.
  typealias Configuration = ButtonStyleConfiguration
}

/// A button as a ``ButtonStyle`` is given it.
public struct ButtonStyleConfiguration {
  /// The button's label.
  public struct Label: View, PrimitiveView {
    public var body: Never { primitiveBody() }
    func makeElements(in scope: Scope) -> [Element] { [] }
  }
  /// The label.
  public let label = Label()
  /// Whether it is pressed: never, in a simulation.
  public let isPressed = false
  /// Its role.
  public let role: ButtonRole? = nil
}

/// The look of a field, ignored.
public protocol TextFieldStyle {}
public struct DefaultTextFieldStyle: TextFieldStyle { public init() {} }
public struct PlainTextFieldStyle: TextFieldStyle { public init() {} }
public struct RoundedBorderTextFieldStyle: TextFieldStyle { public init() {} }
extension TextFieldStyle where Self == DefaultTextFieldStyle {
  public static var automatic: DefaultTextFieldStyle { .init() }
}
extension TextFieldStyle where Self == PlainTextFieldStyle {
  public static var plain: PlainTextFieldStyle { .init() }
}
extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
  public static var roundedBorder: RoundedBorderTextFieldStyle { .init() }
}

/// The look of a toggle, ignored.
public protocol ToggleStyle {}
public struct DefaultToggleStyle: ToggleStyle { public init() {} }
public struct SwitchToggleStyle: ToggleStyle {
  public init() {}
  public init(tint: Color) {}
}
public struct ButtonToggleStyle: ToggleStyle { public init() {} }
extension ToggleStyle where Self == DefaultToggleStyle {
  public static var automatic: DefaultToggleStyle { .init() }
}
extension ToggleStyle where Self == SwitchToggleStyle {
  public static var `switch`: SwitchToggleStyle { .init() }
}
extension ToggleStyle where Self == ButtonToggleStyle {
  public static var button: ButtonToggleStyle { .init() }
}

/// The look of a progress view, ignored.
public protocol ProgressViewStyle {}
public struct DefaultProgressViewStyle: ProgressViewStyle { public init() {} }
public struct CircularProgressViewStyle: ProgressViewStyle {
  public init() {}
  public init(tint: Color) {}
}
public struct LinearProgressViewStyle: ProgressViewStyle {
  public init() {}
  public init(tint: Color) {}
}
extension ProgressViewStyle where Self == DefaultProgressViewStyle {
  public static var automatic: DefaultProgressViewStyle { .init() }
}
extension ProgressViewStyle where Self == CircularProgressViewStyle {
  public static var circular: CircularProgressViewStyle { .init() }
}
extension ProgressViewStyle where Self == LinearProgressViewStyle {
  public static var linear: LinearProgressViewStyle { .init() }
}

/// The look of a form, ignored.
public protocol FormStyle {}
public struct AutomaticFormStyle: FormStyle { public init() {} }
public struct GroupedFormStyle: FormStyle { public init() {} }
public struct ColumnsFormStyle: FormStyle { public init() {} }
extension FormStyle where Self == AutomaticFormStyle {
  public static var automatic: AutomaticFormStyle { .init() }
}
extension FormStyle where Self == GroupedFormStyle {
  public static var grouped: GroupedFormStyle { .init() }
}
extension FormStyle where Self == ColumnsFormStyle {
  public static var columns: ColumnsFormStyle { .init() }
}

/// The look of a tab view, ignored: its tabs show as tabs.
public protocol TabViewStyle {}
public struct DefaultTabViewStyle: TabViewStyle { public init() {} }
public struct PageTabViewStyle: TabViewStyle {
  /// When a page view shows its dots.
  public enum IndexDisplayMode: Sendable { case automatic, always, never }
  public init(indexDisplayMode: IndexDisplayMode = .automatic) {}
}
extension TabViewStyle where Self == DefaultTabViewStyle {
  public static var automatic: DefaultTabViewStyle { .init() }
}
extension TabViewStyle where Self == PageTabViewStyle {
  public static var page: PageTabViewStyle { .init() }
  public static func page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode) -> PageTabViewStyle {
    .init(indexDisplayMode: indexDisplayMode)
  }
}

/// The look of a page view's dots, ignored.
public protocol IndexViewStyle {}
public struct PageIndexViewStyle: IndexViewStyle {
  /// When the dots' background shows.
  public enum BackgroundDisplayMode: Sendable { case automatic, interactive, always, never }
  public init(backgroundDisplayMode: BackgroundDisplayMode = .automatic) {}
}
extension IndexViewStyle where Self == PageIndexViewStyle {
  public static var page: PageIndexViewStyle { .init() }
}

/// The look of a group box, ignored.
public protocol GroupBoxStyle {}

extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
  /// iOS 26's prominent glass, shown as any button.
  public static var glassProminent: BorderedProminentButtonStyle { .init() }
}
extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
  /// iOS 26's glass, shown as any button.
  public static var glass: BorderedButtonStyle { .init() }
}

extension Animation {
  public static func interactiveSpring(
    response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: Double = 0.25
  ) -> Animation { .spring }
  public static func spring(duration: Double, bounce: Double = 0, blendDuration: Double = 0)
    -> Animation
  { .spring }
  public static func timingCurve(
    _ c0x: Double, _ c0y: Double, _ c1x: Double, _ c1y: Double,
    duration: Double = 0.35
  ) -> Animation { .easeInOut }
  public func repeatForever(autoreverses: Bool = true) -> Animation { self }
  public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation { self }
}

extension View {
  public func listRowBackground<V: View>(_ view: V?) -> some View { look() }
  public func listRowSpacing(_ spacing: CGFloat?) -> some View { look() }
  public func listSectionSpacing(_ spacing: CGFloat) -> some View { look() }
  public func listItemTint(_ tint: Color?) -> some View { look() }
  public func accentColor(_ accentColor: Color?) -> some View { look() }
  public func offset(_ offset: CGSize) -> some View { look() }
  public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View { look() }
  public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View { look() }
  public func allowsHitTesting(_ enabled: Bool) -> some View { look() }
  public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View { look() }
  public func scaledToFit() -> some View { look() }
  public func scaledToFill() -> some View { look() }
  public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
    look()
  }
  public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View { look() }
  public func fixedSize() -> some View { look() }
  public func fixedSize(horizontal: Bool, vertical: Bool) -> some View { look() }
  public func layoutPriority(_ value: Double) -> some View { look() }
  public func zIndex(_ value: Double) -> some View { look() }
  public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View { look() }
  public func rotation3DEffect(
    _ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
    anchorZ: CGFloat = 0, perspective: CGFloat = 1
  ) -> some View { look() }
  public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> some View { look() }
  public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center)
    -> some View
  { look() }
  public func blur(radius: CGFloat, opaque: Bool = false) -> some View { look() }
  public func brightness(_ amount: Double) -> some View { look() }
  public func saturation(_ amount: Double) -> some View { look() }
  public func grayscale(_ amount: Double) -> some View { look() }
  public func contrast(_ amount: Double) -> some View { look() }
  public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View { look() }
  public func mask<Mask: View>(_ mask: Mask) -> some View { look() }
  public func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask)
    -> some View
  { look() }
  public func compositingGroup() -> some View { look() }
  public func drawingGroup(opaque: Bool = false) -> some View { look() }
  public func help(_ text: LocalizedStringKey) -> some View { look() }
  public func minimumScaleFactor(_ factor: CGFloat) -> some View { look() }
  public func truncationMode(_ mode: Text.TruncationMode) -> some View { look() }
  public func textCase(_ textCase: Text.Case?) -> some View { look() }
  public func kerning(_ kerning: CGFloat) -> some View { look() }
  public func tracking(_ tracking: CGFloat) -> some View { look() }
  public func lineSpacing(_ lineSpacing: CGFloat) -> some View { look() }
  public func monospaced(_ isActive: Bool = true) -> some View { look() }
  public func monospacedDigit() -> some View { look() }
  public func textSelection<S>(_ selectability: S) -> some View { look() }
  public func dynamicTypeSize<T>(_ size: T) -> some View { look() }
  public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View { look() }
  public func statusBarHidden(_ hidden: Bool = true) -> some View { look() }
  public func statusBar(hidden: Bool) -> some View { look() }
  public func toolbarBackground<S: ShapeStyle>(_ style: S, for bars: ToolbarPlacement...)
    -> some View
  { look() }
  public func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...)
    -> some View
  { look() }
  public func toolbarColorScheme(_ colorScheme: ColorScheme?, for bars: ToolbarPlacement...)
    -> some View
  { look() }
  public func toolbarTitleDisplayMode(_ mode: ToolbarTitleDisplayMode) -> some View { look() }
  public func toolbarRole(_ role: ToolbarRole) -> some View { look() }
  public func scrollIndicators(
    _ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal]
  ) -> some View { look() }
  public func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> some View { look() }
  public func scrollDisabled(_ disabled: Bool) -> some View { look() }
  public func scrollBounceBehavior<B>(_ behavior: B, axes: Axis.Set = [.vertical]) -> some View {
    look()
  }
  public func keyboardType(_ type: UIKeyboardType) -> some View { look() }
  public func textContentType(_ textContentType: UITextContentType?) -> some View { look() }
  @available(iOS, deprecated: 100000.0, renamed: "textInputAutocapitalization(_:)")
  public func autocapitalization(_ style: UITextAutocapitalizationType) -> some View { look() }
  @available(iOS, deprecated: 100000.0, renamed: "autocorrectionDisabled(_:)")
  public func disableAutocorrection(_ disable: Bool?) -> some View { look() }
  public func submitLabel(_ submitLabel: SubmitLabel) -> some View { look() }
  public func controlSize(_ controlSize: ControlSize) -> some View { look() }
  public func badge(_ count: Int) -> some View { look() }
  public func badge(_ label: Text?) -> some View { look() }
  public func badge(_ key: LocalizedStringKey?) -> some View { look() }
  @_disfavoredOverload
  public func badge<S: StringProtocol>(_ label: S?) -> some View { look() }
  public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View { look() }
  public func presentationDetents(
    _ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>
  ) -> some View { look() }
  public func presentationDragIndicator(_ visibility: Visibility) -> some View { look() }
  public func presentationCornerRadius(_ cornerRadius: CGFloat?) -> some View { look() }
  public func presentationBackground<S: ShapeStyle>(_ style: S) -> some View { look() }
  public func presentationBackgroundInteraction<I>(_ interaction: I) -> some View { look() }
  public func presentationCompactAdaptation<A>(_ adaptation: A) -> some View { look() }
  public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View { look() }
  public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View { look() }
  public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View { look() }
  public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View { look() }
  public func formStyle<S: FormStyle>(_ style: S) -> some View { look() }
  public func tabViewStyle<S: TabViewStyle>(_ style: S) -> some View { look() }
  public func indexViewStyle<S: IndexViewStyle>(_ style: S) -> some View { look() }
  public func groupBoxStyle<S: GroupBoxStyle>(_ style: S) -> some View { look() }
  public func buttonBorderShape<S>(_ shape: S) -> some View { look() }
  public func symbolVariant(_ variant: SymbolVariants) -> some View { look() }
  public func symbolEffect<T: IndefiniteSymbolEffect>(
    _ effect: T, options: SymbolEffectOptions = .default, isActive: Bool = true
  ) -> some View { look() }
  public func symbolEffect<T: DiscreteSymbolEffect, U: Equatable>(
    _ effect: T, options: SymbolEffectOptions = .default, value: U
  ) -> some View { look() }
  public func contentTransition<T>(_ transition: T) -> some View { look() }
  public func glassEffect(_ glass: Glass = .regular) -> some View { look() }
  public func glassEffect<S: Shape>(_ glass: Glass = .regular, in shape: S) -> some View {
    look()
  }
  public func glassEffectID<ID: Hashable>(_ id: ID?, in namespace: Namespace.ID) -> some View {
    look()
  }
  public func matchedGeometryEffect<ID: Hashable>(
    id: ID, in namespace: Namespace.ID, properties: MatchedGeometryProperties = .frame,
    anchor: UnitPoint = .center, isSource: Bool = true
  ) -> some View { look() }
  public func hidden() -> some View { elementsChange { _, _ in [] } }
  public func accessibilityValue(_ valueDescription: Text) -> some View { look() }
  public func accessibilityValue(_ valueKey: LocalizedStringKey) -> some View { look() }
  @_disfavoredOverload
  public func accessibilityValue<S: StringProtocol>(_ value: S) -> some View { look() }
  public func accessibilityHint(_ hint: Text) -> some View { look() }
  public func accessibilityHint(_ hintKey: LocalizedStringKey) -> some View { look() }
  @_disfavoredOverload
  public func accessibilityHint<S: StringProtocol>(_ hint: S) -> some View { look() }
  public func accessibilityHidden(_ hidden: Bool) -> some View { look() }
  public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View {
    look()
  }
  public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View { look() }
  public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> some View { look() }
  public func accessibilitySortPriority(_ sortPriority: Double) -> some View { look() }
}

extension Text {
  /// How a text is cut when it is too long, ignored.
  public enum TruncationMode: Sendable { case head, tail, middle }
  /// A text's letter case, ignored.
  public enum Case: Sendable { case uppercase, lowercase }
}

/// How a toolbar's title shows, ignored.
public struct ToolbarTitleDisplayMode: Sendable {
  let name: String
  public static let automatic = ToolbarTitleDisplayMode(name: "automatic")
  public static let inline = ToolbarTitleDisplayMode(name: "inline")
  public static let inlineLarge = ToolbarTitleDisplayMode(name: "inlineLarge")
  public static let large = ToolbarTitleDisplayMode(name: "large")
}

/// What a toolbar is for, ignored.
public struct ToolbarRole: Sendable {
  let name: String
  public static let automatic = ToolbarRole(name: "automatic")
  public static let navigationStack = ToolbarRole(name: "navigationStack")
  public static let browser = ToolbarRole(name: "browser")
  public static let editor = ToolbarRole(name: "editor")
}

/// How an element's children are seen by accessibility, ignored.
public struct AccessibilityChildBehavior: Sendable {
  let name: String
  public static let ignore = AccessibilityChildBehavior(name: "ignore")
  public static let combine = AccessibilityChildBehavior(name: "combine")
  public static let contain = AccessibilityChildBehavior(name: "contain")
}

/// An element's traits for accessibility, ignored.
public struct AccessibilityTraits: OptionSet, Sendable {
  public let rawValue: UInt64
  public init(rawValue: UInt64) { self.rawValue = rawValue }
  public static let isButton = AccessibilityTraits(rawValue: 1)
  public static let isHeader = AccessibilityTraits(rawValue: 2)
  public static let isSelected = AccessibilityTraits(rawValue: 4)
  public static let isLink = AccessibilityTraits(rawValue: 8)
  public static let isImage = AccessibilityTraits(rawValue: 16)
  public static let isStaticText = AccessibilityTraits(rawValue: 32)
  public static let updatesFrequently = AccessibilityTraits(rawValue: 64)
}

/// The properties a matched geometry effect shares, ignored.
public struct MatchedGeometryProperties: OptionSet, Sendable {
  public let rawValue: UInt32
  public init(rawValue: UInt32) { self.rawValue = rawValue }
  public static let position = MatchedGeometryProperties(rawValue: 1)
  public static let size = MatchedGeometryProperties(rawValue: 2)
  public static let frame: MatchedGeometryProperties = [.position, .size]
}

/// A namespace of matched geometry, as SwiftUI's `@Namespace`: ignored.
@propertyWrapper
public struct Namespace: DynamicProperty, Sendable {
  /// A namespace's id.
  public struct ID: Hashable, Sendable {
    let value: Int
  }
  /// A namespace.
  public init() {}
  /// Its id.
  public var wrappedValue: ID { ID(value: 0) }
}

extension View {
  /// An animation of every change, ignored (iOS 13's form).
  @available(iOS, deprecated: 15.0, message: "use animation(_:value:)")
  public func animation(_ animation: Animation?) -> some View { look() }

  /// A view over this one (iOS 13's form): its elements after this view's.
  @_disfavoredOverload
  @available(iOS, deprecated: 100000.0, message: "use overlay(alignment:content:)")
  public func overlay<Overlay: View>(_ overlay: Overlay, alignment: Alignment = .center)
    -> some View
  {
    self.overlay(alignment: alignment) { overlay }
  }

  /// A view behind this one (iOS 13's form), ignored as a background is.
  @_disfavoredOverload
  @available(iOS, deprecated: 100000.0, message: "use background(alignment:content:)")
  public func background<Background: View>(
    _ background: Background, alignment: Alignment = .center
  ) -> some View {
    self.background(alignment: alignment) { background }
  }

  /// A subtitle under the navigation title, shown after it.
  public func navigationSubtitle(_ subtitle: Text) -> some View { look() }
  /// A subtitle under the navigation title.
  public func navigationSubtitle(_ subtitleKey: LocalizedStringKey) -> some View { look() }
  /// A subtitle under the navigation title.
  @_disfavoredOverload
  public func navigationSubtitle<S: StringProtocol>(_ subtitle: S) -> some View { look() }
}

/// An image of UIKit's, as SwiftUI on iOS re-exports it: by name, for `Image(uiImage:)`.
public final class UIImage: Sendable {
  let name: String
  public init?(named name: String) { self.name = name }
  public init?(systemName name: String) { self.name = name }
  public init?(data: Data) { name = "image" }
  public init?(contentsOfFile path: String) { name = (path as NSString).lastPathComponent }
}

extension Image {
  /// An image of UIKit's.
  public init(uiImage: UIImage) { self.init(uiImage.name) }
}

/// A space between toolbar items (iOS 26), shown as nothing.
public struct ToolbarSpacer: ToolbarContent, PrimitiveToolbarContent {
  /// A space of a size.
  public init(_ sizing: SpacerSizing = .flexible, placement: ToolbarItemPlacement = .automatic) {}
  public var body: Never { primitiveToolbarBody() }
  var itemViews: [any View] { [] }
}

/// How wide a toolbar spacer is, ignored.
public struct SpacerSizing: Sendable {
  let name: String
  public static let flexible = SpacerSizing(name: "flexible")
  public static let fixed = SpacerSizing(name: "fixed")
}
