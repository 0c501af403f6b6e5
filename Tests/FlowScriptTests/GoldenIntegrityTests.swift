import DemoApps
import FlowKit
import Foundation
import TestSupport
import Testing

@testable import FlowScript

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Runs a suite over the demo apps and returns its status and what it printed.
func runSuite(_ paths: [String], configure: (inout ScenarioSuite.Options) -> Void = { _ in })
  -> (status: Int32, text: String)
{
  var options = ScenarioSuite.Options()
  options.paths = paths
  configure(&options)
  var lines: [String] = []
  let status = ScenarioSuite(apps: DemoApps.all, options: options).main { lines.append($0) }
  return (status.rawValue, lines.joined(separator: "\n"))
}

/// Writes `files` (name to text) under a fresh `Scenarios` folder and runs `body` with its path.
func withScenarios<T>(_ files: [String: String], _ body: (String) throws -> T) throws -> T {
  try withTemporaryDirectory { directory in
    let root = directory + "/Scenarios"
    for (name, text) in files {
      let path = root + "/" + name
      try FileManager.default.createDirectory(
        atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
      try text.write(toFile: path, atomically: true, encoding: .utf8)
    }
    return try body(root)
  }
}

@Suite("Golden files CI can trust", .timeLimit(.minutes(5)), .watchdog)
struct GoldenIntegrityTests {
  @Test("a failed expectation fails its file, and update never records it")
  func failedExpectationIsNeverRecorded() throws {
    let text = "> type #name lee\n> expect #login enabled\n"
    try withScenarios(["login/e.flow": text]) { root in
      let file = root + "/login/e.flow"
      let run = runSuite([root]) { $0.update = true }
      #expect(run.status == 1)
      #expect(run.text.contains("FAIL \(file)"))
      #expect(
        run.text.contains("\(file):2: expectation failed: expected #login enabled, found disabled"))
      #expect(run.text.contains("update could not make 1 file green: \(file)"))
      #expect(try String(contentsOfFile: file, encoding: .utf8) == text)
      // A file that already holds the failure as its block fails all the same.
      let recorded = text + "  expectation failed: expected #login enabled, found disabled\n"
      try recorded.write(toFile: file, atomically: true, encoding: .utf8)
      #expect(runSuite([root]).status == 1)
    }
  }

  @Test("update keeps a hand-written ... in a block that it rewrites")
  func updateKeepsLinesWildcard() throws {
    let text = """
      > type #name lee
      > type #password 00000000
      > tap #login
      > wait 500ms
      > events
        lifecycle: start LoginViewModel 登录
        ...
        action: login lee success
        toast: 登录成功
        navigation: gone

      """
    try withScenarios(["login/events.flow": text]) { root in
      let file = root + "/login/events.flow"
      #expect(runSuite([root]) { $0.update = true }.status == 0)
      let updated = try String(contentsOfFile: file, encoding: .utf8)
      #expect(
        updated.contains(
          "  lifecycle: start LoginViewModel 登录\n  ...\n  action: login lee success\n  toast: 登录成功\n  navigation: push WelcomeViewModel 欢迎\n"
        ), "\(updated)")
      #expect(runSuite([root]).status == 0)
    }
  }

  @Test("a diff numbers both sides by the file's lines")
  func diffNumbering() throws {
    try withScenarios(["login/d.flow": "# a\n# b\n> apps\n  login  changed\n"]) { root in
      let run = runSuite([root])
      #expect(run.text.contains("@@ -4,"), "\(run.text)")
      #expect(!run.text.contains("+1,"), "\(run.text)")
    }
  }

  @Test(
    "a file's shard is the same however its folder is spelled: with ./, with a trailing /, or not")
  func shardsIgnoreSpelling() throws {
    let files = Dictionary(
      uniqueKeysWithValues: (0..<12).map { ("app\($0 % 3)/f\($0).flow", "> apps\n") })
    try withScenarios(files) { root in
      let parent = (root as NSString).deletingLastPathComponent
      let spellings = [
        root, root + "/", parent + "/./Scenarios", parent + "/Scenarios/./",
      ]
      func parts(_ path: String) -> [[String]] {
        (1...3).map { index in
          var options = ScenarioSuite.Options()
          options.paths = [path]
          options.shard = Shard(index: index, count: 3)
          return ScenarioSuite(apps: DemoApps.all, options: options).files().files.map(\.name)
        }
      }
      let reference = parts(root)
      #expect(reference.flatMap { $0 }.sorted() == files.keys.sorted())
      for spelling in spellings.dropFirst() {
        #expect(parts(spelling) == reference, "\(spelling)")
      }
      // The run says which part it is and how much of the suite.
      let run = runSuite([root]) { $0.shard = Shard(index: 2, count: 3) }
      #expect(run.text.hasPrefix("shard 2/3: 4 of 12 files\n"), "\(run.text)")
    }
  }

  @Test("a filter or a shard that selects no file exits 2 and says so")
  func emptySelection() {
    let scenarios = packageRoot + "/Scenarios"
    let filtered = runSuite([scenarios]) { $0.filter = "zzz" }
    #expect(filtered.status == 2)
    #expect(filtered.text.contains("--filter 'zzz' selects no file"))
  }

  @Test(
    "shards are disjoint, cover the suite, are even to within one file, and a new file moves one a cut at most"
  )
  func shards() throws {
    for total in [1, 2, 22, 23, 200] {
      let names = (0..<total).map { "app\($0 % 7)/file\($0).flow" }
      for count in [1, 2, 3, 5] {
        let parts = try (1...count).map { index in
          try #require(Shard(index: index, count: count)).select(names)
        }
        #expect(parts.reduce(0) { $0 + $1.count } == names.count)
        #expect(parts.reduce(Set()) { $0.union($1) } == Set(names))
        let sizes = parts.map(\.count)
        #expect(
          (sizes.max() ?? 0) - (sizes.min() ?? 0) <= 1, "\(total) files in \(count): \(sizes)")
        // Adding a file moves, besides it, at most one file at each of the count - 1 cuts.
        let more = names + ["new/one.flow"]
        let after = try (1...count).map { index in
          try #require(Shard(index: index, count: count)).select(more)
        }
        let moved = zip(parts, after).reduce(0) { $0 + $1.0.subtracting($1.1).count }
        #expect(moved <= count - 1, "\(total) files in \(count): \(moved) moved")
        // The order of the names given does not matter.
        let shuffled = try (1...count).map { index in
          try #require(Shard(index: index, count: count)).select(names.reversed())
        }
        #expect(shuffled == parts)
      }
    }
    // A file's part is the same on every machine, run and version: FNV-1a's published values,
    // and the parts of four files ranked by them, lowest hash first.
    #expect(Shard.hash("") == 0xcbf2_9ce4_8422_2325)
    #expect(Shard.hash("a") == 0xaf63_dc4c_8601_ec8c)
    #expect(Shard.hash("foobar") == 0x8594_4171_f739_67e8)
    let four = ["login.flow", "a/b.flow", "people.flow", "posts.flow"]
    #expect(Shard(index: 1, count: 2)?.select(four) == ["people.flow", "login.flow"])
    #expect(Shard(index: 2, count: 2)?.select(four) == ["a/b.flow", "posts.flow"])
    #expect(Shard(parsing: "2/4") == Shard(index: 2, count: 4))
    for bad in ["0/2", "3/2", "1/0", "a/b", "1", "1/2/3", "-1/2"] {
      #expect(Shard(parsing: bad) == nil, "\(bad)")
    }
  }

  @Test("a file has one name however its path was given")
  func namesAreStable() throws {
    try withScenarios(["login/n.flow": "> apps\n  nope\n"]) { root in
      let parent = (root as NSString).deletingLastPathComponent
      let given = [
        parent + "/./Scenarios",
        root, root + "/", root + "/login", root + "/login/n.flow", root + "/./login/../login",
      ]
      for path in given {
        var options = ScenarioSuite.Options()
        options.paths = [path]
        let files = ScenarioSuite(apps: DemoApps.all, options: options).files().files
        #expect(files.map(\.name) == ["login/n.flow"], "\(path)")
      }
    }
  }

  @Test("--artifacts writes what each failing file printed, as update would write it")
  func artifacts() throws {
    try withScenarios([
      "login/ok.flow": "> expect title \"登录\"\n",
      "login/bad.flow": "> show\n  ...\n  | #login: [ 登录 ] (enabled)           |\n  ...\n",
    ]) { root in
      let artifacts = (root as NSString).deletingLastPathComponent + "/out/artifacts"
      let run = runSuite([root]) { $0.artifacts = artifacts }
      #expect(run.status == 1)
      let written = try String(
        contentsOfFile: artifacts + "/login/bad.actual.flow", encoding: .utf8)
      #expect(written.hasPrefix("> show\n  ...\n  | #login: [ 登录 ] (disabled)          |\n  ...\n"))
      #expect(!FileManager.default.fileExists(atPath: artifacts + "/login/ok.actual.flow"))
    }
  }

  @Test("a report path that cannot be written is one line, exit 2, and nothing is run or written")
  func badOutputPaths() throws {
    try withScenarios(["login/ok.flow": "> expect title \"登录\"\n"]) { root in
      let junit = runSuite([root]) { $0.junit = "/nonexistent/dir/report.xml" }
      #expect(junit.status == 2)
      #expect(
        junit.text
          == "error: cannot write '/nonexistent/dir/report.xml': No such file or directory; "
          + "check that its folder exists and is writable")
      let artifacts = runSuite([root]) { $0.artifacts = "/proc/flowsim-artifacts" }
      #expect(artifacts.status == 2)
      #expect(artifacts.text.hasPrefix("error: cannot write '/proc/flowsim-artifacts'"))
      #expect(!artifacts.text.contains("\n"))
    }
  }
}

