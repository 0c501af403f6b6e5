import FlowUI

// Views in the SwiftUI that apps wrote from 2019 on: NavigationView, the first alerts, list
// editing, menus, disclosure groups and gestures.

struct Fruit: Identifiable, Hashable {
  let id: Int
  var name: String
  var ripe = false
}

final class FruitStore: ObservableObject {
  @Published var fruits = [
    Fruit(id: 1, name: "Apple"), Fruit(id: 2, name: "Banana"), Fruit(id: 3, name: "Cherry"),
  ]
  @Published var log: [String] = []
}

struct FruitListScreen: View {
  @StateObject private var store = FruitStore()
  @State private var showsAlert = false
  @State private var showsSheet = false
  @State private var showsDetail = false
  @State private var chosen: Int?
  @State private var picked: Int?
  @State private var sort = "name"

  var body: some View {
    NavigationView {
      VStack {
        Text("\(store.fruits.count) in all")
        more
        List {
          Section(header: Text("Fruits"), footer: Text("a footer")) {
            ForEach(store.fruits) { fruit in
              Text(fruit.name)
                .swipeActions {
                  Button("Ripen") { store.log.append("ripen \(fruit.name)") }
                }
            }
            .onDelete { offsets in store.fruits.remove(atOffsets: offsets) }
            .onMove { from, to in store.fruits.move(fromOffsets: from, toOffset: to) }
          }
        }
      }
      .navigationBarTitle("Fruit", displayMode: .inline)
      .navigationBarItems(
        leading: EditButton(),
        trailing: Button("Add") {
          store.fruits.append(Fruit(id: store.fruits.count + 10, name: "Date"))
        }
      )
      .alert(isPresented: $showsAlert) {
        Alert(
          title: Text("Careful"), message: Text("It is ripe."),
          primaryButton: .destructive(Text("Eat")) { store.log.append("ate") },
          secondaryButton: .cancel())
      }
      .actionSheet(isPresented: $showsSheet) {
        ActionSheet(
          title: Text("Pick one"),
          buttons: [
            .default(Text("One")) { chosen = 1 }, .default(Text("Two")) { chosen = 2 }, .cancel(),
          ])
      }
    }
    .navigationViewStyle(StackNavigationViewStyle())
  }

  @ViewBuilder private var more: some View {
    Menu("Sort") {
      Button("By name") { sort = "name" }
      Button("By colour") { sort = "colour" }
    }
    Text("sorted by \(sort)")
    DisclosureGroup("Details") {
      Text("grown in the sun")
    }
    Text("Tap me").onTapGesture { store.log.append("tapped") }
    Text("log \(store.log.joined(separator: ", "))")
    NavigationLink(destination: FruitDetail(), isActive: $showsDetail) {
      Text("Detail")
    }
    Button("Warn") { showsAlert = true }
    Button("Choose") { showsSheet = true }
    Text("chosen \(chosen.map(String.init) ?? "none")")
    LabeledContent("Count", value: "\(store.fruits.count)")
  }
}

struct FruitDetail: View {
  @Environment(\.presentationMode) private var presentationMode
  var body: some View {
    VStack {
      Text("a fruit")
      Button("Close") { presentationMode.wrappedValue.dismiss() }
    }
    .navigationBarTitle(Text("Detail"))
  }
}

/// A list whose taps select, and fields bound through ForEach over a binding.
struct SelectionScreen: View {
  @State private var fruits = [Fruit(id: 1, name: "Apple"), Fruit(id: 2, name: "Banana")]
  @State private var selection: Int?
  @State private var committed = ""
  @State private var query = ""

  var body: some View {
    NavigationStack {
      VStack {
        Text("selected \(selection.map(String.init) ?? "none")")
        Text("committed \(committed)")
        TextField("Query", text: $query, onCommit: { committed = query })
        List(selection: $selection) {
          ForEach($fruits) { $fruit in
            Toggle(fruit.name, isOn: $fruit.ripe)
          }
          ForEach(fruits) { fruit in
            Text("\(fruit.name) is \(fruit.ripe ? "ripe" : "green")")
          }
        }
      }
    }
  }
}

