import Foundation

/// The name of an action a responder performs, standing in for Objective-C's `Selector`, which Linux
/// does not have: `canPerformAction(_:withSender:)` and `target(forAction:withSender:)` take one, with
/// Apple's signatures.
///
/// Documented replacement: `#selector(copy(_:))` needs the Objective-C runtime; write the selector's
/// name instead, `Selector("copy:")` (or the string literal `"copy:"` where a `Selector` is expected),
/// as `NSSelectorFromString` would take it. Two selectors are equal when their names are.
public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The selector's name, for example `"copy:"` (what `NSStringFromSelector` returns on Apple's
    /// platforms).
    public let name: String

    /// A selector named `name`, as `Selector(_:)` / `NSSelectorFromString` on Apple's platforms.
    public init(_ name: String) { self.name = name }

    /// A selector from a string literal, as Apple's `Selector` allows.
    public init(stringLiteral value: String) { self.init(value) }

    /// The selector's name.
    public var description: String { name }
}
