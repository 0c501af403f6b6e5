/// One element of a screen: what a user sees and can act on.
///
/// Elements are values computed from a view model. They carry a stable id, a label, a state and
/// the bindings that send a user's action back to the view model. The renderer draws elements and
/// the session finds targets among them; neither knows the view models.
public struct Element: Sendable {
  /// What an element is.
  public enum Kind: String, Sendable, CaseIterable {
    case label, textField, secureField, button, toggle, list, section, row, tabs, tab, toolbar,
      image, empty, footer, header, embed
  }

  /// The style of a list row, after UITableViewCell's styles.
  public enum CellStyle: String, Sendable, CaseIterable {
    case `default`, value1, value2, subtitle, custom
  }

  /// What an element shows, one case per kind, each with what that kind has and nothing else.
  public enum Content: Sendable {
    case label(String)
    case header(String)
    case footer(String)
    case image(String)
    case textField(text: String, placeholder: String)
    case secureField(text: String, placeholder: String)
    case button(title: String)
    /// A switch that a tap flips: its title and whether it is on.
    case toggle(title: String, isOn: Bool)
    /// A list: how many rows each section holds, laid out or not (only the first
    /// ``Display/visibleRowLimit`` rows are children, as a table view lays out only what is
    /// visible), and the element of any row.
    case list(rowCounts: [Int], rowAt: (@MainActor @Sendable (IndexPath) -> Element?)?)
    case section(title: String, footer: String?)
    case row(Row)
    case tabs
    case tab(title: String, isSelected: Bool)
    case toolbar
    case empty(String)
    /// The place of a child view model's screen.
    case embed(ViewModel)

    /// The kind of this content.
    public var kind: Kind {
      switch self {
      case .label: .label
      case .header: .header
      case .footer: .footer
      case .image: .image
      case .textField: .textField
      case .secureField: .secureField
      case .button: .button
      case .toggle: .toggle
      case .list: .list
      case .section: .section
      case .row: .row
      case .tabs: .tabs
      case .tab: .tab
      case .toolbar: .toolbar
      case .empty: .empty
      case .embed: .embed
      }
    }
  }

  /// A list row: its texts, image and cell style, and its place.
  public struct Row: Sendable {
    /// The title.
    public var text: String
    /// The detail or subtitle, if any.
    public var detail: String?
    /// The image's name, if any.
    public var image: String?
    /// The cell style.
    public var style: CellStyle
    /// Its place in the list.
    public var indexPath: IndexPath

    /// A row.
    public init(
      text: String, detail: String? = nil, image: String? = nil, style: CellStyle = .default,
      indexPath: IndexPath
    ) {
      self.text = text
      self.detail = detail
      self.image = image
      self.style = style
      self.indexPath = indexPath
    }
  }

  /// The stored values, shared between copies: an element is copied often (builders, the
  /// display, lookups) and changed rarely, so a copy is one reference.
  struct Fields: Sendable {
    var id: String?
    var content: Content
    var isEnabled: Bool
    var isBusy: Bool
    var children: [Element]
    var actions: ElementActions
    var accessibilityLabel: String? = nil
  }

  final class Storage: Sendable {
    let fields: Fields
    /// The content's kind, kept: searches and drawing ask it of every element, and reading it
    /// from the content copies the content out first.
    let kind: Kind
    init(_ fields: Fields) {
      self.fields = fields
      kind = fields.content.kind
    }
  }

  private var storage: Storage

  private mutating func update(_ change: (inout Fields) -> Void) {
    var fields = storage.fields
    change(&fields)
    storage = Storage(fields)
  }

  /// Makes an element. Views use the builders (``Label``, ``Button``, …) rather than this.
  ///
  /// - Parameters:
  ///   - content: what it is and shows.
  ///   - id: what a command names it by (`#id`).
  ///   - isEnabled: whether it takes taps and text.
  ///   - isBusy: whether it shows work in progress, as a spinner does: a list's "Loading more…"
  ///     footer, a "Saving…" label. `test --faults` and `explore` report one that is still
  ///     shown when everything has settled, as they report a HUD that never goes.
  ///   - children: the elements inside it.
  ///   - actions: what a tap, text, a refresh or a page more does to it.
  public init(
    _ content: Content, id: String? = nil, isEnabled: Bool = true, isBusy: Bool = false,
    children: [Element] = [], actions: ElementActions = .init()
  ) {
    storage = Storage(
      Fields(
        id: id, content: content, isEnabled: isEnabled, isBusy: isBusy, children: children,
        actions: actions))
  }

  /// What the element shows.
  public var content: Content { storage.fields.content }
  /// What the element is.
  public var kind: Kind { storage.kind }
  /// The stable id a command names it by (`#login`), if it has one.
  public var id: String? { storage.fields.id }
  /// Whether a user can act on it.
  public var isEnabled: Bool { storage.fields.isEnabled }
  /// Whether it shows work in progress (a spinner): see ``init(_:id:isEnabled:isBusy:children:actions:)``.
  public var isBusy: Bool { storage.fields.isBusy }
  /// The elements it contains: a list's sections, a section's rows, a toolbar's buttons.
  public var children: [Element] {
    get { storage.fields.children }
    set { update { $0.children = newValue } }
  }
  /// What happens when a user acts on it.
  public var actions: ElementActions {
    get { storage.fields.actions }
    set { update { $0.actions = newValue } }
  }

