import Foundation

/// An entry of `<resources>`: an image's design size, a system colour's or named colour's design value.
public enum IBResource: Sendable, Equatable {
    /// `<image name width height catalog>`.
    case image(name: String, size: CGSize, catalog: String?)
    /// `<systemColor name>` with its `<color>`.
    case systemColor(name: String, color: IBColor?)
    /// `<namedColor name>` with its `<color>` (the asset catalogue's design-time value).
    case namedColor(name: String, color: IBColor?)
}
