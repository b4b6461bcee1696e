import Foundation

extension UITraitCollection {
    /// The collection `current` returns when none is set: the main screen's traits (updated with them).
    nonisolated(unsafe) static var fallbackCurrent = UITraitCollection.portraitPhone
    /// The collection set by UIKit (or `performAsCurrent`, or the app) for the code running now.
    nonisolated(unsafe) static var currentStorage: UITraitCollection?

    static var currentImplementation: UITraitCollection {
        get { currentStorage ?? fallbackCurrent }
        set { currentStorage = newValue }
    }
}
