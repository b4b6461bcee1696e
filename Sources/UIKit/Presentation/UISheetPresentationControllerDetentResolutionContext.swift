import Foundation

/// What a custom detent's resolver is told about the sheet's container, as UIKit's
/// `UISheetPresentationControllerDetentResolutionContext` (iOS 16).
@preconcurrency @MainActor
public protocol UISheetPresentationControllerDetentResolutionContext: AnyObject {
    /// The traits of the sheet's container.
    var containerTraitCollection: UITraitCollection { get }
    /// The largest value a detent can have: the height of the large detent, from the sheet's top below
    /// the status bar to the top of the bottom safe area.
    var maximumDetentValue: CGFloat { get }
}

/// The resolution context a sheet gives its detents.
final class SheetDetentResolutionContext: UISheetPresentationControllerDetentResolutionContext {
    let containerTraitCollection: UITraitCollection
    let maximumDetentValue: CGFloat

    init(containerTraitCollection: UITraitCollection, maximumDetentValue: CGFloat) {
        self.containerTraitCollection = containerTraitCollection
        self.maximumDetentValue = maximumDetentValue
    }
}
