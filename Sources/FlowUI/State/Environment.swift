import FlowKit

/// A key for a value of the environment, as SwiftUI's `EnvironmentKey`.
public protocol EnvironmentKey {
  /// The type of the value.
  associatedtype Value
  /// The value when no view above set one.
  static var defaultValue: Value { get }
}

/// What the views below a place see, as SwiftUI's `EnvironmentValues`: values by key, objects by
/// type, and the values SwiftUI itself provides (`dismiss`, `isEnabled`, `refresh`, …).
public struct EnvironmentValues: CustomStringConvertible {
  /// The values and objects, shared between copies until one changes (a view's environment is
  /// copied at every place of the tree and changed at few).
  private final class Storage {
    var values: [ObjectIdentifier: Any] = [:]
    var objects: [ObjectIdentifier: AnyObject] = [:]
    init() {}
    init(_ other: Storage) {
      values = other.values
      objects = other.objects
    }
  }
  private var storage = Storage()

  private mutating func unique() -> Storage {
    if !isKnownUniquelyReferenced(&storage) { storage = Storage(storage) }
    return storage
  }

  /// Empty values: each key's default.
  public init() {}

  /// The value of `key`.
  public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
    get { storage.values[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
    set { unique().values[ObjectIdentifier(key)] = newValue }
  }

  /// The object of type `type`, if a view above provided one.
  func object<T: AnyObject>(_ type: T.Type) -> T? {
    storage.objects[ObjectIdentifier(type)] as? T
  }

  mutating func setObject<T: AnyObject>(_ object: T?, as type: T.Type) {
    unique().objects[ObjectIdentifier(type)] = object
  }

  public var description: String { "EnvironmentValues(\(storage.values.count) values)" }

  /// Dismisses the screen the view is on: pops a pushed view, dismisses a sheet.
  public var dismiss: DismissAction {
    get { self[DismissKey.self] }
    set { self[DismissKey.self] = newValue }
  }

  /// Whether controls here take input (false under `.disabled(true)`).
  public var isEnabled: Bool {
    get { self[EnabledKey.self] }
    set { self[EnabledKey.self] = newValue }
  }

  /// The action of `.refreshable` above, if any.
  public var refresh: RefreshAction? {
    get { self[RefreshKey.self] }
    set { self[RefreshKey.self] = newValue }
  }

  /// Whether the view is on a pushed or presented screen.
  public var isPresented: Bool {
    get { self[PresentedKey.self] }
    set { self[PresentedKey.self] = newValue }
  }

  /// Why content shows as placeholders (`.redacted(reason:)`).
  public var redactionReasons: RedactionReasons {
    get { self[RedactionKey.self] }
    set { self[RedactionKey.self] = newValue }
  }

  /// Opens a URL: delivered to the app's `.onOpenURL`, as a link in the app would be.
  public var openURL: OpenURLAction {
    get { self[OpenURLKey.self] }
    set { self[OpenURLKey.self] = newValue }
  }

  /// Whether the search field of `.searchable` above has text or focus.
  public var isSearching: Bool {
    get { self[SearchingKey.self] }
    set { self[SearchingKey.self] = newValue }
  }

  /// The locale: `en_US_POSIX` in flowsim, so that a run gives the same bytes anywhere.
  public var locale: Locale {
    get { self[LocaleKey.self] }
    set { self[LocaleKey.self] = newValue }
  }

  /// The calendar: Gregorian, in UTC.
  public var calendar: Calendar {
    get { self[CalendarKey.self] }
    set { self[CalendarKey.self] = newValue }
  }

  /// The time zone: UTC.
  public var timeZone: TimeZone {
    get { self[TimeZoneKey.self] }
    set { self[TimeZoneKey.self] = newValue }
  }

  /// The colour scheme: light.
  public var colorScheme: ColorScheme {
    get { self[ColorSchemeKey.self] }
    set { self[ColorSchemeKey.self] = newValue }
  }

  /// Where `.onSubmit` actions go.
  var submit: (@MainActor () -> Void)? {
    get { self[SubmitKey.self] }
    set { self[SubmitKey.self] = newValue }
  }

  /// Where `.onSubmit(of: .search)` actions go.
  var submitSearch: (@MainActor () -> Void)? {
    get { self[SubmitSearchKey.self] }
    set { self[SubmitSearchKey.self] = newValue }
  }

  /// The focus binding of `.focused` above a field.
  var focus: FocusTarget? {
    get { self[FocusKey.self] }
    set { self[FocusKey.self] = newValue }
  }
}

private enum DismissKey: EnvironmentKey {
  static var defaultValue: DismissAction { DismissAction {} }
}
private enum EnabledKey: EnvironmentKey { static var defaultValue: Bool { true } }
private enum RefreshKey: EnvironmentKey { static var defaultValue: RefreshAction? { nil } }
private enum PresentedKey: EnvironmentKey { static var defaultValue: Bool { false } }
private enum RedactionKey: EnvironmentKey { static var defaultValue: RedactionReasons { [] } }
private enum OpenURLKey: EnvironmentKey {
  static var defaultValue: OpenURLAction { OpenURLAction { _ in .discarded } }
}
private enum SearchingKey: EnvironmentKey { static var defaultValue: Bool { false } }
private enum LocaleKey: EnvironmentKey {
  static var defaultValue: Locale { Locale(identifier: "en_US_POSIX") }
}
private enum CalendarKey: EnvironmentKey {
  static var defaultValue: Calendar {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
    return calendar
  }
}
private enum TimeZoneKey: EnvironmentKey {
  static var defaultValue: TimeZone { TimeZone(identifier: "UTC") ?? .current }
}
private enum ColorSchemeKey: EnvironmentKey { static var defaultValue: ColorScheme { .light } }
private enum SubmitKey: EnvironmentKey { static var defaultValue: (@MainActor () -> Void)? { nil } }
private enum SubmitSearchKey: EnvironmentKey {
  static var defaultValue: (@MainActor () -> Void)? { nil }
}
private enum FocusKey: EnvironmentKey { static var defaultValue: FocusTarget? { nil } }

/// Dismisses the screen a view is on, as SwiftUI's `DismissAction`.
public struct DismissAction {
  let action: @MainActor () -> Void
  init(_ action: @escaping @MainActor () -> Void) { self.action = action }
  /// Dismisses.
  @MainActor public func callAsFunction() { action() }
}

/// Refreshes, as SwiftUI's `RefreshAction`: the action of `.refreshable`.
public struct RefreshAction: Sendable {
  let action: @Sendable () async -> Void
  /// Refreshes.
  public func callAsFunction() async { await action() }
}

/// Opens a URL, as SwiftUI's `OpenURLAction`.
public struct OpenURLAction {
  /// What became of a URL.
  public struct Result: Sendable {
    let kind: Int
    /// The app handled it.
    public static let handled = Result(kind: 0)
    /// Nobody wanted it.
    public static let discarded = Result(kind: 1)
    /// The system should open it.
    public static let systemAction = Result(kind: 2)
  }
  let handler: @MainActor (URL) -> Result
  /// An action that calls `handler`.
  public init(handler: @escaping @MainActor (URL) -> Result) { self.handler = handler }
  /// Opens `url`.
  @MainActor public func callAsFunction(_ url: URL) { _ = handler(url) }
}

/// Why content shows as placeholders, as SwiftUI's `RedactionReasons`.
public struct RedactionReasons: OptionSet, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// Placeholder content while data loads.
  public static let placeholder = RedactionReasons(rawValue: 1)
  /// Private content.
  public static let privacy = RedactionReasons(rawValue: 2)
  /// Content that is not refreshed now.
  public static let invalidated = RedactionReasons(rawValue: 4)
}

