import Foundation

/// Makes the menu of a context menu: receives the suggested elements (empty in OpenUIKit, which has no
/// system suggestions) and returns the menu, or `nil` for none, as UIKit's `UIContextMenuActionProvider`.
public typealias UIContextMenuActionProvider = @MainActor ([UIMenuElement]) -> UIMenu?

/// Makes the view controller a context menu shows as its preview, or `nil` to lift the view itself, as
/// UIKit's `UIContextMenuContentPreviewProvider`.
public typealias UIContextMenuContentPreviewProvider = @MainActor () -> UIViewController?

/// What a context menu shows, as UIKit's `UIContextMenuConfiguration` (iOS 13): an identifier, a preview
/// provider and an action provider. A `UIContextMenuInteraction`'s delegate (or a table or collection
/// view's delegate) returns one for the location the user pressed; returning `nil` shows no menu.
///
///     UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in
///         UIMenu(children: [UIAction(title: "Copy", image: UIImage(systemName: "doc.on.doc")) { _ in copy() }])
///     }
@preconcurrency @MainActor
open class UIContextMenuConfiguration: NSObject {
    /// The configuration's identifier: the one passed in, or a unique `NSUUID` when it was `nil`.
    open private(set) var identifier: any NSCopying
    /// Makes the preview view controller when the menu opens; `nil` lifts the view itself.
    @preconcurrency let previewProvider: UIContextMenuContentPreviewProvider?
    /// Makes the menu when the menu opens.
    @preconcurrency let actionProvider: UIContextMenuActionProvider?

    /// Creates a configuration, as UIKit's `init(identifier:previewProvider:actionProvider:)`. The
    /// providers run each time the menu opens, after the delegate returned the configuration.
    @preconcurrency
    public init(identifier: (any NSCopying)? = nil, previewProvider: UIContextMenuContentPreviewProvider? = nil,
                actionProvider: UIContextMenuActionProvider? = nil) {
        self.identifier = identifier ?? NSUUID()
        self.previewProvider = previewProvider
        self.actionProvider = actionProvider
        super.init()
    }
}
