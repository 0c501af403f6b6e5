/// The view model of a list: sections of cell view models, changed through operations that each
/// emit one ``ListChange`` with its index paths and animation.
///
/// Every operation checks its indices first and throws ``ListError`` without changing anything
/// when one is out of range (the original silently ignored them). Changes are recorded in the
/// app's events as `list: TITLE #id CHANGE`. What the user does to rows (highlight, select) and
/// which rows come on or go off screen reach the view model through ``interactions``.
@MainActor
public final class ListViewModel {
  /// The id the screen shows the list by (`#posts`).
  public let id: String
  /// The view model that owns the list; its visibility decides which rows are on screen.
  public private(set) weak var owner: ViewModel?
  /// The sections, top to bottom.
  public private(set) var sections: [ListSection] = []
  /// Every change so far, oldest first.
  public private(set) var changes: [ListChange] = []
  /// What the user does to rows, and rows coming on and going off screen, in order. One
  /// consumer reads it, usually a task of the owner (see ``ViewModel/observe(_:_:)``).
  public let interactions: AsyncStream<ListInteraction>
  private let continuation: AsyncStream<ListInteraction>.Continuation
  private var displayed: [ObjectIdentifier: IndexPath] = [:]

  /// A list shown as `#id` on `owner`'s screen.
  public convenience init(id: String, owner: ViewModel) {
    self.init(id: id)
    attach(to: owner)
  }

  /// A list that a view model will own once it is made (see ``attach(to:)``), for a list that is
  /// a stored property of its owner.
  public init(id: String) {
    self.id = id
    (interactions, continuation) = AsyncStream.makeStream(bufferingPolicy: .unbounded)
  }

  /// Makes `owner` the list's owner: its visibility decides which rows are on screen and its
  /// end finishes ``interactions``. Once only; later calls do nothing.
  public func attach(to owner: ViewModel) {
    guard self.owner == nil else { return }
    self.owner = owner
    owner.attach(self)
  }

  // MARK: Reading

  /// How many rows all sections hold.
  public var rowCount: Int { sections.reduce(0) { $0 + $1.cells.count } }
  /// Whether there are no rows.
  public var isEmpty: Bool { rowCount == 0 }
  /// Every cell, section by section.
  public var allCells: [CellViewModel] { sections.flatMap(\.cells) }

  /// The cell at `indexPath`.
  /// - Throws: ``ListError`` when there is no such row.
  public func cell(at indexPath: IndexPath) throws(ListError) -> CellViewModel {
    try checkRow(indexPath)
    return sections[indexPath.section].cells[indexPath.row]
  }

  /// Where `cell` is, if it is in this list.
  public func indexPath(of cell: CellViewModel) -> IndexPath? {
    for (section, content) in sections.enumerated() {
      if let row = content.cells.firstIndex(where: { $0 === cell }) {
        return IndexPath(row: row, section: section)
      }
    }
    return nil
  }

  // MARK: Rows

  /// Inserts `cells` one after another from `row` of `section`.
  public func insertRows(
    _ cells: [CellViewModel], at row: Int, section: Int = 0, animation: RowAnimation = .automatic
  ) throws(ListError) {
    try checkSection(section)
    let count = sections[section].cells.count
    guard (0...count).contains(row) else {
      throw .insertionOutOfRange(IndexPath(row: row, section: section), rows: count)
    }
    try checkFree(cells)
    sections[section].cells.insert(contentsOf: cells, at: row)
    adopt(cells)
    let paths = cells.indices.map { IndexPath(row: row + $0, section: section) }
    emit(ListChange(.insertRows, indexPaths: paths, animation: animation))
  }

  /// Appends `cells` to the end of `section`.
  public func appendRows(
    _ cells: [CellViewModel], section: Int = 0, animation: RowAnimation = .automatic
  ) throws(ListError) {
    try checkSection(section)
    try insertRows(cells, at: sections[section].cells.count, section: section, animation: animation)
  }

  /// Removes the rows at `indexPaths`.
  public func removeRows(at indexPaths: [IndexPath], animation: RowAnimation = .automatic)
    throws(ListError)
  {
    let paths = try checkRows(indexPaths)
    for path in paths.reversed() {
      let cell = sections[path.section].cells.remove(at: path.row)
      cell.list = nil
    }
    emit(ListChange(.removeRows, indexPaths: paths, animation: animation))
  }

