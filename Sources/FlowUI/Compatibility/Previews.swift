import FlowKit

// Previews: Xcode's canvas shows them; flowsim compiles them and never runs them.

/// A type that makes previews for Xcode's canvas, as SwiftUI's `PreviewProvider`: compiled,
/// never run.
@MainActor @preconcurrency
public protocol PreviewProvider {
  /// The type of the previews.
  associatedtype Previews: View
  /// The previews.
  @ViewBuilder @MainActor @preconcurrency static var previews: Self.Previews { get }
  /// The platform of the previews.
  static var platform: PreviewPlatform? { get }
}

extension PreviewProvider {
  /// No platform named.
  public static var platform: PreviewPlatform? { nil }
}

/// A platform of previews.
public enum PreviewPlatform: Sendable {
  case iOS, macOS, tvOS, watchOS, visionOS
}

/// A device of previews, by name.
public struct PreviewDevice: RawRepresentable, ExpressibleByStringLiteral, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public init(stringLiteral: String) { rawValue = stringLiteral }
}

/// A layout of previews.
public enum PreviewLayout: Sendable {
  case device, sizeThatFits
  case fixed(width: CGFloat, height: CGFloat)
}

/// An orientation of previews.
public struct InterfaceOrientation: Hashable, Sendable, CaseIterable, Identifiable {
  let name: String
  public var id: String { name }
  public static let portrait = InterfaceOrientation(name: "portrait")
  public static let portraitUpsideDown = InterfaceOrientation(name: "portraitUpsideDown")
  public static let landscapeLeft = InterfaceOrientation(name: "landscapeLeft")
  public static let landscapeRight = InterfaceOrientation(name: "landscapeRight")
  public static var allCases: [InterfaceOrientation] {
    [.portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight]
  }
}

/// A trait of a `#Preview`, as Xcode's `PreviewTrait`.
public struct PreviewTrait<T>: Sendable {
  let name: String
}

/// What `#Preview` is about: its traits' namespace, as Xcode's `Preview`.
public struct Preview {
  /// The traits of a preview of views.
  public struct ViewTraits: Sendable {}
}

extension PreviewTrait where T == Preview.ViewTraits {
  public static var sizeThatFitsLayout: PreviewTrait<T> { PreviewTrait(name: "sizeThatFits") }
  public static var defaultLayout: PreviewTrait<T> { PreviewTrait(name: "default") }
  public static var portrait: PreviewTrait<T> { PreviewTrait(name: "portrait") }
  public static var portraitUpsideDown: PreviewTrait<T> { PreviewTrait(name: "upsideDown") }
  public static var landscapeLeft: PreviewTrait<T> { PreviewTrait(name: "landscapeLeft") }
  public static var landscapeRight: PreviewTrait<T> { PreviewTrait(name: "landscapeRight") }
  public static func fixedLayout(width: CGFloat, height: CGFloat) -> PreviewTrait<T> {
    PreviewTrait(name: "fixed")
  }
}

/// A preview of views for Xcode's canvas: compiled (its body is type-checked), never run.
@freestanding(declaration)
public macro Preview(
  _ name: String? = nil, @ViewBuilder body: @escaping @MainActor () -> any View
) = #externalMacro(module: "FlowUIMacros", type: "PreviewMacro")

/// A preview of views with traits for Xcode's canvas: compiled, never run.
@freestanding(declaration)
public macro Preview(
  _ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>,
  _ additionalTraits: PreviewTrait<Preview.ViewTraits>...,
  @ViewBuilder body: @escaping @MainActor () -> any View
) = #externalMacro(module: "FlowUIMacros", type: "PreviewMacro")

/// Lets a preview's body declare `@State`: `@Previewable @State var on = false`.
@attached(peer)
public macro Previewable() = #externalMacro(module: "FlowUIMacros", type: "PreviewableMacro")

/// A value of the environment declared in one line: `extension EnvironmentValues { @Entry var
/// accent: Color = .blue }` makes its key and its property.
@attached(accessor) @attached(peer, names: prefixed(__Key_))
public macro Entry() = #externalMacro(module: "FlowUIMacros", type: "EntryMacro")

extension View {
  /// The preview's device, ignored.
  public func previewDevice(_ value: PreviewDevice?) -> some View { look() }
  /// The preview's layout, ignored.
  public func previewLayout(_ value: PreviewLayout) -> some View { look() }
  /// The preview's name, ignored.
  public func previewDisplayName(_ value: String?) -> some View { look() }
  /// The preview's orientation, ignored.
  public func previewInterfaceOrientation(_ value: InterfaceOrientation) -> some View { look() }
  /// Whether the preview runs in context, ignored.
  public func previewContext<C>(_ context: C) -> some View { look() }
}
