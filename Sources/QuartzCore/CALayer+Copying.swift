import CoreGraphics
import Foundation

extension CALayer {
    /// Copies `other`'s properties (not its sublayers, delegate or animations), for `init(layer:)`.
    /// - Complexity: O(1).
    final func copyProperties(of other: CALayer) {
        bounds = other.bounds; position = other.position; anchorPoint = other.anchorPoint
        zPosition = other.zPosition; anchorPointZ = other.anchorPointZ; transform = other.transform
        sublayerTransform = other.sublayerTransform; isGeometryFlipped = other.isGeometryFlipped
        contentsScale = other.contentsScale; rasterizationScale = other.rasterizationScale
        shouldRasterize = other.shouldRasterize
        backgroundColor = other.backgroundColor; cornerRadius = other.cornerRadius
        maskedCorners = other.maskedCorners; cornerCurve = other.cornerCurve
        borderWidth = other.borderWidth; borderColor = other.borderColor; opacity = other.opacity
        isHidden = other.isHidden; masksToBounds = other.masksToBounds; isOpaque = other.isOpaque
        isDoubleSided = other.isDoubleSided
        shadowColor = other.shadowColor; shadowOpacity = other.shadowOpacity; shadowOffset = other.shadowOffset
        shadowRadius = other.shadowRadius; shadowPath = other.shadowPath
        contents = other.contents; contentsGravity = other.contentsGravity; contentsRect = other.contentsRect
        contentsCenter = other.contentsCenter
        name = other.name; needsDisplayOnBoundsChange = other.needsDisplayOnBoundsChange
        drawsAsynchronously = other.drawsAsynchronously; allowsEdgeAntialiasing = other.allowsEdgeAntialiasing
        actions = other.actions
    }
}
