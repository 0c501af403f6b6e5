import Foundation
import Synchronization

/// An object that tells before it changes, as Combine's `ObservableObject`: SwiftUI evaluates
/// the views that hold it (`@StateObject`, `@ObservedObject`, `@EnvironmentObject`) again each
/// time its `objectWillChange` sends. Its `@Published` properties send it by themselves.
public protocol ObservableObject: AnyObject {
  /// The publisher that sends before the object changes.
  associatedtype ObjectWillChangePublisher: Publisher = ObservableObjectPublisher
  where ObjectWillChangePublisher.Failure == Never
  /// Sends before the object changes.
  var objectWillChange: ObjectWillChangePublisher { get }
}

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
  /// The object's publisher, shared by its `@Published` properties, which send it before each
  /// change.
  public var objectWillChange: ObservableObjectPublisher {
    ObjectPublishers.publisher(of: self)
  }
}

/// The publisher of an ``ObservableObject``'s changes, as Combine's `ObservableObjectPublisher`.
public final class ObservableObjectPublisher: Publisher, @unchecked Sendable {
  public typealias Output = Void
  public typealias Failure = Never
  // Guarded by `lock`, recursive: a subscriber told of a change may change the object again.
  private let lock = NSRecursiveLock()
  private let subject = PassthroughSubject<Void, Never>()

  /// A publisher with no subscribers yet.
  public init() {}

  /// Tells the subscribers the object is about to change.
  public func send() { lock.withLock { subject.send(()) } }

  public func receive<S: Subscriber>(subscriber: S) where S.Input == Void, S.Failure == Never {
    lock.withLock { subject.receive(subscriber: subscriber) }
  }
}

/// The publishers of objects: kept in their `@Published` properties, or here for an object that
/// has none.
enum ObjectPublishers {
  private struct Entry: @unchecked Sendable {
    // Guarded by the table's Mutex, the only place an entry is kept; the object is only
    // compared, never used.
    weak var object: AnyObject?
    let publisher: ObservableObjectPublisher
  }
  // Guarded by this Mutex: objects may be asked for their publisher on any thread.
  private static let table = Mutex<[ObjectIdentifier: Entry]>([:])

  static func publisher(of object: AnyObject) -> ObservableObjectPublisher {
    var mirror: Mirror? = Mirror(reflecting: object)
    var boxes: [any PublishedStorage] = []
    while let current = mirror {
      for child in current.children {
        if let published = child.value as? any PublishedStorage { boxes.append(published) }
      }
      mirror = current.superclassMirror
    }
    if let shared = boxes.lazy.compactMap({ $0.sharedPublisher }).first {
      for box in boxes where box.sharedPublisher == nil { box.sharedPublisher = shared }
      return shared
    }
    if !boxes.isEmpty {
      let publisher = ObservableObjectPublisher()
      for box in boxes { box.sharedPublisher = publisher }
      return publisher
    }
    return table.withLock { table in
      let key = ObjectIdentifier(object)
      if let entry = table[key], entry.object === object { return entry.publisher }
      table = table.filter { $0.value.object != nil }
      let publisher = ObservableObjectPublisher()
      table[key] = Entry(object: object, publisher: publisher)
      return publisher
    }
  }
}

/// A `@Published` property's storage, as the object's publisher finds it.
protocol PublishedStorage {
  /// The publisher of the object it is in, once known.
  var sharedPublisher: ObservableObjectPublisher? { get nonmutating set }
}
