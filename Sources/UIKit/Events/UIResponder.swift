import Foundation

/// An object that can respond to and handle events, and the links of the responder chain.
///
/// The chain runs view → its view controller (for a controller's root view) or superview → … → window →
/// application, as on iOS. Touch, press and first-responder handling arrive with the event system.
@MainActor
open class UIResponder: NSObject {
    /// Creates a responder.
    public override init() { super.init() }

    /// The next responder in the chain, or `nil` at its end. Subclasses override this, as UIKit's do.
    open var next: UIResponder? { nil }
}
