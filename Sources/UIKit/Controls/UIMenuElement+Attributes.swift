import Foundation

extension UIMenuElement {
    /// How a menu element (an action) is shown and behaves, with UIKit's raw values.
    public struct Attributes: OptionSet, Hashable, Sendable {
        /// The raw bit mask.
        public let rawValue: UInt

        /// Creates attributes from their raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// The element cannot be chosen (raw value 1).
        public static let disabled = Attributes(rawValue: 1 << 0)
        /// The element does something destructive and shows in red (raw value 2).
        public static let destructive = Attributes(rawValue: 1 << 1)
        /// The element is not shown (raw value 4).
        public static let hidden = Attributes(rawValue: 1 << 2)
        /// Choosing the element keeps its menu open (raw value 8, iOS 16).
        public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
    }
}
