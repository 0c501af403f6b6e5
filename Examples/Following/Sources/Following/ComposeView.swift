#if FLOWSIM
  import FlowUI
#else
  import SwiftUI
#endif

/// A new post: 1 to 80 characters; Post sends it and closes the sheet.
struct ComposeView: View {
  let api: SocialAPI
  @Environment(\.dismiss) private var dismiss
  @State private var text = ""
  @State private var isPosting = false
  @State private var failure: String?

  private var trimmed: String { text.trimmingCharacters(in: .whitespacesAndNewlines) }
  private var canPost: Bool { (1...80).contains(trimmed.count) && !isPosting }

  var body: some View {
    NavigationStack {
      Form {
        TextField("What's new?", text: $text, axis: .vertical)
          .accessibilityIdentifier("text")
        Text("\(80 - trimmed.count) characters left")
        if let failure { Text(failure) }
        if isPosting { ProgressView("Posting") }
      }
      .navigationTitle("New post")
      .toolbar {
        ToolbarItem(placement: .cancellationAction) {
          Button("Cancel") { dismiss() }
        }
        ToolbarItem(placement: .confirmationAction) {
          Button("Post") { Task { await post() } }
            .disabled(!canPost)
        }
      }
    }
  }

  private func post() async {
    isPosting = true
    defer { isPosting = false }
    do {
      try await api.post(trimmed)
      dismiss()
    } catch {
      failure = FollowingModel.message(for: error)
    }
  }
}
