public import FlowKit
// As `import SwiftUI` does, `import FlowUI` makes Foundation and Observation available, so a view
// file needs no other import.
@_exported public import Foundation
@_exported public import Observation

/// An app flowsim can open; a FlowUI app makes one with a root view (``FlowKit/FlowApp``).
public typealias FlowApp = FlowKit.FlowApp
/// The running app a root view is made in: its clock and service environment for services.
public typealias AppContext = FlowKit.AppContext
/// The network a service's requests go through, so that flowsim can count and fail them.
public typealias ServiceEnvironment = FlowKit.ServiceEnvironment
/// An error whose message is for people.
public typealias UserFacingError = FlowKit.UserFacingError
