import FlowSimCLI
import Following

FlowSim.main(name: "followingsim", version: "1.0.0", apps: [FollowingApp.app])
