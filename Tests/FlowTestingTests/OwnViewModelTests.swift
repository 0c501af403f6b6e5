import FlowKit
import FlowScript
import FlowTesting
import Observation
import Testing

// A view model as a team writes it for SwiftUI: no FlowKit base class, a plain Task, a plain
// actor service that takes its clock.

actor GreetingService {
  let clock: any Clock<Duration>
  init(clock: any Clock<Duration>) { self.clock = clock }
  func greeting(for name: String) async throws -> String {
    try await clock.sleep(for: .milliseconds(300))
    return "Hello, \(name)"
  }
}

@MainActor @Observable
final class GreetingStore {
  var name = ""
  var greeting: String?
  var isLoading = false
  private let service: GreetingService

  init(service: GreetingService) { self.service = service }

  func greet() {
    isLoading = true
    Task {
      greeting = try? await service.greeting(for: name)
      isLoading = false
    }
  }
}

struct GreetingStoreView: FlowView {
  let model: GreetingStore

  var body: Screen {
    Screen("Greeting") {
      TextField(id: "name", placeholder: "Name", text: model.name) { model.name = $0 }
      Button("Greet", id: "greet", isEnabled: !model.name.isEmpty && !model.isLoading) {
        model.greet()
      }
      if let greeting = model.greeting { Label(greeting, id: "greeting") }
    }
  }
}

@Suite("Your own view model, unchanged")
struct OwnViewModelTests {
  @Test("an @Observable class that does not inherit ViewModel is shown and driven")
  func hostedObservable() throws {
    let app = Simulator { context in
      context.views.register(GreetingStoreView.self)
      return HostedViewModel(
        context: context, model: GreetingStore(service: GreetingService(clock: context.clock)))
    }
    try app.type("Ada", into: .id("name"))
    try app.tap(.id("greet"))
    try app.expect(.disabled(.id("greet")))
    app.advance(by: .milliseconds(300))
    try app.expect(.text(.id("greeting"), "Hello, Ada"))
    try app.expect(.title("Greeting"))
    #expect(app.withViewModel(HostedViewModel<GreetingStore>.self) { $0.model.greeting } == "Hello, Ada")
    #expect(app.takeEvents(.lifecycle).first == "start GreetingStore Greeting")
  }
}
