import FlowKit
import TestSupport
import Testing

/// A view model whose view embeds a child of its own kind, without end.
@MainActor
final class NestingViewModel: ViewModel {
  let level: Int
  private(set) lazy var inner = NestingViewModel(context: context, level: level + 1)
  init(context: AppContext, level: Int) {
    self.level = level
    super.init(context: context, title: "level \(level)")
  }
}

@MainActor
struct NestingView: FlowView {
  let model: NestingViewModel
  var body: Screen {
    Screen(model.title) {
      Label("level \(model.level)", id: "level\(model.level)")
      Embed(model.inner)
    }
  }
}

@Suite("Embedded screens", .timeLimit(.minutes(5)), .watchdog)
struct EmbedDepthTests {
  @MainActor
  @Test("children embedded without end are shown to sixteen levels, and the display ends")
  func depthLimit() {
    let runtime = FlowRuntime()
    let labels: [String] = runtime.perform {
      let context = AppContext(runtime: runtime)
      context.views.register(NestingView.self)
      context.setRoot(NestingViewModel(context: context, level: 0))
      return context.display().elements.compactMap(\.id)
    }
    #expect(labels == (0...16).map { "level\($0)" })
  }
}
