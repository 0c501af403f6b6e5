// As `import SwiftUI` does, `import FlowUI` makes Foundation, Observation and Combine's names
// (`ObservableObject`, `@Published`, publishers) available: on Linux the package's own Combine,
// on Apple's systems Apple's.
@_exported public import Combine
// As `import SwiftUI` does, `import FlowUI` makes Foundation and Observation available, so a view
// file needs no other import.
@_exported public import Foundation
@_exported public import Observation

// The few names of FlowKit an app's flowsim entry needs, and none that clash with SwiftUI's
// (FlowKit's `Button`, `List`, `Label`, …): the app, its context with its clock and service
// environment, and what a service's errors and an explored app's findings are.
@_exported public import class FlowKit.AppContext
@_exported public import struct FlowKit.ExpectedFinding
@_exported public import struct FlowKit.FlowApp
@_exported public import struct FlowKit.ServiceEnvironment
@_exported public import protocol FlowKit.UserFacingError
