import Foundation

/// Maps deep links such as `mvvm://user/detail?userid=9527` to view models.
///
/// A pattern is a URL without a query; a path segment written `:name` captures that segment as a
/// parameter. Query items become parameters too. Scheme and host match without regard to case.
@MainActor
public final class Router {
  /// Makes the view model for a matched link from its parameters.
  public typealias Factory = @MainActor (Parameters) throws -> ViewModel

  private struct Route {
    var pattern: String
    var scheme: String
    var segments: [String]
    var required: [String]
    var factory: Factory
  }

  private var routes: [Route] = []

  /// An empty router.
  public init() {}

  /// The patterns registered, in order.
  public var patterns: [String] { routes.map(\.pattern) }

  /// A link that each pattern matches, in order: `:name` segments and required parameters
  /// filled with `1`, for help and examples.
  public var examples: [String] {
    routes.map { route in
      let filled = route.pattern.split(separator: "/", omittingEmptySubsequences: false).map {
        $0.hasPrefix(":") ? "1" : String($0)
      }.joined(separator: "/")
      let query = route.required.map { "\($0)=1" }.joined(separator: "&")
      return query.isEmpty ? filled : "\(filled)?\(query)"
    }
  }

  /// Registers `pattern`; `required` names the parameters a link must carry.
  public func register(
    _ pattern: String, required: [String] = [], factory: @escaping Factory
  ) {
    guard let parts = Self.split(pattern) else { return }
    routes.append(
      Route(
        pattern: pattern, scheme: parts.scheme, segments: parts.segments, required: required,
        factory: factory))
  }

  /// The view model for `url` and the parameters it carries.
  /// - Throws: ``RouterError`` when the link is malformed, matches no pattern, or lacks a
  ///   required parameter.
  public func resolve(_ url: String) throws -> (ViewModel, Parameters) {
    guard let parts = Self.split(url) else { throw RouterError.malformed(url) }
    for route in routes
    where route.scheme == parts.scheme && route.segments.count == parts.segments.count {
      var parameters = parts.query
      var matched = true
      for (pattern, segment) in zip(route.segments, parts.segments) {
        if pattern.hasPrefix(":") {
          parameters[String(pattern.dropFirst())] = segment
        } else if pattern.lowercased() != segment.lowercased() {
          matched = false
          break
        }
      }
      guard matched else { continue }
      let missing = route.required.filter { (parameters[$0] ?? "").isEmpty }
      if !missing.isEmpty {
        throw RouterError.missingParameters(url: url, pattern: route.pattern, names: missing)
      }
      return (try route.factory(parameters), parameters)
    }
    throw RouterError.unknown(url, known: patterns)
  }

  private static func split(_ url: String) -> (
    scheme: String, segments: [String], query: Parameters
  )? {
    guard let range = url.range(of: "://") else { return nil }
    let scheme = url[..<range.lowerBound].lowercased()
    guard !scheme.isEmpty, scheme.allSatisfy({ $0.isLetter || $0.isNumber || "+-.".contains($0) })
    else { return nil }
    let rest = url[range.upperBound...]
    let pathPart = rest.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
    let segments = pathPart[0].split(separator: "/").map(String.init)
    guard !segments.isEmpty else { return nil }
    var query: Parameters = [:]
    if pathPart.count > 1 {
      for item in pathPart[1].split(separator: "&") {
        let pair = item.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
        let key = String(pair[0])
        guard !key.isEmpty else { return nil }
        query[key] = pair.count > 1 ? String(pair[1]) : ""
      }
    }
    return (scheme, segments, query)
  }
}

/// A deep link that cannot be opened.
public enum RouterError: Error, Equatable, Sendable, CustomStringConvertible {
  /// Not of the form `scheme://host/path?query`.
  case malformed(String)
  /// No pattern matches; the known patterns are listed.
  case unknown(String, known: [String])
  /// A required parameter is missing or empty.
  case missingParameters(url: String, pattern: String, names: [String])

  public var description: String {
    switch self {
    case .malformed(let url):
      "'\(url)' is not a link; write it as scheme://host/path?key=value"
    case .unknown(let url, let known):
      known.isEmpty
        ? "no route matches '\(url)': this app has no routes"
        : "no route matches '\(url)'; known: \(known.joined(separator: ", "))"
    case .missingParameters(let url, let pattern, let names):
      "'\(url)' lacks \(names.map { "'\($0)'" }.joined(separator: ", ")) required by \(pattern); "
        + "add ?\(names[0])=…"
    }
  }
}
