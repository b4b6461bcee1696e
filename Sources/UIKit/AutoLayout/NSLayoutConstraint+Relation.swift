import Foundation

extension NSLayoutConstraint {
    /// How a constraint's first attribute compares with the second, with UIKit's raw values.
    ///
    /// UIKit parity: `NSLayoutConstraint.Relation`.
    public enum Relation: Int, Sendable, Hashable {
        /// First ≤ second.
        case lessThanOrEqual = -1
        /// First = second.
        case equal = 0
        /// First ≥ second.
        case greaterThanOrEqual = 1
    }
}

extension NSLayoutConstraint.Relation {
    /// The relation as UIKit prints it: `<=`, `==`, `>=`.
    var symbol: String {
        switch self {
        case .lessThanOrEqual: return "<="
        case .equal: return "=="
        case .greaterThanOrEqual: return ">="
        }
    }
}
