import Foundation
import TestSupport
import Testing

/// The list of FlowUI's API in Documentation/FlowUI-API.md is made from FlowUI's declarations,
/// so it cannot drift: this test makes it again and fails when the file differs.
/// `FLOWSIM_UPDATE_DOCS=1 swift test --filter APIListTests` writes it.
@Suite("FlowUI's API list", .timeLimit(.minutes(5)), .watchdog)
struct APIListTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
  static let page = root.appendingPathComponent("Documentation/FlowUI-API.md")

  @Test(
    "Documentation/FlowUI-API.md lists every public declaration of FlowUI and says how each behaves"
  )
  func listMatchesDeclarations() throws {
    let made = try APIList.make(sources: Self.root.appendingPathComponent("Sources/FlowUI"))
    if ProcessInfo.processInfo.environment["FLOWSIM_UPDATE_DOCS"] == "1" {
      try made.write(to: Self.page, atomically: true, encoding: .utf8)
    }
    let written = (try? String(contentsOf: Self.page, encoding: .utf8)) ?? ""
    #expect(
      written == made,
      Comment(
        rawValue: "Documentation/FlowUI-API.md differs from FlowUI's declarations; run "
          + "FLOWSIM_UPDATE_DOCS=1 swift test --filter APIListTests to write it again"))
  }

  @Test("what the README says does not compile is not declared by FlowUI")
  func notCoveredIsAbsent() throws {
    let made = try APIList.make(sources: Self.root.appendingPathComponent("Sources/FlowUI"))
    let readme = try ProjectDocumentation.page("FlowUI.md", at: Self.root.path)
    guard let start = readme.range(of: "<!-- not-covered -->"),
      let end = readme.range(of: "<!-- /not-covered -->", range: start.upperBound..<readme.endIndex)
    else {
      Issue.record("Documentation/FlowUI.md has no <!-- not-covered --> list")
      return
    }
    let names = readme[start.upperBound..<end.lowerBound].matches(of: /`([A-Za-z@#.]+)`/)
      .map { String($0.1) }
    #expect(!names.isEmpty)
    for name in names {
      // A modifier is listed with its labels: `.gesture(_:including:)`.
      let listed = name.hasPrefix(".") ? "`\(name)(" : "`\(name)`"
      #expect(
        !made.contains(listed),
        Comment(rawValue: "README says \(name) does not compile, but FlowUI has it"))
    }
  }

  @Test("a modifier whose body is look() is listed as ignored; one with behaviour as behaving")
  func classification() throws {
    let made = try APIList.make(sources: Self.root.appendingPathComponent("Sources/FlowUI"))
    #expect(made.contains("| `.listRowBackground(_:)` | accepted, ignored |"))
    #expect(made.contains("| `.onDelete(perform:)` | behaves |"))
    #expect(made.contains("| `Menu` | behaves |"))
    #expect(made.contains("| `Color` | accepted, ignored |"))
    #expect(made.contains("| `#Preview` | compiled, never run |"))
  }
}

/// Makes the API list from FlowUI's sources.
enum APIList {
  struct Declaration: Hashable {
    var name: String
    var kind: Kind
    var behaviour: String
  }
  enum Kind: String, CaseIterable {
    case type = "Types and protocols"
    case modifier = "View modifiers and functions"
    case initializer = "Initializers"
    case environment = "Environment values"
    case macro = "Macros"
  }

