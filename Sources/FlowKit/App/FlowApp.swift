/// An app that flowsim can open: a name, a one-line summary and how to build it.
public struct FlowApp: Sendable {
  /// The name `open` takes.
  public let name: String
  /// One line for `apps`.
  public let summary: String
  /// The app's own settings, with their default values, for `set`.
  public let settings: [String: String]
  /// The parameters its root view model takes besides the settings, for `open APP key=value`.
  public let parameters: [String]
  /// What `flowsim explore` finds in the app that its authors accept, each with a reason.
  public let expectedFindings: [ExpectedFinding]
  /// Registers views, services and routes on the context and returns the root view model.
  public let make: @MainActor @Sendable (AppContext, Parameters) throws -> ViewModel

  /// Describes an app.
  public init(
    name: String, summary: String, settings: [String: String] = [:], parameters: [String] = [],
    expectedFindings: [ExpectedFinding] = [],
    make: @escaping @MainActor @Sendable (AppContext, Parameters) throws -> ViewModel
  ) {
    self.expectedFindings = expectedFindings
    self.name = name
    self.summary = summary
    self.settings = settings
    self.parameters = parameters
    self.make = make
  }
}
