import Foundation

/// The interface environment a view and its configurations are resolved in.
///
/// Parity: a subset of UIKit's `UITraitCollection` — the traits configuration states carry
/// (`userInterfaceStyle`, `horizontalSizeClass`, `verticalSizeClass`, `displayScale`), with UIKit's
/// initializers: `UITraitCollection()` has every trait unspecified (`displayScale` 0), each single-trait
/// initializer specifies one trait, and `init(traitsFrom:)` combines collections. Documented deviation: the
/// full trait system (registration of custom traits, change registration) is not part of this type.
/// - Complexity: Value-like and immutable; equality and hashing are O(1).
public final class UITraitCollection: NSObject, @unchecked Sendable {
    /// Light or dark appearance (`.unspecified` unless given).
    public let userInterfaceStyle: UIUserInterfaceStyle
    /// Horizontal size class (`.unspecified` unless given).
    public let horizontalSizeClass: UIUserInterfaceSizeClass
    /// Vertical size class (`.unspecified` unless given).
    public let verticalSizeClass: UIUserInterfaceSizeClass
    /// Points-to-pixels scale (0, unspecified, unless given).
    public let displayScale: CGFloat

    /// Creates a trait collection with every trait unspecified (`displayScale` 0), as UIKit's.
    /// - Complexity: O(1).
    public override convenience init() {
        self.init(userInterfaceStyle: .unspecified, horizontalSizeClass: .unspecified, verticalSizeClass: .unspecified,
                  displayScale: 0)
    }

    /// Creates a trait collection with every trait given. Not UIKit API (UIKit has no memberwise
    /// initializer); UIKit's own environments are built with it.
    /// - Complexity: O(1).
    init(userInterfaceStyle: UIUserInterfaceStyle, horizontalSizeClass: UIUserInterfaceSizeClass,
         verticalSizeClass: UIUserInterfaceSizeClass, displayScale: CGFloat) {
        self.userInterfaceStyle = userInterfaceStyle
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.displayScale = displayScale
        super.init()
    }

    /// The environment views and configurations resolve in when nothing else is known: light, an iPhone
    /// in portrait (compact width, regular height), scale 2 (the `HeadlessHost` default).
    static let portraitPhone = UITraitCollection(userInterfaceStyle: .light, horizontalSizeClass: .compact,
                                                 verticalSizeClass: .regular, displayScale: 2)

    /// A trait collection that specifies only its display scale, as UIKit's `init(displayScale:)`.
    /// - Complexity: O(1).
    public convenience init(displayScale: CGFloat) {
        self.init(userInterfaceStyle: .unspecified, horizontalSizeClass: .unspecified, verticalSizeClass: .unspecified,
                  displayScale: displayScale)
    }

    /// A trait collection that specifies only its interface style, as UIKit's `init(userInterfaceStyle:)`.
    /// - Complexity: O(1).
    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) {
        self.init(userInterfaceStyle: userInterfaceStyle, horizontalSizeClass: .unspecified, verticalSizeClass: .unspecified,
                  displayScale: 0)
    }

    /// A trait collection that specifies only its horizontal size class, as UIKit's.
    /// - Complexity: O(1).
    public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) {
        self.init(userInterfaceStyle: .unspecified, horizontalSizeClass: horizontalSizeClass, verticalSizeClass: .unspecified,
                  displayScale: 0)
    }

    /// A trait collection that specifies only its vertical size class, as UIKit's.
    /// - Complexity: O(1).
    public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) {
        self.init(userInterfaceStyle: .unspecified, horizontalSizeClass: .unspecified, verticalSizeClass: verticalSizeClass,
                  displayScale: 0)
    }

    /// Combines `traitCollections`: each trait takes the value of the last collection that specifies it, as
    /// UIKit's `init(traitsFrom:)`.
    /// - Complexity: O(n) in the number of collections.
    public convenience init(traitsFrom traitCollections: [UITraitCollection]) {
        var style = UIUserInterfaceStyle.unspecified
        var horizontal = UIUserInterfaceSizeClass.unspecified, vertical = UIUserInterfaceSizeClass.unspecified
        var scale: CGFloat = 0
        for traits in traitCollections {
            if traits.userInterfaceStyle != .unspecified { style = traits.userInterfaceStyle }
            if traits.horizontalSizeClass != .unspecified { horizontal = traits.horizontalSizeClass }
            if traits.verticalSizeClass != .unspecified { vertical = traits.verticalSizeClass }
            if traits.displayScale != 0 { scale = traits.displayScale }
        }
        self.init(userInterfaceStyle: style, horizontalSizeClass: horizontal, verticalSizeClass: vertical, displayScale: scale)
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