  /// Puts `cells` in place of the rows at `indexPaths`, one for one.
  public func replaceRows(
    at indexPaths: [IndexPath], with cells: [CellViewModel], animation: RowAnimation = .automatic
  ) throws(ListError) {
    guard indexPaths.count == cells.count else {
      throw .countMismatch(indexPaths: indexPaths.count, cells: cells.count)
    }
    _ = try checkRows(indexPaths)
    let leaving = indexPaths.map { sections[$0.section].cells[$0.row] }
    try checkFree(cells, except: leaving)
    for (path, cell) in zip(indexPaths, cells) {
      sections[path.section].cells[path.row].list = nil
      sections[path.section].cells[path.row] = cell
    }
    adopt(cells)
    emit(ListChange(.replaceRows, indexPaths: indexPaths.sorted(), animation: animation))
  }

  /// Redraws the rows at `indexPaths`, after their cells changed.
  public func reloadRows(at indexPaths: [IndexPath], animation: RowAnimation = .automatic)
    throws(ListError)
  {
    let paths = try checkRows(indexPaths)
    emit(ListChange(.reloadRows, indexPaths: paths, animation: animation))
  }

  /// Moves the row at `from` so that it ends up at `to`.
  public func moveRow(at from: IndexPath, to: IndexPath) throws(ListError) {
    try checkRow(from)
    try checkSection(to.section)
    let count = sections[to.section].cells.count - (from.section == to.section ? 1 : 0)
    guard (0...count).contains(to.row) else { throw .insertionOutOfRange(to, rows: count) }
    let cell = sections[from.section].cells.remove(at: from.row)
    sections[to.section].cells.insert(cell, at: to.row)
    emit(ListChange(.moveRow, indexPaths: [from, to], animation: .none))
  }

  // MARK: Sections

  /// Inserts `newSections` one after another from `index`.
  public func insertSections(
    _ newSections: [ListSection], at index: Int, animation: RowAnimation = .automatic
  ) throws(ListError) {
    guard (0...sections.count).contains(index) else {
      throw .sectionInsertionOutOfRange(index, count: sections.count)
    }
    let cells = newSections.flatMap(\.cells)
    try checkFree(cells)
    sections.insert(contentsOf: newSections, at: index)
    adopt(cells)
    emit(
      ListChange(
        .insertSections, sections: Array(index..<index + newSections.count), animation: animation))
  }

  /// Appends `newSections` after the last section.
  public func appendSections(_ newSections: [ListSection], animation: RowAnimation = .automatic)
    throws(ListError)
  {
    try insertSections(newSections, at: sections.count, animation: animation)
  }

  /// Removes the sections at `indexes`.
  public func removeSections(_ indexes: [Int], animation: RowAnimation = .automatic)
    throws(ListError)
  {
    let sorted = try checkSections(indexes)
    for index in sorted.reversed() {
      for cell in sections.remove(at: index).cells { cell.list = nil }
    }
    emit(ListChange(.removeSections, sections: sorted, animation: animation))
  }

  /// Puts the rows of section `index` in place of its old ones.
  public func replaceSection(
    _ index: Int, with cells: [CellViewModel], animation: RowAnimation = .automatic
  ) throws(ListError) {
    try checkSection(index)
    let leaving = sections[index].cells
    try checkFree(cells, except: leaving)
    for cell in leaving { cell.list = nil }
    sections[index].cells = cells
    adopt(cells)
    emit(ListChange(.replaceSections, sections: [index], animation: animation))
  }

  /// Redraws the sections at `indexes`.
  public func reloadSections(_ indexes: [Int], animation: RowAnimation = .automatic)
    throws(ListError)
  {
    let sorted = try checkSections(indexes)
    emit(ListChange(.reloadSections, sections: sorted, animation: animation))
  }

  /// Replaces everything at once, without animation.
  public func setSections(_ newSections: [ListSection]) throws(ListError) {
    let cells = newSections.flatMap(\.cells)
    let leaving = allCells
    try checkFree(cells, except: leaving)
    for cell in leaving { cell.list = nil }
    sections = newSections
    adopt(cells)
    emit(ListChange(.reloadData, animation: .none))
  }

