import Foundation

/// A bar's background drawn from two `UIBarAppearance`s, cross-faded: the standard appearance in
/// proportion to `progress` over the scroll-edge one, as iOS 15 fades a bar's material in once content
/// scrolls under it. Shared by navigation bars, toolbars and tab bars. Not public API.
@MainActor
final class BarBackgroundView: UIView {
    /// Where the shadow line goes: under a navigation bar, above a toolbar or tab bar.
    enum ShadowEdge { case top, bottom }

    /// The standard appearance's layer.
    let standard = BarAppearanceLayerView()
    /// The scroll edge appearance's layer.
    let scrollEdge = BarAppearanceLayerView()
    var shadowEdge: ShadowEdge = .bottom {
        didSet { standard.shadowEdge = shadowEdge; scrollEdge.shadowEdge = shadowEdge }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        addSubview(scrollEdge)
        addSubview(standard)
    }

    required init?(coder: NSCoder) { nil }

    /// Shows `standardAppearance` at `progress` (0…1) over `edgeAppearance` at `1 − progress`.
    func show(standard standardAppearance: UIBarAppearance, scrollEdge edgeAppearance: UIBarAppearance, progress: CGFloat) {
        let p = min(max(progress, 0), 1)
        standard.apply(standardAppearance)
        scrollEdge.apply(edgeAppearance)
        standard.alpha = p
        scrollEdge.alpha = 1 - p
        standard.isHidden = p == 0 || !standardAppearance.drawsBackground
        scrollEdge.isHidden = p == 1 || !edgeAppearance.drawsBackground
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        standard.frame = bounds
        scrollEdge.frame = bounds
    }
}

/// One appearance's background: blur, colour, image and the one-pixel shadow. Not public API.
@MainActor
final class BarAppearanceLayerView: UIView {
    let blur = UIVisualEffectView(effect: nil)
    let fill = UIView()
    let image = UIImageView()
    let shadow = UIImageView()
    var shadowEdge: BarBackgroundView.ShadowEdge = .bottom { didSet { setNeedsLayout() } }
    /// The blur style shown, to keep an unchanged effect (and its cached backdrop) in place.
    private var shownBlurStyle: UIBlurEffect.Style?

    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        for view in [blur, fill, image, shadow] as [UIView] { addSubview(view) }
    }

    required init?(coder: NSCoder) { nil }

    func apply(_ appearance: UIBarAppearance) {
        let style = appearance.backgroundEffect?.style
        if style != shownBlurStyle {
            shownBlurStyle = style
            blur.effect = appearance.backgroundEffect
        }
        blur.isHidden = style == nil
        fill.backgroundColor = appearance.backgroundColor
        fill.isHidden = appearance.backgroundColor == nil
        image.image = appearance.backgroundImage
        image.contentMode = appearance.backgroundImageContentMode
        image.isHidden = appearance.backgroundImage == nil
        if let shadowImage = appearance.shadowImage {
            shadow.image = shadowImage
            shadow.backgroundColor = nil
            shadow.tintColor = appearance.shadowColor
            shadow.isHidden = false
        } else {
            shadow.image = nil
            shadow.backgroundColor = appearance.shadowColor
            shadow.isHidden = appearance.shadowColor.map { $0.cgColor.alpha == 0 } ?? true
        }
        setNeedsLayout()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let b = bounds
        blur.frame = b
        fill.frame = b
        image.frame = b
        let pixel = 1 / max(window?.screen.scale ?? UIScreen.main.scale, 1)
        let height = shadow.image.map { max($0.size.height, pixel) } ?? pixel
        shadow.frame = shadowEdge == .bottom
            ? CGRect(x: 0, y: b.height, width: b.width, height: height)
            : CGRect(x: 0, y: -height, width: b.width, height: height)
    }
}
