@_spi(OpenUIKitHost) import QuartzCore
import Foundation

/// The two scroll-indicator layers and their fade (visual metrics §5: 3 pt thick, fully rounded, 3 pt
/// from the edge, at least 36 pt long, shrinking to 8 pt while overscrolled, fading out 1.2 s after
/// scrolling stops over 0.25 s). Not public API.
@MainActor
final class ScrollIndicators {
    /// Thickness, in points.
    static let thickness: CGFloat = 3
    /// Gap to the bounds edge (cross axis) and to the track ends (main axis), in points.
    static let edgeInset: CGFloat = 3
    /// Shortest length while in range, in points.
    static let minimumLength: CGFloat = 36
    /// Shortest length while overscrolled, in points.
    static let minimumOverscrollLength: CGFloat = 8
    /// Seconds from the end of scrolling until the fade starts.
    static let fadeDelay: Double = 1.2
    /// Seconds the fade takes.
    static let fadeDuration: Double = 0.25

    let vertical = CALayer()
    let horizontal = CALayer()
    private(set) var isInstalled = false
    /// The current opacity of both indicators (0 when hidden).
    private(set) var opacity: Float = 0
    /// When scrolling last happened (media time).
    private var lastActivity: Double = -.infinity

    /// No implicit animations: the indicators are standalone layers, which Core Animation would animate
    /// over 0.25 s on every change, so they would trail the content they report (the scroll view sets
    /// their frame and opacity for each frame itself).
    static let withoutImplicitAnimations: [String: any CAAction] = [
        "position": NSNull(), "bounds": NSNull(), "frame": NSNull(), "opacity": NSNull(), "hidden": NSNull(),
        "backgroundColor": NSNull(), "borderColor": NSNull(), "borderWidth": NSNull(), "cornerRadius": NSNull(),
    ]

    /// Adds the layers to the scroll view's layer, invisible.
    func install(in layer: CALayer, style: UIScrollView.IndicatorStyle) {
        for indicator in [vertical, horizontal] {
            indicator.actions = ScrollIndicators.withoutImplicitAnimations
            indicator.cornerRadius = ScrollIndicators.thickness / 2
            indicator.opacity = 0
            indicator.isHidden = true
            layer.addSublayer(indicator)
        }
        apply(style: style)
        isInstalled = true
    }

    /// Colours for `style`.
    func apply(style: UIScrollView.IndicatorStyle) {
        for indicator in [vertical, horizontal] {
            switch style {
            case .default:
                indicator.backgroundColor = CGColor(gray: 0, alpha: 0.35)
                indicator.borderColor = CGColor(gray: 1, alpha: 0.4)
                indicator.borderWidth = 0.5
            case .black:
                indicator.backgroundColor = CGColor(gray: 0, alpha: 0.35)
                indicator.borderWidth = 0
            case .white:
                indicator.backgroundColor = CGColor(gray: 1, alpha: 0.5)
                indicator.borderWidth = 0
            }
        }
    }

    /// Puts the layers back on top of the scroll view's sublayers.
    func bringToFront(in layer: CALayer) {
        guard isInstalled else { return }
        layer.addSublayer(vertical)
        layer.addSublayer(horizontal)
    }

    /// Shows the indicators now (scrolling happened at `time`).
    func markActivity(at time: Double) {
        lastActivity = time
        setOpacity(1)
    }

    /// Whether the fade still needs frames.
    var needsFrames: Bool { opacity > 0 }

    /// The fade at `time`: fully visible while `active` and for 1.2 s after, then fading out.
    func update(at time: Double, active: Bool, view: UIScrollView) {
        if active { lastActivity = time }
        let idle = time - lastActivity
        if idle < ScrollIndicators.fadeDelay {
            setOpacity(opacity > 0 || active ? 1 : 0)
        } else {
            let f = (idle - ScrollIndicators.fadeDelay) / ScrollIndicators.fadeDuration
            setOpacity(f >= 1 ? 0 : Float(1 - ScrollMath.easeInOut(CGFloat(f))))
        }
    }

    private func setOpacity(_ value: Float) {
        guard value != opacity else { return }
        opacity = value
        vertical.opacity = value
        horizontal.opacity = value
    }
}
