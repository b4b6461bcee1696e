@_spi(OpenUIKitBackend) import QuartzCore
import Foundation

/// Shows a visual effect over what is behind it, as UIKit's `UIVisualEffectView`: with a `UIBlurEffect`,
/// the compositor blurs the pixels drawn below the view within its bounds (each frame that something
/// under it changed; an unchanged frame repaints nothing) and lays the style's tint over them. Add
/// subviews to `contentView`, not to the effect view itself.
///
/// Deviation: the blurred area is the view's rectangular bounds (corner radii clip the tint, not the blur).
@preconcurrency @MainActor
open class UIVisualEffectView: UIView {
    /// The view to add content to; it fills the effect view.
    open private(set) var contentView: UIView = UIView()

    /// The effect shown; `nil` shows nothing behind the content.
    open var effect: UIVisualEffect? { didSet { applyEffect() } }

    /// Creates a view showing `effect`.
    public init(effect: UIVisualEffect?) {
        self.effect = effect
        super.init(frame: .zero)
        configureEffectView()
    }

    /// Creates a view from an archive, without an effect.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        configureEffectView()
    }

    /// Keeps the content view filling the effect view.
    open override func layoutSubviews() {
        super.layoutSubviews()
        contentView.frame = bounds
    }

    private func configureEffectView() {
        contentView.frame = bounds
        addSubview(contentView)
        applyEffect()
        // An adaptive material (`.systemMaterial`, `.systemChromeMaterial`, ...) follows dark mode.
        registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (view: UIVisualEffectView, _: UITraitCollection) in
            view.applyEffect()
        }
    }

    private func applyEffect() {
        if let blur = effect as? UIBlurEffect {
            let material = blur.material(for: traitCollection.userInterfaceStyle)
            layer.backdropBlurRadius = material.radius
            layer.backdropSaturation = material.saturation
            layer.backgroundColor = material.tint.cgColor
        } else {
            layer.backdropBlurRadius = 0
            layer.backdropSaturation = 1
            layer.backgroundColor = nil
        }
    }
}
