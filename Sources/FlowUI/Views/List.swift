import FlowKit

/// Rows in sections, as SwiftUI's `List`: a list element whose rows are the views its content
/// makes, seen through `ForEach`, groups and conditions, one row each.
///
/// As on a phone, only the rows a screen shows are made at first (a screenful: 12, or `set
/// screenrows N`), so `.onAppear` and `.task` of the rest wait; `more` scrolls to the end and
/// makes every row there is now. `.refreshable` above it makes `refresh` run its action, the list
/// refreshing until the action returns.
public struct List<SelectionValue: Hashable, Content: View>: View, PrimitiveView {
  let content: Content
  /// For `List(selection:)`: what a tap on a row sets, by the row's tag or `ForEach` id.
  var select: (@MainActor (AnyHashable) -> Void)?

  public var body: Never { primitiveBody() }

  func makeElements(in scope: Scope) -> [Element] {
    [Rows.list(of: content, in: scope.child("c"), select: select)]
  }
}

extension List {
  /// A list whose rows a tap selects: `selection` is the tapped row's tag (or `ForEach` id).
  @MainActor
  public init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) {
    self.content = content()
    guard let selection else { return }
    select = { tag in
      if let value = tag.base as? SelectionValue { selection.wrappedValue = value }
    }
  }

  /// A list whose rows a tap selects into a set: a tap adds the row, or takes it out.
  @MainActor
  public init(selection: Binding<Set<SelectionValue>>?, @ViewBuilder content: () -> Content) {
    self.content = content()
    guard let selection else { return }
    select = { tag in
      guard let value = tag.base as? SelectionValue else { return }
      if selection.wrappedValue.contains(value) {
        selection.wrappedValue.remove(value)
      } else {
        selection.wrappedValue.insert(value)
      }
    }
  }

  /// A list of a row for each of `data`'s identifiable elements, a tap selecting one.
  @MainActor
  public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, selection: Binding<SelectionValue?>?,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
    self.init(selection: selection) { ForEach(data, content: rowContent) }
  }

  /// A list of a row for each of `data`'s identifiable elements, taps selecting into a set.
  @MainActor
  public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, selection: Binding<Set<SelectionValue>>?,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
    self.init(selection: selection) { ForEach(data, content: rowContent) }
  }
}

extension List where SelectionValue == Never {
  /// A list of the rows `content` makes.
  public init(@ViewBuilder content: () -> Content) { self.content = content() }

  /// A list of a row for each of `data`'s identifiable elements.
  public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
    content = ForEach(data, content: rowContent)
  }

  /// A list of a row for each of `data`'s elements, told apart by the property at `id`.
  public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, ID, RowContent> {
    content = ForEach(data, id: id, content: rowContent)
  }

  /// A list of a row for each integer of `data`.
  public init<RowContent: View>(
    _ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> RowContent
  ) where Content == ForEach<Range<Int>, Int, RowContent> {
    content = ForEach(data, content: rowContent)
  }
}

/// Views one above another, made as they scroll into sight, as SwiftUI's `LazyVStack`: a list.
public struct LazyVStack<Content: View>: View, PrimitiveView {
  let content: Content
  /// A lazy stack of the views `content` makes.
  public init(
    alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
  ) {
    self.content = content()
  }
  public var body: Never { primitiveBody() }
  func makeElements(in scope: Scope) -> [Element] {
    [Rows.list(of: content, in: scope.child("c"))]
  }
}

/// Views side by side, made as they scroll into sight, as SwiftUI's `LazyHStack`: a list.
public struct LazyHStack<Content: View>: View, PrimitiveView {
  let content: Content
  /// A lazy stack of the views `content` makes.
  public init(
    alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
  ) {
    self.content = content()
  }
  public var body: Never { primitiveBody() }
  func makeElements(in scope: Scope) -> [Element] {
    [Rows.list(of: content, in: scope.child("c"))]
  }
}

/// Which views of a lazy stack stay pinned while it scrolls, ignored.
public struct PinnedScrollableViews: OptionSet, Sendable {
  public let rawValue: UInt32
  public init(rawValue: UInt32) { self.rawValue = rawValue }
  /// Section headers.
  public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
  /// Section footers.
  public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}

