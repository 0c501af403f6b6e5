import FlowUI

/// A root that pushes a detail with `.navigationDestination(isPresented:)`, and shows the flag.
struct FlagPushScreen: View {
  @State private var showsDetail = false
  var body: some View {
    NavigationStack {
      VStack {
        Text("flag \(showsDetail ? "on" : "off")")
        Button("Open") { showsDetail = true }
      }
      .navigationTitle("Root")
      .navigationDestination(isPresented: $showsDetail) {
        Text("Detail").navigationTitle("Detail")
      }
    }
  }
}

/// A root with a ticking `.task` under a sheet or a full-screen cover.
struct CoverScreen: View {
  let journal: Journal
  @State private var showsSheet = false
  @State private var showsCover = false
  var body: some View {
    NavigationStack {
      VStack {
        Button("Sheet") { showsSheet = true }
        Button("Cover") { showsCover = true }
      }
      .navigationTitle("Under")
      .onAppear { journal.note("appear under") }
      .onDisappear { journal.note("disappear under") }
      .task {
        do {
          while true {
            try await Task.sleep(for: .seconds(1))
            journal.note("tick under")
          }
        } catch {
          journal.note("under cancelled")
        }
      }
      .sheet(isPresented: $showsSheet) {
        Button("Close sheet") { showsSheet = false }
      }
      .fullScreenCover(isPresented: $showsCover) {
        Button("Close cover") { showsCover = false }
      }
    }
  }
}

/// A field with a title and a prompt.
struct PromptScreen: View {
  @State private var email = ""
  var body: some View {
    NavigationStack {
      TextField("Email", text: $email, prompt: Text("you@example.com"))
        .navigationTitle("Prompt")
    }
  }
}

/// A list of numbers filtered by a search, for what stays on screen.
struct ShrinkingListScreen: View {
  @State private var query = ""
  let numbers = Array(0..<20)
  var body: some View {
    NavigationStack {
      List(query.isEmpty ? numbers : numbers.filter { "\($0)".hasPrefix(query) }, id: \.self) {
        Text("number \($0)")
      }
      .accessibilityIdentifier("numbers")
      .searchable(text: $query)
      .navigationTitle("Numbers")
    }
  }
}

/// A follow button labelled for VoiceOver, whose title says what a tap does.
struct FollowScreen: View {
  @State private var following = false
  var body: some View {
    NavigationStack {
      Button(following ? "Unfollow" : "Follow") { following.toggle() }
        .accessibilityLabel("account.follow")
        .navigationTitle("Account")
    }
  }
}

/// Two dialogs: one with buttons of its own only, one whose own button cancels.
struct DialogScreen: View {
  @State private var asking = false
  @State private var askingWithCancel = false
  @State private var said = "nothing"
  var body: some View {
    NavigationStack {
      VStack {
        Text("said \(said)")
        Button("Ask") { asking = true }
        Button("Ask with cancel") { askingWithCancel = true }
      }
      .navigationTitle("Dialogs")
      .confirmationDialog("Remove?", isPresented: $asking) {
        Button("Remove", role: .destructive) { said = "remove" }
      }
      .confirmationDialog("Keep?", isPresented: $askingWithCancel) {
        Button("Keep") { said = "keep" }
        Button("Never mind", role: .cancel) { said = "never mind" }
      }
    }
  }
}

/// A setting kept in `@AppStorage` and a field whose focus is watched.
struct StoredScreen: View {
  @AppStorage("nickname") private var nickname = "none"
  @FocusState private var focused: Bool
  @State private var note = ""
  var body: some View {
    NavigationStack {
      VStack {
        Text("nickname \(nickname)")
        Button("Name kim") { nickname = "kim" }
        TextField("Note", text: $note).focused($focused)
        Text("focused \(focused ? "yes" : "no")")
      }
      .navigationTitle("Stored")
    }
  }
}

/// A screen still loading: a spinner, and text redacted as a placeholder.
struct SpinnerScreen: View {
  var body: some View {
    NavigationStack {
      VStack {
        ProgressView("Loading")
        Text("a name").redacted(reason: .placeholder)
      }
      .navigationTitle("Spinner")
    }
  }
}