/// iOS 18's tabs, a preference passed up, and a view in the safe area.
struct NewTabsScreen: View {
  @State private var tab = "home"
  @State private var height = 0
  var body: some View {
    TabView(selection: $tab) {
      Tab("Home", systemImage: "house", value: "home") {
        VStack {
          Text("home screen")
          Text("height \(height)")
          Text("measured").preference(key: HeightKey.self, value: 40)
        }
        .onPreferenceChange(HeightKey.self) { height = $0 }
        .safeAreaInset(edge: .bottom) { Text("bottom bar") }
      }
      Tab("Search", systemImage: "magnifyingglass", value: "search") {
        Text("search screen")
      }
    }
  }
}

struct HeightKey: PreferenceKey {
  static let defaultValue = 0
  static func reduce(value: inout Int, nextValue: () -> Int) { value = max(value, nextValue()) }
}

struct LoadFailure: LocalizedError {
  var errorDescription: String? { "Could not load" }
}

/// A popover, a geometry reader, an image from the network, a share link and an error's alert.
struct AdditionsScreen: View {
  @State private var showsPopover = false
  @State private var showsError = false
  var body: some View {
    NavigationStack {
      VStack {
        GeometryReader { proxy in Text("width \(Int(proxy.size.width))") }
        AsyncImage(url: URL(string: "https://example.com/a.png")) { image in
          image
        } placeholder: {
          Text("loading image")
        }
        ShareLink(item: "hello")
        Button("Info") { showsPopover = true }
        Button("Fail") { showsError = true }
      }
      .popover(isPresented: $showsPopover) { Text("popover content") }
      .alert(isPresented: $showsError, error: LoadFailure()) { _ in
        Button("Retry") {}
      } message: { error in
        Text("try later")
      }
    }
  }
}

/// Rows that are buttons, with swipe actions: the row's tap is still the button's.
struct ButtonRowsScreen: View {
  @State private var log = ""
  var body: some View {
    VStack {
      Text("log \(log)")
      List {
        ForEach(["Ada", "Hana"], id: \.self) { name in
          Button(name) { log += "open \(name);" }
            .swipeActions { Button("Pin") { log += "pin \(name);" } }
        }
      }
    }
  }
}

/// Rows whose own buttons lead somewhere: explore must try them.
struct ReportRowsScreen: View {
  @State private var reported: String?
  var body: some View {
    NavigationStack {
      List {
        ForEach(["Ada", "Hana"], id: \.self) { name in
          Text(name)
            .swipeActions { Button("Report") { reported = name } }
        }
      }
      .navigationTitle("People")
      .alert(
        "Reported",
        isPresented: Binding(get: { reported != nil }, set: { if !$0 { reported = nil } })
      ) {
        Button("OK") {}
      }
    }
  }
}

/// What a new user tried: an inline timer, a picker in a menu, rows in edit mode, swipe actions
/// beside onDelete, a sheet with a modifier.
final class TickModel: ObservableObject {
  @Published var ticks = 0
  private var cancellables = Set<AnyCancellable>()
  init() {
    Timer.publish(every: 1, on: .main, in: .common).autoconnect()
      .sink { [weak self] _ in self?.ticks += 1 }
      .store(in: &cancellables)
  }
}

struct TrialScreen: View {
  @StateObject private var model = TickModel()
  @State private var inline = 0
  @State private var order = "title"
  @State private var names = ["Ada", "Hana", "Ines"]
  @State private var adding = false
  var body: some View {
    NavigationStack {
      VStack {
        Text("model ticks \(model.ticks)")
        Text("inline ticks \(inline)")
          .onReceive(Timer.publish(every: 1, on: .main, in: .common).autoconnect()) { _ in
            inline += 1
          }
        Menu("Order") {
          Picker("Order by", selection: $order) {
            Text("Title").tag("title")
            Text("Newest").tag("newest")
          }
        }
        Text("order \(order)")
        EditButton()
        Button("Add") { adding = true }
        List {
          ForEach(names, id: \.self) { name in
            NavigationLink(name) { Text("about \(name)") }
              .swipeActions { Button("Pin") {} }
          }
          .onDelete { names.remove(atOffsets: $0) }
        }
      }
      .navigationTitle("Trial")
      .sheet(isPresented: $adding) { AddNameView().environment(\.shout, true) }
    }
  }
}

