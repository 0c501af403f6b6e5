import FlowKit

/// The part of a command that acts on the app: runs on the main actor against the display as it is.
@MainActor
struct Interaction {
  let context: AppContext

  /// What the command searches: the screen without its stacks, which no search reads.
  private var display: Display { context.searchedDisplay() }

  func tap(_ target: Target) throws(InteractionError) {
    let display = display
    let element = try find(target, in: display)
    // The toast is over everything and a tap dismisses it.
    if element.kind == .label, element.id == Display.toastID, display.toast != nil {
      context.dismissToast()
      return
    }
    // An alert's own actions are the one thing a tap reaches while it is up.
    if let alert = display.alert, element.id != nil,
      let index = alert.actions.indices.first(where: {
        Display.element(for: alert.actions[$0], at: $0).id == element.id
      })
    {
      guard element.isEnabled else { throw .disabled(target) }
      context.tapAlertAction(at: index)
      return
    }
    // An alert's own field is not under it: a tap on it is a tap on a field.
    if !Self.isPart(element, ofAlertIn: display) { try checkNothingOver(.target(target)) }
    guard element.isEnabled else { throw .disabled(target) }
    guard let tap = element.actions.tap else {
      throw .notTappable(target, kind: element.kind.rawValue)
    }
    tap()
  }

  /// What typing `text` into the field at `target` sends, as a user typing it: the old text
  /// goes, then each character arrives. The session delivers each as its own event, with the
  /// app's due work run between them, as a phone does between keystrokes.
  func keystrokes(_ target: Target, _ text: String, pastingOver limit: Int? = nil)
    throws(InteractionError) -> Keystrokes
  {
    let (element, setText) = try field(target)
    let pasted = limit.map { text.count > $0 } ?? false
    return Keystrokes(
      setText: setText, text: text, clearsFirst: !(element.value ?? "").isEmpty,
      ends: pasted ? [text.endIndex] : Keystrokes.ends(of: text))
  }

  func clear(_ target: Target) throws(InteractionError) {
    let (element, setText) = try field(target)
    if !(element.value ?? "").isEmpty { setText("") }
  }

  /// The return key in the field: what the app does on submit.
  func submit(_ target: Target) throws(InteractionError) {
    let (element, _) = try field(target)
    guard let submit = element.actions.submit else { throw .cannotSubmit(target) }
    submit()
  }

  private func field(_ target: Target) throws(InteractionError) -> (
    Element, @MainActor @Sendable (String) -> Void
  ) {
    let display = display
    let element = try Resolver(display: display).resolveField(target).get()
    // An alert's own fields are typed into while it is up.
    if !Self.isPart(element, ofAlertIn: display) { try checkNothingOver(.target(target)) }
    guard element.isField, let setText = element.actions.setText else {
      throw .notAField(target, kind: element.kind.rawValue)
    }
    guard element.isEnabled else { throw .disabled(target) }
    return (element, setText)
  }

  func back() throws(InteractionError) {
    // What is over the screen is the context's to say, without drawing the screen under it.
    try checkNothingOver(.command("back"))
    guard let window = context.window else { throw .noApp(example: nil) }
    let deepest = window.deepest
    guard deepest.viewModels.count > 1 || deepest.presenting != nil else {
      throw .atRoot(title: context.screenTitle())
    }
    if deepest.viewModels.count == 1, let root = deepest.viewModels.first, !root.closesByBack {
      throw .closesByItsOwnButtons(title: context.screenTitle())
    }
    // The back button closes what is on top: a pop, or at a modal's root a dismiss.
    do throws(NavigationError) {
      try context.navigator.close(deepest.top)
    } catch {
      throw .navigation(error)
    }
  }

  /// Pulls the list to refresh.
  func refresh(_ target: Target?) throws(InteractionError) {
    let list = try list(target, verb: "refresh")
    guard let refresh = list.actions.refresh else {
      throw .cannotRefresh(Resolver.describe(list))
    }
    refresh()
  }

  /// Scrolls the list to its bottom, which loads more.
  func more(_ target: Target?) throws(InteractionError) {
    let list = try list(target, verb: "more")
    guard let more = list.actions.loadMore else {
      throw .doesNotLoadMore(Resolver.describe(list))
    }
    more()
  }

