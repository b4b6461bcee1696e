import Foundation

extension UIControl {
    /// The state of a control, an option set with UIKit's raw values (`UIControlState`).
    ///
    /// A control's `state` combines `.highlighted`, `.disabled`, `.selected` and `.focused`; `.normal` is
    /// the empty set. Per-state values (button titles, colours) are looked up by the exact combination
    /// first and fall back to `.normal`, as in UIKit.
    public struct State: OptionSet, Hashable, Sendable {
        /// The raw bit mask.
        public let rawValue: UInt

        /// Creates a state from its raw bit mask.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// The normal, default state (no bits set, raw value 0).
        public static let normal = State([])
        /// The control is highlighted: a touch is down inside it (raw value 1).
        public static let highlighted = State(rawValue: 1 << 0)
        /// The control is disabled (raw value 2).
        public static let disabled = State(rawValue: 1 << 1)
        /// The control is selected (raw value 4).
        public static let selected = State(rawValue: 1 << 2)
        /// The control has focus (raw value 8).
        public static let focused = State(rawValue: 1 << 3)
        /// Bits available to the application (0x00FF0000).
        public static let application = State(rawValue: 0x00FF_0000)
        /// Bits reserved for the framework (0xFF000000).
        public static let reserved = State(rawValue: 0xFF00_0000)
    }
}
