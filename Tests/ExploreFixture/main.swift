import ExploreFixtureApps
import FlowSimCLI

// A simulator of the fixture apps, for the tests of `explore` that need a process of their own;
// `big` is a walk long enough to interrupt; `bigui` is the same kind of app as SwiftUI views;
// `stuck` blocks in a tap, as an app stuck in its own code; `busyleave` opens a screen with more
// work than one step runs.
FlowSim.main(
  name: "fixturesim", version: "1.0.0",
  apps: BrokenApps.all + [
    BigApp.app(units: 150), BigSwiftUIApp.app(units: 3), StuckApp.app, BusyLeaveApp.app,
  ])
