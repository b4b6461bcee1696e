import Foundation

/// A function that turns a colour into another, e.g. grayscale or a preferred tint.
///
/// Parity: UIKit's `UIConfigurationColorTransformer` (a struct wrapping a `(UIColor) -> UIColor`
/// closure, with `grayscale`, `preferredTint` and `monochromeTint`). Equality: two transformers are equal
/// when they are the same predefined transformer or were created from the same `init(_:)` call (an
/// identity token) — closures cannot be compared.
/// - Complexity: O(1) plus the closure's cost.
public struct UIConfigurationColorTransformer: Hashable, Sendable {
    /// The transformation.
    public let transform: @Sendable (UIColor) -> UIColor
    private let identity: Int

    /// Creates a transformer from a closure.
    /// - Complexity: O(1).
    public init(_ transform: @escaping @Sendable (UIColor) -> UIColor) {
        self.transform = transform
        self.identity = UIConfigurationColorTransformer.nextIdentity()
    }

    private init(identity: Int, _ transform: @escaping @Sendable (UIColor) -> UIColor) {
        self.transform = transform
        self.identity = identity
    }

    /// Applies the transformation.
    /// - Complexity: O(1) plus the closure's cost.
    public func callAsFunction(_ input: UIColor) -> UIColor { transform(input) }

    /// Converts to gray with the same luminance (Rec. 709 weights), keeping alpha.
    public static let grayscale = UIConfigurationColorTransformer(identity: -1) { color in
        let c = color.rgbaComponents
        let y = 0.2126 * c.r + 0.7152 * c.g + 0.0722 * c.b
        return UIColor(red: y, green: y, blue: y, alpha: c.a)
    }

    /// Replaces the colour with the preferred tint (`UIColor.tintColor`, systemBlue), keeping alpha.
    public static let preferredTint = UIConfigurationColorTransformer(identity: -2) { color in
        UIColor.tintColor.withAlphaComponent(color.rgbaComponents.a)
    }

    /// Replaces the colour with the tint in a monochrome interface; OpenUIKit has no monochrome mode, so
    /// this equals `preferredTint` (documented deviation).
    public static let monochromeTint = UIConfigurationColorTransformer(identity: -3) { color in
        UIColor.tintColor.withAlphaComponent(color.rgbaComponents.a)
    }

    // MARK: - Equatable and Hashable

    /// Equal when created by the same initializer call or the same predefined transformer.
    /// - Complexity: O(1).
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.identity == rhs.identity }

    /// Hashes the identity.
    /// - Complexity: O(1).
    public func hash(into hasher: inout Hasher) { hasher.combine(identity) }

    private static let counter = IdentityCounter()
    private static func nextIdentity() -> Int { counter.next() }
}

/// A thread-safe counter for transformer identities.
private final class IdentityCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0
    func next() -> Int {
        lock.lock(); defer { lock.unlock() }
        value += 1
        return value
    }
}
