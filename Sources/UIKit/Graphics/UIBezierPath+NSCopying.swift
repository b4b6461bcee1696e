import Foundation

// MARK: - NSCopying

extension UIBezierPath: NSCopying {
    func performCopy(with zone: NSZone? = nil) -> Any {
        let copy = UIBezierPath()
        copy.path = path.mutableCopy() ?? CGMutablePath()
        copy.copyAttributes(from: self)
        return copy
    }
}
