import Foundation

/// A navigation bar's background: the fill (or the blurred material, see `UIVisualEffectView`) and the
/// one-pixel hairline at its bottom edge, drawn from the status bar's top to the bar's bottom. Not public API.
@MainActor
final class NavigationBarBackgroundView: UIView {
    let fill = UIView()
    let hairline = UIView()
    /// The material blur behind a translucent bar (the system chrome material).
    let blur = UIVisualEffectView(effect: UIBlurEffect(style: .systemChromeMaterial))

    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        addSubview(blur)
        addSubview(fill)
        addSubview(hairline)
        hairline.backgroundColor = UIColor(white: 0, alpha: 0.3)
    }

    required init?(coder: NSCoder) { nil }

    override func layoutSubviews() {
        super.layoutSubviews()
        let b = bounds
        fill.frame = b
        blur.frame = b
        let pixel = 1 / max(UIScreen.main.scale, 1)
        hairline.frame = CGRect(x: 0, y: b.height, width: b.width, height: pixel)
    }
}
