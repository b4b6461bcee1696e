import Foundation

/// The delegate of a sheet: the adaptive-presentation questions plus detent changes, as UIKit's
/// `UISheetPresentationControllerDelegate` (iOS 15). Assign it to the sheet's `delegate`.
@preconcurrency @MainActor
public protocol UISheetPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {
    /// The user (a drag) changed `selectedDetentIdentifier`; not called for changes made in code.
    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheetPresentationController: UISheetPresentationController)
}

extension UISheetPresentationControllerDelegate {
    public func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheetPresentationController: UISheetPresentationController) {}
}
