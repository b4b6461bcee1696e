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
    /// The line of the element.
    public var line: Int

    /// Creates a segue.
    public init(id: String, destination: String, kind: String, identifier: String? = nil, relationship: String? = nil,
                modalPresentationStyle: String? = nil, modalTransitionStyle: String? = nil, animates: Bool = true,
                customClass: String? = nil, customModule: String? = nil, unwindAction: String? = nil, line: Int = 0) {
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
        self.line = line
    }
}
