import Foundation

/// A transition between two view controllers of a storyboard, as UIKit's `UIStoryboardSegue`. A
/// segue's `customClass` in the document names a subclass whose `perform()` does the transition;
/// UIKit's own kinds (embed, custom) perform through the handler the storyboard gives them.
@preconcurrency @MainActor
open class UIStoryboardSegue: NSObject {
    /// The segue's identifier in the storyboard, if any.
    open var identifier: String? { identifierStorage }
    /// The controller the segue starts from.
    open var source: UIViewController { sourceStorage }
    /// The controller the segue leads to.
    open var destination: UIViewController { destinationStorage }

    let identifierStorage: String?
    let sourceStorage: UIViewController
    let destinationStorage: UIViewController
    @preconcurrency var performHandler: (@MainActor () -> Void)?

    /// Creates a segue. Required so a storyboard can create `customClass` subclasses by name.
    public required init(identifier: String?, source: UIViewController, destination: UIViewController) {
        identifierStorage = identifier
        sourceStorage = source
        destinationStorage = destination
        super.init()
    }

    /// Creates a segue whose `perform()` runs `performHandler`, as UIKit's `init(identifier:source:destination:performHandler:)`.
    @preconcurrency public convenience init(identifier: String?, source: UIViewController, destination: UIViewController,
                            performHandler: @escaping @MainActor () -> Void) {
        self.init(identifier: identifier, source: source, destination: destination)
        self.performHandler = performHandler
    }

    /// Performs the transition; subclasses override it (without calling super).
    open func perform() { performHandler?() }
}
