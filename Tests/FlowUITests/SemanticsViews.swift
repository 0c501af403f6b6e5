import FlowUI

/// What views did, in order, for the tests to read.
@MainActor @Observable
final class Journal {
  var lines: [String] = []
  func note(_ line: String) { lines.append(line) }
  func take() -> [String] {
    defer { lines = [] }
    return lines
  }
}

/// A counter whose count is `@State`: it lives while the view stays at its place.
struct Counter: View {
  let name: String
  @State private var count = 0
  var body: some View {
    Text("\(name) \(count)")
    Button("Add \(name)") { count += 1 }
  }
}

/// Counters in an `if`, under `.id`, and kept in place.
struct IdentityScreen: View {
  @State private var showsSecond = true
  @State private var generation = 0
  var body: some View {
    NavigationStack {
      VStack {
        Counter(name: "a")
        if showsSecond { Counter(name: "b") }
        Counter(name: "c").id(generation)
        Button("Toggle b") { showsSecond.toggle() }
        Button("Reset c") { generation += 1 }
      }
      .navigationTitle("Identity")
    }
  }
}

/// A detail whose `.task` counts in virtual time until it is cancelled.
struct TickingDetail: View {
  let journal: Journal
  let name: String
  var body: some View {
    Text("Detail \(name)")
      .task {
        journal.note("task \(name) started")
        do {
          while true {
            try await Task.sleep(for: .seconds(1))
            journal.note("tick \(name)")
          }
        } catch {
          journal.note("task \(name) cancelled")
        }
      }
      .onAppear { journal.note("appear \(name)") }
      .onDisappear { journal.note("disappear \(name)") }
  }
}

/// A stack that pushes details by value, a sheet, and a detail in an `if`.
struct TaskScreen: View {
  let journal: Journal
  @State private var path: [String] = []
  @State private var showsSheet = false
  @State private var showsInline = false
  var body: some View {
    NavigationStack(path: $path) {
      VStack {
        NavigationLink("Open one", value: "one")
        Button("Sheet") { showsSheet = true }
        Button("Inline") { showsInline.toggle() }
        Button("Deep") { path = ["one", "two"] }
        Text("path \(path.joined(separator: ","))")
        if showsInline { TickingDetail(journal: journal, name: "inline") }
      }
      .navigationTitle("Tasks")
      .navigationDestination(for: String.self) { name in
        TickingDetail(journal: journal, name: name)
          .navigationTitle(name)
      }
      .sheet(isPresented: $showsSheet) {
        NavigationStack {
          SheetContent(journal: journal)
        }
      }
    }
  }
}

/// A search whose `.task(id:)` debounces the query with `Task.sleep`.
struct SearchScreen: View {
  let journal: Journal
  @State private var query = ""
  @State private var results = "none"
  @State private var changes = 0
  var body: some View {
    NavigationStack {
      VStack {
        Text("results \(results)")
        Text("changes \(changes)")
        SearchingState()
      }
      .navigationTitle("Search")
      .searchable(text: $query)
      .task(id: query) {
        let query = query
        journal.note("search '\(query)'")
        do {
          try await Task.sleep(for: .milliseconds(300))
          results = query.isEmpty ? "none" : query.uppercased()
        } catch {
          journal.note("search '\(query)' cancelled")
        }
      }
      .onChange(of: query) { old, new in
        changes += 1
        journal.note("changed '\(old)' -> '\(new)'")
      }
    }
  }
}

/// Whether the search it is under is in use, as `@Environment(\.isSearching)` says.
struct SearchingState: View {
  @Environment(\.isSearching) private var isSearching
  var body: some View { Text(isSearching ? "searching" : "not searching") }
}

/// A list refreshed by a 500 ms action.
struct RefreshScreen: View {
  @State private var items = ["first"]
  @State private var loads = 0
  var body: some View {
    NavigationStack {
      List(items, id: \.self) { item in Text(item) }
        .accessibilityIdentifier("items")
        .refreshable {
          try? await Task.sleep(for: .milliseconds(500))
          await MainActor.run {
            loads += 1
            items.insert("refresh \(loads)", at: 0)
          }
        }
        .navigationTitle("Refresh")
    }
  }
}

/// A settings model shared by bindings, `@Bindable` and the environment.
@MainActor @Observable
final class Settings {
  var name = "lee"
  var notifications = false
}

/// Reads the settings from the environment and edits them through `@Bindable`.
struct SettingsEditor: View {
  @Environment(Settings.self) private var settings
  var body: some View {
    @Bindable var settings = settings
    TextField("Name", text: $settings.name)
    Toggle("Notifications", isOn: $settings.notifications)
  }
}

/// A field bound to a parent's state through `@Binding`.
struct NameField: View {
  @Binding var name: String
  var body: some View { TextField("Nickname", text: $name) }
}

struct BindingScreen: View {
  @State private var nickname = ""
  var body: some View {
    NavigationStack {
      VStack {
        NameField(name: $nickname)
        Text("nickname \(nickname)")
        SettingsEditor()
        SettingsSummary()
      }
      .navigationTitle("Bindings")
    }
  }
}

struct SettingsSummary: View {
  @Environment(Settings.self) private var settings
  var body: some View {
    Text("\(settings.name) \(settings.notifications ? "on" : "off")")
  }
}

