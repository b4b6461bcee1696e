import Foundation

/// The display an app draws on, as UIKit's `UIScreen`: its size in points and its pixel scale.
///
/// The platform host (an SDL window or `HeadlessHost`) creates the screen and makes it `main`; before any
/// host runs, `main` is a 390 × 844-point screen at scale 1.
@preconcurrency @MainActor
open class UIScreen: NSObject {
    /// The screen the app draws on.
    open class var main: UIScreen {
        get { current }
        set {
            current = newValue
            UIScreenScale.current = newValue.scale
            newValue.screenTraitsDidChange()
        }
    }
    private static var current = UIScreen(bounds: CGRect(x: 0, y: 0, width: 390, height: 844), scale: 1)

    /// The screen's rectangle in points, origin zero.
    open private(set) var bounds: CGRect
    /// Pixels per point.
    open private(set) var scale: CGFloat

    /// The layer the windows' layers are sublayers of, ordered by window level: what a host composites.
    @_spi(OpenUIKitHost) public let rootLayer = CALayer()

    /// Creates a screen. OpenUIKit addition used by the platform hosts (UIKit's initialiser is private).
    @_spi(OpenUIKitHost) public init(bounds: CGRect, scale: CGFloat) {
        self.bounds = CGRect(origin: .zero, size: bounds.size)
        self.scale = scale
        super.init()
        rootLayer.frame = self.bounds
    }

    /// The screen's traits, computed when first read after a change.
    var screenTraitsCache: UITraitCollection?

    // MARK: Forwards to Traits/UIScreen+Traits.swift

    /// The screen's traits: its scale, idiom and size classes from its size, and the app-wide interface
    /// style, Dynamic Type size, layout direction and contrast, as UIKit's `UIScreen.traitCollection`.
    open var traitCollection: UITraitCollection { screenTraitCollectionImplementation }

    /// Tells the screen its traits changed.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// The same as `scale`: OpenUIKit does not downsample.
    open var nativeScale: CGFloat { scale }

    /// The bounds in pixels.
    open var nativeBounds: CGRect {
        CGRect(x: 0, y: 0, width: bounds.width * scale, height: bounds.height * scale)
    }

    /// Changes the screen size (a resized desktop window). OpenUIKit addition for the platform hosts.
    @_spi(OpenUIKitHost) public func update(size: CGSize, scale: CGFloat) {
        bounds = CGRect(origin: .zero, size: size)
        self.scale = scale
        rootLayer.frame = bounds
        if self === UIScreen.current { UIScreenScale.current = scale }
        screenTraitsDidChange()
    }
}
