import Foundation

/// An immutable colour: components in a colour space plus alpha.
///
/// Components are stored as given (extended range allowed, as on iOS); drawing converts them to sRGB and
/// clamps to 0...1.
public final class CGColor: Hashable, Sendable, CustomStringConvertible {
    /// The colour's space.
    public let colorSpace: CGColorSpace?
    /// The colour components followed by alpha.
    public let components: [CGFloat]?

    /// The number of components including alpha.
    public var numberOfComponents: Int { components?.count ?? 0 }

    /// The alpha component.
    public var alpha: CGFloat { components?.last ?? 1 }

    /// Creates a colour in `space` from `components` (colour components then alpha); `nil` when the count is wrong.
    public init?(colorSpace space: CGColorSpace, components: UnsafePointer<CGFloat>) {
        let count = space.numberOfComponents + 1
        self.colorSpace = space
        self.components = Array(UnsafeBufferPointer(start: components, count: count))
    }

    /// Creates an sRGB colour.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        colorSpace = CGColorSpace(name: CGColorSpace.sRGB)
        components = [red, green, blue, alpha]
    }

    /// Creates an sRGB colour (Apple's alternative spelling).
    public convenience init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// Creates a grey colour.
    public init(gray: CGFloat, alpha: CGFloat) {
        colorSpace = CGColorSpace(name: CGColorSpace.genericGrayGamma2_2)
        components = [gray, alpha]
    }

    /// Opaque black.
    public static let black = CGColor(gray: 0, alpha: 1)
    /// Opaque white.
    public static let white = CGColor(gray: 1, alpha: 1)
    /// Fully transparent black.
    public static let clear = CGColor(gray: 0, alpha: 0)

    /// The same colour with a different alpha.
    public func copy(alpha: CGFloat) -> CGColor? {
        if colorSpace?.model == .monochrome, let components { return CGColor(gray: components[0], alpha: alpha) }
        let c = rgba
        return CGColor(red: c.red, green: c.green, blue: c.blue, alpha: alpha)
    }

    /// The colour as sRGB components, each clamped to 0...1: what drawing uses.
    public var rgba: (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        guard let c = components else { return (0, 0, 0, 0) }
        func clamp(_ v: CGFloat) -> CGFloat { v.isNaN ? 0 : min(max(v, 0), 1) }
        if c.count == 2 { return (clamp(c[0]), clamp(c[0]), clamp(c[0]), clamp(c[1])) }
        if c.count >= 4 { return (clamp(c[0]), clamp(c[1]), clamp(c[2]), clamp(c[3])) }
        return (0, 0, 0, 1)
    }

    /// Colours are equal when their spaces and components are.
    public static func == (lhs: CGColor, rhs: CGColor) -> Bool {
        lhs.colorSpace == rhs.colorSpace && lhs.components == rhs.components
    }

    /// Hashes the space and components.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(colorSpace)
        hasher.combine(components)
    }

    /// Space and components, for debugging.
    public var description: String {
        "<CGColor \(colorSpace?.name ?? "?") \((components ?? []).map { String(format: "%g", Double($0)) }.joined(separator: " "))>"
    }
}
