/// What a view draws: a title and its elements in order, top to bottom.
public struct Screen: Sendable {
  /// The title in the navigation bar.
  public var title: String
  /// The content, top to bottom.
  public var elements: [Element]

  /// Makes a screen from a title and a builder of elements.
  public init(_ title: String, @ElementBuilder content: () -> [Element]) {
    self.title = title
    self.elements = content()
  }

  /// Makes a screen from a title and elements.
  public init(title: String, elements: [Element]) {
    self.title = title
    self.elements = elements
  }
}

/// Builds a list of elements the way SwiftUI builds views.
@resultBuilder
public enum ElementBuilder {
  public static func buildExpression(_ element: Element) -> [Element] { [element] }
  public static func buildExpression(_ elements: [Element]) -> [Element] { elements }
  public static func buildBlock(_ parts: [Element]...) -> [Element] { joined(parts) }
  public static func buildOptional(_ part: [Element]?) -> [Element] { part ?? [] }
  public static func buildEither(first part: [Element]) -> [Element] { part }
  public static func buildEither(second part: [Element]) -> [Element] { part }
  public static func buildArray(_ parts: [[Element]]) -> [Element] { joined(parts) }

  /// The parts one after another, in one array made at its size: a screen's body is built at
  /// every command that names an element, and `flatMap` grows its result as it goes.
  private static func joined(_ parts: [[Element]]) -> [Element] {
    if parts.count == 1 { return parts[0] }
    var count = 0
    for part in parts { count += part.count }
    var all: [Element] = []
    all.reserveCapacity(count)
    for part in parts { all.append(contentsOf: part) }
    return all
  }
}

/// A line of text; with an id when a command should be able to name it.
public func Label(_ text: String, id: String? = nil) -> Element {
  Element(.label(text), id: id)
}

/// A button with a title that runs `action` when tapped, unless disabled.
public func Button(
  _ title: String, id: String, isEnabled: Bool = true,
  action: @escaping @MainActor @Sendable () -> Void
) -> Element {
  Element(.button(title: title), id: id, isEnabled: isEnabled, actions: .init(tap: action))
}

/// A text field bound to a view model's text.
public func TextField(
  id: String, placeholder: String, text: String,
  onChange: @escaping @MainActor @Sendable (String) -> Void
) -> Element {
  field(.textField, id: id, placeholder: placeholder, text: text, onChange: onChange)
}

/// A field whose text is masked on screen.
public func SecureField(
  id: String, placeholder: String, text: String,
  onChange: @escaping @MainActor @Sendable (String) -> Void
) -> Element {
  field(.secureField, id: id, placeholder: placeholder, text: text, onChange: onChange)
}

private func field(
  _ kind: Element.Kind, id: String, placeholder: String, text: String,
  onChange: @escaping @MainActor @Sendable (String) -> Void
) -> Element {
  Element(
    kind == .secureField
      ? .secureField(text: text, placeholder: placeholder)
      : .textField(text: text, placeholder: placeholder),
    id: id, actions: .init(setText: onChange))
}

/// A row of buttons along the bottom of the screen.
public func Toolbar(@ElementBuilder _ items: () -> [Element]) -> Element {
  Element(.toolbar, children: items())
}

/// The content of a child view model's view, in place.
public func Embed(_ child: ViewModel) -> Element {
  Element(.embed(child))
}
