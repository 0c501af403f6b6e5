import FlowKit

/// The state of a running app that outlives its screens: `@AppStorage` values, kept for the
/// session (a fresh `open` starts empty, so that a run gives the same bytes every time).
@MainActor @Observable
final class AppState {
  /// `@AppStorage` values by key.
  var stored: [String: Any] = [:]

  /// The state of `context`'s app, made when first asked for and kept by the context.
  static func of(_ context: AppContext) -> AppState {
    let key = ObjectIdentifier(AppState.self)
    if let state = context.attachments[key] as? AppState { return state }
    let state = AppState()
    context.attachments[key] = state
    return state
  }
}

/// A value kept under a key for the app, as SwiftUI's `@AppStorage`; in flowsim it is kept for
/// the session rather than in `UserDefaults`.
@propertyWrapper
public struct AppStorage<Value>: DynamicProperty {
  let key: String
  let defaultValue: Value
  let slot: EnvironmentSlot<AppState>

  init(key: String, defaultValue: Value) {
    self.key = key
    self.defaultValue = defaultValue
    slot = EnvironmentSlot()
  }

  /// The value, or the default while none was stored.
  @MainActor public var wrappedValue: Value {
    get { slot.value?.stored[key] as? Value ?? defaultValue }
    nonmutating set { slot.value?.stored[key] = newValue }
  }

  /// A binding to the value.
  public var projectedValue: Binding<Value> {
    let (slot, key, defaultValue) = (slot, key, UncheckedSendable(defaultValue))
    return Binding(
      get: { slot.value?.stored[key] as? Value ?? defaultValue.value },
      set: { slot.value?.stored[key] = $0 })
  }
}

extension AppStorage {
  /// A stored Boolean.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Bool {
    self.init(key: key, defaultValue: wrappedValue)
  }
  /// A stored integer.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Int {
    self.init(key: key, defaultValue: wrappedValue)
  }
  /// A stored number.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
  where Value == Double {
    self.init(key: key, defaultValue: wrappedValue)
  }
  /// A stored string.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
  where Value == String {
    self.init(key: key, defaultValue: wrappedValue)
  }
  /// A stored URL.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == URL {
    self.init(key: key, defaultValue: wrappedValue)
  }
  /// Stored data.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Data {
    self.init(key: key, defaultValue: wrappedValue)
  }
  /// A stored value with a string raw value.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
  where Value: RawRepresentable, Value.RawValue == String {
    self.init(key: key, defaultValue: wrappedValue)
  }
  /// A stored value with an integer raw value.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
  where Value: RawRepresentable, Value.RawValue == Int {
    self.init(key: key, defaultValue: wrappedValue)
  }
}

extension AppStorage: DynamicSlot {
  func install(in scope: Scope, index: Int) -> InstallProblem? {
    slot.value = scope.graph.app
    return nil
  }
}
