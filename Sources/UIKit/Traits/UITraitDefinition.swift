import Foundation

/// A type that identifies a trait in a trait collection, as UIKit's `UITraitDefinition` (iOS 17): the
/// built-in traits (`UITraitUserInterfaceStyle` …) and custom ones an app defines, e.g.
/// `struct ThemeTrait: UITraitDefinition { static let defaultValue = Theme.standard }`, read with
/// `traitCollection[ThemeTrait.self]` and set with `traitOverrides[ThemeTrait.self] = .monochrome`.
///
/// Values are compared with `==` when `Value` is `Equatable` and by identity when it is a class; a value
/// of another kind counts as changed whenever it is set again.
public protocol UITraitDefinition {
    /// The kind of value the trait holds.
    associatedtype Value
    /// The value of the trait when a collection does not specify it.
    static var defaultValue: Value { get }
    /// A unique identifier (reverse-DNS recommended); defaults to the type's name.
    static var identifier: String { get }
    /// A short name for descriptions; defaults to the type's name.
    static var name: String { get }
    /// Whether dynamic colours and images depend on the trait, so views using them redraw when it
    /// changes; false by default.
    static var affectsColorAppearance: Bool { get }
}

extension UITraitDefinition {
    /// The type's name, as UIKit's default.
    public static var identifier: String { String(reflecting: Self.self) }
    /// The type's name, as UIKit's default.
    public static var name: String { String(describing: Self.self) }
    /// False, as UIKit's default.
    public static var affectsColorAppearance: Bool { false }
}

/// Any trait type, as UIKit's `UITrait`: the key that identifies a trait in a trait collection.
public typealias UITrait = any UITraitDefinition.Type
