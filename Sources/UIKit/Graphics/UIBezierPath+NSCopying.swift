import Foundation

// MARK: - NSCopying

extension UIBezierPath: NSCopying {
    /// A copy with the same elements and drawing attributes, as on iOS.
    public func copy(with zone: NSZone? = nil) -> Any {
        let copy = UIBezierPath()
        copy.path = path.mutableCopy() ?? CGMutablePath()
        copy.copyAttributes(from: self)
        return copy
    }
}
