import FlowKit

// The forms of SwiftUI 1 and 2 that take views where later ones take closures, and arguments in
// their first order: `Section(header: Text("A")) { ... }`, `Picker(selection:label:content:)`.

@MainActor
extension Section where Parent: View, Content: View, Footer: View {
  /// A section with a header and a footer given as views (iOS 13's form).
  public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
    self.init(content: content, header: { header }, footer: { footer })
  }
}

@MainActor
extension Section where Parent: View, Content: View, Footer == EmptyView {
  /// A section with a header given as a view (iOS 13's form).
  public init(header: Parent, @ViewBuilder content: () -> Content) {
    self.init(content: content, header: { header }, footer: { EmptyView() })
  }
}

@MainActor
extension Section where Parent == EmptyView, Content: View, Footer: View {
  /// A section with a footer given as a view (iOS 13's form).
  public init(footer: Footer, @ViewBuilder content: () -> Content) {
    self.init(content: content, header: { EmptyView() }, footer: { footer })
  }
}

@MainActor
extension Section where Parent == Text, Content: View, Footer == EmptyView {
  /// A section with a title that folds, `isExpanded` bound (shown unfolded).
  public init(
    _ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content
  ) {
    self.init(titleKey, content: content)
  }
  /// A section with a title that folds, `isExpanded` bound (shown unfolded).
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content
  ) {
    self.init(title, content: content)
  }
}

extension Picker {
  /// A picker with a label given as a view (iOS 13's form).
  @available(iOS, deprecated: 100000.0, message: "use Picker(selection:content:label:)")
  public init(selection: Binding<SelectionValue>, label: Label, @ViewBuilder content: () -> Content)
  {
    self.init(selection: selection, content: content) { label }
  }
}
