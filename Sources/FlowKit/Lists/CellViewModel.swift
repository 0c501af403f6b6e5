/// The view model of one list row: its text, detail, image and style.
///
/// Cells are reference types so that a view model can change one in place and then reload its
/// row (``ListViewModel/reloadRows(at:animation:)``). A cell belongs to one list at a time.
@MainActor
open class CellViewModel {
  /// The row's title.
  open var text: String
  /// The detail (value1, value2) or subtitle (subtitle, custom) text.
  open var detail: String
  /// The name of the row's image, if any.
  open var image: String?
  /// How the row lays out its text and detail.
  open var style: Element.CellStyle
  /// Whether a user can select the row.
  open var isEnabled: Bool
  /// The row's height in points, as a table view would lay it out; 44 unless set.
  open var height: Double = 44
  /// The list the cell is in, if any.
  public internal(set) weak var list: ListViewModel?

  /// Where the cell is in its list now, if it is in one.
  public var indexPath: IndexPath? { list?.indexPath(of: self) }

  /// Makes a cell.
  public init(
    text: String, detail: String = "", image: String? = nil, style: Element.CellStyle = .default,
    isEnabled: Bool = true
  ) {
    self.text = text
    self.detail = detail
    self.image = image
    self.style = style
    self.isEnabled = isEnabled
  }
}

/// One section of a list: an optional header and footer around its rows.
@MainActor
public struct ListSection {
  /// The text above the rows, if any.
  public var header: String?
  /// The text below the rows, if any.
  public var footer: String?
  /// The rows, top to bottom.
  public var cells: [CellViewModel]

  /// Makes a section.
  public init(header: String? = nil, footer: String? = nil, cells: [CellViewModel] = []) {
    self.header = header
    self.footer = footer
    self.cells = cells
  }
}
