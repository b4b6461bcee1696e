import Foundation

extension CGAffineTransform: Codable {
    // MARK: - Codable

    /// Decodes the six components from an unkeyed container `[a, b, c, d, tx, ty]`, the form Apple's
    /// CoreGraphics overlay writes.
    public init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        self.init(a: try container.decode(CGFloat.self), b: try container.decode(CGFloat.self),
                  c: try container.decode(CGFloat.self), d: try container.decode(CGFloat.self),
                  tx: try container.decode(CGFloat.self), ty: try container.decode(CGFloat.self))
    }

    /// Encodes the six components as an unkeyed container `[a, b, c, d, tx, ty]`, as Apple's overlay does.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        for value in [a, b, c, d, tx, ty] { try container.encode(value) }
    }
}