/// Light or dark, as SwiftUI's `ColorScheme`.
public enum ColorScheme: Sendable, CaseIterable, Hashable {
  case light, dark
}

/// Reads a value or an object from the environment, as SwiftUI's `@Environment`.
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
  enum Source {
    case key(KeyPath<EnvironmentValues, Value>)
    case object(read: @MainActor (EnvironmentValues) -> Value?, typeName: String)
  }
  let source: Source
  let slot: EnvironmentSlot<Value>

  /// The value at `keyPath`: `@Environment(\.dismiss)`.
  public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
    source = .key(keyPath)
    slot = EnvironmentSlot()
  }

  /// The object of `objectType` that a view above provided with `.environment(_:)`.
  public init(_ objectType: Value.Type) where Value: AnyObject & Observable {
    source = .object(read: { $0.object(objectType) }, typeName: String(describing: objectType))
    slot = EnvironmentSlot()
  }

  /// The object of `objectType`, or nil when no view above provided one.
  public init<T: AnyObject & Observable>(_ objectType: T.Type) where Value == T? {
    source = .object(
      read: { .some($0.object(objectType)) }, typeName: String(describing: objectType))
    slot = EnvironmentSlot()
  }

  /// The value.
  @MainActor public var wrappedValue: Value {
    if let value = slot.value { return value }
    switch source {
    case .key(let keyPath): return EnvironmentValues()[keyPath: keyPath]
    case .object(let read, _):
      // Installed before every body: a view is never evaluated without its object.
      guard let value = read(EnvironmentValues()) else {
        preconditionFailure("@Environment read outside a body")
      }
      return value
    }
  }
}

extension Environment: DynamicSlot {
  func install(in scope: Scope, index: Int) -> InstallProblem? {
    switch source {
    case .key(let keyPath):
      slot.value = scope.environment[keyPath: keyPath]
    case .object(let read, let typeName):
      guard let value = read(scope.environment) else {
        return InstallProblem(
          problem: "no view above provides the \(typeName) that @Environment(\(typeName).self) "
            + "reads",
          fix: "add .environment(\(typeName.prefix(1).lowercased() + typeName.dropFirst())) to a "
            + "view above it, or to the root view the app is made with")
      }
      slot.value = value
    }
    return nil
  }
}

/// Where an `@Environment` property finds its value, once installed.
@MainActor
final class EnvironmentSlot<Value> {
  var value: Value?
  init() {}
}

extension View {
  /// Provides `object` to the views below, for `@Environment(Type.self)`.
  public func environment<T: AnyObject & Observable>(_ object: T?) -> some View {
    environmentChange { $0.setObject(object, as: T.self) }
  }

  /// Sets the environment value at `keyPath` for the views below.
  public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V)
    -> some View
  {
    let path = UncheckedSendable(keyPath)
    let value = UncheckedSendable(value)
    return environmentChange { $0[keyPath: path.value] = value.value }
  }

  /// Changes the environment value at `keyPath` for the views below.
  public func transformEnvironment<V>(
    _ keyPath: WritableKeyPath<EnvironmentValues, V>, transform: @escaping (inout V) -> Void
  ) -> some View {
    let path = UncheckedSendable(keyPath)
    return environmentChange { transform(&$0[keyPath: path.value]) }
  }
}
