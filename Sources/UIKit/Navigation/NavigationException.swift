import Foundation

/// Stops with UIKit's uncaught-exception text for a navigation misuse (as UIKit raises it):
/// `*** Terminating app due to uncaught exception 'NAME', reason: 'REASON'`. Not public API.
func raiseNavigationException(_ reason: String, name: String = "NSInvalidArgumentException") -> Never {
    fatalError("*** Terminating app due to uncaught exception '\(name)', reason: '\(reason)'")
}
