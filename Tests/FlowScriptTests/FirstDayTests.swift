import DemoApps
import FlowKit
import Foundation
import TestSupport
import Testing

@testable import FlowScript

/// What a newcomer tripped on in a first session (issue 38): messages at the prompt.
@Suite("What a newcomer tripped on at the prompt", .timeLimit(.minutes(5)), .watchdog)
@MainActor
struct FirstDayTests {
  static func session(_ app: String) -> Session {
    let session = Session(apps: DemoApps.all)
    session.run(.open(app: app, parameters: [:]))
    session.run(.settle)
    return session
  }

  @Test("a mistyped id gets the nearest one on screen, as a mistyped command does")
  func nearestID() {
    let session = Self.session("login")
    #expect(
      session.execute("tap #logn").output
        == "error: no element matches #logn (did you mean #login?); on screen: #name, "
        + "#password, #login \"登录\"")
    #expect(session.execute("tap #pasword").output.contains("(did you mean #password?)"))
    // Nothing near: no guess.
    #expect(!session.execute("tap #zzzzzz").output.contains("did you mean"))
  }

  @Test("tapping a field says what it is in words, and how to type into it")
  func tapAField() {
    let session = Self.session("login")
    #expect(
      session.execute("tap #name").output
        == "error: #name is a text field: type into it, as in: type #name \"…\"")
    #expect(InteractionError.spoken("secureField") == "secure text field")
    #expect(
      InteractionError.notTappable(.id("logo"), kind: "image").description
        == "#logo is an image, which cannot be tapped")
  }

  @Test("open keeps the network as set, and says so; its help says settings are kept")
  func openKeepsTheNetwork() {
    let session = Self.session("login")
    session.execute("set network offline")
    #expect(
      session.execute("open height").output
        == "note: the network is offline, as 'set network' left it; 'set network online' turns "
        + "it back on")
    #expect(session.networkCondition == .offline)
    session.execute("set network online")
    #expect(session.execute("open height").output.isEmpty)
    #expect(session.execute("help open").output.contains("the network too, are kept"))
  }

  @Test("a bare quoted text's [..] matches in expect as in an element's text; a tap is exact")
  func bareWildcard() {
    let session = Self.session("login")
    #expect(!session.execute("expect \"登[..]\"").failed)
    #expect(!session.execute("expect #login text \"登[..]\"").failed)
    #expect(session.execute("expect \"欢[..]\"").failed)
    #expect(!session.execute("expect no \"欢[..]\"").failed)
    #expect(session.execute("expect no \"[..]录\"").failed)
    // A command names its element by its words exactly.
    #expect(session.execute("tap \"登[..]\"").output.contains("no element matches"))
  }
}
