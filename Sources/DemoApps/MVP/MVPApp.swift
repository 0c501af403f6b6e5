public import FlowKit

/// `mvp`, after the MVP list article: the same runtime hosts a presenter and a passive view.
public enum MVPApp {
  /// The app as flowsim lists it.
  public static let app = FlowApp(
    name: "mvp",
    summary: "a list a presenter fills from its data source (MVP)"
  ) { context, _ in
    context.texts = .chinese
    context.views.register(ListScreenView.self)
    let datasource = ListDatasource(context.serviceEnvironment)
    context.services.register((any ListDatasourcing).self, datasource)
    return ListScreen(
      context: context, presenter: ListPresenter(datasource: try context.services.resolve()))
  }
}
