import Foundation

/// A two-dimensional vector, as Core Graphics' `CGVector` (Foundation on Linux lacks it). UIKit uses it for
/// velocities, e.g. `UISpringTimingParameters(dampingRatio:initialVelocity:)`.
public struct CGVector: Hashable, Sendable, Codable, CustomDebugStringConvertible {
    /// The x component.
    public var dx: CGFloat
    /// The y component.
    public var dy: CGFloat

    /// The zero vector.
    public init() { dx = 0; dy = 0 }

    /// A vector with the given components.
    public init(dx: CGFloat, dy: CGFloat) { self.dx = dx; self.dy = dy }

    /// A vector with the given components.
    public init(dx: Double, dy: Double) { self.dx = CGFloat(dx); self.dy = CGFloat(dy) }

    /// A vector with the given components.
    public init(dx: Int, dy: Int) { self.dx = CGFloat(dx); self.dy = CGFloat(dy) }

    /// The zero vector.
    public static var zero: CGVector { CGVector() }

    /// The components, as Apple's overlay prints them.
    public var debugDescription: String { "(\(dx), \(dy))" }

    // MARK: - Codable

    /// Decodes `[dx, dy]`, the form Apple's overlay writes.
    public init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        dx = try container.decode(CGFloat.self)
        dy = try container.decode(CGFloat.self)
    }

    /// Encodes `[dx, dy]`, as Apple's overlay does.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        try container.encode(dx)
        try container.encode(dy)
    }
}
