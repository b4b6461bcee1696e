import Foundation

/// The look of a navigation bar, as UIKit's `UINavigationBarAppearance` (iOS 13): the background of
/// `UIBarAppearance` (its shadow along the bar's bottom edge), the title's and large title's attributes,
/// the title's offset, the look of plain, `.done` and back buttons, and the back indicator image.
///
/// A bar shows its `standardAppearance` (or its top item's) once content scrolls under it, and its
/// `scrollEdgeAppearance` while the content is at its top (iOS 15: when that is `nil`, the standard
/// appearance with a transparent background), cross-fading between them over the first points of scroll.
@preconcurrency @MainActor
open class UINavigationBarAppearance: UIBarAppearance {
    /// The title's attributes (`.font`, `.foregroundColor`); empty uses 17-point semibold label colour.
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// How far the title moves from its centred place.
    open var titlePositionAdjustment: UIOffset = .zero
    /// The large title's attributes; empty uses 34-point bold label colour.
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// The look of plain bar button items.
    open var buttonAppearance = UIBarButtonItemAppearance(style: .plain)
    /// The look of `.done` bar button items (iOS 26 calls it `prominentButtonAppearance`).
    open var doneButtonAppearance = UIBarButtonItemAppearance(style: .done)
    /// The look of the back button's title.
    open var backButtonAppearance = UIBarButtonItemAppearance(style: .plain)

    /// The back button's chevron: the system's `chevron.backward` unless one was set.
    open var backIndicatorImage: UIImage { customBackIndicatorImage ?? Self.systemBackIndicatorImage }
    /// The mask of the back title during transitions (the indicator image unless one was set).
    open var backIndicatorTransitionMaskImage: UIImage { customBackIndicatorMask ?? backIndicatorImage }

    /// Sets the back indicator and its transition mask; UIKit requires both or neither (`nil` restores
    /// the system chevron).
    open func setBackIndicatorImage(_ backIndicatorImage: UIImage?, transitionMaskImage backIndicatorTransitionMaskImage: UIImage?) {
        customBackIndicatorImage = backIndicatorImage
        customBackIndicatorMask = backIndicatorImage == nil ? nil : backIndicatorTransitionMaskImage
    }

    var customBackIndicatorImage: UIImage?
    var customBackIndicatorMask: UIImage?

    /// Creates an appearance for `idiom` with the default background.
    public override init(idiom: UIUserInterfaceIdiom) { super.init(idiom: idiom) }

    /// Creates an appearance with the background of `barAppearance` (and everything else when it is a
    /// navigation bar appearance).
    public required init(barAppearance: UIBarAppearance) {
        super.init(barAppearance: barAppearance)
        if let other = barAppearance as? UINavigationBarAppearance { copyNavigationProperties(from: other) }
    }

    /// Creates an appearance from an archive (the default background).
    public required init?(coder: NSCoder) { super.init(coder: coder) }
}
