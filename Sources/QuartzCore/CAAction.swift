import Foundation

/// An object a layer runs in response to an action (a property change, `onOrderIn`, ...), as Core
/// Animation's `CAAction`. Animations (`CAAnimation`) and `NSNull` (no action) conform to it.
///
/// Deviation: main-actor isolated, like every layer type in OpenUIKit.
@preconcurrency @MainActor
public protocol CAAction {
    /// Performs the action identified by `event` on `anObject` (the layer).
    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?)
}
