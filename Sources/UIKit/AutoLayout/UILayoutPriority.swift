import Foundation

/// How strongly the layout engine should hold a constraint, hug content or resist compression:
/// `required` (1000) must hold; lower values are optional and give way to higher ones.
///
/// UIKit parity: `UILayoutPriority` with its named values (`required` 1000, `defaultHigh` 750,
/// `dragThatCanResizeScene` 510, `sceneSizeStayPut` 500, `dragThatCannotResizeScene` 490, `defaultLow` 250,
/// `fittingSizeLevel` 50), the `+`/`-` operators with a `Float` and comparison. Priorities belong in 1...1000;
/// the engine traps on others when a constraint using one is activated, as UIKit raises.
public struct UILayoutPriority: Hashable, Equatable, RawRepresentable, Comparable, Sendable {
    /// The priority as a number, 1...1000 for valid priorities.
    public var rawValue: Float

    /// Makes a priority from its number.
    public init(rawValue: Float) { self.rawValue = rawValue }

    /// Makes a priority from its number.
    public init(_ rawValue: Float) { self.rawValue = rawValue }

    /// 1000: a required constraint.
    public static let required = UILayoutPriority(1000)
    /// 750: the priority at which a button resists compressing its content.
    public static let defaultHigh = UILayoutPriority(750)
    /// 510: the priority at which dragging a window edge can resize its scene.
    public static let dragThatCanResizeScene = UILayoutPriority(510)
    /// 500: the priority at which a scene keeps its size.
    public static let sceneSizeStayPut = UILayoutPriority(500)
    /// 490: the priority below which a window-edge drag cannot resize its scene.
    public static let dragThatCannotResizeScene = UILayoutPriority(490)
    /// 250: the priority at which a button hugs its content horizontally.
    public static let defaultLow = UILayoutPriority(250)
    /// 50: the priority `systemLayoutSizeFitting(_:)` uses for the fitting size's target.
    public static let fittingSizeLevel = UILayoutPriority(50)

    /// `lhs` raised by `rhs`.
    public static func + (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority { UILayoutPriority(lhs.rawValue + rhs) }
    /// `lhs` lowered by `rhs`.
    public static func - (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority { UILayoutPriority(lhs.rawValue - rhs) }

    // MARK: - Comparable

    /// Orders by `rawValue`.
    public static func < (lhs: UILayoutPriority, rhs: UILayoutPriority) -> Bool { lhs.rawValue < rhs.rawValue }
}

extension UILayoutPriority {
    /// Whether this is the required priority (1000 or more).
    var isRequired: Bool { rawValue >= 1000 }
}
