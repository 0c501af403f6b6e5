import FlowKit

extension Command: CustomStringConvertible {
  /// The command as it is written in the command language: `tap #login`, `wait 500ms`,
  /// `expect #todos count 4`. Parsing it gives the same command back.
  public var description: String {
    switch self {
    case .open(let app, let parameters):
      return (["open", app] + parameters.sorted { $0.key < $1.key }.map { "\($0)=\($1)" })
        .joined(separator: " ")
    case .apps: return "apps"
    case .show: return "show"
    case .tree: return "tree"
    case .events: return "events"
    case .back: return "back"
    case .settle: return "settle"
    case .quit: return "quit"
    case .tap(let target): return "tap \(target)"
    case .type(let target, let text): return "type \(target) \(Lexer.quote(text))"
    case .clear(let target): return "clear \(target)"
    case .submit(let target): return "submit \(target)"
    case .refresh(let target): return target.map { "refresh \($0)" } ?? "refresh"
    case .more(let target): return target.map { "more \($0)" } ?? "more"
    case .route(let url): return "route \(Lexer.quote(url))"
    case .wait(let duration): return "wait \(DurationFormat.string(duration))"
    case .expect(let expectation): return expectation.description
    case .set(let key, let value): return "set \(key) \(Lexer.quote(value))"
    case .settings: return "set"
    case .repeat(let count, let command): return "repeat \(count) \(command)"
    case .save(let path, let force):
      return "save \(force ? "--force " : "")\(Lexer.quote(path))"
    case .include(let path, let parameters):
      return
        (["include", Lexer.quote(path)]
        + parameters.sorted { $0.key < $1.key }.map { "\($0)=\($1)" }).joined(separator: " ")
    case .help(let topic): return topic.map { "help \($0)" } ?? "help"
    }
  }
}

extension Expectation: CustomStringConvertible {
  /// The assertion as `expect` writes it: `expect #login disabled`, `expect title "欢迎"`.
  public var description: String {
    let quoted = Lexer.quoted
    switch self {
    case .present(let target): return "expect \(target)"
    case .absent(let target): return "expect no \(target)"
    case .enabled(let target): return "expect \(target) enabled"
    case .disabled(let target): return "expect \(target) disabled"
    case .text(let target, let text): return "expect \(target) text \(quoted(text))"
    case .detail(let target, let text): return "expect \(target) detail \(quoted(text))"
    case .count(let target, let count): return "expect \(target) count \(count)"
    case .title(let text): return "expect title \(quoted(text))"
    case .toast(let text): return "expect toast \(quoted(text))"
    case .noToast: return "expect no toast"
    case .alert(let text): return "expect alert \(quoted(text))"
    case .noAlert: return "expect no alert"
    case .hud: return "expect hud"
    case .noHUD: return "expect no hud"
    case .stack(let text): return "expect stack \(quoted(text))"
    }
  }
}
