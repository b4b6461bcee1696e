import Foundation

/// The interface environment a view and its configurations are resolved in.
///
/// Parity: a subset of UIKit's `UITraitCollection` — the traits configuration states carry
/// (`userInterfaceStyle`, `horizontalSizeClass`, `verticalSizeClass`, `displayScale`). Documented
/// deviation: the full trait system (registration of custom traits, change registration) is not part of
/// this type; OpenUIKit renders in light mode, so `userInterfaceStyle` defaults to `.light`.
/// - Complexity: Value-like and immutable; equality and hashing are O(1).
public final class UITraitCollection: NSObject, @unchecked Sendable {
    /// Light or dark appearance (default `.light`).
    public let userInterfaceStyle: UIUserInterfaceStyle
    /// Horizontal size class (default `.compact`, as on an iPhone in portrait).
    public let horizontalSizeClass: UIUserInterfaceSizeClass
    /// Vertical size class (default `.regular`, as on an iPhone in portrait).
    public let verticalSizeClass: UIUserInterfaceSizeClass
    /// Points-to-pixels scale (default 2, the HeadlessHost default).
    public let displayScale: CGFloat

    /// Creates a trait collection with iPhone-portrait defaults.
    /// - Complexity: O(1).
    public override convenience init() {
        self.init(userInterfaceStyle: .light, horizontalSizeClass: .compact, verticalSizeClass: .regular, displayScale: 2)
    }

    /// Creates a trait collection with every trait given.
    /// - Complexity: O(1).
    public init(userInterfaceStyle: UIUserInterfaceStyle, horizontalSizeClass: UIUserInterfaceSizeClass,
                verticalSizeClass: UIUserInterfaceSizeClass, displayScale: CGFloat) {
        self.userInterfaceStyle = userInterfaceStyle
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.displayScale = displayScale
        super.init()
    }

    /// A trait collection that differs from the default only in its display scale, as UIKit's
    /// `init(displayScale:)`.
    /// - Complexity: O(1).
    public convenience init(displayScale: CGFloat) {
        self.init(userInterfaceStyle: .light, horizontalSizeClass: .compact, verticalSizeClass: .regular, displayScale: displayScale)
    }

    /// A trait collection that differs from the default only in its interface style.
    /// - Complexity: O(1).
    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) {
        self.init(userInterfaceStyle: userInterfaceStyle, horizontalSizeClass: .compact, verticalSizeClass: .regular, displayScale: 2)
    }

    // MARK: - Equatable and Hashable

    /// Trait collections are equal when all their traits are.
    /// - Complexity: O(1).
    public override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UITraitCollection else { return false }
        return userInterfaceStyle == other.userInterfaceStyle && horizontalSizeClass == other.horizontalSizeClass
            && verticalSizeClass == other.verticalSizeClass && displayScale == other.displayScale
    }

    /// A hash consistent with `isEqual(_:)`.
    /// - Complexity: O(1).
    public override var hash: Int {
        var hasher = Hasher()
        hasher.combine(userInterfaceStyle)
        hasher.combine(horizontalSizeClass)
        hasher.combine(verticalSizeClass)
        hasher.combine(displayScale)
        return hasher.finalize()
    }
}
