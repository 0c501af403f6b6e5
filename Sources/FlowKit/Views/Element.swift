/// One element of a screen: what a user sees and can act on.
///
/// Elements are values computed from a view model. They carry a stable id, a label, a state and
/// the bindings that send a user's action back to the view model. The renderer draws elements and
/// the session finds targets among them; neither knows the view models.
public struct Element: Sendable {
  /// What an element is.
  public enum Kind: String, Sendable, CaseIterable {
    case label, textField, secureField, button, list, section, row, tabs, tab, toolbar, image,
      empty, footer, header, embed
  }

  /// The style of a list row, after UITableViewCell's styles.
  public enum CellStyle: String, Sendable, CaseIterable {
    case `default`, value1, value2, subtitle, custom
  }

  /// The stored values, shared between copies: an element is copied often (builders, the
  /// display, lookups) and changed rarely, so a copy is one reference, not twenty fields.
  struct Fields: Sendable {
    var kind: Kind
    var id: String? = nil
    var label: String
    var value: String? = nil
    var placeholder: String? = nil
    var detail: String? = nil
    var image: String? = nil
    var style: CellStyle? = nil
    var isEnabled: Bool
    var isSelected: Bool
    var indexPath: IndexPath? = nil
    var children: [Element]
    var actions: ElementActions
    var model: ViewModel? = nil
    var sectionRowCounts: [Int]? = nil
    var rowAt: (@MainActor @Sendable (IndexPath) -> Element?)? = nil
  }

  final class Storage: Sendable {
    let fields: Fields
    init(_ fields: Fields) { self.fields = fields }
  }

  private var storage: Storage

  private mutating func update(_ change: (inout Fields) -> Void) {
    var fields = storage.fields
    change(&fields)
    storage = Storage(fields)
  }

  /// What the element is.
  public var kind: Kind {
    get { storage.fields.kind }
    set { update { $0.kind = newValue } }
  }
  /// The stable id a command names it by (`#login`), if it has one.
  public var id: String? {
    get { storage.fields.id }
    set { update { $0.id = newValue } }
  }
  /// The visible text: a label's text, a button's title, a field's placeholder's owner, a row's title.
  public var label: String {
    get { storage.fields.label }
    set { update { $0.label = newValue } }
  }
  /// A field's current text.
  public var value: String? {
    get { storage.fields.value }
    set { update { $0.value = newValue } }
  }
  /// What an empty field shows.
  public var placeholder: String? {
    get { storage.fields.placeholder }
    set { update { $0.placeholder = newValue } }
  }
  /// A row's detail or subtitle text.
  public var detail: String? {
    get { storage.fields.detail }
    set { update { $0.detail = newValue } }
  }
  /// A row's image name.
  public var image: String? {
    get { storage.fields.image }
    set { update { $0.image = newValue } }
  }
  /// A row's cell style.
  public var style: CellStyle? {
    get { storage.fields.style }
    set { update { $0.style = newValue } }
  }
  /// Whether a user can act on it.
  public var isEnabled: Bool {
    get { storage.fields.isEnabled }
    set { update { $0.isEnabled = newValue } }
  }
  /// Whether it is the selected tab.
  public var isSelected: Bool {
    get { storage.fields.isSelected }
    set { update { $0.isSelected = newValue } }
  }
  /// A row's position, section and row.
  public var indexPath: IndexPath? {
    get { storage.fields.indexPath }
    set { update { $0.indexPath = newValue } }
  }
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
  /// For ``Kind/embed``: the child view model whose screen goes here.
  public var model: ViewModel? {
    get { storage.fields.model }
    set { update { $0.model = newValue } }
  }
  /// For a list: how many rows each section holds, laid out or not. Only the first
  /// ``Display/visibleRowLimit`` rows are laid out as children, as a table view lays out only
  /// what is visible.
  public var sectionRowCounts: [Int]? {
    get { storage.fields.sectionRowCounts }
    set { update { $0.sectionRowCounts = newValue } }
  }
  /// For a list: the element of any row, laid out or not.
  public var rowAt: (@MainActor @Sendable (IndexPath) -> Element?)? {
    get { storage.fields.rowAt }
    set { update { $0.rowAt = newValue } }
  }

  /// For a list: how many rows it holds in all.
  public var rowCount: Int {
    sectionRowCounts?.reduce(0, +) ?? flattened.filter { $0.kind == .row }.count
  }

  /// Makes an element. Views use the builders (``Label``, ``Button``, …) rather than this.
  public init(
    kind: Kind, id: String? = nil, label: String = "", value: String? = nil,
    placeholder: String? = nil, detail: String? = nil, image: String? = nil,
    style: CellStyle? = nil, isEnabled: Bool = true, isSelected: Bool = false,
    indexPath: IndexPath? = nil, children: [Element] = [], actions: ElementActions = .init()
  ) {
    storage = Storage(
      Fields(
        kind: kind, id: id, label: label, value: value, placeholder: placeholder, detail: detail,
        image: image, style: style, isEnabled: isEnabled, isSelected: isSelected,
        indexPath: indexPath, children: children, actions: actions))
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
  /// Pull to refresh on a list.
  public var refresh: (@MainActor @Sendable () -> Void)?
  /// Scrolling to the bottom of a list.
  public var loadMore: (@MainActor @Sendable () -> Void)?

  /// Bindings; all optional.
  public init(
    tap: (@MainActor @Sendable () -> Void)? = nil,
    setText: (@MainActor @Sendable (String) -> Void)? = nil,
    refresh: (@MainActor @Sendable () -> Void)? = nil,
    loadMore: (@MainActor @Sendable () -> Void)? = nil
  ) {
    self.tap = tap
    self.setText = setText
    self.refresh = refresh
    self.loadMore = loadMore
  }
}
