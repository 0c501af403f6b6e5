/// Everything on the device's screen now, as values: what the renderer draws and the session
/// searches for targets.
public struct Display: Sendable {
  /// The top screen's title.
  public var title: String
  /// Whether the navigation bar shows a back button: the stack is deeper than one, or a modal
  /// can be dismissed from its root.
  public var canGoBack: Bool
  /// Whether that button closes a modal (the screen is a modal's root) rather than going back.
  public var closesModal = false
  /// The content of the top screen, with children's content in place.
  public var elements: [Element]
  /// Whether a submitting or loading indicator is up.
  public var hud: Bool
  /// The toast's text, if one shows.
  public var toast: String?
  /// The top alert, if one is up.
  public var alert: Alert?
  /// The titles of each stack, root first; a presented stack follows its presenter.
  public var stacks: [[String]]
  /// What the top screen is: its view model's type, or its view's for a SwiftUI screen
  /// (`AccountView`), whatever its title says; empty when no app is open.
  public var screenType = ""
  /// How many elements a full list may show before it is cut (only visible rows are laid out).
  public static let visibleRowLimit = 50

  /// Makes a display.
  public init(
    title: String, canGoBack: Bool, closesModal: Bool = false, elements: [Element], hud: Bool,
    toast: String?, alert: Alert?, stacks: [[String]], screenType: String = ""
  ) {
    self.title = title
    self.canGoBack = canGoBack
    self.closesModal = closesModal
    self.elements = elements
    self.hud = hud
    self.toast = toast
    self.alert = alert
    self.stacks = stacks
    self.screenType = screenType
  }

  /// An empty display: no app is open.
  public static let empty = Display(
    title: "", canGoBack: false, elements: [], hud: false, toast: nil, alert: nil, stacks: [])

  /// Every element on screen, depth first, alert actions and the toast included.
  public var allElements: [Element] {
    elements { _ in true }
  }

  /// The elements on screen that satisfy `predicate`, depth first, alert actions and the toast
  /// included; cheaper than filtering ``allElements``, which copies every element.
  public func elements(where predicate: (Element) -> Bool) -> [Element] {
    var found: [Element] = []
    func visit(_ element: Element) {
      if predicate(element) { found.append(element) }
      for child in element.children { visit(child) }
    }
    for element in elements { visit(element) }
    for element in alertActions where predicate(element) { found.append(element) }
    if let toast = toastElement, predicate(toast) { found.append(toast) }
    return found
  }

  /// The toast as an element, `#toast`: a tap on it dismisses it.
  public var toastElement: Element? {
    toast.map { Element(.label($0), id: Display.toastID) }
  }

  /// The id of the toast's element.
  public static let toastID = "toast"

  /// The buttons of the top alert, if one is up.
  public var alertActions: [Element] {
    guard let alert else { return [] }
    return alert.fields.map(Display.element(for:))
      + alert.actions.enumerated().map { Display.element(for: $1, at: $0) }
  }

  /// The element of an alert's text field.
  package static func element(for field: Alert.Field) -> Element {
    Element(
      field.isSecure
        ? .secureField(text: field.text, placeholder: field.placeholder)
        : .textField(text: field.text, placeholder: field.placeholder),
      id: field.id, actions: .init(setText: field.setText))
  }

  /// The element of an alert's action: a button that hides the alert and runs the handler.
  package static func element(for action: Alert.Action, at index: Int) -> Element {
    Element(
      .button(title: action.title), id: action.id ?? "alert\(index)", isEnabled: action.isEnabled)
  }

  /// `A > B`, with a presented stack after ` | `.
  public var stackDescription: String {
    stacks.map { $0.joined(separator: " > ") }.joined(separator: " | ")
  }
}

extension AppContext {
  /// What the screen shows now.
  public func display() -> Display {
    guard let window, let visible = visibleViewModel else { return .empty }
    let deepest = window.deepest
    let screen = topScreen(of: visible)
    // Each stack by its view models' titles; only the visible one's screen is computed. Loops
    // rather than `map`: every command that names an element makes a display, and a main-actor
    // closure handed to a generic function checks its executor at each call.
    var stacks: [[String]] = []
    for stack in window.chain {
      var titles: [String] = []
      titles.reserveCapacity(stack.viewModels.count)
      for model in stack.viewModels {
        titles.append(model === visible ? screen.title : model.title)
      }
      stacks.append(titles)
    }
    // A modal's root closes by back unless only its own buttons close it (a full-screen cover).
    let closesByBack = deepest.presenting != nil && deepest.viewModels.first?.closesByBack != false
    return Display(
      title: screen.title,
      canGoBack: deepest.viewModels.count > 1 || closesByBack,
      closesModal: deepest.viewModels.count == 1 && closesByBack,
      elements: expand(screen.elements, depth: 0),
      hud: showsHUD,
      toast: toast?.text,
      alert: alerts.last,
      stacks: stacks, screenType: visible.typeName)
  }

  /// What a command searches for the element it names: the top screen's elements, title, HUD,
  /// toast and alert as ``display()`` has them, without the stacks' titles (`stacks` is empty,
  /// `canGoBack` false), which no search reads and each `tap` and `type` would pay for.
  package func searchedDisplay() -> Display {
    guard let visible = visibleViewModel else { return .empty }
    let screen = topScreen(of: visible)
    return Display(
      title: screen.title, canGoBack: false, elements: expand(screen.elements, depth: 0),
      hud: showsHUD, toast: toast?.text, alert: alerts.last, stacks: [])
  }

  /// The top screen's title, as ``display()`` has it, without making the rest of the display.
  public func screenTitle() -> String {
    guard let visible = visibleViewModel else { return "" }
    return topScreen(of: visible).title
  }

  /// The screen of the visible view model: its view's, or its title alone when it has none.
  private func topScreen(of visible: ViewModel) -> Screen {
    views.screen(for: visible) ?? Screen(title: visible.title, elements: [])
  }

  /// What each view model on the window's stacks would show on top, root first and the
  /// visible one last: a screen under the top one can be left loading too.
  public func stackedDisplays() -> [Display] {
    guard let window else { return [] }
    return window.chain.flatMap { navigation in
      navigation.viewModels.compactMap { model -> Display? in
        guard let screen = views.screen(for: model) else { return nil }
        return Display(
          title: screen.title, canGoBack: false, elements: expand(screen.elements, depth: 0),
          hud: false, toast: nil, alert: nil, stacks: [])
      }
    }
  }

  private func expand(_ elements: [Element], depth: Int) -> [Element] {
    // Most screens embed nothing: then the elements are the display as they are, uncopied.
    guard Self.holdsEmbed(elements) else { return elements }
    var expanded: [Element] = []
    expanded.reserveCapacity(elements.count)
    for element in elements {
      if element.kind != .embed {
        var copy = element
        if !copy.children.isEmpty { copy.children = expand(copy.children, depth: depth) }
        expanded.append(copy)
      } else if depth < 16, let model = element.model, let screen = views.screen(for: model) {
        expanded.append(contentsOf: expand(screen.elements, depth: depth + 1))
      }
    }
    return expanded
  }

  private nonisolated static func holdsEmbed(_ elements: [Element]) -> Bool {
    for element in elements where element.kind == .embed || holdsEmbed(element.children) {
      return true
    }
    return false
  }
}
