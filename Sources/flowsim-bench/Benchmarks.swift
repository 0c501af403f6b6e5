import DemoApps
import ExploreFixtureApps
import FlowKit
import FlowScript
import Following
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// The measurements of flowsim-bench, each against its budget.
struct Benchmarks {
  struct Result {
    let key: String
    let what: String
    let value: Double
    let budget: Double
    /// Whether a larger value is better (a rate) rather than worse (a time or a size).
    let higherIsBetter: Bool

    var meetsBudget: Bool { higherIsBetter ? value >= budget : value <= budget }
  }

  struct Failure: Error, CustomStringConvertible {
    let description: String
  }

  let scenarioDirectory: String
  /// The folder that holds the scenario folder, as explore reads an app's texts from it.
  var scenarioRoot: String {
    let root = (scenarioDirectory as NSString).deletingLastPathComponent
    return root.isEmpty ? "." : root
  }

  /// The walks of the generated apps give two figures; they are walked once for both.
  let bigExploreCache = BigExploreCache()

  final class BigExploreCache {
    var value: (sixty: Result, growth: Result, rate: Result)?
  }

  /// Every benchmark, or those whose keys are in `only`.
  func all(only: Set<String>? = nil) throws -> [Result] {
    let needsFlowsim: Set = ["cold_start_ms", "parallel_speedup_j2"]
    let flowsim = only.map { !$0.isDisjoint(with: needsFlowsim) } ?? true ? try builtFlowsim() : ""
    let all: [(key: String, run: () throws -> Result)] = [
      ("commands_per_second", commandsPerSecond),
      ("overhead_ratio", overheadRatio),
      ("show_100k_rows_ms", show100kRows),
      ("growth_10k_over_1k_steps", growth),
      ("cold_start_ms", { coldStart(flowsim) }),
      ("peak_rss_mb_100k_rows", peakMemory),
      ("peak_rss_mb_explore_100k_states", exploreMemory),
      ("parallel_speedup_j2", { try parallelSpeedup(flowsim) }),
      ("explore_states_per_second", { try exploreBigApps().rate }),
      ("explore_replays_demo_apps", exploreReplaysDemoApps),
      ("explore_60_screens_s", { try exploreBigApps().sixty }),
      ("explore_growth_60_over_15", { try exploreBigApps().growth }),
      ("explore_flowui_states_per_second", exploreSwiftUIBigApp),
      ("explore_following_s", exploreFollowing),
      ("fault_runs_per_second", faultRunsPerSecond),
      ("flowkit_list_commands_per_second", flowKitListCommandsPerSecond),
      ("flowui_commands_per_second", flowUICommandsPerSecond),
      ("type_2m_characters_s", type2MCharacters),
    ]
    if let only, let unknown = only.first(where: { key in !all.contains { $0.key == key } }) {
      throw Failure(
        description:
          "no benchmark '\(unknown)'; the keys: \(all.map(\.key).joined(separator: ", "))")
    }
    return try all.filter { only?.contains($0.key) ?? true }.map { try $0.run() }
  }

  // MARK: Replay speed

  /// Commands replayed per second over every scenario file, in-process.
  func commandsPerSecond() throws -> Result {
    let files = try scenarioFiles()
    guard !files.isEmpty else {
      throw Failure(
        description:
          "no scenario files under \(scenarioDirectory); run from the repository, or pass --scenarios=DIR"
      )
    }
    let scenarios = try files.map { path throws -> Scenario in
      do { return try Scenario.load(path) } catch { throw Failure(description: "\(error)") }
    }
    let commands = scenarios.reduce(0) { $0 + $1.steps.count }
    let runner = ScenarioRunner(apps: DemoApps.all)
    var failed = 0
    let time = Measure.median(runs: 7) {
      failed = scenarios.reduce(0) { $0 + (runner.run($1).passed ? 0 : 1) }
    }
    guard failed == 0 else {
      throw Failure(description: "\(failed) scenario files fail; run flowsim test")
    }
    return Result(
      key: "commands_per_second", what: "commands replayed per second over \(scenarioDirectory)/",
      value: Double(commands) / (time.milliseconds / 1000), budget: 20_000, higherIsBetter: true)
  }

