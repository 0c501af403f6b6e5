import FlowKit

/// Whether the views of a screen are being edited, as SwiftUI's `EditMode`: `EditButton`
/// switches it, and in edit mode the rows of a `ForEach` with `.onMove` show their moves.
public enum EditMode: Sendable, Hashable {
  case inactive, transient, active
  /// Whether views are being edited.
  public var isEditing: Bool { self != .inactive }
}

private enum EditModeKey: EnvironmentKey {
  static var defaultValue: Binding<EditMode>? { nil }
}

extension EnvironmentValues {
  /// The edit mode of the views here: each screen has one, which `EditButton` switches and
  /// `.environment(\.editMode, ...)` replaces.
  public var editMode: Binding<EditMode>? {
    get { self[EditModeKey.self] }
    set { self[EditModeKey.self] = newValue }
  }
}

/// A button that switches the edit mode of the views here, as SwiftUI's `EditButton`: Edit, or
/// Done while editing.
public struct EditButton: View, PrimitiveView {
  /// An edit button.
  public init() {}
  public var body: Never { primitiveBody() }
  func makeElements(in scope: Scope) -> [Element] {
    guard let mode = scope.environment.editMode else { return [] }
    let editing = mode.wrappedValue.isEditing
    let owner = scope.record.owner
    return [
      Element(
        .button(title: editing ? "Done" : "Edit"), isEnabled: scope.environment.isEnabled,
        actions: .init(tap: {
          ViewOwner.$current.withValue(owner) {
            mode.wrappedValue = mode.wrappedValue.isEditing ? .inactive : .active
          }
        }))
    ]
  }
}
