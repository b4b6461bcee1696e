import Foundation

extension UIEvent {
    /// The buttons of a pointing device pressed for an event (iOS 13.4), with UIKit's raw values: bit
    /// `n - 1` is button `n`.
    public struct ButtonMask: OptionSet, Sendable, Hashable {
        /// The bits of the pressed buttons.
        public let rawValue: Int

        /// A mask with the bits of `rawValue`.
        public init(rawValue: Int) { self.rawValue = rawValue }

        /// The primary button (a mouse's left button, a trackpad click).
        public static let primary = ButtonMask(rawValue: 1 << 0)

        /// The secondary button (a mouse's right button, a two-finger trackpad click).
        public static let secondary = ButtonMask(rawValue: 1 << 1)

        /// The mask of button number `buttonNumber`, counting from 1 (the primary button; 2 is the
        /// secondary), as UIKit's `UIEventButtonMaskForButtonNumber`.
        public static func button(_ buttonNumber: Int) -> ButtonMask {
            guard buttonNumber >= 1, buttonNumber <= Int.bitWidth - 1 else { return [] }
            return ButtonMask(rawValue: 1 << (buttonNumber - 1))
        }
    }
}