  /// The scenario files that are tests.
  private func scenarioFiles() throws -> [String] {
    ScenarioFolder(scenarioDirectory).tests().map { scenarioDirectory + "/" + $0 }
  }

  /// Every scenario file, the steps that tests include among them.
  private func allScenarioFiles() -> [String] {
    ScenarioFolder(scenarioDirectory).flowFiles().map { scenarioDirectory + "/" + $0 }
  }

  // MARK: Overhead

  /// A login flow through the command language, over the same flow through FlowKit's API.
  func overheadRatio() throws -> Result {
    let lines = [
      "type #name lee", "type #password 00000000", "tap #login", "wait 500ms",
      "expect title \"欢迎\"", "back",
    ]
    let rounds = 1_000
    let scriptedFlow = {
      let session = Session(apps: [LoginApp.app])
      session.run(.open(app: "login", parameters: [:]))
      for _ in 0..<rounds {
        for line in lines { session.execute(line) }
      }
    }
    let directFlow = {
      let runtime = FlowRuntime()
      let context = runtime.perform { AppContext(runtime: runtime) }
      let model = runtime.perform { () -> LoginViewModel? in
        let root = try? LoginApp.app.make(context, [:])
        if let root { context.setRoot(root) }
        return root as? LoginViewModel
      }
      guard let model else { return }
      // As a user types, and as `type` delivers it: a keystroke at a time, the work each makes
      // due run before the next.
      func keystrokes(_ text: String, _ set: @escaping @MainActor @Sendable (String) -> Void)
        -> [@MainActor @Sendable () -> Void]
      {
        [{ set("") }] + text.indices.map { end in { set(String(text[...end])) } }
      }
      for _ in 0..<rounds {
        runtime.performSteps {
          ((), keystrokes("lee", model.setName) + keystrokes("00000000", model.setPassword))
        }
        runtime.perform { model.tapLogin() }
        runtime.advance(by: .milliseconds(500))
        runtime.perform {
          _ = context.visibleViewModel?.title == "欢迎"
          _ = try? context.window?.pop()
        }
      }
      // The app closes, as the scripted flow's session closes it when it goes: without this the
      // direct flow left each run's app and its events to the next, and never paid their freeing.
      runtime.perform { context.tearDown() }
    }
    // For a profiler: one side alone, 30 times (`FLOWSIM_BENCH_PROFILE=scripted` or `direct`),
    // and no figure, which one side alone cannot give.
    if let side = ProcessInfo.processInfo.environment["FLOWSIM_BENCH_PROFILE"] {
      let sides = ["scripted": scriptedFlow, "direct": directFlow]
      guard let flow = sides[side] else {
        throw Failure(
          description:
            "FLOWSIM_BENCH_PROFILE=\(side) names no side of overhead_ratio; give scripted or direct"
        )
      }
      for _ in 0..<30 { flow() }
      throw Failure(
        description: "profiled the \(side) side of overhead_ratio 30 times; no ratio was measured")
    }
    // The two flows alternate, and the ratio of each pair is kept, so that a slow spell of the
    // machine weighs on both sides of a ratio rather than on one side of the median.
    let clock = ContinuousClock()
    scriptedFlow()
    directFlow()
    var ratios: [Double] = []
    var scripted = Duration.zero
    var direct = Duration.zero
    for _ in 0..<15 {
      let s = clock.measure(scriptedFlow)
      let d = clock.measure(directFlow)
      scripted += s
      direct += d
      ratios.append(s.milliseconds / max(d.milliseconds, 0.000_001))
    }
    ratios.sort()
    if ProcessInfo.processInfo.environment["FLOWSIM_BENCH_DEBUG"] != nil {
      let parse = Measure.median(runs: 5) {
        for _ in 0..<rounds { for line in lines { _ = try? CommandTable.parse(line) } }
      }
      let session = Session(apps: [LoginApp.app])
      session.run(.open(app: "login", parameters: [:]))
      let display = Measure.median(runs: 5) { for _ in 0..<(rounds * 4) { _ = session.display() } }
      let performs = Measure.median(runs: 5) {
        for _ in 0..<(rounds * 6) { _ = session.withContext { _ in 1 } }
      }
      let commands = try lines.compactMap { try CommandTable.parse($0) }
      let runOnly = Measure.median(runs: 5) {
        let session = Session(apps: [LoginApp.app])
        session.run(.open(app: "login", parameters: [:]))
        for _ in 0..<rounds { for command in commands { session.run(command) } }
      }
      let executeParsed = Measure.median(runs: 5) {
        let session = Session(apps: [LoginApp.app])
        session.run(.open(app: "login", parameters: [:]))
        for _ in 0..<rounds {
          for (command, line) in zip(commands, lines) { session.execute(command, line: line) }
        }
      }
      let full = Measure.median(runs: 5, scriptedFlow)
      let directT = Measure.median(runs: 5, directFlow)
      FileHandle.standardError.write(
        Data(
          "run \(runOnly) execute parsed \(executeParsed) execute \(full) direct \(directT)\n".utf8)
      )
      FileHandle.standardError.write(
        Data(
          "scripted \(scripted) direct \(direct) parse \(parse) display \(display) perform \(performs)\n"
            .utf8))
    }
    return Result(
      key: "overhead_ratio", what: "a scripted login flow over the same flow through FlowKit",
      value: ratios[ratios.count / 2], budget: 1.8,
      higherIsBetter: false)
  }

