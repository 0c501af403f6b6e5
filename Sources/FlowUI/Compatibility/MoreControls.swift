import FlowKit

// Controls and forms that list and form screens use beyond the first set.

extension TextField where Label == Text {
  /// A field that tells when editing starts and ends, and runs `onCommit` on return (iOS 13's
  /// form): `submit` runs `onCommit`.
  @available(iOS, deprecated: 100000.0, message: "use onSubmit and FocusState")
  public init(
    _ titleKey: LocalizedStringKey, text: Binding<String>,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }, onCommit: @escaping () -> Void = {}
  ) {
    self.init(text: text, prompt: nil) { Text(titleKey) }
    commit = onCommit
  }

  /// A field that tells when editing starts and ends, and runs `onCommit` on return.
  @_disfavoredOverload
  @available(iOS, deprecated: 100000.0, message: "use onSubmit and FocusState")
  public init<S: StringProtocol>(
    _ title: S, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void = { _ in },
    onCommit: @escaping () -> Void = {}
  ) {
    self.init(text: text, prompt: nil) { Text(title) }
    commit = onCommit
  }
}

extension SecureField where Label == Text {
  /// A secure field that runs `onCommit` on return (iOS 13's form).
  @available(iOS, deprecated: 100000.0, message: "use onSubmit")
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>, onCommit: @escaping () -> Void)
  {
    self.init(titleKey, text: text)
    commit = onCommit
  }
  /// A secure field that runs `onCommit` on return (iOS 13's form).
  @_disfavoredOverload
  @available(iOS, deprecated: 100000.0, message: "use onSubmit")
  public init<S: StringProtocol>(_ title: S, text: Binding<String>, onCommit: @escaping () -> Void)
  {
    self.init(title, text: text)
    commit = onCommit
  }
}

/// A value with its label, as SwiftUI's `LabeledContent`: shown as the label, then the value.
public struct LabeledContent<Label: View, Content: View>: View, PrimitiveView {
  let label: Label
  let content: Content

  /// Content with a label.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.content = content()
    self.label = label()
  }

  public var body: Never { primitiveBody() }

  func makeElements(in scope: Scope) -> [Element] {
    let title = Controls.title(of: label, in: scope.child("label"))
    let elements = Evaluator.elements(of: content, in: scope.child("content"))
    // A value of texts reads on one line with its label; controls keep their own lines.
    if elements.allSatisfy({ $0.kind == .label }) {
      let value = Evaluator.texts(of: elements).joined(separator: " ")
      return [Element(.label(value.isEmpty ? title : "\(title): \(value)"))]
    }
    return [Element(.label(title))] + elements
  }
}

extension LabeledContent where Label == Text, Content == Text {
  /// A value with a title.
  public init<S: StringProtocol>(_ titleKey: LocalizedStringKey, value: S) {
    self.init(content: { Text(value) }, label: { Text(titleKey) })
  }
  /// A value with a title.
  @_disfavoredOverload
  public init<S1: StringProtocol, S2: StringProtocol>(_ title: S1, value: S2) {
    self.init(content: { Text(value) }, label: { Text(title) })
  }
  /// A formatted value with a title.
  public init<F: FormatStyle>(_ titleKey: LocalizedStringKey, value: F.FormatInput, format: F)
  where F.FormatInput: Equatable, F.FormatOutput == String {
    self.init(content: { Text(value, format: format) }, label: { Text(titleKey) })
  }
}

extension LabeledContent where Label == Text {
  /// Content with a title.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(content: content, label: { Text(titleKey) })
  }
  /// Content with a title.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(content: content, label: { Text(title) })
  }
}

/// A link that opens a URL, as SwiftUI's `Link`: a tap hands the URL to `openURL`, which the
/// app's `.onOpenURL` receives (another app's URL goes nowhere in a simulation).
public struct Link<Label: View>: View, PrimitiveView {
  let label: Label
  let destination: URL

  /// A link to `destination` with a label.
  public init(destination: URL, @ViewBuilder label: () -> Label) {
    self.destination = destination
    self.label = label()
  }

  public var body: Never { primitiveBody() }

  func makeElements(in scope: Scope) -> [Element] {
    let title = Controls.title(of: label, in: scope.child("label"))
    let open = scope.environment.openURL
    let url = destination
    let owner = scope.record.owner
    return [
      Element(
        .button(title: title), isEnabled: scope.environment.isEnabled,
        actions: .init(tap: { ViewOwner.$current.withValue(owner) { open(url) } }))
    ]
  }
}

extension Link where Label == Text {
  /// A link with a title.
  public init(_ titleKey: LocalizedStringKey, destination: URL) {
    self.init(destination: destination) { Text(titleKey) }
  }
  /// A link with a title.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, destination: URL) {
    self.init(destination: destination) { Text(title) }
  }
}

/// A control that picks a date, as SwiftUI's `DatePicker`: shown as its label and the date; a
/// simulation has no wheel to turn, so the date is set by the app (a command that types a date
/// is not provided).
public struct DatePicker<Label: View>: View, PrimitiveView {
  let label: Label
  let selection: Binding<Date>
  let components: Components

  /// The parts of a date a picker shows.
  public typealias Components = DatePickerComponents

