import DemoApps
import FlowKit
import TestSupport
import Testing

@Suite("The waybills app's view models, without any text", .timeLimit(.minutes(5)), .watchdog)
struct WaybillsTests {
  /// Opens the app and loads the first tab.
  static func open(_ runtime: FlowRuntime) -> WaybillsViewModel? {
    let root = runtime.perform { () -> WaybillsViewModel? in
      let context = AppContext(runtime: runtime)
      guard let root = try? WaybillsApp.app.make(context, [:]) as? WaybillsViewModel else {
        return nil
      }
      context.setRoot(root)
      return root
    }
    _ = runtime.settle()
    return root
  }

  @Test("paging neither skips nor repeats a waybill while others move away", arguments: 0..<12)
  func pagingSurvivesMoves(seed: Int) throws {
    let runtime = FlowRuntime()
    let root = try #require(Self.open(runtime))
    var random = UInt64(seed * 7919 + 1)
    func next(_ bound: Int) -> Int {
      random = random &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((random >> 33) % UInt64(bound))
    }
    var moved: [Int] = []
    for _ in 0..<6 {
      // Confirm a random waybill that can be confirmed, then load more.
      let ids = runtime.perform { root.fetching.waybills.filter { !$0.isCancelled }.map(\.id) }
      if !ids.isEmpty {
        let id = ids[next(ids.count)]
        runtime.perform {
          guard let waybill = root.fetching.waybills.first(where: { $0.id == id }) else { return }
          let detail = WaybillDetailViewModel(
            context: root.context, waybill: waybill,
            service: (try? root.context.services.resolve((any WaybillServicing).self))
              ?? WaybillService(root.context.serviceEnvironment))
          detail.onConfirmed = { root.fetching.onConfirmed?($0) }
          try? root.navigation?.push(detail)
          detail.confirm()
        }
        _ = runtime.settle()
        moved.append(id)
      }
      runtime.perform { root.fetching.loadMore() }
      _ = runtime.settle()
    }
    let shown = runtime.perform { root.fetching.waybills.map(\.id) }
    #expect(shown == shown.sorted(), "ascending")
    #expect(Set(shown).count == shown.count, "no waybill twice")
    let expected = Array(1001...1023).filter { !moved.contains($0) }
    #expect(
      Array(shown.prefix(expected.count)) == Array(expected.prefix(shown.count)), "none skipped")
    runtime.perform { try? root.select(1) }
    _ = runtime.settle()
    runtime.perform { root.delivering.loadMore() }
    _ = runtime.settle()
    let delivering = runtime.perform { root.delivering.waybills.map(\.id) }
    #expect(delivering == moved.reversed() + Array(2001...2012))
  }

  @Test("the service pages by rank: 10 a page, and says when the last page is in")
  func servicePages() async throws {
    let runtime = FlowRuntime()
    let service = WaybillService(ServiceEnvironment(clock: runtime.clock, network: NetworkLink()))
    let probe = runtime.perform { PageProbe() }
    runtime.perform {
      Task { @MainActor in
        let first = try? await service.page(.delivering, after: nil, limit: 10)
        let second = try? await service.page(
          .delivering, after: first?.waybills.last?.rank, limit: 10)
        probe.pages = [first, second].compactMap { $0 }
      }
    }
    _ = runtime.settle()
    let pages = runtime.perform { probe.pages }
    #expect(pages.map { $0.waybills.map(\.id) } == [Array(2001...2010), [2011, 2012]])
    #expect(pages.map(\.hasMore) == [true, false])
  }
}

@MainActor
final class PageProbe {
  var pages: [WaybillPage] = []
}

@Suite("mvp's datasource", .timeLimit(.minutes(5)), .watchdog)
struct ListDatasourceTests {
  @Test("it counts the requests it answered, not one that failed offline")
  func countsAnswers() {
    let runtime = FlowRuntime()
    let network = NetworkLink(.offline)
    let datasource = ListDatasource(ServiceEnvironment(clock: runtime.clock, network: network))
    let probe = runtime.perform { AnswerProbe() }
    runtime.perform {
      Task { @MainActor in
        probe.answers.append((try? await datasource.requestData())?.count ?? -1)
        network.condition = .online
        probe.answers.append((try? await datasource.requestData())?.count ?? -1)
        probe.answers.append(await datasource.requests)
      }
    }
    _ = runtime.settle()
    #expect(runtime.perform { probe.answers } == [-1, 3, 1])
  }
}

@MainActor
final class AnswerProbe {
  var answers: [Int] = []
}