  static func make(sources: URL) throws -> String {
    var declarations: Set<Declaration> = []
    let files =
      FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)?
      .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
      .sorted { $0.path < $1.path } ?? []
    for file in files {
      declarations.formUnion(try parse(String(contentsOf: file, encoding: .utf8)))
    }
    var out = """
      # FlowUI's API

      Every public declaration of FlowUI, as SwiftUI names it, and what it does in flowsim:
      **behaves** (it does on a text screen what it does on a phone), **accepted, ignored** (a look:
      it compiles and changes nothing a text screen shows) or **compiled, never run** (previews).
      Made from `Sources/FlowUI` by a test (`APIListTests`), which fails when this page differs;
      `FLOWSIM_UPDATE_DOCS=1 swift test --filter APIListTests` writes it again. What does not
      compile is listed in [FlowUI.md](FlowUI.md).

      """
    for kind in Kind.allCases {
      let rows = declarations.filter { $0.kind == kind }.sorted {
        ($0.name.lowercased(), $0.behaviour) < ($1.name.lowercased(), $1.behaviour)
      }
      guard !rows.isEmpty else { continue }
      out += "\n## \(kind.rawValue)\n\n| API | in flowsim |\n| --- | --- |\n"
      var seen: Set<String> = []
      for row in rows where seen.insert(row.name).inserted {
        out += "| `\(row.name)` | \(row.behaviour) |\n"
      }
    }
    return out
  }

  /// The public declarations of one file.
  static func parse(_ text: String) -> [Declaration] {
    let lines = text.components(separatedBy: "\n")
    var result: [Declaration] = []
    var context: String?  // the type an extension or declaration extends
    var comment: [String] = []
    var index = 0
    while index < lines.count {
      let line = lines[index]
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      defer { index += 1 }
      if trimmed.hasPrefix("///") {
        comment.append(trimmed)
        continue
      }
      if trimmed.hasPrefix("@") && !trimmed.hasPrefix("@freestanding")
        && !trimmed.hasPrefix("@attached")
      {
        continue
      }
      if trimmed.hasPrefix("//") { continue }
      let doc = comment.joined(separator: " ")
      defer { if !trimmed.isEmpty, !trimmed.hasPrefix("@") { comment = [] } }
      if !line.hasPrefix(" "), let match = trimmed.firstMatch(of: /^extension ([A-Za-z_.]+)/) {
        context = String(match.1)
        continue
      }
      if !line.hasPrefix(" "),
        let match = trimmed.firstMatch(
          of: /^public (?:final )?(struct|enum|protocol|class|typealias) ([A-Za-z_]+)/)
      {
        context = String(match.2)
        // A look: said to be ignored, or a style, a shape style or a shape.
        let conformances = trimmed.split(separator: ":", maxSplits: 1).dropFirst().first ?? ""
        let look =
          doc.contains("ignored") || match.2.hasSuffix("Style")
          || conformances.contains("Style") || conformances.contains("Shape")
        if !match.2.hasPrefix("_") {
          result.append(
            Declaration(
              name: String(match.2), kind: .type,
              behaviour: look ? "accepted, ignored" : "behaves"))
        }
        continue
      }
      if trimmed.hasPrefix("public macro ") {
        let name = trimmed.dropFirst("public macro ".count).prefix { $0.isLetter }
        let freestanding =
          index > 0 && lines[index - 1].contains("@freestanding")
          || (index > 1 && lines[index - 2].contains("@freestanding"))
        let behaviour = name == "Entry" ? "behaves" : "compiled, never run"
        result.append(
          Declaration(
            name: (freestanding ? "#" : "@") + name, kind: .macro, behaviour: behaviour))
        continue
      }
      guard line.hasPrefix("  public "), let context else { continue }
      let signature = joinedSignature(lines, from: index)
      let body = bodyText(lines, from: index)
      let ignored = body.contains("look()") || doc.contains("ignored")
      if let match = signature.firstMatch(
        of: /public (?:static )?func `?([A-Za-z]+)`?(?:<[^(]*>)?\(/)
      {
        let name = String(match.1)
        let labels = parameterLabels(signature)
        let shown =
          context == "View" || context == "Shape" || context.hasSuffix("Content")
          ? ".\(name)(\(labels))" : "\(context).\(name)(\(labels))"
        guard !context.hasPrefix("_") else { continue }
        result.append(
          Declaration(
            name: shown, kind: .modifier, behaviour: ignored ? "accepted, ignored" : "behaves"))
      } else if signature.contains("public init") && !signature.contains("init?(_fromValue") {
        guard !context.hasPrefix("_"), !signature.contains("public init(rawValue") else { continue }
        let labels = parameterLabels(signature)
        result.append(
          Declaration(
            name: "\(context)(\(labels))", kind: .initializer,
            behaviour: ignored ? "accepted, ignored" : "behaves"))
      } else if context == "EnvironmentValues",
        let match = signature.firstMatch(of: /public var ([A-Za-z]+)/)
      {
        result.append(
          Declaration(name: "\\.\(match.1)", kind: .environment, behaviour: "behaves"))
      }
    }
    return result
  }

  /// The declaration starting at `index`, up to its body or its end.
  static func joinedSignature(_ lines: [String], from index: Int) -> String {
    var text = ""
    var depth = 0
    for line in lines[index...] {
      for character in line {
        if character == "(" { depth += 1 }
        if character == ")" { depth -= 1 }
        if character == "{", depth == 0 { return text }
        text.append(character)
      }
      text += " "
      if depth == 0, !text.trimmingCharacters(in: .whitespaces).hasSuffix(",") { return text }
    }
    return text
  }

  /// The body of the declaration starting at `index`.
  static func bodyText(_ lines: [String], from index: Int) -> String {
    var text = ""
    var depth = 0
    var opened = false
    for line in lines[index...] {
      for character in line {
        if character == "{" {
          depth += 1
          opened = true
        }
        if character == "}" { depth -= 1 }
        if opened { text.append(character) }
        if opened, depth == 0 { return text }
      }
      text += "\n"
    }
    return text
  }

  /// The labels of a signature's parameters: `_:label:`.
  static func parameterLabels(_ signature: String) -> String {
    guard let open = signature.firstIndex(of: "(") else { return "" }
    var depth = 0
    var current = ""
    var parameters: [String] = []
    var previous: Character = " "
    for character in signature[signature.index(after: open)...] {
      defer { previous = character }
      // The `>` of `->` closes nothing.
      if "([<{".contains(character) { depth += 1 }
      if ")]}".contains(character) || (character == ">" && previous != "-") {
        if depth == 0 { break }
        depth -= 1
      }
      if character == ",", depth == 0 {
        parameters.append(current)
        current = ""
      } else {
        current.append(character)
      }
    }
    if !current.trimmingCharacters(in: .whitespaces).isEmpty { parameters.append(current) }
    return parameters.compactMap { parameter -> String? in
      let words =
        parameter.split(separator: ":", maxSplits: 1).first?
        .split(separator: " ").filter { !$0.hasPrefix("@") } ?? []
      guard let first = words.first else { return nil }
      return "\(first):"
    }.joined()
  }
}
