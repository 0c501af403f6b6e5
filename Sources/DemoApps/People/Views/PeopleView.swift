import FlowKit

/// The people screen.
struct PeopleView: FlowView {
  let model: PeopleViewModel

  var body: Screen {
    Screen(model.title) {
      List(model.list)
    }
  }
}
