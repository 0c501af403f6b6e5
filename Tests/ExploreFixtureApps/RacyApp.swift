import FlowKit

/// Two tasks started together that both write one label: which one writes last depends on the
/// order the two jobs run in, which nothing in the app fixes. A race, as `--shuffle` finds it.
public enum RacyApp {
  /// The app.
  public static let app = FlowApp(name: "racy", summary: "two tasks race to one label") {
    context, _ in
    context.views.register(RacyView.self)
    return RacyViewModel(context: context)
  }
}

final class RacyViewModel: ViewModel {
  private(set) var winner = "nobody"

  init(context: AppContext) { super.init(context: context, title: "Race") }

  func start() {
    for name in ["cache", "server", "disk"] {
      Task { self.winner = name }
    }
  }

  /// The same race, fatal: the app traps when disk is not the last to write, as an app whose
  /// code assumes an order would.
  func startOrCrash() {
    for name in ["cache", "server", "disk"] {
      Task {
        self.winner = name
        self.arrived += 1
        if self.arrived == 3, name != "disk" { fatalError("the race ended on \(name)") }
      }
    }
  }
  private var arrived = 0
}

extension RacyViewModel: HasView { typealias View = RacyView }

struct RacyView: FlowView {
  let model: RacyViewModel

  var body: Screen {
    Screen(model.title) {
      Label("last: \(model.winner)", id: "winner")
      Button("Start", id: "start") { model.start() }
      Button("Start or crash", id: "startOrCrash") { model.startOrCrash() }
    }
  }
}