  // MARK: FlowUI

  /// The same list flow (load, show, open a row, back, refresh) as commands, on an app of
  /// FlowKit view models and on one of SwiftUI views. The two alternate, so that a slow spell of
  /// the machine weighs on both; FlowUI's budget is two thirds of FlowKit's rate in the same run.
  func listCommands() -> (kit: Double, ui: Double) {
    let lines = [
      "settle", "show", "tap #items[3]", "expect title \"Item 3\"", "show", "back",
      "refresh #items", "settle", "expect #items count 20", "show",
    ]
    let rounds = 200
    func flow(_ app: FlowApp) {
      let session = Session(apps: [app])
      session.run(.open(app: "list", parameters: [:]))
      var failed = false
      for _ in 0..<rounds {
        for line in lines where session.execute(line).failed { failed = true }
      }
      if failed {
        FileHandle.standardError.write(Data("the list flow failed on \(app.summary)\n".utf8))
      }
    }
    let clock = ContinuousClock()
    flow(ListFlowKitApp.app)
    flow(ListFlowUIApp.app)
    var kit: [Duration] = []
    var ui: [Duration] = []
    for _ in 0..<7 {
      kit.append(clock.measure { flow(ListFlowKitApp.app) })
      ui.append(clock.measure { flow(ListFlowUIApp.app) })
    }
    func rate(_ times: [Duration]) -> Double {
      Double(rounds * lines.count) / (times.sorted()[times.count / 2].milliseconds / 1000)
    }
    return (rate(kit), rate(ui))
  }

  func flowKitListCommandsPerSecond() -> Result {
    Result(
      key: "flowkit_list_commands_per_second", what: "the list flow on FlowKit view models",
      value: listCommands().kit, budget: 5_000, higherIsBetter: true)
  }

  func flowUICommandsPerSecond() -> Result {
    let (kit, ui) = listCommands()
    return Result(
      key: "flowui_commands_per_second",
      what:
        "the list flow on SwiftUI views (FlowKit's: \(Int(kit)) in the same run; budget: two thirds)",
      value: ui, budget: kit * 2 / 3, higherIsBetter: true)
  }

  // MARK: Faults

  /// Every fault run `flowsim test --faults Scenarios/` makes, in-process: a replay of a file
  /// with one of its requests failing, then a settle and the invariants.
  func faultRunsPerSecond() throws -> Result {
    let runner = ScenarioRunner(apps: DemoApps.all)
    let plans = try scenarioFiles().map {
      path throws -> (Scenario, Int) in
      let scenario: Scenario
      do { scenario = try Scenario.load(path) } catch { throw Failure(description: "\(error)") }
      return (scenario, runner.run(scenario).requests)
    }
    let runs = plans.reduce(0) { $0 + $1.1 }
    var violations = 0
    let time = Measure.median(runs: 5, warmUp: 1) {
      violations = 0
      for (scenario, requests) in plans where requests > 0 {
        for request in 1...requests {
          violations += runner.runFaulted(scenario, failing: request, of: requests).violations.count
        }
      }
    }
    guard violations == 0 else {
      throw Failure(
        description: "\(violations) invariants fail under faults; run flowsim test --faults")
    }
    return Result(
      key: "fault_runs_per_second",
      what: "fault runs a second over \(scenarioDirectory)/ (\(runs) runs)",
      value: Double(runs) / (time.milliseconds / 1000), budget: 500, higherIsBetter: true)
  }

