/// What a service needs of the world: the clock it waits on and the network it calls through.
///
/// In flowsim both are the app's (``AppContext/serviceEnvironment``): the virtual clock and the
/// simulated network that `set network` changes. A real app passes `ContinuousClock` and its own
/// reachability.
public struct ServiceEnvironment: Sendable {
  /// The clock to wait on.
  public let clock: any Clock<Duration>
  /// The network to call through.
  public let network: NetworkLink

  /// An environment of `clock` and `network`.
  public init(clock: any Clock<Duration>, network: NetworkLink) {
    self.clock = clock
    self.network = network
  }

  /// Waits as a request over the network does: `latency` (more when the network is slow), then
  /// fails with ``NetworkError/offline`` when it is off.
  ///
  /// - Parameters:
  ///   - label: what the request is, as a fault report names it; by default the service's
  ///     method that made it (`loadProducts()`).
  ///   - latency: how long it takes on a good network.
  /// - Throws: ``NetworkError/offline`` when the network is off, or this is the request a
  ///   fault run fails.
  public func request(_ label: String = #function, latency: Duration) async throws {
    try await network.call(base: latency, on: clock, label: label)
  }
}

extension AppContext {
  /// The clock and network of the app, for its services.
  public var serviceEnvironment: ServiceEnvironment {
    ServiceEnvironment(clock: clock, network: network)
  }
}
