import ExploreFixtureApps
import FlowSimCLI

// A simulator of the fixture apps, for the tests of `explore` that need a process of their own;
// `big` is a walk long enough to interrupt.
FlowSim.main(
  name: "fixturesim", version: "1.0.0", apps: BrokenApps.all + [BigApp.app(units: 150)])
