/// Parses the words after `expect`.
package enum ExpectationParser {
  /// The words that can follow `expect` besides a target.
  package static let subjects = ["no", "title", "toast", "alert", "hud", "stack"]
  /// The words that can follow `expect TARGET`.
  package static let properties = ["enabled", "disabled", "text", "detail", "count"]

  static let forms = [
    "expect TARGET", "expect no TARGET", "expect TARGET enabled", "expect TARGET disabled",
    "expect TARGET text \"...\"", "expect TARGET detail \"...\"", "expect TARGET count N",
    "expect title \"...\"", "expect toast \"...\"", "expect no toast", "expect alert \"...\"",
    "expect no alert", "expect hud", "expect no hud",
    "expect stack \"A > B | C\"  (> a push, | a modal over what is before it)",
  ]

  static func parse(_ args: [Word]) throws(ScriptError) -> Expectation {
    guard let first = args.first else {
      throw ScriptError(
        "expect needs an assertion", column: 8,
        hint: "for example: expect #login disabled, expect title \"Home\", expect toast \"Saved\"")
    }
    let keyword = first.quoted ? "" : first.text
    switch keyword {
    case "title", "toast", "alert", "stack":
      if args.count == 1 && (keyword == "toast" || keyword == "alert") {
        throw ScriptError(
          "expect \(keyword) needs its text", column: first.column + keyword.count + 1,
          hint: "expect \(keyword) \"…\", or expect no \(keyword)")
      }
      try count(2, args, form: "expect \(keyword) \"...\"")
      let text = args[1].text
      switch keyword {
      case "title": return .title(text)
      case "toast": return .toast(text)
      case "alert": return .alert(text)
      default: return .stack(text)
      }
    case "hud":
      try count(1, args, form: "expect hud")
      return .hud
    case "no":
      guard args.count >= 2 else {
        throw ScriptError(
          "expect no needs what should be absent", column: first.column + 3,
          hint: "expect no TARGET, expect no toast, expect no alert or expect no hud")
      }
      try count(2, args, form: "expect no TARGET")
      if !args[1].quoted {
        switch args[1].text {
        case "toast": return .noToast
        case "alert": return .noAlert
        case "hud": return .noHUD
        default: break
        }
      }
      return .absent(try Target.parse(args[1]))
    default:
      let target = try Target.parse(first)
      guard args.count >= 2 else { return .present(target) }
      let property = args[1]
      switch property.text {
      case "enabled":
        try count(2, args, form: "expect TARGET enabled")
        return .enabled(target)
      case "disabled":
        try count(2, args, form: "expect TARGET disabled")
        return .disabled(target)
      case "text", "detail":
        guard args.count == 3 else {
          try count(3, args, form: "expect TARGET \(property.text) \"...\"")
          return .present(target)
        }
        return property.text == "text" ? .text(target, args[2].text) : .detail(target, args[2].text)
      case "count":
        try count(3, args, form: "expect TARGET count N")
        guard let number = Int(args[2].text), number >= 0 else {
          throw ScriptError(
            "'\(args[2].text)' is not a count", column: args[2].column,
            hint: "write a whole number, as in: expect \(args[0].text) count 5")
        }
        return .count(target, number)
      default:
        throw ScriptError(
          UnknownName(
            "assertion", property.text, known: properties,
            fallback: "after a target write enabled, disabled, text \"…\", detail \"…\" or count N"),
          column: property.column)
      }
    }
  }

  private static func count(_ expected: Int, _ args: [Word], form: String) throws(ScriptError) {
    if args.count < expected {
      let column = (args.last.map { $0.column + $0.text.count + ($0.quoted ? 2 : 0) } ?? 7) + 1
      throw ScriptError("this assertion is not complete", column: column, hint: "write: \(form)")
    }
    if args.count > expected {
      throw ScriptError(
        "unexpected '\(args[expected].text)'", column: args[expected].column,
        hint: "write: \(form) (quote text with spaces)")
    }
  }
}
