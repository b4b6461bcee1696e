import Foundation

/// The view that draws a `UIBackgroundConfiguration`: fill colour, corner radius (with per-corner
/// masking for inset-grouped rows), stroke and the optional custom view. The corners are continuous
/// (`CALayerCornerCurve.continuous`), as UIKit draws background configurations and inset-grouped sections.
@MainActor
final class BackgroundConfigurationView: UIView {
    private(set) var configuration: UIBackgroundConfiguration?
    var maskedCorners: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]

    func apply(_ configuration: UIBackgroundConfiguration, tint: UIColor) {
        self.configuration = configuration
        backgroundColor = configuration.resolvedBackgroundColor(for: tint)
        layer.cornerRadius = configuration.cornerRadius
        layer.cornerCurve = .continuous
        layer.maskedCorners = maskedCorners
        layer.borderWidth = configuration.strokeWidth
        layer.borderColor = configuration.strokeWidth > 0 ? configuration.resolvedStrokeColor(for: tint).cgColor : nil
        clipsToBounds = configuration.cornerRadius > 0 && configuration.customView != nil
        if let custom = configuration.customView, custom.superview !== self {
            subviews.forEach { $0.removeFromSuperview() }
            addSubview(custom)
        } else if configuration.customView == nil {
            subviews.forEach { $0.removeFromSuperview() }
        }
        setNeedsLayout()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        configuration?.customView?.frame = bounds
    }

    /// The frame for a cell of `bounds` with the configuration's insets (negative values are outsets).
    func frame(in bounds: CGRect, margins: UIEdgeInsets) -> CGRect {
        guard let c = configuration else { return bounds }
        var i = c.backgroundInsets
        let e = c.edgesAddingLayoutMarginsToBackgroundInsets
        if e.contains(.top) { i.top += margins.top }
        if e.contains(.leading) { i.leading += margins.left }
        if e.contains(.bottom) { i.bottom += margins.bottom }
        if e.contains(.trailing) { i.trailing += margins.right }
        return CGRect(x: bounds.minX + i.leading, y: bounds.minY + i.top,
                      width: bounds.width - i.leading - i.trailing, height: bounds.height - i.top - i.bottom)
    }
}
