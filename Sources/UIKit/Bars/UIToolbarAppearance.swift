import Foundation

/// The look of a toolbar, as UIKit's `UIToolbarAppearance` (iOS 13): the background of `UIBarAppearance`
/// (its shadow along the bar's top edge) and the look of plain and `.done` items.
@preconcurrency @MainActor
open class UIToolbarAppearance: UIBarAppearance {
    /// The look of plain items.
    open var buttonAppearance = UIBarButtonItemAppearance(style: .plain)
    /// The look of `.done` items.
    open var doneButtonAppearance = UIBarButtonItemAppearance(style: .done)

    /// Creates an appearance for `idiom` with the default background.
    public override init(idiom: UIUserInterfaceIdiom) { super.init(idiom: idiom) }

    /// Creates an appearance with the background of `barAppearance` (and its button looks when it is a
    /// toolbar appearance).
    public required init(barAppearance: UIBarAppearance) {
        super.init(barAppearance: barAppearance)
        if let other = barAppearance as? UIToolbarAppearance {
            buttonAppearance = other.buttonAppearance.copy()
            doneButtonAppearance = other.doneButtonAppearance.copy()
        }
    }

    /// Creates an appearance from an archive (the default background).
    public required init?(coder: NSCoder) { super.init(coder: coder) }
}
