import DemoApps
import FlowSimCLI

FlowSim.main(apps: DemoApps.all)
