import FlowKit
import Foundation

/// Checks an ``Expectation`` against the open app; nil when it holds, else what was found.
///
/// An expectation of what is over the screen (the title, the toast, an alert, the HUD) reads the
/// context, which the display takes them from; only one that names an element or the stacks
/// makes the display.
@MainActor
struct Assertions {
  let context: AppContext

  func check(_ expectation: Expectation) -> String? {
    switch expectation {
    case .title(let title):
      let actual = context.screenTitle()
      return AssertionText.matches(title, actual)
        ? nil : "expected title \(quoted(title)), found \(quoted(actual))"
    case .toast(let text):
      guard let toast = context.toast?.text else {
        return "expected toast \(quoted(text)), found no toast"
      }
      return AssertionText.matches(text, toast)
        ? nil : "expected toast \(quoted(text)), found \(quoted(toast))"
    case .noToast:
      return context.toast.map { "expected no toast, found \(quoted($0.text))" }
    case .alert(let title):
      guard let alert = context.alerts.last else {
        return "expected alert \(quoted(title)), found no alert"
      }
      return AssertionText.matches(title, alert.title)
        ? nil : "expected alert \(quoted(title)), found \(quoted(alert.title))"
    case .noAlert:
      return context.alerts.last.map { "expected no alert, found \(quoted($0.title))" }
    case .hud:
      return context.showsHUD ? nil : "expected a HUD, found none"
    case .noHUD:
      return context.showsHUD ? "expected no HUD, found one" : nil
    case .stack(let stack):
      let actual = context.display().stackDescription
      return AssertionText.matches(stack, actual)
        ? nil : "expected stack \(quoted(stack)), found \(quoted(actual))"
    case .present, .absent, .enabled, .disabled, .text, .detail, .count:
      return check(expectation, on: Resolver(display: context.display(), wildcards: true))
    }
  }

  /// An expectation of an element, against the display `resolver` searches.
  private func check(_ expectation: Expectation, on resolver: Resolver) -> String? {
    switch expectation {
    case .present(let target):
      if case .failure(let error) = resolver.resolve(target) {
        if case .ambiguous = error { return nil }
        return "expected \(target) on screen; \(error)"
      }
      return nil
    case .absent(let target):
      switch resolver.resolve(target) {
      case .success(let element):
        return "expected no \(target), found \(Resolver.describe(element))"
      case .failure(.ambiguous(_, let matches)):
        return "expected no \(target), found \(matches.joined(separator: ", "))"
      case .failure: return nil
      }
    case .enabled(let target), .disabled(let target):
      let wanted = expectation == .enabled(target)
      return element(target, resolver) { element in
        element.isEnabled == wanted
          ? nil
          : "expected \(target) \(wanted ? "enabled" : "disabled"), found \(wanted ? "disabled" : "enabled")"
      }
    case .text(let target, let text):
      return element(target, resolver) { element in
        let actual = element.isField ? element.value ?? "" : element.label
        return AssertionText.matches(text, actual)
          ? nil : "expected \(target) text \(quoted(text)), found \(quoted(actual))"
      }
    case .detail(let target, let text):
      return element(target, resolver) { element in
        let actual = element.detail ?? ""
        return AssertionText.matches(text, actual)
          ? nil : "expected \(target) detail \(quoted(text)), found \(quoted(actual))"
      }
    case .count(let target, let count):
      return element(target, resolver) { element in
        guard element.kind == .list else {
          return "\(target) is a \(element.kind.rawValue), not a list"
        }
        // The count is of every row the list has, on screen or not (a lazy list makes the rest
        // as `more` scrolls); the message says how many of them are on screen.
        let actual = element.rowCount
        let onScreen = element.flattened.filter { $0.kind == .row }.count
        let shown =
          onScreen == actual
          ? "" : " rows in all, \(onScreen) of them on screen ('more' brings the rest)"
        return actual == count ? nil : "expected \(target) count \(count), found \(actual)\(shown)"
      }
    case .title, .toast, .noToast, .alert, .noAlert, .hud, .noHUD, .stack:
      return check(expectation)
    }
  }

  private func element(
    _ target: Target, _ resolver: Resolver, _ check: (Element) -> String?
  ) -> String? {
    switch resolver.resolve(target) {
    case .success(let element): check(element)
    case .failure(let error): "\(error)"
    }
  }

  private func quoted(_ text: String) -> String { "\"\(text)\"" }
}

/// The quoted text of an assertion: `[..]` matches any text, and `\[..]` is the four characters
/// themselves.
enum AssertionText {
  /// A character no screen shows, standing for a literal `[..]` while matching.
  private static let literal = "\u{E000}"

  static func matches(_ pattern: String, _ actual: String) -> Bool {
    guard LineMatcher.hasWildcard(pattern) else { return pattern == actual }
    let escaped = "\\" + LineMatcher.inlineWildcard
    let pattern = pattern.replacingOccurrences(of: escaped, with: literal)
    let actual = actual.replacingOccurrences(of: LineMatcher.inlineWildcard, with: literal)
    return LineMatcher.line(pattern, matches: actual)
  }
}
