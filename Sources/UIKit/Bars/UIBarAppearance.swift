import Foundation

/// The look of a bar's background, as UIKit's `UIBarAppearance` (iOS 13): a blur effect, a colour and an
/// image layered in that order, and a shadow (a one-pixel line at the edge facing the content) in
/// `shadowColor` or `shadowImage`. `UINavigationBarAppearance`, `UIToolbarAppearance` and
/// `UITabBarAppearance` add what their bars draw besides.
///
/// Bars copy the appearances they are given (Apple's properties are `@NSCopying`): change an appearance
/// and assign it again to see the change.
///
/// The three configurations, as iOS draws them: the default background is the system chrome material
/// (`UIBlurEffect.Style.systemChromeMaterial`) with a hairline shadow (black at 30%); the opaque background
/// is the system background colour with the same shadow; the transparent background draws nothing.
@preconcurrency @MainActor
open class UIBarAppearance: NSObject, NSCopying {
    /// The idiom the appearance is for (UIKit tunes metrics by idiom; OpenUIKit draws the phone's).
    open private(set) var idiom: UIUserInterfaceIdiom

    /// Creates an appearance for `idiom` with the default background.
    public init(idiom: UIUserInterfaceIdiom) {
        self.idiom = idiom
        super.init()
        configureWithDefaultBackground()
    }

    /// Creates an appearance for the phone idiom with the default background.
    public convenience override init() { self.init(idiom: .phone) }

    /// Creates an appearance with the background properties of `barAppearance` (a navigation bar
    /// appearance made from a tab bar's, say, keeps only what they share).
    public required init(barAppearance: UIBarAppearance) {
        idiom = barAppearance.idiom
        super.init()
        copyBackground(from: barAppearance)
    }

    /// Creates an appearance from an archive (the default background).
    public required init?(coder: NSCoder) {
        idiom = .phone
        super.init()
        configureWithDefaultBackground()
    }

    /// A copy of the appearance, of its own class, with every property.
    open func copy() -> Self { Self.init(barAppearance: self) }

    /// A copy of the appearance (`NSCopying`).
    nonisolated open func copy(with zone: NSZone?) -> Any { MainActor.assumeIsolated { typedCopy() } }

    private func typedCopy() -> UIBarAppearance { copy() }

    // MARK: Configurations

    /// The system's translucent background: the chrome material blur and the hairline shadow.
    open func configureWithDefaultBackground() {
        applyBackgroundConfiguration(.defaultBackground)
    }

    /// An opaque background in the system background colour, with the hairline shadow.
    open func configureWithOpaqueBackground() {
        applyBackgroundConfiguration(.opaqueBackground)
    }

    /// No background and no shadow: the content shows through the bar.
    open func configureWithTransparentBackground() {
        applyBackgroundConfiguration(.transparentBackground)
    }

    // MARK: Background

    /// The blur drawn behind the bar, below `backgroundColor` and `backgroundImage`.
    open var backgroundEffect: UIBlurEffect?
    /// The colour drawn over the blur.
    open var backgroundColor: UIColor?
    /// The image drawn over the colour.
    open var backgroundImage: UIImage?
    /// How `backgroundImage` fills the bar. Default `.scaleToFill`.
    open var backgroundImageContentMode: UIView.ContentMode = .scaleToFill
    /// The colour of the one-pixel shadow line; `nil` or clear draws none.
    open var shadowColor: UIColor?
    /// An image drawn as the shadow instead of the line (tinted with `shadowColor` when it is a template).
    open var shadowImage: UIImage?

    // MARK: Copying subclass state

    /// Copies what this class adds to `UIBarAppearance` from `other` (subclasses extend it; called by
    /// `init(barAppearance:)` through the subclass's own initialiser).
    func copyBackground(from other: UIBarAppearance) {
        backgroundEffect = other.backgroundEffect
        backgroundColor = other.backgroundColor
        backgroundImage = other.backgroundImage
        backgroundImageContentMode = other.backgroundImageContentMode
        shadowColor = other.shadowColor
        shadowImage = other.shadowImage
    }
}