  // MARK: Explore

  /// The replays (states) of the whole walk of every demo app, as `flowsim explore APP` walks
  /// it from the repository: a count, the same on every machine.
  func exploreReplaysDemoApps() throws -> Result {
    let root = scenarioRoot
    var total = 0
    var states = 0
    var most = (app: "", replays: 0)
    for app in DemoApps.all {
      var options = ExploreOptions()
      options.inputs = ExploreOptions.scenarioInputs(for: app.name, root: root)
      let map = Explorer(apps: DemoApps.all, options: options).explore(app.name)
      guard !map.limitHit else {
        throw Failure(description: "explore \(app.name) stopped at the limit of states")
      }
      total += map.replays
      states += map.states
      if map.replays > most.replays { most = (app.name, map.replays) }
    }
    return Result(
      key: "explore_replays_demo_apps",
      what: "replays of the whole walk of the \(DemoApps.all.count) demo apps (most: "
        + "\(most.app), \(most.replays); \(states) states)",
      value: Double(total), budget: 4_000, higherIsBetter: false)
  }

  /// The whole walk, at the default depth, of generated apps of 16, 31 and 61 screens (forms with a
  /// rule, lists loaded over the network, tabs, modals): the time of the larger, the ratio of
  /// the two (alternated, median of the pairs' ratios; 3.8 is linear in screens), and the
  /// states the larger visits a second (each a replay from the start).
  func exploreBigApps() throws -> (sixty: Result, growth: Result, rate: Result) {
    if let measured = bigExploreCache.value { return measured }
    var states = 0
    func walk(_ units: Int) throws -> Duration {
      let app = BigApp.app(units: units)
      let clock = ContinuousClock()
      var map: FlowMap?
      let time = clock.measure { map = Explorer(apps: [app]).explore(app.name) }
      guard let map, !map.limitHit, map.nodes.count == BigApp.screens(units: units) else {
        throw Failure(
          description: "explore of the \(BigApp.screens(units: units))-screen app found "
            + "\(map?.nodes.count ?? 0) screens\(map?.limitHit == true ? ", at the limit" : "")")
      }
      if units == 12 { states = map.states }
      return time
    }
    _ = try walk(3)
    var ratios: [Double] = []
    var sixty: [Duration] = []
    var thirty: [Duration] = []
    for _ in 0..<5 {
      let small = try walk(3)
      thirty.append(try walk(6))
      let large = try walk(12)
      sixty.append(large)
      ratios.append(large.milliseconds / max(small.milliseconds, 0.000_001))
    }
    let screens = (BigApp.screens(units: 3), BigApp.screens(units: 12))
    let middle = thirty.sorted()[thirty.count / 2].milliseconds / 1000
    let measured = (
      sixty: Result(
        key: "explore_60_screens_s",
        what: "the whole walk of a \(screens.1)-screen app at depth 8, in s",
        value: sixty.sorted()[sixty.count / 2].milliseconds / 1000, budget: 10,
        higherIsBetter: false),
      growth: Result(
        key: "explore_growth_60_over_15",
        what:
          "that walk over the one of a \(screens.0)-screen app (3.8 is linear; "
          + "\(BigApp.screens(units: 6)) screens: \(String(format: "%.3f", middle)) s)",
        value: ratios.sorted()[ratios.count / 2], budget: 5, higherIsBetter: false),
      rate: Result(
        key: "explore_states_per_second",
        what:
          "states explore visits a second: that walk of \(screens.1) screens (\(states) states)",
        value: Double(states) / (sixty.sorted()[sixty.count / 2].milliseconds / 1000),
        budget: 2_000, higherIsBetter: true)
    )
    bigExploreCache.value = measured
    return measured
  }

