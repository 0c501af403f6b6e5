import FlowUI

/// A shared list of messages that any screen may change.
@MainActor @Observable
final class Inbox {
  var messages: [String] = []
}

/// A stack bound to a path of numbers, with a detail that leaves work running after it goes.
struct PathScreen: View {
  let inbox: Inbox
  @State private var path: [Int] = []
  @State private var confirming = false
  @State private var deleted = false
  var body: some View {
    NavigationStack(path: $path) {
      VStack {
        Text("path \(path.map(String.init).joined(separator: ","))")
        Text("messages \(inbox.messages.count)")
        NavigationLink("One", value: 1)
        NavigationLink("Letter", value: "a")
        Button("Deep") { path = [1, 2, 3] }
        Button("Delete", role: .destructive) { confirming = true }
        if deleted { Text("deleted") }
      }
      .navigationTitle("Path")
      .navigationDestination(for: Int.self) { number in
        NumberView(number: number, inbox: inbox, path: $path)
      }
      .alert("Delete everything?", isPresented: $confirming) {
        Button("Delete", role: .destructive) { deleted = true }
        Button("Keep", role: .cancel) {}
      } message: {
        Text("It cannot be undone.")
      }
      .onOpenURL { url in path = [Int(url.lastPathComponent) ?? 0] }
    }
  }
}

struct NumberView: View {
  let number: Int
  let inbox: Inbox
  @Binding var path: [Int]
  @Environment(\.dismiss) private var dismiss
  @State private var removing = false
  @State private var stars = 0
  var body: some View {
    VStack {
      Text("number \(number)")
      Stepper("Stars \(stars)", value: $stars, in: 0...2)
      Button("Remove") { removing = true }
        .confirmationDialog("Remove \(number)?", isPresented: $removing) {
          Button("Remove", role: .destructive) {
            Task {
              try? await Task.sleep(for: .milliseconds(100))
              inbox.messages.append("removed \(number)")
              dismiss()
            }
          }
        }
      Button("Next") { path.append(number + 1) }
      Button("Replace") { path = [number + 10] }
      Button("Send later") {
        // A plain Task, not tied to the view: it outlives the screen when the user goes back.
        Task {
          try? await Task.sleep(for: .seconds(1))
          inbox.messages.append("late")
        }
      }
    }
    .navigationTitle("N\(number)")
  }
}

/// Many rows, each loading its detail as it appears.
struct RowsScreen: View {
  @State private var appeared: [Int] = []
  var body: some View {
    NavigationStack {
      List {
        Section("Seen") { Text("\(appeared.count) rows appeared") }
        Section("Rows") {
          ForEach(0..<30) { index in
            Text("Row \(index)").onAppear { appeared.append(index) }
          }
        }
      }
      .accessibilityIdentifier("rows")
      .navigationTitle("Rows")
    }
  }
}

/// Controls whose ids come from their labels.
struct IDScreen: View {
  @State private var text = ""
  @State private var on = false
  var body: some View {
    NavigationStack {
      VStack {
        Button("New post") {}
        Button("New post") {}
        Button("登录") {}
        Button {
        } label: {
          Image(systemName: "plus")
        }
        Button("?!") {}
        TextField("Full name", text: $text)
        Toggle("Dark mode", isOn: $on)
        Button("Save") {}.accessibilityIdentifier("save")
      }
      .navigationTitle("IDs")
    }
  }
}

/// Views flowsim cannot show as a screen, each as an app might write it by mistake.
struct LinkOutsideStack: View {
  var body: some View { NavigationLink("Lost", value: 1) }
}

struct NoDestination: View {
  var body: some View {
    NavigationStack {
      NavigationLink("Open", value: 7).navigationTitle("Root")
    }
  }
}

struct NestedStacks: View {
  var body: some View {
    NavigationStack {
      NavigationStack { Text("inner") }.navigationTitle("Outer")
    }
  }
}

@MainActor @Observable
final class Profile {
  var name = "lee"
}

