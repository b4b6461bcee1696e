import Foundation

/// Something a popover can point at, as UIKit's `UIPopoverPresentationControllerSourceItem` (iOS 16):
/// a view (its bounds) or a bar button item (the view its bar shows for it). Assign one to a popover's
/// `sourceItem`.
@preconcurrency @MainActor
public protocol UIPopoverPresentationControllerSourceItem: AnyObject {}

// MARK: UIPopoverPresentationControllerSourceItem

extension UIView: UIPopoverPresentationControllerSourceItem {}

// MARK: UIPopoverPresentationControllerSourceItem

extension UIBarButtonItem: UIPopoverPresentationControllerSourceItem {}
