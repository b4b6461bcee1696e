import Foundation

/// The scroll-view properties that send key-value notifications. Not public API.
enum ScrollObservedKey: String {
    case contentOffset
    case contentSize
    case contentInset
    case bounds
    case zoomScale
}

/// One key-value registration, of either form. Not public API.
@MainActor
final class KeyValueObservationEntry {
    /// The observed property (`nil`: a key path that never changes through notifications here).
    let key: ScrollObservedKey?
    let keyPath: String
    let options: NSKeyValueObservingOptions
    /// The `addObserver` form's observer (weak) and context.
    weak var observer: NSObject?
    /// The observer's identity, still comparable while it deinitialises (its weak reference is nil then).
    let observerID: ObjectIdentifier?
    let context: UnsafeMutableRawPointer?
    /// The `observe(_:options:changeHandler:)` form's handler: old value, new value, prior.
    let handler: (@MainActor (Any?, Any?, Bool) -> Void)?
    var isRemoved = false

    init(key: ScrollObservedKey?, keyPath: String, options: NSKeyValueObservingOptions, observer: NSObject?,
         context: UnsafeMutableRawPointer?, handler: (@MainActor (Any?, Any?, Bool) -> Void)?) {
        self.key = key
        self.keyPath = keyPath
        self.options = options
        self.observer = observer
        self.observerID = observer.map(ObjectIdentifier.init)
        self.context = context
        self.handler = handler
    }

    /// Whether the registration is gone (removed, or its observer deallocated).
    var isDead: Bool { isRemoved || (handler == nil && observer == nil) }
}