  /// The whole walk of the 61-screen app written as SwiftUI views (`BigSwiftUIApp`), alternated
  /// with the walk of the same app on FlowKit's view models: the states the SwiftUI walk visits a
  /// second, against half of the FlowKit walk's, medians of the same run.
  func exploreSwiftUIBigApp() throws -> Result {
    let units = 12
    func walk(_ app: FlowApp, screens: Int) throws -> (time: Duration, states: Int) {
      let clock = ContinuousClock()
      var map: FlowMap?
      let time = clock.measure { map = Explorer(apps: [app]).explore(app.name) }
      guard let map, !map.limitHit, map.nodes.count == screens else {
        throw Failure(
          description: "explore of the \(screens)-screen app \(app.name) found "
            + "\(map?.nodes.count ?? 0) screens\(map?.limitHit == true ? ", at the limit" : "")")
      }
      return (time, map.states)
    }
    let swiftUI = BigSwiftUIApp.app(units: units)
    let flowKit = BigApp.app(units: units)
    let screens = BigApp.screens(units: units)
    _ = try walk(swiftUI, screens: screens)
    _ = try walk(flowKit, screens: screens)
    var swiftUIRates: [Double] = []
    var flowKitRates: [Double] = []
    var states = (swiftUI: 0, flowKit: 0)
    for _ in 0..<5 {
      let ui = try walk(swiftUI, screens: screens)
      let kit = try walk(flowKit, screens: screens)
      states = (ui.states, kit.states)
      swiftUIRates.append(Double(ui.states) / (ui.time.milliseconds / 1000))
      flowKitRates.append(Double(kit.states) / (kit.time.milliseconds / 1000))
    }
    let median = { (rates: [Double]) in rates.sorted()[rates.count / 2] }
    let kitRate = median(flowKitRates)
    return Result(
      key: "explore_flowui_states_per_second",
      what: "the walk of those \(screens) screens as SwiftUI views (\(states.swiftUI) states; "
        + "FlowKit's, alternated: \(Int(kitRate)) a second, \(states.flowKit) states; budget: half)",
      value: median(swiftUIRates), budget: kitRate / 2, higherIsBetter: true)
  }

  /// The whole walk of the Following example, a SwiftUI app (`Examples/Following`), as
  /// `followingsim explore following` makes it from its folder: its time (median of five, after
  /// one), with the states it visits a second.
  func exploreFollowing() throws -> Result {
    var options = ExploreOptions()
    options.inputs = ExploreOptions.scenarioInputs(for: "following", root: "Examples/Following")
    // The example's code is on the main actor by default, as a new app's is; the bench runs on
    // the main thread.
    let app = MainActor.assumeIsolated { FollowingApp.app }
    var map: FlowMap?
    let time = Measure.median(runs: 5, warmUp: 1) {
      map = Explorer(apps: [app], options: options).explore("following")
    }
    guard let map, !map.limitHit, map.nodes.count >= 8 else {
      throw Failure(
        description: "explore of the Following example found \(map?.nodes.count ?? 0) screens; "
          + "run from the repository, where Examples/Following is")
    }
    let seconds = time.milliseconds / 1000
    return Result(
      key: "explore_following_s",
      what: "the whole walk of the Following example (SwiftUI, \(map.nodes.count) screens, "
        + "\(map.states) states, \(Int(Double(map.states) / seconds)) a second), in s",
      value: seconds, budget: 1.5, higherIsBetter: false)
  }

  // MARK: Size

  /// One `show` of a screen whose list holds 100 000 rows.
  func show100kRows() -> Result {
    let session = Session(apps: [BigListApp.app(rows: 100_000)])
    session.run(.open(app: "rows", parameters: [:]))
    let time = Measure.median(runs: 21, warmUp: 3) { _ = session.run(.show) }
    return Result(
      key: "show_100k_rows_ms", what: "one show of a 100 000-row list, in ms",
      value: time.milliseconds, budget: 1, higherIsBetter: false)
  }

  /// One `type` of 2 000 000 characters into the login name: linear, where a keystroke for
  /// every character copied the text once a character (91 s).
  func type2MCharacters() -> Result {
    let session = Session(apps: DemoApps.all)
    session.run(.open(app: "login", parameters: [:]))
    let text = String(repeating: "a", count: 2_000_000)
    let time = Measure.median(runs: 3) { _ = session.run(.type(.id("name"), text)) }
    return Result(
      key: "type_2m_characters_s", what: "one type of 2 000 000 characters, in s",
      value: time.milliseconds / 1000, budget: 2, higherIsBetter: false)
  }

