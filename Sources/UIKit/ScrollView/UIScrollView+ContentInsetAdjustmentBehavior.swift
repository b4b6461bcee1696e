import Foundation

extension UIScrollView {
    /// How the safe area is added to `contentInset` to form `adjustedContentInset`, with UIKit's raw
    /// values.
    public enum ContentInsetAdjustmentBehavior: Int, Sendable {
        /// Like `.scrollableAxes`. UIKit also always adjusts top and bottom for scroll views owned by a
        /// view controller inside a navigation or tab bar controller; OpenUIKit has neither container
        /// yet, so `.automatic` behaves exactly as `.scrollableAxes` (documented deviation).
        case automatic = 0
        /// Adds the safe area only on axes that scroll: content larger than the bounds on that axis, or
        /// `alwaysBounceHorizontal`/`alwaysBounceVertical` set for it.
        case scrollableAxes = 1
        /// Adds nothing: `adjustedContentInset == contentInset`.
        case never = 2
        /// Always adds the whole safe area.
        case always = 3
    }
}