  /// This element with another id: how a view of SwiftUI's names gives its elements the ids of
  /// `.accessibilityIdentifier` or of their labels.
  package func with(id: String?) -> Element {
    var copy = self
    copy.update { $0.id = id }
    return copy
  }

  /// The label VoiceOver reads for it, when the app gave one (`.accessibilityLabel`, a SwiftUI
  /// field's title): it names the element for targets and ids; the screen still shows what the
  /// element draws.
  public var accessibilityLabel: String? { storage.fields.accessibilityLabel }

  /// This element with an accessibility label.
  package func with(accessibilityLabel: String?) -> Element {
    var copy = self
    copy.update { $0.accessibilityLabel = accessibilityLabel }
    return copy
  }

  /// This element with another content, say a list with the rows laid out now.
  package func with(content: Content) -> Element {
    var copy = self
    copy.update { $0.content = content }
    return copy
  }

  /// The visible text a target names it by: a label's text, a button's title, a row's title, a
  /// tab's title, a section's title; empty for the others.
  public var label: String {
    switch content {
    case .label(let text), .header(let text), .footer(let text), .image(let text),
      .empty(let text):
      text
    case .button(let title), .tab(let title, _), .section(let title, _), .toggle(let title, _):
      title
    case .row(let row): row.text
    case .textField, .secureField, .list, .tabs, .toolbar, .embed: ""
    }
  }
  /// A field's current text.
  public var value: String? {
    switch content {
    case .textField(let text, _), .secureField(let text, _): text
    default: nil
    }
  }
  /// What an empty field shows.
  public var placeholder: String? {
    switch content {
    case .textField(_, let placeholder), .secureField(_, let placeholder): placeholder
    default: nil
    }
  }
  /// A row's detail or subtitle text.
  public var detail: String? {
    if case .row(let row) = content { return row.detail }
    return nil
  }
  /// A row's image name.
  public var image: String? {
    if case .row(let row) = content { return row.image }
    return nil
  }
  /// A row's cell style.
  public var style: CellStyle? {
    if case .row(let row) = content { return row.style }
    return nil
  }
  /// Whether it is the selected tab.
  public var isSelected: Bool {
    if case .tab(_, let selected) = content { return selected }
    return false
  }
  /// For a toggle: whether it is on.
  public var isOn: Bool? {
    if case .toggle(_, let isOn) = content { return isOn }
    return nil
  }
  /// A row's position, section and row.
  public var indexPath: IndexPath? {
    if case .row(let row) = content { return row.indexPath }
    return nil
  }
  /// A section's footer text.
  public var footer: String? {
    if case .section(_, let footer) = content { return footer }
    return nil
  }
  /// For ``Kind/embed``: the child view model whose screen goes here.
  public var model: ViewModel? {
    if case .embed(let model) = content { return model }
    return nil
  }
  /// For a list: how many rows each section holds, laid out or not.
  public var sectionRowCounts: [Int]? {
    if case .list(let counts, _) = content { return counts }
    return nil
  }
  /// For a list: the element of any row, laid out or not.
  public var rowAt: (@MainActor @Sendable (IndexPath) -> Element?)? {
    if case .list(_, let rowAt) = content { return rowAt }
    return nil
  }

  /// For a list: how many rows it holds in all.
  public var rowCount: Int {
    sectionRowCounts?.reduce(0, +) ?? flattened.filter { $0.kind == .row }.count
  }

  /// Whether this element is a text or secure field.
  public var isField: Bool { kind == .textField || kind == .secureField }

  /// This element and all it contains, depth first.
  public var flattened: [Element] {
    var result: [Element] = [self]
    for child in children { result += child.flattened }
    return result
  }
}

/// A row's place in a list.
public struct IndexPath: Hashable, Sendable, Comparable, CustomStringConvertible {
  /// The section, counted from 0.
  public var section: Int
  /// The row within the section, counted from 0.
  public var row: Int

  /// Makes an index path.
  public init(row: Int, section: Int = 0) {
    self.row = row
    self.section = section
  }

  public static func < (lhs: IndexPath, rhs: IndexPath) -> Bool {
    (lhs.section, lhs.row) < (rhs.section, rhs.row)
  }

  /// `section:row`, as the command language writes it.
  public var description: String { "\(section):\(row)" }
}

/// The bindings from an element back to its view model.
public struct ElementActions: Sendable {
  /// A tap on a button, row, tab or alert action.
  public var tap: (@MainActor @Sendable () -> Void)?
  /// The field's new text, as a user typed it.
  public var setText: (@MainActor @Sendable (String) -> Void)?
  /// The return key in a field.
  public var submit: (@MainActor @Sendable () -> Void)?
  /// Pull to refresh on a list.
  public var refresh: (@MainActor @Sendable () -> Void)?
  /// Scrolling to the bottom of a list.
  public var loadMore: (@MainActor @Sendable () -> Void)?

  /// Bindings; all optional.
  public init(
    tap: (@MainActor @Sendable () -> Void)? = nil,
    setText: (@MainActor @Sendable (String) -> Void)? = nil,
    refresh: (@MainActor @Sendable () -> Void)? = nil,
    loadMore: (@MainActor @Sendable () -> Void)? = nil,
    submit: (@MainActor @Sendable () -> Void)? = nil
  ) {
    self.tap = tap
    self.setText = setText
    self.submit = submit
    self.refresh = refresh
    self.loadMore = loadMore
  }
}
