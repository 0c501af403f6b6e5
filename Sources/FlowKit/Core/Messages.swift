/// An error whose message is meant for people and may be shown as it is.
public protocol UserFacingError: Error {
  /// The message to show.
  var userMessage: String { get }
}

/// Turns messages and errors into what a toast may show, as the original did.
public enum Messages {
  /// Trims whitespace and trailing `。` or `.`; nil when nothing is left.
  public static func clean(_ message: String) -> String? {
    var text = Substring(message.trimmingWhitespace())
    while let last = text.last, last == "。" || last == "." {
      text = text.dropLast()
    }
    let result = String(text).trimmingWhitespace()
    return result.isEmpty ? nil : result
  }

  /// The message of `error` for people: its own for a ``UserFacingError``, the app's network
  /// message for a ``NetworkError``, its plain system message for anything else.
  public static func message(for error: any Error, texts: AppTexts = .english) -> String? {
    switch error {
    case let error as any UserFacingError: clean(error.userMessage)
    case is NetworkError: texts.networkError
    default: texts.systemError
    }
  }
}

extension String {
  func trimmingWhitespace() -> String {
    let scalars = unicodeScalars
    guard let start = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
      let end = scalars.lastIndex(where: { !$0.properties.isWhitespace })
    else { return "" }
    return String(scalars[start...end])
  }
}
