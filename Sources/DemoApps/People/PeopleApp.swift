public import FlowKit

/// `people`, after ZZActionPipe's collection demo.
public enum PeopleApp {
  /// The app as flowsim lists it.
  public static let app = FlowApp(
    name: "people",
    summary: "taps counted by analytics the screen never sees (ZZActionPipe)"
  ) { context, _ in
    context.texts = .chinese
    context.views.register(PeopleView.self)
    let model = PeopleViewModel(context: context)
    model.pipe.then(PeopleAnalytics.pipe(reportingTo: context.events, screen: model.title))
    return model
  }
}

/// The analytics observer: it reports the screen's exposure when it appears, each row's exposure
/// the first time it is shown, and each click, as the original's analytics pipe did.
@MainActor
enum PeopleAnalytics {
  static func pipe(reportingTo events: EventLog, screen: String) -> ActionPipe<PeopleAction> {
    let pipe = ActionPipe<PeopleAction>(name: "analytics")
    var exposed = Set<Int>()
    pipe.observe { action, _ in
      switch action {
      case .appear:
        events.record(.analytics, "\(screen) viewDidAppear 曝光")
      case .display(let row):
        guard exposed.insert(row).inserted else { return }
        events.record(.analytics, "cell \(row) 曝光上报")
      case .click(let row):
        events.record(.analytics, "cell \(row) 点击上报")
      }
    }
    return pipe
  }
}
