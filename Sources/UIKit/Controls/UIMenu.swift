import Foundation

/// A group of menu elements with a title, as UIKit's `UIMenu` (iOS 13): what a bar button item or button
/// shows for its `menu`.
///
/// Deviation: OpenUIKit stores menus (their elements, options and identifiers) for API parity but does not
/// yet draw them; a bar button item with only a menu keeps it for the app to read.
@preconcurrency @MainActor
open class UIMenu: UIMenuElement {
    /// How a menu shows itself, as UIKit's `UIMenu.Options`.
    public struct Options: OptionSet, Hashable, Sendable {
        /// The raw bit mask.
        public let rawValue: UInt
        /// Creates options from their raw bit mask.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Its elements show inline in the parent menu, with separators.
        public static let displayInline = Options(rawValue: 1 << 0)
        /// Its elements are destructive.
        public static let destructive = Options(rawValue: 1 << 1)
        /// Only one of its elements is on at a time (iOS 15).
        public static let singleSelection = Options(rawValue: 1 << 5)
        /// Its elements show as a palette (iOS 17).
        public static let displayAsPalette = Options(rawValue: 1 << 7)
    }

    /// A menu's identifier, as UIKit's `UIMenu.Identifier`.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        /// The identifier's string.
        public let rawValue: String
        /// Creates an identifier from its string.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Creates an identifier from its string.
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// The menu's identifier (a unique one when created without).
    open private(set) var identifier: UIMenu.Identifier
    /// How the menu shows itself.
    open private(set) var options: UIMenu.Options
    /// The menu's elements (actions and submenus), in order.
    open private(set) var children: [UIMenuElement]

    /// Creates a menu, as UIKit's `UIMenu(title:subtitle:image:identifier:options:preferredElementSize:children:)`
    /// without the element size.
    public init(title: String = "", subtitle: String? = nil, image: UIImage? = nil, identifier: UIMenu.Identifier? = nil,
                options: UIMenu.Options = [], children: [UIMenuElement] = []) {
        self.identifier = identifier ?? UIMenu.Identifier("com.openuikit.menu.\(UUID().uuidString)")
        self.options = options
        self.children = children
        super.init(title: title, subtitle: subtitle, image: image)
    }

    /// A copy of the menu with other elements.
    open func replacingChildren(_ newChildren: [UIMenuElement]) -> UIMenu {
        UIMenu(title: title, subtitle: subtitle, image: image, identifier: identifier, options: options, children: newChildren)
    }
}
