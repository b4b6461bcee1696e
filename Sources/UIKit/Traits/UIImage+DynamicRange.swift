extension UIImage {
    /// The dynamic range an image is shown in (iOS 17), with UIKit's raw values; the value of the
    /// `imageDynamicRange` trait. OpenUIKit draws every image in the standard range.
    /// - Complexity: O(1) value type.
    public enum DynamicRange: Int, Hashable, Sendable {
        /// Not specified.
        case unspecified = -1
        /// Standard dynamic range.
        case standard = 0
        /// High dynamic range constrained to a comfortable brightness.
        case constrainedHigh = 1
        /// Full high dynamic range.
        case high = 2
    }
}