@Suite("Matchers and clocks that a mutation would break", .timeLimit(.minutes(5)), .watchdog)
struct MutationGuardTests {
  @Test(
    "a middle [..] segment is searched for after the one before it, never from its start",
    arguments: [
      ("x[..]ab[..]b", "xab", false), ("x[..]ab[..]b", "xabb", true),
      ("a[..]b[..]c", "acb", false), ("a[..]b[..]c", "abc", true),
      ("[..]aa[..]aa", "aaa", false), ("[..]aa[..]aa", "aaaa", true),
    ])
  func middleSegments(pattern: String, line: String, matches: Bool) {
    #expect(LineMatcher.line(pattern, matches: line) == matches)
  }

  @Test(
    "the text after the last [..] ends the line: a line with more after it does not match",
    arguments: [
      ("a [..] c", "a b c", true), ("a [..] c", "a b c d", false), ("a [..] c", "a c c", true),
      ("[..] c", "x c y", false), ("[..] c", "x c", true), ("a [..]", "a b c", true),
      ("a [..]", "b a c", false),
    ])
  func lastSegmentAnchoredAtTheEnd(pattern: String, line: String, matches: Bool) {
    #expect(LineMatcher.line(pattern, matches: line) == matches)
  }

  @Test("sleepers with the same deadline wake in the order they went to sleep")
  func sameDeadlineByArrival() {
    let runtime = FlowRuntime()
    let log = runtime.perform { Log() }
    runtime.perform {
      for index in 0..<5 {
        Task {
          try? await runtime.clock.sleep(for: .milliseconds(index == 0 ? 100 : 0))
          log.lines.append("ready \(index)")
          try? await runtime.clock.sleep(until: VirtualClock.Instant(offset: .milliseconds(300)))
          log.lines.append("woke \(index)")
        }
      }
    }
    runtime.settle()
    let woke = runtime.perform { log.lines.filter { $0.hasPrefix("woke") } }
    // Task 0 went to sleep last (after its 100 ms), so it wakes last.
    #expect(woke == ["woke 1", "woke 2", "woke 3", "woke 4", "woke 0"])
  }
}

@MainActor
final class Log {
  var lines: [String] = []
}
