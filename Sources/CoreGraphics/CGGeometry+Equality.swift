import Foundation

extension CGPoint {
    /// Whether the two points are equal, as `CGPointEqualToPoint` (`CGPoint.equalTo(_:)` in Apple's overlay;
    /// Foundation on Linux lacks it).
    public func equalTo(_ point2: CGPoint) -> Bool { self == point2 }
}

extension CGSize {
    /// Whether the two sizes are equal, as `CGSizeEqualToSize` (`CGSize.equalTo(_:)` in Apple's overlay;
    /// Foundation on Linux lacks it).
    public func equalTo(_ size2: CGSize) -> Bool { self == size2 }
}

extension CGRect {
    /// Whether the two rectangles are equal, as `CGRectEqualToRect` (`CGRect.equalTo(_:)` in Apple's
    /// overlay; Foundation on Linux lacks it): rectangles with negative sizes compare by their standardized
    /// form, and null rectangles are equal to each other.
    public func equalTo(_ rect2: CGRect) -> Bool {
        if isNull || rect2.isNull { return isNull && rect2.isNull }
        return standardized == rect2.standardized
    }
}
