import Foundation

/// A `<segue>` in a storyboard object's connections.
public struct IBSegue: Sendable, Equatable {
    /// The segue's object id.
    public var id: String
    /// The destination scene member's object id.
    public var destination: String
    /// `show`, `showDetail`, `presentation`, `popoverPresentation`, `embed`, `relationship`, `unwind`, `custom`
    /// (older files: `push`, `modal`, `replace`).
    public var kind: String
    /// `identifier`, for `performSegue(withIdentifier:sender:)`.
    public var identifier: String?
    /// For relationship segues: `rootViewController`, `viewControllers`, `masterViewController` …
    public var relationship: String?
    /// `modalPresentationStyle` (`fullScreen`, `pageSheet`, `formSheet`, `overFullScreen`, …).
    public var modalPresentationStyle: String?
    /// `modalTransitionStyle` (`coverVertical`, `flipHorizontal`, `crossDissolve`, `partialCurl`).
    public var modalTransitionStyle: String?
    /// `animates="NO"` turns the transition's animation off.
    public var animates: Bool
    /// A `UIStoryboardSegue` subclass.
    public var customClass: String?
    /// The subclass's module.
    public var customModule: String?
    /// For unwind segues, the action's selector (`unwindToMain:`).
    public var unwindAction: String?
    /// For popover segues, `popoverAnchorView`: the object id of the view (or bar button item) the arrow points at.
    public var popoverAnchorView: String?
    /// For popover segues, `popoverAnchorBarButtonItem`: the object id of the bar button item the arrow points at.
    public var popoverAnchorBarButtonItem: String?
    /// For popover segues, the `<popoverArrowDirection key="popoverArrowDirection" up down left right>` child:
    /// the directions set to `YES` (`up`, `down`, `left`, `right`), or nil when the segue has none.
    public var popoverArrowDirections: Set<String>?
    /// The line of the element.
    public var line: Int

    /// Creates a segue.
    public init(id: String, destination: String, kind: String, identifier: String? = nil, relationship: String? = nil,
                modalPresentationStyle: String? = nil, modalTransitionStyle: String? = nil, animates: Bool = true,
                customClass: String? = nil, customModule: String? = nil, unwindAction: String? = nil,
                popoverAnchorView: String? = nil, popoverAnchorBarButtonItem: String? = nil, popoverArrowDirections: Set<String>? = nil,
                line: Int = 0) {
        self.id = id
        self.destination = destination
        self.kind = kind
        self.identifier = identifier
        self.relationship = relationship
        self.modalPresentationStyle = modalPresentationStyle
        self.modalTransitionStyle = modalTransitionStyle
        self.animates = animates
        self.customClass = customClass
        self.customModule = customModule
        self.unwindAction = unwindAction
        self.popoverAnchorView = popoverAnchorView
        self.popoverAnchorBarButtonItem = popoverAnchorBarButtonItem
        self.popoverArrowDirections = popoverArrowDirections
        self.line = line
    }
}
