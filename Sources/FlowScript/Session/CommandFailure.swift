public import FlowKit

/// A name that is not one of the names it could be: `unknown app 'lgoin'. Did you mean
/// 'login'?`. Every "Did you mean" of flowsim comes from here.
public struct UnknownName: Error, Equatable, Sendable, CustomStringConvertible {
  /// What kind of name: `app`, `setting`, `command`, `option`.
  public var kind: String
  /// The name as given.
  public var name: String
  /// The nearest known name, if one is near enough.
  public var suggestion: String?
  /// What to try when nothing is near: `'apps' lists them`.
  public var fallback: String

  /// An unknown `name` of `kind`, with the nearest of `known` suggested.
  public init(_ kind: String, _ name: String, known: [String], fallback: String) {
    self.kind = kind
    self.name = name
    self.suggestion = Suggest.nearest(name, in: known)
    self.fallback = fallback
  }

  public var description: String {
    "unknown \(kind) '\(name)'" + Self.hint(suggestion, else: fallback)
  }

  /// `. Did you mean 'x'?` when there is a suggestion, else `; fallback`.
  public static func hint(_ suggestion: String?, else fallback: String) -> String {
    suggestion.map { ". Did you mean '\($0)'?" } ?? "; \(fallback)"
  }
}

/// A setting given a value it does not take.
public struct SettingError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The setting.
  public var key: String
  /// The value given.
  public var value: String
  /// What it takes: `a number from 24 to 200`, `on or off`.
  public var takes: String
  /// A value it takes, for the example.
  public var example: String

  public var description: String {
    "\(key) takes \(takes), not '\(value)'; as in: set \(key) \(example)"
  }
}

/// An `expect` that did not hold: what was expected and what was found.
public struct ExpectationFailure: Error, Equatable, Sendable, CustomStringConvertible {
  /// The expectation.
  public var expectation: Expectation
  /// What is wrong: `expected #login enabled, found disabled`.
  public var message: String

  public var description: String { message }
}

/// What an `include` found wrong in the file it ran: its report (each mismatch at the included
/// file's line, with the diff) and the file as update would write it.
public struct IncludeFailure: Error, Equatable, Sendable, CustomStringConvertible {
  /// The included file, as the include named it from its folder.
  public var path: String
  /// What differed, `FILE:LINE: …` for each, with diffs.
  public var report: String
  /// The included file as `--update` would write it, or nil when update must not (a failed
  /// expectation inside) or it could not be read.
  public var updatedText: String?
  /// Whether the included file could not run because an include of its own could not be read:
  /// the file that included it ends there too.
  public var unreadable = false

  public var description: String { report }
}

/// Why a command failed, as a value: a test can match it by case, and its text is written in one
/// place (``CommandFailure/line``).
public enum CommandFailure: Error, Equatable, Sendable, CustomStringConvertible {
  /// The line does not parse.
  case syntax(ScriptError)
  /// The command cannot act on the screen as it is.
  case interaction(InteractionError)
  /// An `expect` did not hold.
  case expectation(ExpectationFailure)
  /// Something went wrong in the app meanwhile (a wait on real time, a screen without a view).
  case app(AppProblem)
  /// A name that is not known: an app, a setting, a help topic.
  case unknown(UnknownName)
  /// A setting's value is not one it takes.
  case setting(SettingError)
  /// The app's own code threw while it was made.
  case appDidNotStart(app: String, reason: String)
  /// This toolchain cannot run an app in virtual time.
  case cannotSimulate(app: String, RuntimeHookError)
  /// `settle` ran out of its 10 virtual minutes with tasks still waiting.
  case unsettled(tasks: Int)
  /// `settle` in a live session.
  case settleLive
  /// A file could not be written.
  case file(FileWriteError)
  /// `save` to a file that exists, without `--force`.
  case fileExists(String)
  /// An included file cannot be run: missing, unparsable, or including itself.
  case cannotInclude(path: String, reason: String)
  /// An included file ran, and what it printed differs from its blocks.
  case include(IncludeFailure)

  public var description: String {
    switch self {
    case .syntax(let error): error.description
    case .interaction(let error): error.description
    case .expectation(let failure): failure.description
    case .app(let problem): problem.description
    case .unknown(let name): name.description
    case .setting(let error): error.description
    case .appDidNotStart(let app, let reason): "\(app) could not start: \(reason)"
    case .cannotSimulate(let app, let error): "\(app) cannot be simulated: \(error)"
    case .unsettled(let tasks):
      "still \(tasks) task\(tasks == 1 ? "" : "s") waiting after 10 minutes of virtual time; "
        + "something polls or retries without end"
    case .settleLive: "settle needs virtual time; live, use 'wait 2s' to let time pass"
    case .file(let error): error.description
    case .fileExists(let path):
      "'\(path)' exists, and save does not replace a file unless told: "
        + "'save --force \(Lexer.quote(path))' replaces it, or save under another name"
    case .cannotInclude(let path, let reason): "cannot include '\(path)': \(reason)"
    case .include(let failure): failure.description
    }
  }

  /// The line a session prints for it: `expectation failed: ...` or `error: ...`.
  public var line: String {
    if case .expectation = self { return "expectation failed: \(description)" }
    return "error: \(description)"
  }

  /// Whether it fails a scenario file whatever the file expects: a failed expectation or a
  /// problem of the app. Other errors are output a file may expect.
  public var alwaysFails: Bool {
    switch self {
    case .expectation, .app, .include: true
    default: false
    }
  }

  /// The error underneath, as a test would catch it: a ``NavigationError``, an
  /// ``InteractionError``, an ``ExpectationFailure``, an ``AppProblem``, a ``ScriptError``.
  public var underlying: any Error {
    switch self {
    case .syntax(let error): error
    case .interaction(.navigation(let error)): error
    case .interaction(let error): error
    case .expectation(let failure): failure
    case .app(let problem): problem
    case .unknown(let name): name
    case .setting(let error): error
    case .file(let error): error
    default: self
    }
  }
}
