import Foundation

/// A constraint's strength as UIKit spells it: `required` (1000) or an optional priority in 1...999.
///
/// Priorities are ordered strictly (lexicographically): any amount of error at one priority outweighs
/// every error at all lower priorities, however many constraints those are. Within one priority the
/// errors add up with equal weight. Parity: `UILayoutPriority`; deviation from kiwi/Cassowary
/// implementations that fold strengths into one floating-point weight (`1e6, 1e3, 1`), which a thousand
/// weak constraints can outvote.
public struct Priority: Hashable, Comparable, Sendable {
    /// The priority in 1...1000.
    public let rawValue: Float

    /// Makes a priority; traps unless `rawValue` is in 1...1000, as UIKit raises for out-of-range priorities.
    public init(_ rawValue: Float) {
        if !(rawValue >= 1 && rawValue <= 1000) {
            fatalError("Priority \(rawValue) is out of range: priorities must be in 1...1000")
        }
        self.rawValue = rawValue
    }

    /// 1000: must hold. `UILayoutPriority.required`.
    public static let required = Priority(1000)
    /// 750: `UILayoutPriority.defaultHigh`.
    public static let defaultHigh = Priority(750)
    /// 250: `UILayoutPriority.defaultLow`.
    public static let defaultLow = Priority(250)
    /// 50: `UILayoutPriority.fittingSizeLevel`.
    public static let fittingSizeLevel = Priority(50)

    /// Whether this is the required priority 1000.
    public var isRequired: Bool { rawValue >= 1000 }

    // MARK: - Comparable

    /// Orders by ``rawValue``.
    public static func < (lhs: Priority, rhs: Priority) -> Bool { lhs.rawValue < rhs.rawValue }
}
