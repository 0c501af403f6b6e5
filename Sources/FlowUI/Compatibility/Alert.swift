import FlowKit

// SwiftUI's first alerts (iOS 13): an `Alert` value made by `.alert(isPresented:content:)` or
// `.alert(item:content:)`, and the `ActionSheet` of `.actionSheet`. They are shown as the
// alerts and dialogs of iOS 15's forms are: the same buttons, ids and taps.

/// An alert, as SwiftUI's `Alert` value of iOS 13.
@MainActor @preconcurrency
public struct Alert {
  let title: Text
  let message: Text?
  let buttons: [Button]

  /// An alert with one button (OK when none is given).
  public init(title: Text, message: Text? = nil, dismissButton: Button? = nil) {
    self.title = title
    self.message = message
    buttons = dismissButton.map { [$0] } ?? []
  }

  /// An alert with two buttons.
  public init(title: Text, message: Text? = nil, primaryButton: Button, secondaryButton: Button) {
    self.init(title: title, message: message, buttons: [primaryButton, secondaryButton])
  }

  init(title: Text, message: Text?, buttons: [Button]) {
    self.title = title
    self.message = message
    self.buttons = buttons
  }

  /// A button of an alert or an action sheet.
  @MainActor @preconcurrency
  public struct Button {
    let label: Text
    let role: ButtonRole?
    let action: (() -> Void)?

    /// A button of the default style.
    public static func `default`(_ label: Text, action: (() -> Void)? = {}) -> Button {
      Button(label: label, role: nil, action: action)
    }
    /// A button that cancels, with a label.
    public static func cancel(_ label: Text, action: (() -> Void)? = {}) -> Button {
      Button(label: label, role: .cancel, action: action)
    }
    /// A button that cancels, labelled Cancel.
    public static func cancel(_ action: (() -> Void)? = {}) -> Button {
      Button(label: Text("Cancel"), role: .cancel, action: action)
    }
    /// A button that destroys.
    public static func destructive(_ label: Text, action: (() -> Void)? = {}) -> Button {
      Button(label: label, role: .destructive, action: action)
    }
  }
}

/// An action sheet, as SwiftUI's `ActionSheet` of iOS 13: shown as a confirmation dialog.
@available(iOS, deprecated: 100000.0, renamed: "confirmationDialog")
@MainActor @preconcurrency
public struct ActionSheet {
  /// Its title, message and buttons, as an alert has them.
  let parts: Alert

  /// A sheet of buttons; Cancel alone when none are given.
  public init(title: Text, message: Text? = nil, buttons: [Button] = [.cancel()]) {
    parts = Alert(title: title, message: message, buttons: buttons)
  }

  /// A button of an action sheet.
  public typealias Button = Alert.Button
}

/// The buttons of an `Alert` value, as the actions of an alert.
struct AlertButtons: View, PrimitiveView {
  let buttons: [Alert.Button]
  var body: Never { primitiveBody() }
  func makeElements(in scope: Scope) -> [Element] {
    guard let collector = scope.buttons else { return [] }
    let owner = collector.owner
    for button in buttons {
      let action = UncheckedSendable(button.action)
      collector.buttons.append(
        .init(
          title: button.label.content, role: button.role, id: nil,
          action: { ViewOwner.$current.withValue(owner) { action.value?() } }))
    }
    return []
  }
}

extension View {
  /// Shows the alert `content` makes while `isPresented` is true.
  @available(iOS, deprecated: 100000.0, message: "use alert(title:isPresented:actions:message:)")
  public func alert(isPresented: Binding<Bool>, content: () -> Alert) -> some View {
    oldAlert(content(), isPresented: isPresented, isDialog: false)
  }

  /// Shows the alert `content` makes of `item` while it is not nil.
  @available(
    iOS, deprecated: 100000.0, message: "use alert(title:isPresented:presenting::actions:)"
  )
  public func alert<Item: Identifiable>(item: Binding<Item?>, content: (Item) -> Alert)
    -> some View
  {
    oldAlert(item.wrappedValue.map(content), isPresented: item.isPresentBinding(), isDialog: false)
  }

  /// Shows the action sheet `content` makes while `isPresented` is true.
  @available(iOS, deprecated: 100000.0, renamed: "confirmationDialog")
  public func actionSheet(isPresented: Binding<Bool>, content: () -> ActionSheet) -> some View {
    oldAlert(content().parts, isPresented: isPresented, isDialog: true)
  }

  /// Shows the action sheet `content` makes of `item` while it is not nil.
  @available(iOS, deprecated: 100000.0, renamed: "confirmationDialog")
  public func actionSheet<T: Identifiable>(item: Binding<T?>, content: (T) -> ActionSheet)
    -> some View
  {
    oldAlert(
      item.wrappedValue.map(content)?.parts, isPresented: item.isPresentBinding(), isDialog: true)
  }

  /// The alert or dialog of `alert` while `isPresented` is true (nothing while it is nil).
  private func oldAlert(_ alert: Alert?, isPresented: Binding<Bool>, isDialog: Bool) -> some View {
    modifier(
      AlertModifier(
        title: alert?.title.content ?? "", isPresented: isPresented,
        actions: { AlertButtons(buttons: alert?.buttons ?? []) },
        message: alert?.message.map { text in { text } }, isDialog: isDialog))
  }
}

extension Binding {
  /// Whether an optional value is there; setting false clears it.
  @MainActor
  func isPresentBinding<Wrapped>() -> Binding<Bool> where Value == Wrapped? {
    let base = self
    return Binding<Bool>(
      get: { base.wrappedValue != nil },
      set: { if !$0, base.wrappedValue != nil { base.wrappedValue = nil } })
  }
}
