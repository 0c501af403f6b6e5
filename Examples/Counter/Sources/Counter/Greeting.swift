import FlowKit
import Observation

// A view model as it is written for SwiftUI: no FlowKit base class, a plain Task, a plain actor
// service that is handed its clock. flowsim shows it through a FlowView, unchanged.

public actor GreetingService {
  let clock: any Clock<Duration>
  public init(clock: any Clock<Duration>) { self.clock = clock }

  func greeting(for name: String) async throws -> String {
    try await clock.sleep(for: .milliseconds(300))
    return "Hello, \(name)"
  }
}

@MainActor @Observable
public final class GreetingStore {
  public var name = ""
  public var greeting: String?
  public var isLoading = false
  private let service: GreetingService

  public init(service: GreetingService) { self.service = service }

  public func greet() {
    isLoading = true
    Task {
      greeting = try? await service.greeting(for: name)
      isLoading = false
    }
  }
}

public struct GreetingStoreView: FlowView {
  public let model: GreetingStore
  public init(model: GreetingStore) { self.model = model }

  public var body: Screen {
    Screen("Greeting") {
      TextField(id: "name", placeholder: "Name", text: model.name) { model.name = $0 }
      Button("Greet", id: "greet", isEnabled: !model.name.isEmpty && !model.isLoading) {
        model.greet()
      }
      if let greeting = model.greeting { Label(greeting, id: "greeting") }
    }
  }
}
