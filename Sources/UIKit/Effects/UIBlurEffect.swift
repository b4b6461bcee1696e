import Foundation

/// A blur of what is behind a `UIVisualEffectView`, as UIKit's `UIBlurEffect`, in one of the system's
/// styles: the content behind is blurred by the compositor, its colours made more vivid, and the style's
/// tint laid over it.
///
/// Apple does not publish the materials' numbers; OpenUIKit's are chosen to look like them: a blur of
/// 20 points (Gaussian σ ≈ 10 points; 12 for the ultra-thin materials), saturation × 1.8, and a tint
/// from white at 30–97% (light) or near-black at 55–90% (dark), thicker materials more opaque.
@preconcurrency @MainActor
open class UIBlurEffect: UIVisualEffect {
    /// The blur styles, as UIKit's `UIBlurEffect.Style` with Apple's raw values.
    public enum Style: Int, Sendable {
        /// A bright, white-tinted blur (iOS 8).
        case extraLight = 0
        /// A light blur (iOS 8).
        case light = 1
        /// A dark blur (iOS 8).
        case dark = 2
        /// The standard blur, adapting to the interface style (iOS 10).
        case regular = 4
        /// A more opaque blur than `.regular` (iOS 10).
        case prominent = 5
        /// The most translucent material (iOS 13).
        case systemUltraThinMaterial = 6
        /// A translucent material (iOS 13).
        case systemThinMaterial = 7
        /// The default material (iOS 13).
        case systemMaterial = 8
        /// A more opaque material (iOS 13).
        case systemThickMaterial = 9
        /// The material of the system's bars (iOS 13).
        case systemChromeMaterial = 10
        /// The ultra-thin material, always light.
        case systemUltraThinMaterialLight = 11
        /// The thin material, always light.
        case systemThinMaterialLight = 12
        /// The material, always light.
        case systemMaterialLight = 13
        /// The thick material, always light.
        case systemThickMaterialLight = 14
        /// The chrome material, always light.
        case systemChromeMaterialLight = 15
        /// The ultra-thin material, always dark.
        case systemUltraThinMaterialDark = 16
        /// The thin material, always dark.
        case systemThinMaterialDark = 17
        /// The material, always dark.
        case systemMaterialDark = 18
        /// The thick material, always dark.
        case systemThickMaterialDark = 19
        /// The chrome material, always dark.
        case systemChromeMaterialDark = 20
    }

    /// The effect's style (not public in UIKit either).
    let style: UIBlurEffect.Style

    /// Creates a blur of `style`.
    public init(style: UIBlurEffect.Style) {
        self.style = style
        super.init()
    }

    /// The blur radius in points, the saturation factor and the tint of the style in the given appearance:
    /// the adaptive system materials (`.systemMaterial`, `.systemChromeMaterial`, ...) take their dark look
    /// in dark mode, as iOS's do; the explicit `Light`/`Dark` styles and the iOS 8 styles keep theirs.
    func material(for appearance: UIUserInterfaceStyle) -> (radius: CGFloat, saturation: CGFloat, tint: UIColor) {
        Self.material(of: appearance == .dark ? style.darkVariant : style)
    }

    private static func material(of style: Style) -> (radius: CGFloat, saturation: CGFloat, tint: UIColor) {
        switch style {
        case .extraLight: return (20, 1.8, UIColor(white: 0.97, alpha: 0.6))
        case .light, .regular: return (20, 1.8, UIColor(white: 1, alpha: 0.3))
        case .prominent: return (20, 1.8, UIColor(white: 1, alpha: 0.65))
        case .dark: return (20, 1.8, UIColor(white: 0.11, alpha: 0.73))
        case .systemUltraThinMaterial, .systemUltraThinMaterialLight: return (12, 1.8, UIColor(white: 1, alpha: 0.35))
        case .systemThinMaterial, .systemThinMaterialLight: return (20, 1.8, UIColor(white: 1, alpha: 0.55))
        case .systemMaterial, .systemMaterialLight: return (20, 1.8, UIColor(white: 1, alpha: 0.72))
        case .systemThickMaterial, .systemThickMaterialLight: return (20, 1.8, UIColor(white: 1, alpha: 0.85))
        case .systemChromeMaterial, .systemChromeMaterialLight: return (20, 1.8, UIColor(white: 0.976, alpha: 0.8))
        case .systemUltraThinMaterialDark: return (12, 1.8, UIColor(white: 0.1, alpha: 0.55))
        case .systemThinMaterialDark: return (20, 1.8, UIColor(white: 0.1, alpha: 0.7))
        case .systemMaterialDark: return (20, 1.8, UIColor(white: 0.1, alpha: 0.8))
        case .systemThickMaterialDark: return (20, 1.8, UIColor(white: 0.1, alpha: 0.9))
        case .systemChromeMaterialDark: return (20, 1.8, UIColor(white: 0.11, alpha: 0.8))
        }
    }
}

extension UIBlurEffect.Style {
    /// The style an adaptive system material takes in dark mode; every other style is itself.
    var darkVariant: UIBlurEffect.Style {
        switch self {
        case .systemUltraThinMaterial: return .systemUltraThinMaterialDark
        case .systemThinMaterial: return .systemThinMaterialDark
        case .systemMaterial: return .systemMaterialDark
        case .systemThickMaterial: return .systemThickMaterialDark
        case .systemChromeMaterial: return .systemChromeMaterialDark
        default: return self
        }
    }
}
