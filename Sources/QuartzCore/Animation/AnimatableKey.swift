import Foundation

/// The animatable base properties of layers, resolved once from key-path strings so that evaluating a
/// frame never compares strings. Not public API.
enum AnimatableKey: String, CaseIterable {
    case position, bounds, transform, sublayerTransform, opacity, backgroundColor, cornerRadius, borderWidth
    case borderColor, shadowOpacity, shadowRadius, shadowOffset, shadowColor, contentsRect, zPosition, anchorPoint
    // Shape layers.
    case strokeStart, strokeEnd, lineWidth, miterLimit, lineDashPhase, fillColor, strokeColor, path
    // Gradient layers.
    case colors, locations, startPoint, endPoint
}

/// A key path split into its animatable base property and the component after the first dot
/// (`transform.rotation.z` → `.transform`, `rotation.z`). Not public API.
struct ResolvedKeyPath: Equatable {
    let base: AnimatableKey
    let sub: String?

    /// Resolves `keyPath`, or `nil` when its base is not animatable.
    init?(_ keyPath: String) {
        let (base, sub) = PresentationValues.split(keyPath)
        guard let key = AnimatableKey(rawValue: String(base)) else { return nil }
        self.base = key
        self.sub = sub.map(String.init)
    }
}
