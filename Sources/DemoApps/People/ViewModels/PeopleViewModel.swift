public import FlowKit

/// A row showing a person; rows alternate between two cell kinds, as in the original.
public final class PersonCellViewModel: CellViewModel {
  /// The person shown.
  public private(set) var person: Person

  /// A row for `person`, of the first kind on even rows and the second on odd ones.
  public init(_ person: Person, row: Int) {
    self.person = person
    super.init(
      text: person.name, detail: person.subtitle, style: row.isMultiple(of: 2) ? .subtitle : .custom
    )
  }

  /// One click more.
  func click() {
    person.clicks += 1
    detail = person.subtitle
  }
}

/// The people screen: five people; a tap counts a click. What happens goes down the screen's
/// action pipe, where observers it does not know (analytics) can see it.
public final class PeopleViewModel: ViewModel {
  /// The list `#people`.
  public private(set) lazy var list = ListViewModel(id: "people", owner: self)
  /// The screen's action pipe: appear, each row's display, each click.
  public let pipe = ActionPipe<PeopleAction>(name: "people")

  /// The screen.
  public init(context: AppContext) {
    super.init(context: context, title: "人员")
    observe(list.interactions) { [weak self] interaction in self?.handle(interaction) }
  }

  public override func didStart(parameters: Parameters) {
    let cells = Person.demo.enumerated().map { PersonCellViewModel($1, row: $0) }
    attempt("show the people") { try list.setSections([ListSection(cells: cells)]) }
  }

  public override func didAppear() {
    pipe.send(.appear)
  }

  /// The people as they are now.
  public var people: [Person] { list.allCells.compactMap { ($0 as? PersonCellViewModel)?.person } }

  private func handle(_ interaction: ListInteraction) {
    switch interaction {
    case .willDisplay(let path):
      pipe.send(.display(row: path.row))
    case .select(let path):
      guard let cell = attempt("open a row", { try list.cell(at: path) }) as? PersonCellViewModel
      else { return }
      cell.click()
      attempt("reload a row") { try list.reloadRows(at: [path], animation: .none) }
      pipe.send(.click(row: path.row))
    case .highlight, .unhighlight, .didEndDisplaying:
      break
    }
  }
}
