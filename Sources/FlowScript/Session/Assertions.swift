import FlowKit
import Foundation

/// Checks an ``Expectation`` against a display; nil when it holds, else what was found.
@MainActor
struct Assertions {
  let display: Display

  func check(_ expectation: Expectation) -> String? {
    let resolver = Resolver(display: display)
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
        let actual = element.rowCount
        return actual == count ? nil : "expected \(target) count \(count), found \(actual)"
      }
    case .title(let title):
      return AssertionText.matches(title, display.title)
        ? nil : "expected title \(quoted(title)), found \(quoted(display.title))"
    case .toast(let text):
      guard let toast = display.toast else {
        return "expected toast \(quoted(text)), found no toast"
      }
      return AssertionText.matches(text, toast)
        ? nil : "expected toast \(quoted(text)), found \(quoted(toast))"
    case .noToast:
      return display.toast.map { "expected no toast, found \(quoted($0))" }
    case .alert(let title):
      guard let alert = display.alert else {
        return "expected alert \(quoted(title)), found no alert"
      }
      return AssertionText.matches(title, alert.title)
        ? nil : "expected alert \(quoted(title)), found \(quoted(alert.title))"
    case .noAlert:
      return display.alert.map { "expected no alert, found \(quoted($0.title))" }
    case .hud:
      return display.hud ? nil : "expected a HUD, found none"
    case .noHUD:
      return display.hud ? "expected no HUD, found one" : nil
    case .stack(let stack):
      let actual = display.stackDescription
      return AssertionText.matches(stack, actual)
        ? nil : "expected stack \(quoted(stack)), found \(quoted(actual))"
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
