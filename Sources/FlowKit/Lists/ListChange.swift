/// How a list change is animated, after UITableView.RowAnimation.
public enum RowAnimation: String, Sendable, CaseIterable {
  case fade, right, left, top, bottom, none, middle, automatic
}

/// One change to a list, as it is emitted: what changed, where, and how it is animated.
public struct ListChange: Sendable, Equatable, CustomStringConvertible {
  /// What kind of change.
  public enum Kind: String, Sendable, CaseIterable {
    case insertRows = "insert rows"
    case removeRows = "remove rows"
    case replaceRows = "replace rows"
    case reloadRows = "reload rows"
    case moveRow = "move row"
    case insertSections = "insert sections"
    case removeSections = "remove sections"
    case replaceSections = "replace sections"
    case reloadSections = "reload sections"
    case reloadData = "reload data"
  }

  /// The kind.
  public var kind: Kind
  /// The rows it touches (row changes), in ascending order; for a move, from and to.
  public var indexPaths: [IndexPath]
  /// The sections it touches (section changes), ascending.
  public var sections: [Int]
  /// The animation.
  public var animation: RowAnimation

  /// Makes a change.
  public init(
    _ kind: Kind, indexPaths: [IndexPath] = [], sections: [Int] = [],
    animation: RowAnimation = .automatic
  ) {
    self.kind = kind
    self.indexPaths = indexPaths
    self.sections = sections
    self.animation = animation
  }

  /// `insert rows 0:0, 0:1 (left)`; runs of three or more are written `0:3…0:9`.
  public var description: String {
    switch kind {
    case .moveRow:
      let from = indexPaths.first.map(\.description) ?? "?"
      let to = indexPaths.last.map(\.description) ?? "?"
      return "move row \(from) to \(to) (\(animation.rawValue))"
    case .reloadData:
      return "reload data"
    case .insertSections, .removeSections, .replaceSections, .reloadSections:
      let list = sections.map(String.init).joined(separator: ", ")
      return "\(kind.rawValue) \(list) (\(animation.rawValue))"
    case .insertRows, .removeRows, .replaceRows, .reloadRows:
      return "\(kind.rawValue) \(Self.runs(indexPaths)) (\(animation.rawValue))"
    }
  }

  private static func runs(_ paths: [IndexPath]) -> String {
    var parts: [String] = []
    var index = 0
    while index < paths.count {
      var end = index
      while end + 1 < paths.count, paths[end + 1].section == paths[index].section,
        paths[end + 1].row == paths[end].row + 1
      {
        end += 1
      }
      if end - index >= 2 {
        parts.append("\(paths[index])…\(paths[end])")
      } else {
        parts += paths[index...end].map(\.description)
      }
      index = end + 1
    }
    return parts.joined(separator: ", ")
  }
}

/// What a user did to a list's rows, delivered to the view model as an async sequence
/// (``ListViewModel/interactions``).
public enum ListInteraction: Sendable, Equatable {
  /// A finger went down on the row.
  case highlight(IndexPath)
  /// The finger went up.
  case unhighlight(IndexPath)
  /// The row was selected (tapped).
  case select(IndexPath)
  /// The row came on screen, for the first time since it left.
  case willDisplay(IndexPath)
  /// The row went off screen (removed, or pushed beyond what is laid out).
  case didEndDisplaying(IndexPath)
}

/// A list change that cannot be made: the index it was given and what the list holds.
public enum ListError: Error, Equatable, Sendable, CustomStringConvertible {
  /// No section at this index.
  case noSection(Int, count: Int)
  /// No row at this index path.
  case noRow(IndexPath, rows: Int)
  /// Rows cannot be inserted here.
  case insertionOutOfRange(IndexPath, rows: Int)
  /// Sections cannot be inserted here.
  case sectionInsertionOutOfRange(Int, count: Int)
  /// The same index was given twice.
  case duplicateIndex(String)
  /// The cell is already in this or another list.
  case cellInUse(String)
  /// The numbers of index paths and cells differ.
  case countMismatch(indexPaths: Int, cells: Int)

  public var description: String {
    switch self {
    case .noSection(let section, let count):
      "no section \(section): the list has \(Self.range(count, "section"))"
    case .noRow(let path, let rows):
      "no row \(path): section \(path.section) has \(Self.range(rows, "row"))"
    case .insertionOutOfRange(let path, let rows):
      "cannot insert at \(path): section \(path.section) has \(rows) rows, so insert at 0 to \(rows)"
    case .sectionInsertionOutOfRange(let section, let count):
      "cannot insert section \(section): the list has \(count) sections, so insert at 0 to \(count)"
    case .duplicateIndex(let index): "\(index) is given twice; give each index once"
    case .cellInUse(let text):
      "the cell \"\(text)\" is already in a list; make a new cell, or remove it first"
    case .countMismatch(let paths, let cells):
      "\(paths) index paths but \(cells) cells; give one cell for each index path"
    }
  }

  private static func range(_ count: Int, _ noun: String) -> String {
    count == 0 ? "no \(noun)s" : "\(count) \(noun)s (0 to \(count - 1))"
  }
}
