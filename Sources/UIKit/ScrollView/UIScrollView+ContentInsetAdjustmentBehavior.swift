import Foundation

extension UIScrollView {
    /// How the safe area is added to `contentInset` to form `adjustedContentInset`, with UIKit's raw
    /// values.
    public enum ContentInsetAdjustmentBehavior: Int, Sendable {
        /// Like `.scrollableAxes`, and the top and bottom are always adjusted when the scroll view is the
        /// content view of a view controller a navigation or tab bar controller displays (its root view,
        /// or the root view's first subview), so short content also starts below the bars, as UIKit
        /// documents.
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
