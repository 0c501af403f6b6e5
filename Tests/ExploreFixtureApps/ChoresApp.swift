import FlowUI

/// A SwiftUI app with the lifecycle bugs real apps ship, and its twin with each one fixed:
/// explore, `--faults` and `--shuffle` must find every bug in `chores`, named by its screen or
/// command, and nothing in `chores-fixed`.
///
/// 1. The detail's `.task` starts a plain `Task` that writes after the screen is popped.
/// 2. The search starts a `Task` from `.onChange`, so an older search can land after a newer one
///    (a race that `--shuffle` finds); the twin uses `.task(id:)`, which cancels the old one.
/// 3. The sync cover's failure leaves both its buttons disabled: a cover has no back, so the
///    screen is a dead end.
/// 4. The new-chore sheet's failure leaves its spinner up for good.
/// 5. The detail force-unwraps its chore, which a delete removes while the screen is shown.
public enum ChoresApp {
  /// The app with its bugs.
  public static let app = make(
    name: "chores", summary: "lifecycle bugs SwiftUI apps ship", fixed: false)
  /// The same app, each bug fixed.
  public static let fixed = make(name: "chores-fixed", summary: "chores, fixed", fixed: true)

  static func make(name: String, summary: String, fixed: Bool) -> FlowApp {
    FlowApp(name: name, summary: summary) { context in
      let environment = context.serviceEnvironment
      return ChoresRoot(
        api: ChoresAPI { try await environment.request($0, latency: .milliseconds(300)) },
        fixed: fixed)
    }
  }
}

/// The chores' server: every call takes a request, which `--faults` can fail.
struct ChoresAPI: Sendable {
  let request: @Sendable (String) async throws -> Void

  func search(_ query: String) async throws -> [String] {
    try await request("search")
    return ["Dishes", "Laundry", "Lawn", "Litter"].filter {
      $0.lowercased().hasPrefix(query.lowercased())
    }
  }
  func save(_ title: String) async throws { try await request("save") }
  func sync() async throws { try await request("sync") }
  func delete(_ id: Int) async throws { try await request("delete") }
}

/// One chore.
struct Chore: Identifiable, Hashable, Sendable {
  var id: Int
  var title: String
}

/// What the screens share.
@MainActor @Observable
final class ChoresStore {
  var chores = [Chore(id: 1, title: "Dishes"), Chore(id: 2, title: "Laundry")]
  var viewed: [String] = []
}

struct ChoresRoot: View {
  let api: ChoresAPI
  let fixed: Bool
  @State private var store = ChoresStore()
  @State private var query = ""
  @State private var results: [String] = []
  @State private var adding = false
  @State private var syncing = false

  var body: some View {
    NavigationStack {
      List {
        Section("Chores") {
          ForEach(store.chores) { chore in
            NavigationLink(chore.title, value: chore.id)
          }
        }
        Section("Found") {
          Text("found \(results.joined(separator: ", "))")
          Text("viewed \(store.viewed.count)")
        }
      }
      .accessibilityIdentifier("chores")
      .navigationTitle("Chores")
      .searchable(text: $query)
      .modifier(Searching(api: api, fixed: fixed, query: query, results: $results))
      .toolbar {
        Button("Add") { adding = true }
        Button("Sync") { syncing = true }
      }
      .navigationDestination(for: Int.self) { id in
        ChoreDetail(api: api, fixed: fixed, store: store, id: id)
      }
      .sheet(isPresented: $adding) {
        NewChore(api: api, fixed: fixed, store: store)
      }
      .fullScreenCover(isPresented: $syncing) {
        SyncCover(api: api, fixed: fixed)
      }
    }
  }
}

/// Bug 2: the search.
struct Searching: ViewModifier {
  let api: ChoresAPI
  let fixed: Bool
  let query: String
  @Binding var results: [String]

  func body(content: Content) -> some View {
    if fixed {
      content.task(id: query) {
        guard !query.isEmpty, let found = try? await api.search(query) else { return }
        results = found
      }
    } else {
      content.onChange(of: query) { _, new in
        // The bug: nothing cancels the search for the older text.
        Task {
          guard !new.isEmpty, let found = try? await api.search(new) else { return }
          results = found
        }
      }
    }
  }
}

/// Bugs 1 and 5: a chore's screen.
struct ChoreDetail: View {
  let api: ChoresAPI
  let fixed: Bool
  let store: ChoresStore
  let id: Int
  @Environment(\.dismiss) private var dismiss

  var body: some View {
    VStack {
      if fixed {
        if let chore = store.chores.first(where: { $0.id == id }) {
          Text("chore \(chore.title)")
        } else {
          Text("deleted")
        }
      } else {
        // The bug: the chore is gone once a delete lands, and this screen is still shown.
        // swift-format-ignore: NeverForceUnwrap
        Text("chore \(store.chores.first { $0.id == id }!.title)")
      }
      Button("Delete") {
        Task {
          guard (try? await api.delete(id)) != nil else { return }
          store.chores.removeAll { $0.id == id }
          if fixed { dismiss() }
        }
      }
    }
    .navigationTitle("Chore")
    .task {
      if fixed {
        guard (try? await Task.sleep(for: .seconds(1))) != nil else { return }
        store.viewed.append("\(id)")
      } else {
        // The bug: a plain Task goes on after the screen is popped, and writes.
        Task {
          try? await Task.sleep(for: .seconds(1))
          store.viewed.append("\(id)")
        }
      }
    }
  }
}

/// Bug 4: the sheet that adds a chore.
struct NewChore: View {
  let api: ChoresAPI
  let fixed: Bool
  let store: ChoresStore
  @State private var title = ""
  @State private var saving = false
  @State private var failed = false
  @Environment(\.dismiss) private var dismiss

  var body: some View {
    NavigationStack {
      VStack {
        TextField("Title", text: $title)
        if saving { ProgressView("Saving") }
        if failed { Text("could not save") }
        Button("Save") {
          saving = true
          Task {
            do {
              try await api.save(title)
              saving = false
              store.chores.append(Chore(id: store.chores.count + 1, title: title))
              dismiss()
            } catch {
              failed = true
              // The bug: the spinner is left up.
              if fixed { saving = false }
            }
          }
        }
        .disabled(saving)
      }
      .navigationTitle("New chore")
    }
  }
}

/// Bug 3: the cover that syncs.
struct SyncCover: View {
  let api: ChoresAPI
  let fixed: Bool
  @State private var busy = false
  @State private var failed = false
  @Environment(\.dismiss) private var dismiss

  var body: some View {
    NavigationStack {
      VStack {
        if failed { Text("sync failed") }
        Button("Sync now") {
          busy = true
          Task {
            do {
              try await api.sync()
              busy = false
              dismiss()
            } catch {
              failed = true
              // The bug: both buttons stay disabled, and a cover has no back.
              if fixed { busy = false }
            }
          }
        }
        .disabled(busy)
        Button("Close") { dismiss() }.disabled(busy)
      }
      .navigationTitle("Sync")
    }
  }
}
