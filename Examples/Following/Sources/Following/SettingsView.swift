#if FLOWSIM
  import FlowUI
#else
  import SwiftUI
#endif

/// How the list is sorted.
enum Sort: String, CaseIterable, Identifiable {
  case recent, name
  var id: Self { self }
  var title: String { self == .recent ? "Recent" : "Name" }
}

/// Settings, kept for the app.
struct SettingsView: View {
  @AppStorage("notifications") private var notifications = true
  @AppStorage("sort") private var sort = Sort.recent

  var body: some View {
    NavigationStack {
      Form {
        Section("Alerts") {
          Toggle("Notifications", isOn: $notifications)
        }
        Section {
          Picker("Sort by", selection: $sort) {
            ForEach(Sort.allCases) { sort in Text(sort.title).tag(sort) }
          }
        } footer: {
          Text(notifications ? "You hear of new posts." : "You hear of nothing.")
        }
      }
      .navigationTitle("Settings")
    }
  }
}
