import FlowSimCLI
import Todo

FlowSim.main(name: "todosim", version: "1.0.0", apps: [TodoApp.app])
