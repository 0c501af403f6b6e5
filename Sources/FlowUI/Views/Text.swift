import FlowKit

/// A text a view shows, as SwiftUI's `LocalizedStringKey`: flowsim shows it as written, with its
/// interpolations in place.
public struct LocalizedStringKey: Equatable, Sendable, ExpressibleByStringInterpolation {
  let text: String

  /// A key of `value`.
  public init(_ value: String) { text = value }
  /// A key of a literal.
  public init(stringLiteral value: String) { text = value }
  /// A key of an interpolation.
  public init(stringInterpolation: StringInterpolation) { text = stringInterpolation.text }

  /// The parts of an interpolated key.
  public struct StringInterpolation: StringInterpolationProtocol {
    var text = ""
    /// Room for the key's text.
    public init(literalCapacity: Int, interpolationCount: Int) {
      text.reserveCapacity(literalCapacity)
    }
    /// A literal part.
    public mutating func appendLiteral(_ literal: String) { text += literal }
    /// A string.
    public mutating func appendInterpolation(_ string: String) { text += string }
    /// Any value, as `String(describing:)` writes it.
    public mutating func appendInterpolation<T>(_ value: T) { text += String(describing: value) }
    /// A value in a format.
    public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F)
    where F.FormatOutput == String {
      text += format.format(input)
    }
    /// A text.
    public mutating func appendInterpolation(_ text: Text) { self.text += text.content }
  }
}

/// A line of read-only text, as SwiftUI's `Text`.
public struct Text: View, PrimitiveView, Equatable {
  let content: String

  /// A text of a key.
  public init(
    _ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil,
    comment: StaticString? = nil
  ) {
    content = key.text
  }
  /// A text of a string.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ content: S) { self.content = String(content) }
  /// A text shown exactly as written.
  public init(verbatim content: String) { self.content = content }
  /// A text of an attributed string: its characters.
  public init(_ attributedContent: AttributedString) {
    content = String(attributedContent.characters)
  }
  /// A text of a value in a format.
  public init<F: FormatStyle>(_ input: F.FormatInput, format: F)
  where F.FormatInput: Equatable, F.FormatOutput == String {
    content = format.format(input)
  }

  public var body: Never { primitiveBody() }

  func makeElements(in scope: Scope) -> [Element] {
    [Text.element(content, in: scope)]
  }

  /// A label of `text`; placeholders under `.redacted(reason: .placeholder)` are busy.
  static func element(_ text: String, in scope: Scope) -> Element {
    if scope.environment.redactionReasons.contains(.placeholder) {
      return Element(
        .label(String(repeating: "░", count: min(max(text.count, 1), 24))), isBusy: true)
    }
    return Element(.label(text))
  }

  /// Two texts as one.
  public static func + (lhs: Text, rhs: Text) -> Text { Text(verbatim: lhs.content + rhs.content) }

  // Looks that keep a text a text, so that texts with them can still be added.
  /// Bold, ignored.
  public func bold() -> Text { self }
  /// Bold or not, ignored.
  public func bold(_ isActive: Bool) -> Text { self }
  /// Italic, ignored.
  public func italic() -> Text { self }
  /// Italic or not, ignored.
  public func italic(_ isActive: Bool) -> Text { self }
  /// A font, ignored.
  public func font(_ font: Font?) -> Text { self }
  /// A weight, ignored.
  public func fontWeight(_ weight: Font.Weight?) -> Text { self }
  /// A colour, ignored.
  public func foregroundColor(_ color: Color?) -> Text { self }
  /// A style, ignored.
  public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text { self }
  /// Monospaced digits, ignored.
  public func monospacedDigit() -> Text { self }
  /// Strikethrough, ignored.
  public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text { self }
  /// Underline, ignored.
  public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text { self }
}

/// An image, as SwiftUI's `Image`: shown by its name.
public struct Image: View, PrimitiveView, Equatable {
  let name: String
  let isDecorative: Bool

  /// A symbol of the system's.
  public init(systemName: String) {
    name = systemName
    isDecorative = false
  }
  /// An image of the app's assets.
  public init(_ name: String, bundle: Bundle? = nil) {
    self.name = name
    isDecorative = false
  }
  /// An image that only decorates: not shown.
  public init(decorative name: String, bundle: Bundle? = nil) {
    self.name = name
    isDecorative = true
  }

  public var body: Never { primitiveBody() }

  func makeElements(in scope: Scope) -> [Element] {
    isDecorative ? [] : [Element(.image(name))]
  }

  /// Resizable, ignored.
  public func resizable() -> Image { self }
  /// Resizable, ignored.
  public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch)
    -> Image
  { self }
  /// A rendering mode, ignored.
  public func renderingMode(_ renderingMode: TemplateRenderingMode?) -> Image { self }

  /// How an image is drawn, ignored.
  public enum TemplateRenderingMode: Sendable, Hashable { case template, original }
  /// How an image is stretched, ignored.
  public enum ResizingMode: Sendable, Hashable { case tile, stretch }
  /// The size of a symbol, ignored.
  public enum Scale: Sendable, Hashable { case small, medium, large }
}

/// A title with an icon, as SwiftUI's `Label`: shown by its title.
public struct Label<Title: View, Icon: View>: View, PrimitiveView {
  let title: Title
  let icon: Icon

  /// A label of a title and an icon.
  public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
    self.title = title()
    self.icon = icon()
  }

  public var body: Never { primitiveBody() }

  func makeElements(in scope: Scope) -> [Element] {
    // The icon decorates the title, as VoiceOver reads a label.
    let elements = Evaluator.elements(of: title, in: scope.child("title"))
    if !elements.isEmpty { return elements }
    return Evaluator.elements(of: icon, in: scope.child("icon"))
  }
}

extension Label where Title == Text, Icon == Image {
  /// A label of a key and a system symbol.
  public init(_ titleKey: LocalizedStringKey, systemImage name: String) {
    self.init(title: { Text(titleKey) }, icon: { Image(systemName: name) })
  }
  /// A label of a string and a system symbol.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, systemImage name: String) {
    self.init(title: { Text(title) }, icon: { Image(systemName: name) })
  }
  /// A label of a key and an image of the app's.
  public init(_ titleKey: LocalizedStringKey, image name: String) {
    self.init(title: { Text(titleKey) }, icon: { Image(name) })
  }
  /// A label of a string and an image of the app's.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, image name: String) {
    self.init(title: { Text(title) }, icon: { Image(name) })
  }
}
