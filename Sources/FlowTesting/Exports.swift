// A test suite that imports FlowTesting sees the whole of flowsim's API: the view models and
// runtime of FlowKit, and the command language and session of FlowScript.
@_exported public import FlowKit
@_exported public import FlowScript
