/// One command of the command language (SPEC §2).
public indirect enum Command: Hashable, Sendable {
  case open(app: String, parameters: [String: String])
  case apps, show, tree, events, back, settle, quit
  case tap(Target)
  case type(Target, String)
  case clear(Target)
  /// `submit TARGET`: the return key in a field, which runs what the app does on submit.
  case submit(Target)
  case refresh(Target?)
  case more(Target?)
  case route(String)
  case wait(Duration)
  case expect(Expectation)
  case set(key: String, value: String)
  /// `set` alone: every setting with its value.
  case settings
  /// `repeat N COMMAND`: the command N times, stopping at the first that fails.
  case `repeat`(count: Int, Command)
  case save(path: String, force: Bool = false)
  /// `include FILE key=value ...`: another scenario file's commands, here.
  case include(path: String, parameters: [String: String])
  case help(String?)
}

extension Command {
  /// Whether this is an `include`, which runs other commands rather than being one.
  var isInclude: Bool {
    if case .include = self { true } else { false }
  }

  /// The field a `type` types into; nil for any other command.
  var typedField: Target? {
    if case .type(let target, _) = self { target } else { nil }
  }
}

/// An assertion of `expect` (SPEC §2).
public enum Expectation: Hashable, Sendable {
  case present(Target)
  case absent(Target)
  case enabled(Target)
  case disabled(Target)
  case text(Target, String)
  case detail(Target, String)
  case count(Target, Int)
  case title(String)
  case toast(String)
  case noToast
  case alert(String)
  case noAlert
  case hud
  case noHUD
  case stack(String)
}
