import Foundation

/// A problem in SVG path data or a transform list: the 1-based character position and what is wrong.
public struct SVGPathDataError: Error, Equatable, Sendable {
    /// The 1-based position of the character where the problem was found.
    public let position: Int
    /// What is wrong.
    public let message: String

    /// `message` at `position`.
    public init(position: Int, message: String) {
        self.position = position
        self.message = message
    }
}
