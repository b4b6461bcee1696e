import Foundation

extension UIImage {
    /// Configuration for how an image is drawn, as UIKit's `UIImage.Configuration`: the base class of
    /// `UIImage.SymbolConfiguration`. Configurations are immutable once made.
    ///
    /// OpenUIKit has no trait collections on configurations (documented deviation: `traitCollection` and
    /// `withTraitCollection(_:)` are absent).
    open class Configuration: NSObject, @unchecked Sendable {
        /// An empty configuration (all values unspecified).
        public required override init() {
            super.init()
        }

        /// A configuration with the values of `otherConfiguration` laid over this one's (where it specifies
        /// a value, it wins), of this configuration's class. `nil` gives a copy.
        open func applying(_ otherConfiguration: Configuration?) -> Self {
            let result = type(of: self).init()
            result.copyValues(from: self)
            if let otherConfiguration { result.mergeValues(from: otherConfiguration) }
            return result
        }

        /// Copies every value of `other` (overridden by subclasses that add values).
        func copyValues(from other: Configuration) {}

        /// Copies the values `other` specifies (overridden by subclasses that add values).
        func mergeValues(from other: Configuration) {}
    }
}