struct NeedsProfile: View {
  @Environment(Profile.self) private var profile
  var body: some View { Text(profile.name) }
}

struct MissingObject: View {
  var body: some View {
    NavigationStack {
      VStack {
        Text("above")
        NeedsProfile()
      }
      .navigationTitle("Missing")
    }
  }
}

/// A field that sends on the return key, and one that does nothing on it.
struct SubmitScreen: View {
  @State private var message = ""
  @State private var sent: [String] = []
  @State private var note = ""
  var body: some View {
    NavigationStack {
      VStack {
        TextField("Message", text: $message)
          .onSubmit {
            sent.append(message)
            message = ""
          }
        TextField("Note", text: $note)
        Text("sent \(sent.joined(separator: ","))")
      }
      .navigationTitle("Submit")
    }
  }
}

/// An `.onChange` that sets the value it watches: a loop on any platform.
struct LoopingScreen: View {
  @State private var count = 0
  var body: some View {
    NavigationStack {
      VStack {
        Text("count \(count)")
        Button("Add") { count += 1 }
      }
      .onChange(of: count) { count += 1 }
      .navigationTitle("Loop")
    }
  }
}

/// A button that gives way to a spinner while its `Task` reloads, as a "Try again" does: the
/// button's view is gone when the work ends, and its screen is still shown.
struct RetryScreen: View {
  @State private var loading = false
  @State private var tries = 0
  var body: some View {
    VStack {
      Text("tries \(tries)")
      if loading {
        ProgressView("Loading")
      } else {
        Button("Try again") {
          loading = true
          Task {
            try? await Task.sleep(for: .milliseconds(200))
            tries += 1
            loading = false
          }
        }
      }
    }
  }
}

/// A stack bound to a type-erased `NavigationPath` of numbers and words, whose pushed screens pop
/// it by `removeLast`.
struct ErasedPathScreen: View {
  @State private var path = NavigationPath()

  static func pushThree(_ path: inout NavigationPath) {
    path.append(1)
    path.append("two")
    path.append(3)
  }

  var body: some View {
    NavigationStack(path: $path) {
      VStack {
        Text("pushed \(path.count), empty \(path.isEmpty)")
        Button("Three") { ErasedPathScreen.pushThree(&path) }
      }
      .navigationTitle("Erased")
      .navigationDestination(for: Int.self) { number in
        ErasedPathDetail(name: "N\(number)", path: $path)
      }
      .navigationDestination(for: String.self) { word in
        ErasedPathDetail(name: word, path: $path)
      }
    }
  }
}

struct ErasedPathDetail: View {
  let name: String
  @Binding var path: NavigationPath
  var body: some View {
    VStack {
      Text("pushed \(path.count)")
      Button("Three") { ErasedPathScreen.pushThree(&path) }
      Button("Pop") { path.removeLast() }
      Button("Pop two") { path.removeLast(2) }
      Button("Pop all") { path.removeLast(path.count) }
    }
    .navigationTitle(name)
  }
}

/// An alert up from the start: its binding is true when the screen first shows.
struct WelcomeAlertScreen: View {
  @State private var welcoming = true
  @State private var greeted = false
  var body: some View {
    NavigationStack {
      Text(greeted ? "greeted" : "not yet")
        .navigationTitle("Home")
        .alert("Welcome", isPresented: $welcoming) {
          Button("Thanks") { greeted = true }
        }
    }
  }
}

/// Masked fields: one of iOS 15's form, one of iOS 13's that runs `onCommit` on return.
struct PasswordScreen: View {
  @State private var password = ""
  @State private var pin = ""
  @State private var committed = ""
  var body: some View {
    NavigationStack {
      VStack {
        SecureField("Password", text: $password)
        SecureField("PIN", text: $pin, onCommit: { committed = pin })
        Text("\(password.count) typed, PIN \(committed)")
      }
      .navigationTitle("Sign in")
    }
  }
}
