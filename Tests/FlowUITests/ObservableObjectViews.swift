import FlowUI

// Views of the SwiftUI written before iOS 17: ObservableObject models and their wrappers.

final class TallyModel: ObservableObject {
  /// How many models were made, to tell that a @StateObject is made once per place.
  nonisolated(unsafe) static var made = 0
  @Published var count = 0
  @Published var name = ""
  var unpublished = 0
  init() { Self.made += 1 }

  /// A change the model announces by hand.
  func bumpQuietly() {
    objectWillChange.send()
    unpublished += 1
  }
}

struct TallyScreen: View {
  @StateObject private var model = TallyModel()
  @State private var showsChild = true

  var body: some View {
    NavigationStack {
      VStack {
        Text("count \(model.count)")
        Text("quiet \(model.unpublished)")
        Text("name \(model.name)")
        Button("Add") { model.count += 1 }
        Button("Quiet") { model.bumpQuietly() }
        TextField("Name", text: $model.name)
        Button("Toggle child") { showsChild.toggle() }
        if showsChild { TallyChild(model: model) }
        TallyReader()
      }
      .environmentObject(model)
      .navigationTitle("Tally")
    }
  }
}

struct TallyChild: View {
  @ObservedObject var model: TallyModel
  var body: some View {
    Text("child sees \(model.count)")
    Button("Child add") { model.count += 10 }
  }
}

/// A screen that holds its model in a plain property: only the child's @ObservedObject
/// watches it.
struct ObservedOnlyScreen: View {
  let model: TallyModel
  var body: some View {
    VStack { TallyChild(model: model) }
  }
}

/// A screen that provides its model from a plain property: only the reader's
/// @EnvironmentObject watches it.
struct EnvironmentOnlyScreen: View {
  let model: TallyModel
  var body: some View {
    VStack { TallyAdder() }.environmentObject(model)
  }
}

struct TallyAdder: View {
  @EnvironmentObject var model: TallyModel
  var body: some View {
    Text("adder sees \(model.count)")
    Button("Env add") { model.count += 5 }
  }
}

struct TallyReader: View {
  @EnvironmentObject var model: TallyModel
  var body: some View {
    Text("reader sees \(model.count)")
  }
}

/// A view that owns a state object in a branch that comes and goes.
struct OwnerScreen: View {
  @State private var shown = true
  var body: some View {
    VStack {
      Button("Flip") { shown.toggle() }
      if shown { OwnedCounter() }
    }
  }
}

struct OwnedCounter: View {
  @StateObject private var model = TallyModel()
  var body: some View {
    Text("owned \(model.count)")
    Button("Owned add") { model.count += 1 }
  }
}

/// A view that reads an environment object nobody provides.
struct OrphanScreen: View {
  var body: some View {
    VStack {
      Text("above")
      TallyReader()
      TallyReader()
    }
  }
}

/// A search model of Combine's: the query debounced on the main queue.
final class SearchModel: ObservableObject {
  @Published var query = ""
  @Published private(set) var results: [String] = []
  @Published private(set) var searches = 0
  private var cancellables = Set<AnyCancellable>()
  private let words = ["apple", "apricot", "banana", "blueberry", "cherry"]

  init() {
    $query
      .removeDuplicates()
      .debounce(for: .milliseconds(300), scheduler: DispatchQueue.main)
      .map { [words] query in query.isEmpty ? [] : words.filter { $0.hasPrefix(query) } }
      .sink { [weak self] found in
        self?.searches += 1
        self?.results = found
      }
      .store(in: &cancellables)
  }
}

struct DebounceScreen: View {
  @StateObject private var model = SearchModel()
  var body: some View {
    VStack {
      TextField("Query", text: $model.query)
      Text("searches \(model.searches)")
      ForEach(model.results, id: \.self) { Text("found \($0)") }
    }
  }
}

/// A clock that ticks with a timer publisher.
struct TickScreen: View {
  let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
  @State private var ticks = 0
  @State private var shown = true
  var body: some View {
    VStack {
      Text("ticks \(ticks)")
      Button("Hide") { shown = false }
      Button("Show") { shown = true }
      if shown {
        Text("ticking").onReceive(timer) { _ in ticks += 1 }
      }
    }
  }
}

/// A ticking screen with a screen to push over it.
struct TickStackScreen: View {
  let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
  @State private var ticks = 0
  var body: some View {
    NavigationStack {
      VStack {
        Text("ticks \(ticks)")
        NavigationLink("Over") { Text("over it") }
      }
      .onReceive(timer) { _ in ticks += 1 }
    }
  }
}