  func list(_ target: Target?, verb: String) throws(InteractionError) -> Element {
    let display = display
    try checkNothingOver(target.map { .target($0) } ?? .command(verb))
    if let target {
      let element = try find(target, in: display)
      guard element.kind == .list else { throw .notAList(target) }
      return element
    }
    let lists = display.elements { $0.kind == .list }
    guard let first = lists.first else { throw .noList }
    guard lists.count == 1 else { throw .severalLists(lists.map(Resolver.describe)) }
    return first
  }

  func route(_ url: String) throws(InteractionError) {
    try checkNothingOver(.command("route"))
    guard context.window != nil else { throw .noApp(example: nil) }
    do {
      try context.navigator.open(url)
    } catch let error as NavigationError {
      throw .navigation(error)
    } catch {
      throw .link(url, reason: "\(error)")
    }
  }

  /// Refuses an action while an alert or the HUD is over the screen: the one rule of what
  /// blocks the user, for taps, typing, back, refresh, more and links alike.
  /// Refuses a command while an alert or the HUD is over the screen. It asks the context, which
  /// the display takes its alert and HUD from, so that a command that needs no element (`back`,
  /// `route`) draws no screen.
  /// Whether `element` is one of the alert's own (a field or a button), not under it.
  private static func isPart(_ element: Element, ofAlertIn display: Display) -> Bool {
    guard display.alert != nil, let id = element.id else { return false }
    return display.alertActions.contains { $0.id == id }
  }

  private func checkNothingOver(_ subject: InteractionError.Subject) throws(InteractionError) {
    if let alert = context.alerts.last {
      throw .underAlert(
        subject, alert: alert.title,
        actions: alert.actions.enumerated().map {
          Resolver.describe(Display.element(for: $1, at: $0))
        })
    }
    if context.showsHUD { throw .underHUD(subject, pending: context.timeToNextWake) }
  }

  func find(_ target: Target, in display: Display) throws(InteractionError) -> Element {
    try Resolver(display: display).resolve(target).get()
  }
}

/// The successive texts of a field as a user types, and where each goes.
///
/// The first ``typedOneByOne`` characters arrive a keystroke each; past them, the rest arrives
/// as pastes that double in length, so that typing a long text costs time linear in its length
/// (a keystroke each would copy the text once for every character) while each change the view
/// model sees is one a phone could make.
struct Keystrokes: Sendable {
  /// How many characters are typed one at a time.
  static let typedOneByOne = 1_000

  let setText: @MainActor @Sendable (String) -> Void
  let text: String
  /// Whether the old text goes first.
  let clearsFirst: Bool
  /// Where each change ends in `text`.
  let ends: [String.Index]

  /// Where each change ends: after each of the first characters, then after pastes that double.
  static func ends(of text: String) -> [String.Index] {
    var ends: [String.Index] = []
    // At most a change per byte, and past the first characters far fewer.
    ends.reserveCapacity(min(text.utf8.count, typedOneByOne + Int.bitWidth))
    var index = text.startIndex
    var count = 0
    var chunk = typedOneByOne
    while index < text.endIndex {
      if count < typedOneByOne {
        index = text.index(after: index)
        count += 1
      } else {
        index = text.index(index, offsetBy: chunk, limitedBy: text.endIndex) ?? text.endIndex
        count += chunk
        chunk *= 2
      }
      ends.append(index)
    }
    return ends
  }

  /// Each change as a step: the texts are made as they are sent, never all held at once.
  var steps: [@MainActor @Sendable () -> Void] {
    let (setText, text) = (setText, text)
    var steps: [@MainActor @Sendable () -> Void] = []
    steps.reserveCapacity(ends.count + 1)
    // Each closure is typed before it is appended: one made in the call to a generic function
    // (`append`) checks its executor each time it runs, and a text runs one per character.
    if clearsFirst {
      let clearing: @MainActor @Sendable () -> Void = { setText("") }
      steps.append(clearing)
    }
    for end in ends {
      let typing: @MainActor @Sendable () -> Void = { setText(String(text[..<end])) }
      steps.append(typing)
    }
    return steps
  }
}
