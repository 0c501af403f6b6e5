import FlowKit

/// `.sheet` and `.fullScreenCover`: a screen presented over this one while a value says so, as a
/// FlowKit modal (`back` at its root dismisses it, which sets the value back).
struct SheetModifier: ViewModifier, PrimitiveModifier {
  /// The key of what is to be presented now (nil: nothing) and its view.
  let wanted: () -> (key: AnyHashable, view: () -> any View)?
  /// Sets the value back when the sheet goes.
  let clear: () -> Void
  let onDismiss: (() -> Void)?
  let isSheet: Bool

  func body(content: Content) -> Never { primitiveBody() }

  private struct Shown {
    var key: AnyHashable
    var host: ViewHost
  }

  func makeElements(content: some View, in scope: Scope) -> [Element] {
    let record = scope.record
    let wanted = wanted()
    let graph = scope.graph
    var environment = scope.environment
    environment.isPresented = true
    let (clear, onDismiss, isSheet) = (clear, onDismiss, isSheet)
    if let shown = record.values["sheet"] as? Shown, shown.host.isActive, let wanted,
      shown.key == wanted.key
    {
      // Still up: its content as the presenting view makes it now.
      shown.host.content = wanted.view
    }
    graph.afterEvaluation { [weak graph, weak record] in
      guard let graph, let record, let presenter = graph.host, presenter.isActive else { return }
      if let shown = record.values["sheet"] as? Shown, shown.host.isActive,
        shown.key != wanted?.key
      {
        record.values["sheet"] = nil
        Self.dismiss(shown.host)
      }
      let current = record.values["sheet"] as? Shown
      guard let wanted, current?.host.isActive != true,
        let navigation = presenter.navigation
      else { return }
      let host = ViewHost(
        context: graph.context, name: Evaluator.name(of: wanted.view()),
        environment: environment, isSheet: isSheet, content: wanted.view)
      host.onEnd = { [weak record] in
        if (record?.values["sheet"] as? Shown)?.host === host { record?.values["sheet"] = nil }
        clear()
        onDismiss?()
      }
      record.values["sheet"] = Shown(key: wanted.key, host: host)
      presenter.attempt("present \(host.typeName)") { try navigation.present(host) }
    }
    if record.values["sheetGone"] == nil {
      record.values["sheetGone"] = true
      record.onGone.append { [weak record] in
        if let shown = record?.values["sheet"] as? Shown { Self.dismiss(shown.host) }
      }
    }
    return Evaluator.elements(of: content, in: scope.child("m"))
  }

  private static func dismiss(_ host: ViewHost) {
    guard host.isActive, let presenter = host.navigation?.presenting else { return }
    host.attempt("dismiss") { try presenter.dismiss() }
  }
}

/// `.alert` and `.confirmationDialog`: FlowKit's alert while a value says so; a tap on one of
/// its buttons sets the value back, then runs the button's action.
struct AlertModifier: ViewModifier, PrimitiveModifier {
  let title: String
  let isPresented: Binding<Bool>
  let actions: (() -> any View)?
  let message: (() -> any View)?
  /// A dialog gets a Cancel button when none of its own cancels.
  let isDialog: Bool

  func body(content: Content) -> Never { primitiveBody() }