/// A cover, a sheet, and a sheet whose dismissal is disabled, each closed by its own button.
struct ModalsScreen: View {
  @State private var cover = false
  @State private var sheet = false
  @State private var lockedSheet = false
  var body: some View {
    NavigationStack {
      VStack {
        Button("Cover") { cover = true }
        Button("Sheet") { sheet = true }
        Button("Locked") { lockedSheet = true }
      }
      .navigationTitle("Modals")
      .fullScreenCover(isPresented: $cover) {
        NavigationStack {
          Button("Done") { cover = false }.navigationTitle("Cover")
        }
      }
      .sheet(isPresented: $sheet) {
        Button("Done") { sheet = false }.navigationTitle("Sheet")
      }
      .sheet(isPresented: $lockedSheet) {
        Button("Done") { lockedSheet = false }
          .navigationTitle("Locked")
          .interactiveDismissDisabled()
      }
    }
  }
}

/// A tab labelled Search beside a list with a search field.
struct SearchTabScreen: View {
  @State private var query = ""
  var body: some View {
    TabView {
      NavigationStack {
        List(["Ada", "Hana"].filter { query.isEmpty || $0.hasPrefix(query) }, id: \.self) {
          Text($0)
        }
        .searchable(text: $query)
        .navigationTitle("People")
      }
      .tabItem { Label("People", systemImage: "person") }
      NavigationStack {
        Text("Find anything").navigationTitle("Find")
      }
      .tabItem { Label("Search", systemImage: "magnifyingglass") }
    }
  }
}

/// An alert whose only button is disabled until a flag is set, as a terms screen might.
struct LockedAlertScreen: View {
  @State private var asking = false
  @State private var said = "nothing"
  var body: some View {
    NavigationStack {
      VStack {
        Text("said \(said)")
        Button("Ask") { asking = true }
      }
      .navigationTitle("Terms")
      .alert("Accept the terms?", isPresented: $asking) {
        Button("Accept") { said = "accepted" }.disabled(true)
      }
    }
  }
}

/// A property wrapper of the app's own that keeps its value in a `@State`, as teams write.
@propertyWrapper
struct Counted: DynamicProperty {
  @State private var count = 0
  var wrappedValue: Int {
    get { count }
    nonmutating set { count = newValue }
  }
}

/// A screen whose count lives in the app's own property wrapper.
struct CountedScreen: View {
  @Counted private var taps
  var body: some View {
    NavigationStack {
      VStack {
        Text("taps \(taps)")
        Button("Tap") { taps += 1 }
      }
      .navigationTitle("Counted")
    }
  }
}

/// A property wrapper of the app's own that holds two `@State`s: a total and how many times it
/// changed.
@propertyWrapper
struct Tally: DynamicProperty {
  @State private var total = 0
  @State private var changes = 0
  var wrappedValue: Int {
    get { total }
    nonmutating set {
      total = newValue
      changes += 1
    }
  }
  var projectedValue: Int { changes }
}

/// A screen whose own wrapper of two `@State`s comes before a `@State` of the view's: each
/// keeps its own value.
struct LikesAndTapsScreen: View {
  @Tally private var taps
  @State private var likes = 0
  var body: some View {
    CountsBody(likes: likes, taps: taps, changes: $taps) {
      likes += 1
    } tap: {
      taps += 1
    }
  }
}

/// What both screens of counts show, whichever order their properties are in.
struct CountsBody: View {
  let likes: Int
  let taps: Int
  let changes: Int
  let like: @MainActor @Sendable () -> Void
  let tap: @MainActor @Sendable () -> Void
  var body: some View {
    NavigationStack {
      VStack {
        Text("likes \(likes), taps \(taps) in \(changes) changes")
        Button("Like", action: like)
        Button("Tap", action: tap)
      }
      .navigationTitle("Counts")
    }
  }
}

/// The same two counts with the view's `@State` first and the wrapper after it.
struct TapsAfterLikesScreen: View {
  @State private var likes = 0
  @Tally private var taps
  var body: some View {
    CountsBody(likes: likes, taps: taps, changes: $taps) {
      likes += 1
    } tap: {
      taps += 1
    }
  }
}

