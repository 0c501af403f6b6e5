import FlowKit
import FlowUI

/// `BigApp` written as a SwiftUI team writes it: the same home screen and, for each unit, the
/// same five screens (a form whose save waits for a name and a code of four characters or more
/// and saves over the network, tabs of rows loaded over the network and of information, a row's
/// detail pushed from the rows, an editor presented as a sheet with a switch), as views with
/// `@State`, `NavigationStack`, `TabView`, `.task`, `.refreshable` and `.sheet`.
///
/// `flowsim-bench` walks it beside `BigApp`, so that the states a second of a SwiftUI app's walk
/// compare with a FlowKit app's of the same screens.
public enum BigSwiftUIApp {
  /// The app with `units` units: `1 + 5 × units` screens.
  public static func app(units: Int, name: String = "bigui") -> FlowApp {
    FlowApp(name: name, summary: "\(1 + 5 * units) SwiftUI screens: forms, lists, tabs and sheets")
    {
      context in
      let environment = context.serviceEnvironment
      return BigUIHome(units: max(units, 1)) { try await environment.request(latency: $0) }
    }
  }

  /// The screens an app of `units` units has.
  public static func screens(units: Int) -> Int { 1 + 5 * units }
}

/// A request over the simulation's network.
typealias BigUIRequest = @MainActor @Sendable (Duration) async throws -> Void

struct BigUIHome: View {
  let units: Int
  let request: BigUIRequest
  @State private var path = NavigationPath()

  var body: some View {
    NavigationStack(path: $path) {
      VStack {
        ForEach(1...units, id: \.self) { unit in
          Button("Unit \(unit)") { path.append(unit) }
            .accessibilityIdentifier("unit\(unit)")
        }
      }
      .navigationTitle("Home")
      .navigationDestination(for: Int.self) { unit in
        BigUIForm(unit: unit, request: request)
      }
    }
  }
}

struct BigUIForm: View {
  let unit: Int
  let request: BigUIRequest
  @State private var name = ""
  @State private var code = ""
  @State private var saving = false
  @State private var saved = false
  @State private var failure: String?

  /// The form's rule.
  private var canSave: Bool { !name.isEmpty && code.count >= 4 && !saving }

  var body: some View {
    VStack {
      TextField("name", text: $name)
        .accessibilityIdentifier("name")
      TextField("code, 4 or more", text: $code)
        .accessibilityIdentifier("code")
      Button("Save") { save() }
        .disabled(!canSave)
        .accessibilityIdentifier("save")
      // Always there, blank until a save fails: a failure is news on the form, not a screen.
      Text(failure ?? "").accessibilityIdentifier("failure")
    }
    .navigationTitle("Form \(unit)")
    .navigationDestination(isPresented: $saved) {
      BigUISaved(unit: unit, request: request)
    }
  }

  private func save() {
    guard canSave else { return }
    saving = true
    Task {
      do {
        try await request(.milliseconds(150))
        failure = nil
        saved = true
      } catch {
        failure = "could not save"
      }
      saving = false
    }
  }
}

struct BigUISaved: View {
  let unit: Int
  let request: BigUIRequest

  var body: some View {
    TabView {
      BigUIRows(unit: unit, request: request)
        .tabItem { Label("Rows", systemImage: "list.bullet") }
      BigUIInfo(unit: unit)
        .tabItem { Label("Info", systemImage: "info.circle") }
    }
    .navigationTitle("Saved \(unit)")
  }
}

struct BigUIRows: View {
  let unit: Int
  let request: BigUIRequest
  @State private var rows: [String] = []
  @State private var isLoading = false

  var body: some View {
    List {
      if isLoading { ProgressView("Loading") }
      ForEach(rows, id: \.self) { row in
        NavigationLink(row, value: row)
      }
    }
    .accessibilityIdentifier("rows\(unit)")
    .navigationDestination(for: String.self) { row in
      BigUIRow(unit: unit, row: row)
    }
    .task { await load() }
    .refreshable { await load() }
  }

  private func load() async {
    isLoading = true
    let loaded = (try? await request(.milliseconds(100))) != nil
    rows = loaded ? (1...4).map { "row \(unit).\($0)" } : []
    isLoading = false
  }
}

struct BigUIInfo: View {
  let unit: Int
  @State private var editing = false

  var body: some View {
    VStack {
      Text("unit \(unit)").accessibilityIdentifier("about")
      Button("Edit") { editing = true }
        .accessibilityIdentifier("edit")
    }
    .sheet(isPresented: $editing) {
      BigUIEdit(unit: unit)
    }
  }
}

struct BigUIRow: View {
  let unit: Int
  let row: String

  var body: some View {
    Text(row)
      .accessibilityIdentifier("row")
      .navigationTitle("Row \(unit)")
  }
}

struct BigUIEdit: View {
  let unit: Int
  @State private var notifies = false
  @Environment(\.dismiss) private var dismiss

  var body: some View {
    NavigationStack {
      VStack {
        Toggle("Notify", isOn: $notifies)
          .accessibilityIdentifier("notify")
        Button("Done") { dismiss() }
          .accessibilityIdentifier("done")
      }
      .navigationTitle("Edit \(unit)")
    }
  }
}
