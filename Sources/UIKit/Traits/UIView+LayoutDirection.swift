import Foundation

extension UIView {
    /// UIKit's rule (`userInterfaceLayoutDirection(for:relativeTo:)` documentation): only `.unspecified`
    /// follows `direction`; playback and spatial content stays left to right; the forced ones force.
    /// - Complexity: O(1).
    static func layoutDirection(for attribute: UISemanticContentAttribute,
                                relativeTo direction: UIUserInterfaceLayoutDirection) -> UIUserInterfaceLayoutDirection {
        switch attribute {
        case .unspecified: return direction
        case .playback, .spatial, .forceLeftToRight: return .leftToRight
        case .forceRightToLeft: return .rightToLeft
        }
    }

    /// - Complexity: O(1) once the traits are computed.
    var effectiveUserInterfaceLayoutDirectionImplementation: UIUserInterfaceLayoutDirection {
        let traits = traitCollection.layoutDirection
        let inherited: UIUserInterfaceLayoutDirection
        switch traits {
        case .rightToLeft: inherited = .rightToLeft
        case .leftToRight: inherited = .leftToRight
        case .unspecified: inherited = HostAppearance.layoutDirection
        }
        return UIView.layoutDirection(for: semanticContentAttribute, relativeTo: inherited)
    }

    /// Whether the view lays out right to left.
    var isRightToLeft: Bool { effectiveUserInterfaceLayoutDirection == .rightToLeft }

    /// Directional insets made absolute for this view's direction (leading is right in right to left).
    func absoluteInsets(_ insets: NSDirectionalEdgeInsets) -> UIEdgeInsets {
        isRightToLeft ? UIEdgeInsets(top: insets.top, left: insets.trailing, bottom: insets.bottom, right: insets.leading) : insets.edgeInsets
    }

    /// Absolute insets in this view's directional terms.
    func directionalInsets(_ insets: UIEdgeInsets) -> NSDirectionalEdgeInsets {
        isRightToLeft ? NSDirectionalEdgeInsets(top: insets.top, leading: insets.right, bottom: insets.bottom, trailing: insets.left)
            : insets.directional
    }

    /// `rect` mirrored left to right within this view's bounds.
    /// - Complexity: O(1).
    func mirroredForRightToLeft(_ rect: CGRect) -> CGRect {
        CGRect(x: bounds.minX + bounds.maxX - rect.maxX, y: rect.minY, width: rect.width, height: rect.height)
    }

    /// Mirrors `views`' frames within this view's bounds. UIKit's own cells lay their parts out left to right
    /// and mirror them in a right-to-left layout, so leading accessories, images and texts sit on the right,
    /// as on iOS.
    /// - Complexity: O(views).
    func mirrorFramesForRightToLeft(_ views: [UIView]) {
        for view in views {
            let mirrored = mirroredForRightToLeft(view.frame)
            if view.frame != mirrored { view.frame = mirrored }
        }
    }

    /// A new semantic content attribute: margins are laid out again. Constraints resolve leading and
    /// trailing when they are added to the engine, so set the attribute before activating constraints
    /// (documented deviation: UIKit also re-resolves installed constraints).
    func semanticContentAttributeDidChange() {
        setNeedsLayout()
        layoutDirectionDidChange()
    }

    /// The effective layout direction may have changed: natural-aligned labels and image views whose image
    /// flips for right to left draw again.
    func layoutDirectionDidChange() {
        if let label = self as? UILabel, label.textAlignment == .natural { label.naturalAlignmentDidChange() }
        if let imageView = self as? UIImageView, imageView.displayedImage?.flipsForRightToLeftLayoutDirection == true {
            imageView.layer.setNeedsDisplay()
        }
    }
}
