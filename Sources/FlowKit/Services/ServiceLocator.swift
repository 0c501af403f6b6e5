/// Registers and resolves an app's services by protocol type.
///
/// A locator belongs to one app session: there is no global instance, so two sessions never
/// share a service. Registering a type again replaces the earlier service.
@MainActor
public final class ServiceLocator {
  private var services: [ObjectIdentifier: any Sendable] = [:]

  /// An empty locator.
  public init() {}

  /// Registers `service` as the implementation of `type`, replacing any earlier one.
  public func register<Service>(_ type: Service.Type, _ service: Service) where Service: Sendable {
    services[ObjectIdentifier(type)] = service
  }

  /// The service registered for `type`.
  /// - Throws: ``ServiceLocatorError/missing(_:)`` naming the type when none is registered.
  public func resolve<Service>(_ type: Service.Type = Service.self) throws(ServiceLocatorError)
    -> Service
  {
    guard let service = services[ObjectIdentifier(type)] as? Service else {
      throw .missing(String(reflecting: type))
    }
    return service
  }

  /// Whether a service is registered for `type`.
  public func contains<Service>(_ type: Service.Type) -> Bool {
    services[ObjectIdentifier(type)] != nil
  }
}

/// A service that cannot be resolved.
public enum ServiceLocatorError: Error, Equatable, Sendable, CustomStringConvertible {
  /// No service is registered for the type.
  case missing(String)

  public var description: String {
    switch self {
    case .missing(let type):
      "no service is registered for \(type); register one with services.register(\(type).self, …)"
    }
  }
}