  func makeElements(content: some View, in scope: Scope) -> [Element] {
    let record = scope.record
    let origin = ObjectIdentifier(record)
    let presented = isPresented.wrappedValue && actions != nil
    let shown = record.values["alert"] as? Bool ?? false
    let context = scope.graph.context
    if presented, !shown {
      let buttons = ButtonCollector(owner: record.owner)
      var collecting = scope.child("actions")
      collecting.buttons = buttons
      if let actions { _ = Evaluator.elements(of: actions(), in: collecting) }
      let text =
        message.map {
          Evaluator.texts(of: Evaluator.elements(of: $0(), in: scope.child("message")))
            .joined(separator: " ")
        } ?? ""
      let isPresented = isPresented
      var list = buttons.buttons
      if list.isEmpty {
        list = [.init(title: "OK", role: .cancel, id: nil, action: {})]
      } else if isDialog, !list.contains(where: { $0.role == .cancel }) {
        list.append(.init(title: "Cancel", role: .cancel, id: nil, action: {}))
      }
      var ids: Set<String> = []
      let alertActions = list.map { button -> FlowKit.Alert.Action in
        let base = ElementIDs.derive(from: button.title, kind: "button")
        var id = base
        var count = 1
        while !ids.insert(id).inserted {
          count += 1
          id = base + String(count)
        }
        let style: FlowKit.Alert.Action.Style =
          button.role == .cancel ? .cancel : button.role == .destructive ? .destructive : .default
        let action = UncheckedSendable(button.action)
        return FlowKit.Alert.Action(
          button.title, style: style, id: id, isEnabled: button.isEnabled,
          handler: {
            record.values["alert"] = false
            if isPresented.wrappedValue { isPresented.wrappedValue = false }
            action.value()
          })
      }
      var alert = FlowKit.Alert(title: title, message: text, actions: alertActions)
      alert.fields = buttons.fields
      alert.origin = origin
      record.values["alert"] = true
      scope.graph.afterEvaluation { context.showAlert(alert) }
    } else if !presented, shown {
      record.values["alert"] = false
      scope.graph.afterEvaluation { context.hideAlerts { $0.origin == origin } }
    }
    if record.values["alertGone"] == nil {
      record.values["alertGone"] = true
      record.onGone.append { context.hideAlerts { $0.origin == origin } }
    }
    return Evaluator.elements(of: content, in: scope.child("m"))
  }
}

extension View {
  /// Presents the view `content` makes as a sheet while `isPresented` is true.
  public func sheet<Content: View>(
    isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
    @ViewBuilder content: @escaping () -> Content
  ) -> some View {
    present(isPresented: isPresented, onDismiss: onDismiss, isSheet: true, content: content)
  }

  /// Presents the view `content` makes of `item` as a sheet while it is not nil.
  public func sheet<Item: Identifiable, Content: View>(
    item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
    @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View {
    present(item: item, onDismiss: onDismiss, isSheet: true, content: content)
  }

  /// Presents the view `content` makes over the whole screen while `isPresented` is true.
  public func fullScreenCover<Content: View>(
    isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
    @ViewBuilder content: @escaping () -> Content
  ) -> some View {
    present(isPresented: isPresented, onDismiss: onDismiss, isSheet: false, content: content)
  }

  /// Presents the view `content` makes of `item` over the whole screen while it is not nil.
  public func fullScreenCover<Item: Identifiable, Content: View>(
    item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
    @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View {
    present(item: item, onDismiss: onDismiss, isSheet: false, content: content)
  }

  private func present<Content: View>(
    isPresented: Binding<Bool>, onDismiss: (() -> Void)?, isSheet: Bool,
    content: @escaping () -> Content
  ) -> some View {
    modifier(
      SheetModifier(
        wanted: { isPresented.wrappedValue ? (AnyHashable(true), { content() }) : nil },
        clear: { if isPresented.wrappedValue { isPresented.wrappedValue = false } },
        onDismiss: onDismiss, isSheet: isSheet))
  }

  private func present<Item: Identifiable, Content: View>(
    item: Binding<Item?>, onDismiss: (() -> Void)?, isSheet: Bool,
    content: @escaping (Item) -> Content
  ) -> some View {
    modifier(
      SheetModifier(
        wanted: { item.wrappedValue.map { value in (AnyHashable(value.id), { content(value) }) } },
        clear: { if item.wrappedValue != nil { item.wrappedValue = nil } },
        onDismiss: onDismiss, isSheet: isSheet))
  }

  /// Shows an alert with a title and buttons while `isPresented` is true.
  public func alert<A: View>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A
  ) -> some View {
    alert(Text(titleKey), isPresented: isPresented, actions: actions)
  }

  /// Shows an alert with a title and buttons while `isPresented` is true.
  @_disfavoredOverload
  public func alert<S: StringProtocol, A: View>(
    _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A
  ) -> some View {
    alert(Text(title), isPresented: isPresented, actions: actions)
  }

  /// Shows an alert with a title and buttons while `isPresented` is true.
  public func alert<A: View>(
    _ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A
  ) -> some View {
    let actions = actions()
    return modifier(
      AlertModifier(
        title: title.content, isPresented: isPresented, actions: { actions }, message: nil,
        isDialog: false))
  }

  /// Shows an alert with a title, buttons and a message while `isPresented` is true.
  public func alert<A: View, M: View>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
    @ViewBuilder message: () -> M
  ) -> some View {
    alert(Text(titleKey), isPresented: isPresented, actions: actions, message: message)
  }

