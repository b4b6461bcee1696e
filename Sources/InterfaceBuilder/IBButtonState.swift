import Foundation

/// A button's `<state key="normal|highlighted|selected|disabled">` element: its title, image (with
/// `catalog="system"` for SF Symbols), background image and title colours.
public struct IBButtonState: Sendable, Equatable {
    /// The control state (`normal`, `highlighted`, `selected`, `disabled`).
    public var state: String
    /// `title`, or the text of a `<string key="title">` child.
    public var title: String?
    /// `image` by name.
    public var image: String?
    /// `catalog` of the image (`system` for symbols).
    public var imageCatalog: String?
    /// `backgroundImage` by name.
    public var backgroundImage: String?
    /// `<color key="titleColor">`.
    public var titleColor: IBColor?
    /// `<color key="titleShadowColor">`.
    public var titleShadowColor: IBColor?

    /// Creates a state.
    public init(state: String, title: String? = nil, image: String? = nil, imageCatalog: String? = nil,
                backgroundImage: String? = nil, titleColor: IBColor? = nil, titleShadowColor: IBColor? = nil) {
        self.state = state
        self.title = title
        self.image = image
        self.imageCatalog = imageCatalog
        self.backgroundImage = backgroundImage
        self.titleColor = titleColor
        self.titleShadowColor = titleShadowColor
    }
}
