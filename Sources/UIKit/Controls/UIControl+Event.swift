import Foundation

extension UIControl {
    /// The events a control sends, an option set with UIKit's raw values (`UIControlEvents`).
    ///
    /// A control fires several events of one moment as one combined mask (a second tap's down is
    /// `[.touchDown, .touchDownRepeat]`); each action registered for any of those bits runs once.
    public struct Event: OptionSet, Hashable, Sendable {
        /// The raw bit mask.
        public let rawValue: UInt

        /// Creates an event mask from its raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// A touch went down in the control (1 << 0).
        public static let touchDown = Event(rawValue: 1 << 0)
        /// A repeated touch went down (`UITouch.tapCount > 1`) (1 << 1).
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        /// The tracked touch moved inside the control's enlarged bounds (1 << 2).
        public static let touchDragInside = Event(rawValue: 1 << 2)
        /// The tracked touch moved outside the control's enlarged bounds (1 << 3).
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        /// The tracked touch moved from outside into the enlarged bounds (1 << 4).
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        /// The tracked touch moved from inside out of the enlarged bounds (1 << 5).
        public static let touchDragExit = Event(rawValue: 1 << 5)
        /// The finger lifted inside the enlarged bounds (1 << 6).
        public static let touchUpInside = Event(rawValue: 1 << 6)
        /// The finger lifted outside the enlarged bounds (1 << 7).
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        /// The system cancelled the tracked touch (1 << 8).
        public static let touchCancel = Event(rawValue: 1 << 8)
        /// The control's value changed (sliders, switches, steppers) (1 << 12).
        public static let valueChanged = Event(rawValue: 1 << 12)
        /// The control's semantic primary action fired, such as a button tap (1 << 13, iOS 9).
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        /// The control's menu gesture fired, before the menu shows (1 << 14, iOS 14).
        public static let menuActionTriggered = Event(rawValue: 1 << 14)
        /// Text editing began (1 << 16).
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        /// The edited text changed (1 << 17).
        public static let editingChanged = Event(rawValue: 1 << 17)
        /// Text editing ended (1 << 18).
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        /// Text editing ended with the Return key (1 << 19).
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        /// Every touch event (0x00000FFF).
        public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
        /// Every editing event (0x000F0000).
        public static let allEditingEvents = Event(rawValue: 0x000F_0000)
        /// Bits available to the application (0x0F000000).
        public static let applicationReserved = Event(rawValue: 0x0F00_0000)
        /// Bits reserved for the framework (0xF0000000).
        public static let systemReserved = Event(rawValue: 0xF000_0000)
        /// Every event (0xFFFFFFFF).
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }
}
