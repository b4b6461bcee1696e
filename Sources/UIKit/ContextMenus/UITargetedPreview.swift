import Foundation

/// A view a context menu lifts, with how to draw it and where, as UIKit's `UITargetedPreview` (iOS 13).
/// A delegate's `previewForHighlightingMenuWithConfiguration` returns one to lift part of a view (or
/// another view) instead of the whole interaction view.
@preconcurrency @MainActor
open class UITargetedPreview: NSObject {
    /// The view shown.
    open private(set) var view: UIView
    /// How the view is drawn.
    open private(set) var parameters: UIPreviewParameters
    /// Where the view is placed.
    open private(set) var target: UIPreviewTarget

    /// Creates a preview placed at `target`.
    public init(view: UIView, parameters: UIPreviewParameters, target: UIPreviewTarget) {
        self.view = view
        self.parameters = parameters
        self.target = target
        super.init()
    }

    /// Creates a preview of a view in a window, placed where the view is. Traps (as UIKit raises) when the
    /// view is not in a window, with UIKit's text naming the view.
    public convenience init(view: UIView, parameters: UIPreviewParameters) {
        guard let superview = view.superview, view.window != nil else {
            raiseCollectionViewException("UIPreviewTarget requires that the container view is in a window, but it is not. (container: \(view))")
        }
        self.init(view: view, parameters: parameters, target: UIPreviewTarget(container: superview, center: view.center))
    }

    /// Creates a preview of a view in a window with default parameters.
    public convenience init(view: UIView) {
        self.init(view: view, parameters: UIPreviewParameters())
    }

    /// The preview's size: its view's bounds size.
    open var size: CGSize { view.bounds.size }

    /// A copy of the preview placed at another target.
    open func retargetedPreview(with newTarget: UIPreviewTarget) -> UITargetedPreview {
        UITargetedPreview(view: view, parameters: parameters, target: newTarget)
    }
}
