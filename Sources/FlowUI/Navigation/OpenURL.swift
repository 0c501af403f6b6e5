import FlowKit

extension View {
  /// Delivers the URLs `route URL` opens, as a link into the app does.
  public func onOpenURL(perform action: @escaping (URL) -> Void) -> some View {
    elementsBefore { scope in
      let owner = scope.record.owner
      scope.graph.openURLHandlers.append { url in
        ViewOwner.$current.withValue(owner) { action(url) }
      }
    }
  }
}

/// Opens a window of a scene, as SwiftUI's `OpenWindowAction` (iPad and Mac): a phone has one
/// window, so nothing opens.
public struct OpenWindowAction: Sendable {
  /// Opens the window of the scene `id`.
  @MainActor public func callAsFunction(id: String) {}
  /// Opens the window of the scene `id` for `value`.
  @MainActor public func callAsFunction<D: Decodable & Encodable & Hashable>(id: String, value: D) {
  }
  /// Opens a window for `value`.
  @MainActor public func callAsFunction<D: Decodable & Encodable & Hashable>(value: D) {}
}

private enum OpenWindowKey: EnvironmentKey {
  static var defaultValue: OpenWindowAction { OpenWindowAction() }
}

extension EnvironmentValues {
  /// Opens a window (iPad and Mac): nothing, on a phone.
  public var openWindow: OpenWindowAction {
    get { self[OpenWindowKey.self] }
    set { self[OpenWindowKey.self] = newValue }
  }
}