/// How the views of a list become its rows.
@MainActor
enum Rows {
  private struct PendingSection {
    var header = ""
    var footer: String?
    var rows: [(view: any View, scope: Scope)] = []
  }

  /// How many rows a screen shows before `more` scrolls, unless `screenrows` says otherwise.
  nonisolated static let screenful = 12

  /// The list element of `content`'s rows at `scope`.
  static func list(
    of content: any View, in scope: Scope, select: (@MainActor (AnyHashable) -> Void)? = nil
  ) -> Element {
    let record = scope.record
    let context = scope.graph.context
    let screenful = Int(context.settings["screenrows"] ?? "") ?? Rows.screenful
    let shown = storage(record, -1, screenful)
    let refreshing = storage(record, -2, false)
    let sections = sections(of: content, in: scope)
    var budget = shown.value
    // In edit mode a tap on a row does nothing (it neither pushes nor selects), as on iOS.
    let editing = scope.environment.editMode?.wrappedValue.isEditing ?? false
    var sectionElements: [Element] = []
    var laidOut: [FlowKit.IndexPath: Element] = [:]
    // A row is a view that draws something: an entry that draws nothing (an `EmptyView`, a body
    // that is empty) is no row, once it has been made; one not made yet counts as a row.
    var rowCounts: [Int] = []
    for (index, section) in sections.enumerated() {
      var rows: [Element] = []
      var empty = 0
      for leaf in section.rows where budget > 0 {
        let elements = Evaluator.elements(of: leaf.view, in: leaf.scope)
        guard !elements.isEmpty else {
          empty += 1
          continue
        }
        budget -= 1
        var row = Rows.row(of: elements, at: FlowKit.IndexPath(row: rows.count, section: index))
        if editing { row.actions.tap = nil }
        if let select, !editing, row.actions.tap == nil,
          let tag = Tags.tag(of: leaf.view) ?? leaf.scope.implicitTag
        {
          let chosen = UncheckedSendable((tag, select))
          let owner = leaf.scope.record.owner
          row.actions.tap = {
            ViewOwner.$current.withValue(owner) { chosen.value.1(chosen.value.0) }
          }
        }
        laidOut[FlowKit.IndexPath(row: rows.count, section: index)] = row
        rows.append(row)
      }
      rowCounts.append(section.rows.count - empty)
      sectionElements.append(
        Element(.section(title: section.header, footer: section.footer), children: rows))
    }
    let total = rowCounts.reduce(0, +)
    var children = sectionElements
    if refreshing.value {
      children.insert(Element(.header(context.texts.refreshing), isBusy: true), at: 0)
    }
    let rowsByPath = UncheckedSendable(laidOut)
    var actions = ElementActions()
    // Scrolling to the end makes every row there is now, so the last one appears.
    actions.loadMore = { shown.value = max(shown.value, total) }
    if let refresh = scope.environment.refresh {
      let owner = record.owner
      actions.refresh = {
        guard !refreshing.value else { return }
        refreshing.value = true
        record.task?.cancel()
        record.task = ViewOwner.$current.withValue(owner) {
          Task { @MainActor in
            await refresh()
            refreshing.value = false
          }
        }
      }
    }
    return Element(
      .list(
        rowCounts: rowCounts, rowAt: { rowsByPath.value[$0] }),
      isBusy: false, children: children, actions: actions)
  }

  /// The storage at `index` of `record`, made with `initial` the first time.
  private static func storage<Value>(_ record: NodeRecord, _ index: Int, _ initial: Value)
    -> StateStorage<Value>
  {
    if let storage = record.states[index] as? StateStorage<Value> { return storage }
    let storage = StateStorage(initial)
    record.states[index] = storage
    return storage
  }