/// What rows read from the environment.
@MainActor @Observable
final class Palette {
  var accent = "blue"
}

/// A row that reads an environment object.
struct PaletteRow: View {
  @Environment(Palette.self) private var palette
  let number: Int
  var body: some View { Text("row \(number) in \(palette.accent)") }
}

/// A list of rows reading an environment object nobody provided.
struct MissingPaletteScreen: View {
  var body: some View {
    NavigationStack {
      List(0..<32, id: \.self) { PaletteRow(number: $0) }
        .accessibilityIdentifier("rows")
        .navigationTitle("Rows")
    }
  }
}

/// Two tabs, each its own stack; the first pushes an account with a counter, and a settings
/// screen that hides the tab bar, and one that hides only its navigation bar.
struct TabStacksScreen: View {
  var body: some View {
    TabView {
      NavigationStack {
        VStack {
          NavigationLink("Ada", value: "Ada")
          NavigationLink("Settings", value: "settings")
          NavigationLink("Quiet", value: "quiet")
        }
        .navigationTitle("Accounts")
        .navigationDestination(for: String.self) { name in
          if name == "settings" {
            Text("Settings").navigationTitle("Settings").toolbar(.hidden, for: .tabBar)
          } else if name == "quiet" {
            Text("Quiet").navigationTitle("Quiet").toolbar(.hidden, for: .navigationBar)
          } else {
            Counter(name: name).navigationTitle(name)
          }
        }
      }
      .tabItem { Label("Accounts", systemImage: "person") }
      NavigationStack {
        Text("Me").navigationTitle("Profile")
      }
      .tabItem { Label("Profile", systemImage: "gear") }
    }
  }
}

/// Tabs shown only while signed in: signing out from the second tab takes the tab view, and the
/// first tab's stack, set aside with a pushed screen in it, with it.
struct SignedInTabsScreen: View {
  @State private var signedIn = true
  var body: some View {
    if signedIn {
      TabView {
        NavigationStack {
          NavigationLink("Ada", value: "Ada")
            .navigationTitle("Accounts")
            .navigationDestination(for: String.self) { name in
              Counter(name: name).navigationTitle(name)
            }
        }
        .tabItem { Label("Accounts", systemImage: "person") }
        NavigationStack {
          Button("Sign out") { signedIn = false }.navigationTitle("Profile")
        }
        .tabItem { Label("Profile", systemImage: "gear") }
      }
    } else {
      NavigationStack { Text("Signed out").navigationTitle("Welcome") }
    }
  }
}

/// An alert that asks for a name, as iOS 16's alerts with a text field do.
struct RenameScreen: View {
  @State private var renaming = false
  @State private var name = "Ada"
  @State private var draft = ""
  var body: some View {
    NavigationStack {
      VStack {
        Text("name \(name)")
        Button("Rename") {
          draft = ""
          renaming = true
        }
      }
      .navigationTitle("Account")
      .alert("Rename", isPresented: $renaming) {
        TextField("New name", text: $draft)
        Button("Save") {
          name = draft
        }
        Button("Cancel", role: .cancel) {}
      }
    }
  }
}

/// A list section with a footer.
struct FooterScreen: View {
  var body: some View {
    NavigationStack {
      List {
        Section {
          Text("one")
          Text("two")
        } header: {
          Text("Numbers")
        } footer: {
          Text("Two for now")
        }
      }
      .navigationTitle("Footer")
    }
  }
}

/// Tabs made from a list the tabs themselves shorten or clear.
struct ShrinkingTabsScreen: View {
  @State private var names = ["One", "Two", "Three"]
  var body: some View {
    TabView {
      ForEach(names, id: \.self) { name in
        VStack {
          Text("tab \(name)")
          Button("Drop \(name)") { names.removeAll { $0 == name } }
          Button("Clear") { names = [] }
        }
        .tabItem { Label(name, systemImage: "circle") }
      }
    }
  }
}

/// A text and a field of the same name, as a form puts a label over its field.
struct NamedTwiceScreen: View {
  @State private var name = ""
  var body: some View {
    NavigationStack {
      Form {
        Text("Name")
        TextField("Name", text: $name)
        Text("hello \(name)")
      }
      .navigationTitle("Profile")
    }
  }
}
