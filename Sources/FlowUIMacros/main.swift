@_spi(PluginMessage) import SwiftCompilerPluginMessageHandling
import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

// The macros of SwiftUI that FlowUI provides, as the compiler plugin `FlowUIMacros`.

/// `#Preview { ... }`: Xcode's canvas runs a preview; flowsim never does, so it expands to
/// nothing (its body is still type-checked, as the macro's argument).
public struct PreviewMacro: DeclarationMacro {
  public static func expansion(
    of node: some FreestandingMacroExpansionSyntax, in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    []
  }
}

/// `@Previewable`: marks a preview's `@State`; nothing to add.
public struct PreviewableMacro: PeerMacro {
  public static func expansion(
    of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    []
  }
}

/// `@Entry var name: Type = value` in an extension of `EnvironmentValues` (or another value of
/// keys): a key whose default is the value, and the property reading and writing it.
public struct EntryMacro: AccessorMacro, PeerMacro {
  public static func expansion(
    of node: AttributeSyntax, providingAccessorsOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [AccessorDeclSyntax] {
    guard let entry = try Entry(declaration) else { return [] }
    return [
      "get { self[\(raw: entry.key).self] }",
      "set { self[\(raw: entry.key).self] = newValue }",
    ]
  }

  public static func expansion(
    of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    guard let entry = try Entry(declaration) else { return [] }
    return [
      """
      private struct \(raw: entry.key): EnvironmentKey {
        static var defaultValue: \(raw: entry.type) { \(raw: entry.value) }
      }
      """
    ]
  }

  /// What `@Entry` reads of the property it is on.
  struct Entry {
    var key: String
    var type: String
    var value: String

    init?(_ declaration: some DeclSyntaxProtocol) throws {
      guard let variable = declaration.as(VariableDeclSyntax.self),
        let binding = variable.bindings.first,
        let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
      else {
        throw EntryError("@Entry goes on a `var` of an extension of EnvironmentValues")
      }
      guard let type = binding.typeAnnotation?.type.trimmedDescription else {
        throw EntryError(
          "@Entry var \(name) needs its type written out, as in `@Entry var \(name): Int = 0`")
      }
      let isOptional = type.hasSuffix("?") || type.hasPrefix("Optional<")
      guard let value = binding.initializer?.value.trimmedDescription ?? (isOptional ? "nil" : nil)
      else {
        throw EntryError("@Entry var \(name) needs a default value: `= ...`")
      }
      key = "__Key_\(name)"
      self.type = type
      self.value = value
    }
  }

  struct EntryError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
  }
}

/// The plugin's macros, by the names their declarations in FlowUI give.
struct Provider: PluginProvider {
  func resolveMacro(moduleName: String, typeName: String) throws -> any Macro.Type {
    switch typeName {
    case "PreviewMacro": PreviewMacro.self
    case "PreviewableMacro": PreviewableMacro.self
    case "EntryMacro": EntryMacro.self
    default: throw EntryMacro.EntryError("FlowUIMacros has no macro \(typeName)")
    }
  }
  func loadPluginLibrary(libraryPath: String, moduleName: String) throws {}
  var features: [PluginFeature] { [] }
}

// The plugin's loop: the compiler asks, the plugin expands (what SwiftCompilerPlugin's
// `CompilerPlugin.main()` does; that module is not among the toolchain's host modules).
let connection = try StandardIOMessageConnection()
try CompilerPluginMessageListener(connection: connection, provider: Provider()).main()