struct AddNameView: View {
  var body: some View { Text("add a name") }
}

/// Fourteen entries, of which the third draws nothing.
struct SparseListScreen: View {
  var body: some View {
    List {
      ForEach(0..<14) { index in
        if index == 2 {
          EmptyView()
        } else {
          Text("item \(index)")
        }
      }
    }
  }
}

/// A destination chosen by a branch, erased by AnyView.
struct BranchDestinationScreen: View {
  @State private var shown: Int?
  var body: some View {
    NavigationStack {
      VStack {
        Button("Even") { shown = 2 }
        Button("Odd") { shown = 3 }
      }
      .navigationDestination(item: $shown) { number in
        if number % 2 == 0 { EvenView() } else { AnyView(OddView()) }
      }
    }
  }
}

struct EvenView: View {
  var body: some View { Text("even") }
}

struct OddView: View {
  var body: some View { Text("odd") }
}

/// Twenty rows, of which a screenful shows.
struct TwentyRowsScreen: View {
  @State private var tapped = -1
  var body: some View {
    VStack {
      Text("tapped \(tapped)")
      List(0..<20) { index in
        Button("row \(index)") { tapped = index }
      }
    }
  }
}

/// Rows whose images stand before and after their titles.
struct ImageRowsScreen: View {
  var body: some View {
    List {
      VStack {
        Text("Ada")
        HStack {
          Image(systemName: "checkmark.seal")
          Text("ada.example")
        }
      }
      HStack {
        Image(systemName: "pin.fill")
        Text("Pinned note")
      }
    }
  }
}

/// The first alerts and action sheets shown for an item, while it is not nil.
struct FruitItemAlertsScreen: View {
  @State private var sheetFor: Fruit?
  @State private var alertFor: Fruit?
  @State private var log = "none"

  var body: some View {
    VStack {
      Button("Sheet") { sheetFor = Fruit(id: 1, name: "Apple") }
      Button("Alert") { alertFor = Fruit(id: 2, name: "Banana") }
      Text("log \(log)")
    }
    .actionSheet(item: $sheetFor) { fruit in
      ActionSheet(title: Text(fruit.name), buttons: [.default(Text("Eat")) { log = "ate" }])
    }
    .alert(item: $alertFor) { fruit in
      Alert(title: Text(fruit.name), dismissButton: .default(Text("OK")))
    }
  }
}

/// Links of iOS 13's `tag:selection:` form: one pushed while the selection is its tag.
struct TaggedLinksScreen: View {
  @State private var chosen: String?
  var body: some View {
    NavigationView {
      VStack {
        NavigationLink(destination: Text("the apple page"), tag: "apple", selection: $chosen) {
          Text("Apple")
        }
        NavigationLink(destination: Text("the pear page"), tag: "pear", selection: $chosen) {
          Text("Pear")
        }
        Button("Open pear") { chosen = "pear" }
        Text("chosen \(chosen ?? "none")")
      }
      .navigationTitle("Fruit")
    }
  }
}

/// A row made tappable as a whole, with a button of its own inside, and a field with a tap gesture.
struct TapGestureRowScreen: View {
  @State private var log: [String] = []
  @State private var name = ""
  var body: some View {
    VStack {
      HStack {
        Text("Ada")
        Text("Lovelace")
        Button("Follow") { log.append("follow") }
      }
      .onTapGesture { log.append("row") }
      TextField("Name", text: $name).onTapGesture { log.append("field") }
      Text("log \(log.joined(separator: ", "))")
    }
  }
}

/// The `onChange(of:perform:)` of iOS 14, with its one-parameter action.
struct OldChangeScreen: View {
  @State private var count = 0
  @State private var heard = "none"
  var body: some View {
    NavigationView {
      VStack {
        Text("heard \(heard)")
        Button("Next") { count += 1 }
      }
      .onChange(of: count) { new in heard = "\(new)" }
      .navigationTitle("Changes")
    }
  }
}
