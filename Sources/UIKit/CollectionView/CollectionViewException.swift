import Foundation

/// Stops the program the way an uncaught UIKit exception does, with UIKit's reason text, e.g.
/// `*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: '…'`.
func raiseCollectionViewException(_ reason: String, name: String = "NSInternalInconsistencyException") -> Never {
    fatalError("*** Terminating app due to uncaught exception '\(name)', reason: '\(reason)'")
}