  /// A 10 000-command scenario over a 1 000-command one: parse, replay and compare.
  func growth() -> Result {
    func scenario(_ steps: Int) -> String {
      var text = "# generated\n> events\n  ...\n"
      let names = ["lee", "li", "wang", "zhang"]
      for index in 0..<(steps / 4) {
        let name = names[index % names.count]
        text += "> type #name \(name)\n> expect #name text \"\(name)\"\n> tap #login\n"
        text += "  error: #login is disabled\n> events\n  (no events)\n"
      }
      return text
    }
    let small = scenario(1_000)
    let large = scenario(10_000)
    let runner = ScenarioRunner(apps: DemoApps.all)
    func run(_ text: String) {
      guard let parsed = try? Scenario(path: "Scenarios/login/generated.flow", text: text) else {
        return
      }
      let result = runner.run(parsed)
      if !result.passed { FileHandle.standardError.write(Data("generated scenario failed\n".utf8)) }
    }
    // Alternate the two, and keep the median of the pairs' ratios (see overheadRatio).
    let clock = ContinuousClock()
    run(small)
    run(large)
    var ratios: [Double] = []
    for _ in 0..<9 {
      let smallTime = clock.measure { run(small) }
      let largeTime = clock.measure { run(large) }
      ratios.append(largeTime.milliseconds / max(smallTime.milliseconds, 0.000_001))
      if ProcessInfo.processInfo.environment["FLOWSIM_BENCH_DEBUG"] != nil {
        FileHandle.standardError.write(Data("growth \(smallTime) \(largeTime)\n".utf8))
      }
    }
    ratios.sort()
    return Result(
      key: "growth_10k_over_1k_steps", what: "a 10 000-command scenario over a 1 000-command one",
      value: ratios[ratios.count / 2], budget: 12,
      higherIsBetter: false)
  }

  // MARK: Processes

  /// `flowsim apps` as a fresh process, median of 11 runs.
  func coldStart(_ binary: String) -> Result {
    let time = Measure.median(runs: 11, warmUp: 2) { _ = ChildProcess.run(binary, ["apps"]) }
    return Result(
      key: "cold_start_ms", what: "flowsim apps as a fresh process, in ms",
      value: time.milliseconds, budget: 50, higherIsBetter: false)
  }

