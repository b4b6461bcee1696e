import Foundation

extension UIColor {
    /// How many times a dynamic colour was resolved to a concrete one or a trait that colours depend on
    /// (`userInterfaceStyle`, `accessibilityContrast`, `userInterfaceLevel`) was read: UIKit counts them
    /// around `draw(_:)`, `layoutSubviews()` and `tintColorDidChange()` to learn which views use the
    /// appearance there and so run those methods again when it changes.
    nonisolated(unsafe) static var dynamicResolutions = 0

    /// Whether the colour is dynamic (made by a provider).
    var isDynamic: Bool { dynamicProvider != nil }

    /// - Complexity: O(provider nesting).
    func performResolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        guard let dynamicProvider else { return self }
        UIColor.dynamicResolutions &+= 1
        var resolved = dynamicProvider(traitCollection)
        var depth = 0
        while let nested = resolved.dynamicProvider, depth < 16 {
            resolved = nested(traitCollection)
            depth += 1
        }
        return resolved.dynamicProvider == nil ? resolved : UIColor(white: 0, alpha: 0)
    }

    var cgColorImplementation: CGColor {
        guard dynamicProvider != nil else { return staticCGColor }
        return performResolvedColor(with: UITraitCollection.currentImplementation).staticCGColor
    }

    func performWithAlphaComponent(_ alpha: CGFloat) -> UIColor {
        guard dynamicProvider != nil else { return UIColor(cgColor: staticCGColor.copy(alpha: alpha) ?? staticCGColor) }
        return UIColor(dynamicProvider: { [self] traits in self.resolvedColor(with: traits).withAlphaComponent(alpha) })
    }
}