  private static func sections(of content: any View, in scope: Scope) -> [PendingSection] {
    var sections: [PendingSection] = []
    var loose = PendingSection()
    for leaf in Evaluator.leaves(of: content, in: scope) {
      guard let section = leaf.view as? any SectionView else {
        loose.rows.append(leaf)
        continue
      }
      if !loose.rows.isEmpty {
        sections.append(loose)
        loose = PendingSection()
      }
      let header = Evaluator.texts(
        of: Evaluator.elements(of: section.headerView, in: leaf.scope.child("h")))
      let footer = Evaluator.texts(
        of: Evaluator.elements(of: section.footerView, in: leaf.scope.child("f")))
      sections.append(
        PendingSection(
          header: header.joined(separator: " "),
          footer: footer.isEmpty ? nil : footer.joined(separator: " "),
          rows: Evaluator.leaves(of: section.contentView, in: leaf.scope.child("c"))))
    }
    if !loose.rows.isEmpty || sections.isEmpty { sections.append(loose) }
    return sections
  }

  /// A row of the elements one row view made: a lone button or link is the row's tap; otherwise
  /// its first text is the row's, the others its detail, and its controls are its own, under it.
  static func row(of elements: [Element], at path: FlowKit.IndexPath) -> Element {
    let busy = elements.contains(where: isBusy)
    // A row's own actions (swipe actions, Delete) come last, in a bar: a lone button before
    // them is still the row's tap.
    let actions = elements.last.flatMap { $0.kind == .toolbar ? $0 : nil }
    let main = actions == nil ? elements[...] : elements.dropLast()
    if main.count == 1, let button = main.first, button.kind == .button {
      return Element(
        .row(Element.Row(text: button.label, indexPath: path)), isEnabled: button.isEnabled,
        isBusy: busy, children: actions.map { [$0] } ?? [], actions: .init(tap: button.actions.tap))
    }
    // The row's parts in the order the row shows them: its title is its first text, an image
    // before the title is the row's image, and what follows the title is its detail, images
    // included where they stand (`Ada · <checkmark.seal> ada.example`).
    let parts = Rows.parts(of: elements.filter { !isControl($0) })
    let controls = elements.filter(isControl)
    let titleIndex = parts.firstIndex { if case .text = $0 { true } else { false } }
    let text: String
    if let titleIndex, case .text(let title) = parts[titleIndex] {
      text = title
    } else {
      text = controls.first?.label ?? ""
    }
    let before = titleIndex.map { parts[..<$0] } ?? parts[...]
    let image = before.lazy.compactMap { part -> String? in
      if case .image(let name) = part { return name }
      return nil
    }.first
    let after = titleIndex.map { parts[(parts.index(after: $0))...] } ?? []
    // An image goes with the text after it, as a symbol leads its line.
    var pieces: [String] = []
    var symbol: String?
    for part in after {
      switch part {
      case .image(let name):
        if let symbol { pieces.append(symbol) }
        symbol = "<\(name)>"
      case .text(let text):
        pieces.append(symbol.map { "\($0) \(text)" } ?? text)
        symbol = nil
      }
    }
    if let symbol { pieces.append(symbol) }
    let detail = pieces.joined(separator: " · ")
    return Element(
      .row(
        Element.Row(
          text: text, detail: detail.isEmpty ? nil : detail, image: image,
          style: detail.isEmpty ? .default : .subtitle, indexPath: path)),
      isBusy: busy, children: controls)
  }

  /// A part a row shows: a text or an image.
  enum Part {
    case text(String)
    case image(String)
  }

  /// The texts and images of `elements`, in order.
  static func parts(of elements: [Element]) -> [Part] {
    elements.flatMap { element -> [Part] in
      switch element.content {
      case .label(let text), .header(let text), .footer(let text):
        text.isEmpty ? [] : [.text(text)]
      case .button(let title), .toggle(let title, _): title.isEmpty ? [] : [.text(title)]
      case .image(let name): [.image(name)]
      default: parts(of: element.children)
      }
    }
  }

  private static func isBusy(_ element: Element) -> Bool {
    element.isBusy || element.children.contains(where: isBusy)
  }

  private static func isControl(_ element: Element) -> Bool {
    switch element.kind {
    case .button, .toggle, .textField, .secureField, .tabs, .toolbar, .list: true
    default: false
    }
  }
}