  /// `flowsim test -j 2` over `-j 1` on a suite of 600 files or more (copies of the scenario
  /// files): alternated, the median of the pairs' ratios.
  func parallelSpeedup(_ binary: String) throws -> Result {
    // Steps too, so that the copies' includes find them.
    let files = allScenarioFiles()
    let suite = NSTemporaryDirectory() + "flowsim-bench-suite-\(getpid())/Scenarios"
    defer {
      try? FileManager.default.removeItem(atPath: (suite as NSString).deletingLastPathComponent)
    }
    let copies = (600 + files.count - 1) / max(files.count, 1)
    for copy in 0..<copies {
      for file in files {
        let relative = String(file.dropFirst(scenarioDirectory.count + 1))
        let app = (relative as NSString).deletingLastPathComponent
        let name = (relative as NSString).lastPathComponent
        // Each copy in a folder named after its app, so that it opens the same app.
        let target = "\(suite)/copy\(copy)/\(app)/\(name)"
        try FileManager.default.createDirectory(
          atPath: (target as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: file, toPath: target)
      }
    }
    let clock = ContinuousClock()
    func time(_ jobs: Int) throws -> Double {
      var status: Int32 = 0
      let duration = clock.measure {
        status = ChildProcess.run(binary, ["test", "-j", "\(jobs)", suite])
      }
      guard status == 0 else {
        throw Failure(description: "flowsim test -j \(jobs) over the copied suite failed")
      }
      return duration.milliseconds
    }
    _ = try time(2)
    var ratios: [Double] = []
    for _ in 0..<5 {
      let one = try time(1)
      let two = try time(2)
      ratios.append(one / max(two, 0.000_001))
    }
    ratios.sort()
    return Result(
      key: "parallel_speedup_j2",
      what: "flowsim test -j 2 over -j 1, \(copies * files.count) files, in worker processes",
      value: ratios[ratios.count / 2], budget: 1.6, higherIsBetter: true)
  }

  /// Runs this benchmark again as a child process, `mode` its one argument, so that its memory
  /// is its own: its exit status and what it printed.
  private func child(_ mode: String) throws -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: sibling("flowsim-bench"))
    process.arguments = [mode]
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return (process.terminationStatus, output)
  }

  /// Peak resident memory of a process that opens a 100 000-row list and shows it.
  func peakMemory() throws -> Result {
    let (status, output) = try child("--child-100k")
    guard status == 0,
      let kilobytes = Double(output.trimmingCharacters(in: .whitespacesAndNewlines))
    else { throw Failure(description: "the 100 000-row child process failed: \(output)") }
    return Result(
      key: "peak_rss_mb_100k_rows", what: "peak memory of a process showing 100 000 rows, in MB",
      value: kilobytes / 1024, budget: 100, higherIsBetter: false)
  }

  /// Peak resident memory of a process that walks login to 100 000 states, with 300 texts to
  /// type: what a walk keeps for each state it has seen.
  func exploreMemory() throws -> Result {
    let (status, output) = try child("--child-explore-100k")
    let words = output.split(whereSeparator: \.isWhitespace)
    guard status == 0, words.count == 2, let kilobytes = Double(words[0]),
      words[1] == "100000"
    else { throw Failure(description: "the 100 000-state walk's process failed: \(output)") }
    return Result(
      key: "peak_rss_mb_explore_100k_states",
      what: "peak memory of a walk of 100 000 states (login, 300 texts to type), in MB",
      value: kilobytes / 1024, budget: 500, higherIsBetter: false)
  }

  /// The `flowsim` built beside this benchmark. `swift run flowsim-bench` builds only the
  /// benchmark, so `flowsim` is brought up to date here, in the same configuration (a moment
  /// when it already is): a stale `flowsim` would measure old code. It says so on standard error.
  private func builtFlowsim() throws -> String {
    let binary = sibling("flowsim")
    let directory = URL(fileURLWithPath: binary).deletingLastPathComponent()
    let configuration = directory.lastPathComponent == "debug" ? "debug" : "release"
    var root = directory
    while root.path != "/",
      !FileManager.default.fileExists(atPath: root.appendingPathComponent("Package.swift").path)
    {
      root.deleteLastPathComponent()
    }
    let command = ["swift", "build", "-c", configuration, "--product", "flowsim"]
    let shown = command.joined(separator: " ")
    let hint = "build it with: \(shown)"
    guard root.path != "/" else {
      throw Failure(description: "no flowsim beside flowsim-bench at \(binary); \(hint)")
    }
    FileHandle.standardError.write(
      Data("flowsim-bench: building flowsim first (\(shown))\n".utf8))
    let build = Process()
    build.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    build.arguments = command + ["--package-path", root.path]
    build.standardOutput = FileHandle.standardError
    try build.run()
    build.waitUntilExit()
    guard build.terminationStatus == 0, FileManager.default.isExecutableFile(atPath: binary) else {
      throw Failure(description: "could not build flowsim beside flowsim-bench; \(hint)")
    }
    return binary
  }

  private func sibling(_ name: String) -> String {
    // /proc/self/exe names this binary even when it was started through PATH or a link.
    let me =
      (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
      .map { URL(fileURLWithPath: $0) }
      ?? URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
    return me.deletingLastPathComponent().appendingPathComponent(name).path
  }

  // MARK: Output

  static func format(_ value: Double) -> String {
    value >= 100 ? String(Int(value.rounded())) : String(format: "%.3f", value)
  }

  static func table(_ results: [Result]) -> String {
    let keyWidth = results.map(\.key.count).max() ?? 0
    var lines = [
      "key".padding(toLength: keyWidth, withPad: " ", startingAt: 0)
        + "  value        budget     ok  what"
    ]
    for result in results {
      let value = format(result.value).padding(toLength: 11, withPad: " ", startingAt: 0)
      let budget = ((result.higherIsBetter ? ">= " : "<= ") + format(result.budget))
        .padding(toLength: 10, withPad: " ", startingAt: 0)
      lines.append(
        result.key.padding(toLength: keyWidth, withPad: " ", startingAt: 0)
          + "  \(value)  \(budget) \(result.meetsBudget ? "yes" : "NO ")  \(result.what)")
    }
    return lines.joined(separator: "\n")
  }
}
