// FlowTesting will hold the helpers for a team's own Swift Testing and XCTest suites (see the
// README). For now it re-exports the session API, which already drives an app headless.
@_exported public import FlowScript