/// Two tabs of counters.
struct TabsScreen: View {
  let journal: Journal
  var body: some View {
    TabView {
      NavigationStack {
        Counter(name: "first").navigationTitle("First")
          .onAppear { journal.note("appear first") }
          .onDisappear { journal.note("disappear first") }
      }
      .tabItem { Label("First", systemImage: "1.circle") }
      NavigationStack {
        Counter(name: "second").navigationTitle("Second")
      }
      .tabItem { Label("Second", systemImage: "2.circle") }
    }
  }
}

/// A sheet's content that closes itself.
struct SheetContent: View {
  let journal: Journal
  @Environment(\.dismiss) private var dismiss
  var body: some View {
    TickingDetail(journal: journal, name: "sheet")
      .navigationTitle("Sheet")
      .toolbar { Button("Done") { dismiss() } }
  }
}

/// A screen whose `.task` waits a duration down to the nanosecond, as a debounce might.
struct PreciseWaitScreen: View {
  @State private var status = "waiting"
  var body: some View {
    Text(status)
      .task {
        try? await Task.sleep(for: .nanoseconds(1_234_567))
        status = "first done"
        // In a file that imports FlowUI alone this is the standard library's: whole milliseconds.
        try? await Task.sleep(nanoseconds: 250_000_000)
        status = "second done"
      }
  }
}

/// A screen whose body notes each evaluation; its buttons set its state to the value it holds,
/// or to a new one.
struct SameValueScreen: View {
  let journal: Journal
  @State private var count = 0

  var body: some View {
    journal.note("body \(count)")
    return VStack {
      Text("count \(count)")
      Button("Same") { count = count }.accessibilityIdentifier("same")
      Button("Add") { count += 1 }.accessibilityIdentifier("add")
    }
  }
}

/// A root screen whose body notes each evaluation in an observable journal, with a screen to
/// push: going back evaluates it once, and its own note is no change that asks for more.
struct JournalStackScreen: View {
  let journal: Journal
  var body: some View {
    journal.note("root")
    return NavigationStack {
      NavigationLink("Next") { Text("next") }
        .accessibilityIdentifier("next")
        .navigationTitle("Root")
    }
  }
}

/// A body that changes a `@State` it reads while it is evaluated, as SwiftUI warns against:
/// the change is no news to that evaluation.
struct SelfChangingScreen: View {
  let journal: Journal
  @State private var evaluations = 0
  @State private var taps = 0

  var body: some View {
    journal.note("body \(taps)")
    bump()
    return VStack {
      Text("taps \(taps)")
      Button("Tap") { taps += 1 }.accessibilityIdentifier("tap")
      // Changes only what the body read and then changed itself.
      Button("Zero") { evaluations = 0 }.accessibilityIdentifier("zero")
    }
  }

  private func bump() { evaluations += 1 }
}

/// A stack that pushes a screen of two ticking views, one above the other.
struct PairScreen: View {
  let journal: Journal
  @State private var path: [String] = []
  var body: some View {
    NavigationStack(path: $path) {
      Button("Pair") { path = ["pair"] }
        .navigationTitle("Pairs")
        .navigationDestination(for: String.self) { _ in
          VStack {
            TickingDetail(journal: journal, name: "upper")
            TickingDetail(journal: journal, name: "lower")
          }
          .navigationTitle("Pair")
        }
    }
  }
}

/// A sheet of three tabs, each a stack with a pushed counter, that its presenter closes after five
/// seconds.
struct SheetOfTabsScreen: View {
  @State private var showing = false
  var body: some View {
    NavigationStack {
      Button("Open") { showing = true }
        .navigationTitle("Root")
        .task(id: showing) {
          guard showing else { return }
          try? await Task.sleep(for: .seconds(5))
          showing = false
        }
        .sheet(isPresented: $showing) {
          TabView {
            ForEach(["A", "B", "C"], id: \.self) { name in
              NavigationStack {
                NavigationLink("Push \(name)", value: name)
                  .navigationTitle("Tab \(name)")
                  .navigationDestination(for: String.self) { Counter(name: $0).navigationTitle($0) }
              }
              .tabItem { Label("Tab \(name)", systemImage: "circle") }
            }
          }
        }
    }
  }
}

/// Two tabs; the first pushes a screen by a link that holds its destination (no value).
struct LinkedTabsScreen: View {
  var body: some View {
    TabView {
      NavigationStack {
        NavigationLink("Open linked") { Counter(name: "linked").navigationTitle("Linked") }
          .navigationTitle("Links")
      }
      .tabItem { Label("Links", systemImage: "link") }
      NavigationStack {
        Text("other").navigationTitle("Other")
      }
      .tabItem { Label("Other", systemImage: "circle") }
    }
  }
}

/// What two tabs share: the order the first tab's detail shows.
@MainActor @Observable
final class OrderDesk {
  var order: String?
}

/// Two tabs: the first pushes a detail, which pushes the desk's order when there is one; the
/// second sets the order while the first tab's screens are set aside.
struct DeskTabsScreen: View {
  @State private var desk = OrderDesk()
  var body: some View {
    TabView {
      NavigationStack {
        NavigationLink("Open desk") { DeskDetail(desk: desk) }
          .navigationTitle("Desk")
      }
      .tabItem { Label("Desk", systemImage: "tray") }
      NavigationStack {
        Button("Order 7") { desk.order = "7" }
          .navigationTitle("Shop")
      }
      .tabItem { Label("Shop", systemImage: "cart") }
    }
  }
}

struct DeskDetail: View {
  @Bindable var desk: OrderDesk
  var body: some View {
    Text("desk detail")
      .navigationTitle("Detail")
      .navigationDestination(item: $desk.order) { order in
        Text("order \(order)").navigationTitle("Order")
      }
  }
}
