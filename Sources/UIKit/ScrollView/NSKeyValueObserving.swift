import Foundation

/// An object that receives `addObserver(_:forKeyPath:options:context:)` notifications: the Linux form of
/// overriding `NSObject.observeValue(forKeyPath:of:change:context:)`. OpenUIKit addition, documented
/// replacement.
///
/// On iOS every `NSObject` can override `observeValue(forKeyPath:of:change:context:)`. Foundation on
/// Linux has no key-value observing and Swift cannot add an overridable method to `NSObject` from
/// another module, so an observer adopts this protocol instead and implements the method without
/// `override`. `super.observeValue(...)` still compiles: it reaches the default on `NSObject` (see
/// `NSObject+KeyValueObserving.swift`). Seed 001's `ScrollController` changes in two places:
///
///     public class ScrollController: NSObject, NSKeyValueObserving {      // + NSKeyValueObserving
///         public func observeValue(forKeyPath keyPath: String?, of object: Any?,  // no `override`
///                                  change: [NSKeyValueChangeKey: Any]?, context: UnsafeMutableRawPointer?) { … }
///
/// Adding an observer that does not adopt the protocol stops with a message that says so, instead of
/// silently never calling it.
@preconcurrency @MainActor
public protocol NSKeyValueObserving: AnyObject {
    /// The value at `keyPath` of `object` changed (or, with `.initial`, the observer was just added).
    /// `context` is the pointer given to `addObserver`; use it to tell your registrations apart.
    func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
                      context: UnsafeMutableRawPointer?)
}
