import FlowKit

/// `.onReceive(_:perform:)`: the view subscribes to the publisher when it appears and lets it go
/// when it disappears; each value runs the action the view was last evaluated with.
///
/// The subscription is made once for as long as the view stays on screen, from the publisher of
/// its first evaluation (a timer made in the view's `init` is not restarted by every
/// evaluation); where SwiftUI documents nothing, this is the choice that keeps a timer's rhythm.
struct ReceiveModifier<P: Publisher>: ViewModifier, PrimitiveModifier where P.Failure == Never {
  let publisher: P
  let action: (P.Output) -> Void

  func body(content: Content) -> Never { primitiveBody() }

  func makeElements(content: some View, in scope: Scope) -> [Element] {
    let record = scope.record
    let receiver: Receiver
    if let kept = record.values["onReceive"] as? Receiver {
      receiver = kept
    } else {
      receiver = Receiver()
      record.values["onReceive"] = receiver
      record.onGone.append { receiver.stop() }
    }
    let action = action
    receiver.action = { value in
      guard let value = value as? P.Output else { return }
      ViewOwner.$current.withValue(record.owner) { action(value) }
    }
    // Subscribed when the view appears (as `.onAppear` runs), let go when it disappears.
    if scope.graph.isVisible, record.appear() {
      let publisher = publisher
      scope.graph.afterEvaluation {
        guard receiver.subscription == nil else { return }
        receiver.subscription = publisher.sink { [weak receiver] value in
          receiver?.action?(value)
        }
      }
      // The record is this modifier's own place: its disappearance is the subscription's end.
      record.onDisappear = { receiver.stop() }
    }
    return Evaluator.elements(of: content, in: scope.child("m"))
  }

  /// A view's subscription to its publisher.
  @MainActor
  final class Receiver {
    var subscription: AnyCancellable?
    var action: ((Any) -> Void)?
    func stop() {
      subscription?.cancel()
      subscription = nil
    }
  }
}

extension View {
  /// Runs `action` with each value `publisher` sends while this view is on screen.
  public func onReceive<P: Publisher>(
    _ publisher: P, perform action: @escaping (P.Output) -> Void
  ) -> some View where P.Failure == Never {
    modifier(ReceiveModifier(publisher: publisher, action: action))
  }

  /// Runs `action` with the new value after each change of `value` (iOS 14's form).
  @available(
    iOS, deprecated: 17.0,
    message: "Use `onChange` with a two or zero parameter action closure instead."
  )
  @available(macOS, deprecated: 14.0)
  public func onChange<V: Equatable>(of value: V, perform action: @escaping (_ newValue: V) -> Void)
    -> some View
  {
    modifier(ChangeModifier(value: value, initial: false) { _, new in action(new) })
  }
}
