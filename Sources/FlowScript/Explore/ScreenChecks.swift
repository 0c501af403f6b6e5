import FlowKit

/// What is wrong with a screen once everything has settled, checked one way for explore's
/// findings and for the invariants of `flowsim test --faults`.
enum ScreenChecks {
  /// What is still loading: the HUD, an element that shows work in progress (`isBusy`), or a
  /// list's header or footer that says what the app's texts say while loading.
  package static func loading(_ display: Display, texts appTexts: AppTexts) -> String? {
    if display.hud { return "the HUD" }
    let texts: Set = [appTexts.refreshing, appTexts.loadingMore]
    func describe(_ element: Element, in list: Element?) -> String {
      let text = element.label.isEmpty ? element.kind.rawValue : "'\(element.label)'"
      if let list { return "\(text) in #\(list.id ?? "list")" }
      return element.id.map { "\(text) (#\($0))" } ?? text
    }
    func search(_ element: Element, in list: Element?) -> String? {
      if element.isBusy { return describe(element, in: list) }
      if list != nil, element.kind == .header || element.kind == .footer,
        texts.contains(element.label)
      {
        return describe(element, in: list)
      }
      let inside = element.kind == .list ? element : list
      for child in element.children {
        if let found = search(child, in: inside) { return found }
      }
      return nil
    }
    for element in display.elements {
      if let found = search(element, in: nil) { return found }
    }
    return nil
  }

  /// Whether a screen offers no way on or back: no command a user could give (`commands`, those
  /// it offers), no back, and no HUD, which is a finding of its own.
  static func offersNoWay(_ display: Display, commands: [Command]) -> Bool {
    commands.isEmpty && !display.canGoBack && !display.hud
  }

  /// The elements that would have been a way on, had they been enabled: a flag left set shows
  /// itself.
  static func disabledWays(_ display: Display) -> [String] {
    display.elements { element in
      !element.isEnabled
        && [.button, .row, .textField, .secureField, .toggle, .tab].contains(element.kind)
    }.map(Resolver.describe)
  }
}