  /// A picker of a date, with a label.
  public init(
    selection: Binding<Date>, displayedComponents: Components = [.hourAndMinute, .date],
    @ViewBuilder label: () -> Label
  ) {
    self.selection = selection
    self.label = label()
    components = displayedComponents
  }

  /// A picker of a date in `range`, with a label.
  public init(
    selection: Binding<Date>, in range: ClosedRange<Date>,
    displayedComponents: Components = [.hourAndMinute, .date], @ViewBuilder label: () -> Label
  ) {
    self.init(selection: selection, displayedComponents: displayedComponents, label: label)
  }

  /// A picker of a date from `range`, with a label.
  public init(
    selection: Binding<Date>, in range: PartialRangeFrom<Date>,
    displayedComponents: Components = [.hourAndMinute, .date], @ViewBuilder label: () -> Label
  ) {
    self.init(selection: selection, displayedComponents: displayedComponents, label: label)
  }

  /// A picker of a date through `range`, with a label.
  public init(
    selection: Binding<Date>, in range: PartialRangeThrough<Date>,
    displayedComponents: Components = [.hourAndMinute, .date], @ViewBuilder label: () -> Label
  ) {
    self.init(selection: selection, displayedComponents: displayedComponents, label: label)
  }

  public var body: Never { primitiveBody() }

  func makeElements(in scope: Scope) -> [Element] {
    let title = Controls.title(of: label, in: scope.child("label"))
    let formatter = DateFormatter()
    formatter.locale = scope.environment.locale
    formatter.timeZone = scope.environment.timeZone
    formatter.dateStyle = components.contains(.date) ? .medium : .none
    formatter.timeStyle = components.contains(.hourAndMinute) ? .short : .none
    return [Element(.label("\(title): \(formatter.string(from: selection.wrappedValue))"))]
  }
}

extension DatePicker where Label == Text {
  /// A picker of a date with a title.
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<Date>,
    displayedComponents: Components = [.hourAndMinute, .date]
  ) {
    self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
  }
  /// A picker of a date with a title.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, selection: Binding<Date>, displayedComponents: Components = [.hourAndMinute, .date]
  ) {
    self.init(selection: selection, displayedComponents: displayedComponents) { Text(title) }
  }
  /// A picker of a date in `range` with a title.
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: ClosedRange<Date>,
    displayedComponents: Components = [.hourAndMinute, .date]
  ) {
    self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
  }
  /// A picker of a date from `range` with a title.
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
    displayedComponents: Components = [.hourAndMinute, .date]
  ) {
    self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
  }
  /// A picker of a date through `range` with a title.
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
    displayedComponents: Components = [.hourAndMinute, .date]
  ) {
    self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
  }
}

/// The parts of a date a picker shows, as SwiftUI's `DatePickerComponents`.
public struct DatePickerComponents: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let date = DatePickerComponents(rawValue: 1)
  public static let hourAndMinute = DatePickerComponents(rawValue: 2)
}

extension Text {
  /// How a date shows in a text.
  public struct DateStyle: Sendable, Equatable {
    let name: String
    public static let time = DateStyle(name: "time")
    public static let date = DateStyle(name: "date")
    public static let relative = DateStyle(name: "relative")
    public static let offset = DateStyle(name: "offset")
    public static let timer = DateStyle(name: "timer")
  }

  /// A date in a style: as flowsim's locale (en_US_POSIX) and time zone (UTC) write it, so a run
  /// gives the same bytes anywhere.
  public init(_ date: Date, style: DateStyle) {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "UTC")
    switch style.name {
    case "time":
      formatter.dateStyle = .none
      formatter.timeStyle = .short
    default:
      formatter.dateStyle = .long
      formatter.timeStyle = .none
    }
    self.init(verbatim: formatter.string(from: date))
  }

  /// A range of dates.
  public init(_ dates: ClosedRange<Date>) {
    self.init(
      verbatim: "\(Text(dates.lowerBound, style: .date).content) - "
        + Text(dates.upperBound, style: .date).content)
  }
}

extension ForEach where Content: View {
  /// Views of a binding's identifiable elements, each given a binding to its element:
  /// `ForEach($items) { $item in Toggle(item.name, isOn: $item.done) }`.
  @MainActor
  public init<C: MutableCollection & RandomAccessCollection>(
    _ data: Binding<C>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
  )
  where
    Data == LazyMapSequence<C.Indices, (C.Index, ID)>, ID == C.Element.ID,
    C.Element: Identifiable, C.Index: Hashable
  {
    self.init(data, id: \.id, content: content)
  }

  /// Views of a binding's elements, told apart by the property at `id`, each given a binding.
  @MainActor
  public init<C: MutableCollection & RandomAccessCollection>(
    _ data: Binding<C>, id: KeyPath<C.Element, ID>,
    @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
  ) where Data == LazyMapSequence<C.Indices, (C.Index, ID)>, C.Index: Hashable {
    let collection = data.wrappedValue
    let path = UncheckedSendable(id)
    self.data = collection.indices.lazy.map { ($0, collection[$0][keyPath: path.value]) }
    self.content = { pair in
      let index = UncheckedSendable(pair.0)
      return content(
        Binding(
          get: { data.wrappedValue[index.value] },
          set: { data.wrappedValue[index.value] = $0 }))
    }
    self.id = { $0.1 }
  }
}