  /// Shows an alert with a title, buttons and a message while `isPresented` is true.
  @_disfavoredOverload
  public func alert<S: StringProtocol, A: View, M: View>(
    _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
    @ViewBuilder message: () -> M
  ) -> some View {
    alert(Text(title), isPresented: isPresented, actions: actions, message: message)
  }

  /// Shows an alert with a title, buttons and a message while `isPresented` is true.
  public func alert<A: View, M: View>(
    _ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
    @ViewBuilder message: () -> M
  ) -> some View {
    let (actions, message) = (actions(), message())
    return modifier(
      AlertModifier(
        title: title.content, isPresented: isPresented, actions: { actions },
        message: { message }, isDialog: false))
  }

  /// Shows an alert about `data` while `isPresented` is true and `data` is not nil.
  public func alert<A: View, T>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
    @ViewBuilder actions: (T) -> A
  ) -> some View {
    let built = data.map(actions)
    return modifier(
      AlertModifier(
        title: titleKey.text, isPresented: isPresented, actions: built.map { view in { view } },
        message: nil, isDialog: false))
  }

  /// Shows an alert about `data`, with a message, while `isPresented` is true and `data` is not
  /// nil.
  public func alert<A: View, M: View, T>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
    @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
  ) -> some View {
    let built = data.map(actions)
    let text = data.map(message)
    return modifier(
      AlertModifier(
        title: titleKey.text, isPresented: isPresented, actions: built.map { view in { view } },
        message: text.map { view in { view } }, isDialog: false))
  }

  /// Shows an alert about `data` while `isPresented` is true and `data` is not nil.
  @_disfavoredOverload
  public func alert<S: StringProtocol, A: View, T>(
    _ title: S, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A
  ) -> some View {
    let built = data.map(actions)
    return modifier(
      AlertModifier(
        title: String(title), isPresented: isPresented, actions: built.map { view in { view } },
        message: nil, isDialog: false))
  }

  /// Shows an alert about `data`, with a message, while `isPresented` is true and `data` is not
  /// nil.
  @_disfavoredOverload
  public func alert<S: StringProtocol, A: View, M: View, T>(
    _ title: S, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A,
    @ViewBuilder message: (T) -> M
  ) -> some View {
    let built = data.map(actions)
    let text = data.map(message)
    return modifier(
      AlertModifier(
        title: String(title), isPresented: isPresented, actions: built.map { view in { view } },
        message: text.map { view in { view } }, isDialog: false))
  }

  /// Shows a dialog of choices while `isPresented` is true; it has a Cancel unless one of its
  /// buttons cancels.
  public func confirmationDialog<A: View>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
    titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A
  ) -> some View {
    let actions = actions()
    return modifier(
      AlertModifier(
        title: titleKey.text, isPresented: isPresented, actions: { actions }, message: nil,
        isDialog: true))
  }

  /// Shows a dialog of choices while `isPresented` is true.
  @_disfavoredOverload
  public func confirmationDialog<S: StringProtocol, A: View>(
    _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: () -> A
  ) -> some View {
    let actions = actions()
    return modifier(
      AlertModifier(
        title: String(title), isPresented: isPresented, actions: { actions }, message: nil,
        isDialog: true))
  }

  /// Shows a dialog of choices with a message while `isPresented` is true.
  public func confirmationDialog<A: View, M: View>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
    titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A,
    @ViewBuilder message: () -> M
  ) -> some View {
    let (actions, message) = (actions(), message())
    return modifier(
      AlertModifier(
        title: titleKey.text, isPresented: isPresented, actions: { actions },
        message: { message }, isDialog: true))
  }

  /// Shows a dialog of choices about `data` while `isPresented` is true and `data` is not nil.
  public func confirmationDialog<A: View, T>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
    titleVisibility: Visibility = .automatic, presenting data: T?,
    @ViewBuilder actions: (T) -> A
  ) -> some View {
    let built = data.map(actions)
    return modifier(
      AlertModifier(
        title: titleKey.text, isPresented: isPresented, actions: built.map { view in { view } },
        message: nil, isDialog: true))
  }
}
