import FlowKit

// The layout of a struct, from the standard library's reflection interface: Linux's toolchain
// has it; Apple's systems ship the standard library without it, and read views through Mirror.
#if !canImport(Darwin)
  @_spi(Reflection) import func Swift._forEachField
#endif

/// One screen's views between evaluations: the records at each place, and what the last
/// evaluation found (title, toolbar, search field, what runs after it).
///
/// An evaluation walks the screen's views from its root; each place seen keeps its record and
/// each place no longer seen loses it (its task is cancelled, its `.onDisappear` runs), unless
/// a tab view keeps it while another tab is selected. What SwiftUI runs after a body
/// (`.onAppear`, starting a `.task`, `.onChange`) runs once the walk is done, in the order the
/// walk met it.
@MainActor
final class ViewGraph {
  /// The app.
  let context: AppContext
  /// The screen these views are on.
  weak var host: ViewHost?
  /// The screen's view, for what its work is called.
  var name = ""
  /// The app's state across screens (`@AppStorage`, `.onOpenURL`).
  var app: AppState { AppState.of(context) }
  /// The screen's records by place.
  private var records: [Int: NodeRecord] = [:]
  private var seen: Set<Int> = []
  private var hidden: Set<Int> = []
  private var after: [@MainActor () -> Void] = []
  private var serial = 0
  /// Whether the screen is on screen: only then do views appear.
  var isVisible = false
  /// What the evaluation found for the screen's navigation bar.
  var title: String?
  /// Whether the content disabled interactive dismissal (`.interactiveDismissDisabled()`).
  var dismissDisabled = false
  /// The tab bar of a `TabView` on this screen, for the screens its tabs' stacks push.
  var tabBar: Element?
  /// Whether the content hides the tab bar (`.toolbar(.hidden, for: .tabBar)`).
  var hidesTabBar = false
  /// The stack of each tab on this screen, by the tab's place.
  var tabStacks: [Int: WeakStack] = [:]
  /// The toolbar's items, in order.
  var toolbar: [Element] = []
  /// The field of `.searchable`.
  var search: Element?
  /// The values of `.preference(key:value:)` this evaluation, by key.
  var preferences: [ObjectIdentifier: Any] = [:]
  /// The handlers of `.onOpenURL` on screen.
  var openURLHandlers: [@MainActor (URL) -> Void] = []

  init(context: AppContext) {
    self.context = context
  }

  /// Whose work the screen's views' work is, to tell whether the screen is gone.
  let screenOwner = ViewOwner(name: "screen")

  /// The record of the view at `path`, in `tabs`, made when first seen.
  func record(at path: Int, tabs: [Int]) -> NodeRecord {
    seen.insert(path)
    if let record = records[path] { return record }
    serial += 1
    let record = NodeRecord(
      serial: serial, name: "work of \(name)", tabs: tabs, screen: screenOwner)
    records[path] = record
    return record
  }

  /// Keeps the records in the tab at `path` while they are not seen: a tab not selected.
  func keepHidden(_ path: Int) { hidden.insert(path) }

  /// Runs `action` once this evaluation is done.
  func afterEvaluation(_ action: @escaping @MainActor () -> Void) { after.append(action) }

  /// Reports a problem of the view at `record` once, at the command that met it.
  func report(_ problem: AppProblem, for record: NodeRecord) {
    guard record.reported.insert(problem.description).inserted else { return }
    context.problems.report(problem)
  }

  /// Evaluates `content`: the screen it shows now. What runs after the walk is returned, to run
  /// outside observation.
  func evaluate(_ content: any View, environment: EnvironmentValues, stack: StackController?)
    -> (screen: Screen, after: [@MainActor () -> Void])
  {
    seen = []
    hidden = []
    after = []
    title = nil
    dismissDisabled = false
    hidesTabBar = false
    toolbar = []
    search = nil
    openURLHandlers = []
    preferences = [:]
    let scope = Scope(graph: self, environment: environment, stack: stack)
    var elements = Evaluator.elements(of: content, in: scope)
    let gone = records.filter { path, _ in !seen.contains(path) }.sorted {
      $0.value.serial < $1.value.serial
    }
    for (path, record) in gone {
      if !hidden.isDisjoint(with: record.tabs) {
        record.disappear()
      } else {
        records[path] = nil
        record.remove()
      }
    }
    var top: [Element] = []
    if !toolbar.isEmpty { top.append(Element(.toolbar, children: toolbar)) }
    if let search { top.append(search) }
    // A screen a tab's stack pushed keeps the tab bar, as on a phone, unless it hides it.
    if let stack, stack.tab != nil, !hidesTabBar, let root = stack.rootHost?.graph, root !== self,
      let bar = root.tabBar
    {
      elements.append(bar)
    }
    elements = ElementIDs.assign(top + elements)
    let actions = after
    after = []
    return (Screen(title: title ?? "", elements: elements), actions)
  }

  /// The screen left sight: every view disappears, and keeps its state.
  func disappearAll() {
    isVisible = false
    for record in records.values.sorted(by: { $0.serial < $1.serial }) { record.disappear() }
  }

  /// The screen left the app: every view goes.
  func tearDown() {
    isVisible = false
    screenOwner.markGone()
    let all = records.values.sorted { $0.serial < $1.serial }
    records = [:]
    for record in all { record.remove() }
  }

