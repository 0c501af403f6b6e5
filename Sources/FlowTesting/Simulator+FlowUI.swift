public import FlowKit
public import FlowUI

extension Simulator {
  /// Opens a root view of SwiftUI's names (FlowUI): `root` makes it in the app's context, whose
  /// clock and service environment its services take.
  ///
  /// ```swift
  /// let app = Simulator { context in RootView(api: SocialAPI(environment: context.serviceEnvironment)) }
  /// ```
  ///
  /// `failingRequest` and `shuffle` are as for ``init(app:parameters:width:failingRequest:shuffle:fileID:filePath:line:column:)``.
  @preconcurrency
  public convenience init<Root: FlowUI.View>(
    width: Int = 40, failingRequest: Int? = nil, shuffle: UInt64? = nil,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line,
    column: Int = #column,
    _ root: @escaping @MainActor @Sendable (FlowKit.AppContext) -> Root
  ) {
    let app = FlowKit.FlowApp(name: "test", summary: "a view under test", root: root)
    self.init(
      app: app, width: width, failingRequest: failingRequest, shuffle: shuffle, fileID: fileID,
      filePath: filePath, line: line, column: column)
  }
}
