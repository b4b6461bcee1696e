import Foundation

/// What a tableau symbol stands for.
///
/// `external` symbols are the user's variables (unrestricted); `slack` and `error` symbols are restricted
/// to be >= 0 and may enter and leave the basis; `dummy` symbols mark required equalities and stay at 0;
/// `unused` ids wait on the free list for reuse.
enum SymbolKind: UInt8 {
    case external
    case slack
    case error
    case dummy
    case unused

    /// Slack and error symbols: restricted to >= 0 and allowed to enter the basis when optimizing.
    @inline(__always) var isPivotable: Bool { self == .slack || self == .error }
    /// Every kind but `external`: its value must stay >= 0 (dummies: == 0).
    @inline(__always) var isRestricted: Bool { self != .external }
}