  /// Removes every section, without animation.
  public func removeAll() {
    for cell in allCells { cell.list = nil }
    sections = []
    emit(ListChange(.reloadData, animation: .none))
  }

  // MARK: What the user does

  /// A tap on the row at `indexPath`: highlight, unhighlight, select, as UIKit sends them.
  public func tap(_ indexPath: IndexPath) throws(ListError) {
    try checkRow(indexPath)
    continuation.yield(.highlight(indexPath))
    continuation.yield(.unhighlight(indexPath))
    continuation.yield(.select(indexPath))
  }

  // MARK: Display

  /// Recomputes which rows are on screen: those laid out (the first
  /// ``Display/visibleRowLimit``) while the owner is visible. Sends `willDisplay` for rows that
  /// came on and `didEndDisplaying` for rows that went off.
  func updateDisplayed() {
    var now: [ObjectIdentifier: IndexPath] = [:]
    var order: [ObjectIdentifier] = []
    if owner?.isVisible == true {
      var shown = 0
      outer: for (section, content) in sections.enumerated() {
        for (row, cell) in content.cells.enumerated() {
          guard shown < Display.visibleRowLimit else { break outer }
          now[ObjectIdentifier(cell)] = IndexPath(row: row, section: section)
          order.append(ObjectIdentifier(cell))
          shown += 1
        }
      }
    }
    for (key, path) in displayed.sorted(by: { $0.value < $1.value }) where now[key] == nil {
      continuation.yield(.didEndDisplaying(path))
    }
    for key in order where displayed[key] == nil {
      if let path = now[key] { continuation.yield(.willDisplay(path)) }
    }
    displayed = now
  }

  func finish() {
    continuation.finish()
  }

  // MARK: Checks

  private func emit(_ change: ListChange) {
    changes.append(change)
    let title = owner.map { $0.title.isEmpty ? $0.typeName : $0.title } ?? ""
    owner?.context.events.record(.list, "\(title) #\(id) \(change)")
    // Work of a screen that is gone (a plain Task that outlived it) still changing its list.
    if let owner, !owner.isActive {
      owner.context.lateWork.append("\(owner.eventName) changed #\(id) after its screen was gone")
    }
    updateDisplayed()
  }

  private func adopt(_ cells: [CellViewModel]) {
    for cell in cells { cell.list = self }
  }

  private func checkSection(_ section: Int) throws(ListError) {
    guard sections.indices.contains(section) else {
      throw .noSection(section, count: sections.count)
    }
  }

  private func checkRow(_ path: IndexPath) throws(ListError) {
    try checkSection(path.section)
    let rows = sections[path.section].cells.count
    guard (0..<rows).contains(path.row) else { throw .noRow(path, rows: rows) }
  }

  private func checkRows(_ paths: [IndexPath]) throws(ListError) -> [IndexPath] {
    for path in paths { try checkRow(path) }
    let sorted = paths.sorted()
    for (a, b) in zip(sorted, sorted.dropFirst()) where a == b {
      throw .duplicateIndex("row \(a)")
    }
    return sorted
  }

  private func checkSections(_ indexes: [Int]) throws(ListError) -> [Int] {
    for index in indexes { try checkSection(index) }
    let sorted = indexes.sorted()
    for (a, b) in zip(sorted, sorted.dropFirst()) where a == b {
      throw .duplicateIndex("section \(a)")
    }
    return sorted
  }

  /// Checks that no cell is given twice or is in a list already, save those of `leaving`,
  /// which the change takes out.
  private func checkFree(_ cells: [CellViewModel], except leaving: [CellViewModel] = [])
    throws(ListError)
  {
    let leavingIDs = Set(leaving.map(ObjectIdentifier.init))
    var seen = Set<ObjectIdentifier>()
    for cell in cells {
      let id = ObjectIdentifier(cell)
      guard cell.list == nil || leavingIDs.contains(id), seen.insert(id).inserted else {
        throw .cellInUse(cell.text)
      }
    }
  }
}
