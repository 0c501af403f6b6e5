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