  /// Installs `view`'s state, bindings and environment before its body is asked for; false
  /// when it cannot be shown (an environment object nobody provided), which is reported.
  func install(_ view: Any, in scope: Scope) -> Bool {
    let problem = installSlots(of: view, from: 0, in: scope).problem
    if let problem {
      // One omission is one report, however many places of the screen read what is missing.
      let report = AppProblem.view(
        name: Evaluator.name(of: view as? any View ?? EmptyView()), problem: problem.problem,
        fix: problem.fix)
      if reportedInstalls.insert(report.description).inserted {
        context.problems.report(report)
      }
      return false
    }
    return true
  }

  /// Installs the slots among `value`'s stored properties, numbered from `first`, and those of
  /// a `DynamicProperty` of the app's own among them (a struct holding a `@State`), as SwiftUI
  /// fills them in: whether there was any, and the first problem.
  private func installSlots(of value: Any, from first: Int, in scope: Scope) -> (
    found: Bool, problem: InstallProblem?
  ) {
    guard let fields = SlotFields.of(type(of: value)) else {
      return installSlots(mirroring: value, from: first, in: scope)
    }
    guard !fields.isEmpty else { return (false, nil) }
    for field in fields {
      if let problem = install(field.value(in: value), at: first + field.index, in: scope).problem {
        return (true, problem)
      }
    }
    return (true, nil)
  }

  /// As ``installSlots(of:from:in:)``, for a value whose layout the runtime does not give (a
  /// class): each of its properties, through `Mirror`.
  private func installSlots(mirroring value: Any, from first: Int, in scope: Scope) -> (
    found: Bool, problem: InstallProblem?
  ) {
    var index = first
    var found = false
    for child in Mirror(reflecting: value).children {
      defer { index += 1 }
      let installed = install(child.value, at: index, in: scope)
      found = found || installed.found
      if let problem = installed.problem { return (true, problem) }
    }
    return (found, nil)
  }

  /// Installs `property`, the `index`-th stored property of a view, if it is a slot or holds
  /// one.
  private func install(_ property: Any, at index: Int, in scope: Scope) -> (
    found: Bool, problem: InstallProblem?
  ) {
    if let slot = property as? any DynamicSlot {
      return (true, slot.install(in: scope, index: index))
    }
    guard property is any DynamicProperty else { return (false, nil) }
    // Its own properties take places of their own, after the view's.
    return installSlots(of: property, from: (index + 1) * 1_000, in: scope)
  }

  /// The install problems this screen has reported.
  private var reportedInstalls: Set<String> = []
}

/// A stored property of a view type that flowsim fills in (`@State`, `@Environment`, a
/// `DynamicProperty` of the app's own that holds one), found once a type: the first evaluation
/// of a view reads its type's layout, and every later one reads only those properties, at their
/// offsets, where `Mirror` would decode the type of every property each time.
@MainActor
struct SlotFields {
  /// The property's place among the type's stored properties.
  let index: Int
  /// Where it is in a value of the type.
  private let offset: Int
  /// Reads it there.
  private let read: (UnsafeRawPointer) -> Any

  /// The property in `value`, a value of the type it was found in.
  func value(in value: Any) -> Any {
    func open<V>(_ value: V) -> Any {
      withUnsafeBytes(of: value) { bytes in
        // A type with a property is never of size zero, so its bytes have an address.
        guard let base = bytes.baseAddress else { return () }
        return read(base + offset)
      }
    }
    return _openExistential(value, do: open)
  }

  private static var cache: [ObjectIdentifier: [SlotFields]?] = [:]

  /// Whether views are read through `Mirror` alone, as on Apple's systems (a test reads them so
  /// here too).
  @TaskLocal static var mirrorsOnly = false

  /// The properties of `type` to fill in; nil when the runtime gives no layout of it (a
  /// class, an enum, or any type on Apple's systems).
  static func of(_ type: Any.Type) -> [SlotFields]? {
    guard !mirrorsOnly else { return nil }
    let key = ObjectIdentifier(type)
    if let known = cache[key] { return known }
    let found = layout(of: type)
    cache[key] = found
    return found
  }

  private static func layout(of type: Any.Type) -> [SlotFields]? {
    #if canImport(Darwin)
      return nil
    #else
      var fields: [SlotFields] = []
      var index = 0
      let isStruct = _forEachField(of: type, options: []) { _, offset, fieldType, _ in
        defer { index += 1 }
        if fieldType is any DynamicSlot.Type || fieldType is any DynamicProperty.Type {
          fields.append(SlotFields(index: index, offset: offset, read: reader(for: fieldType)))
        }
        return true
      }
      return isStruct ? fields : nil
    #endif
  }

  private static func reader(for type: Any.Type) -> (UnsafeRawPointer) -> Any {
    func read<T>(_: T.Type) -> (UnsafeRawPointer) -> Any {
      { $0.assumingMemoryBound(to: T.self).pointee }
    }
    return _openExistential(type, do: read)
  }
}

/// A tab's stack, held weakly: its `NavigationStack`'s place owns it.
@MainActor
struct WeakStack {
  weak var controller: StackController?
  init(_ controller: StackController) { self.controller = controller }
}

/// A property that flowsim fills in before a body is asked for: `@State`, `@Environment`,
/// `@AppStorage`, `@FocusState`.
@MainActor
protocol DynamicSlot {
  /// Connects the property to what lives at `scope` (its `index`-th stored property), or says
  /// why it cannot.
  func install(in scope: Scope, index: Int) -> InstallProblem?
}

/// Why a view cannot be shown, and the fix.
struct InstallProblem {
  var problem: String
  var fix: String
}
