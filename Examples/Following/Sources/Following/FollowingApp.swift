#if FLOWSIM
  import FlowUI

  /// The app as flowsim opens it. On a phone, the `App` makes `RootView` with an API whose
  /// requests go over the network; here they go through the simulation's, so their time is
  /// virtual and `--faults` can fail each one.
  public enum FollowingApp {
    public static let app = FlowApp(name: "following", summary: "accounts to follow") { context in
      let environment = context.serviceEnvironment
      return RootView(api: SocialAPI { try await environment.request(latency: $0) })
    }
  }
#endif
