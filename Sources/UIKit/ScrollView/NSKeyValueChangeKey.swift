import Foundation

/// A key of the change dictionary passed to `observeValue(forKeyPath:of:change:context:)`, with
/// Foundation's names and raw strings.
///
/// Values: `.kindKey` holds the `NSKeyValueChange` raw value as `UInt`; `.newKey` and `.oldKey` hold the
/// Swift value itself (`CGPoint`, `CGSize`, `UIEdgeInsets`, `CGRect`, `CGFloat`), read with
/// `as? CGPoint` as on iOS (where they arrive boxed in `NSValue`); `.notificationIsPriorKey` holds `true`
/// in prior notifications.
public struct NSKeyValueChangeKey: RawRepresentable, Hashable, Sendable {
    /// The key's string.
    public var rawValue: String
    /// Creates a key from its string.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The kind of change.
    public static let kindKey = NSKeyValueChangeKey(rawValue: "kind")
    /// The new value (with `.new`).
    public static let newKey = NSKeyValueChangeKey(rawValue: "new")
    /// The old value (with `.old`).
    public static let oldKey = NSKeyValueChangeKey(rawValue: "old")
    /// The indexes of a to-many change (never present for scroll-view properties).
    public static let indexesKey = NSKeyValueChangeKey(rawValue: "indexes")
    /// Present and true in a notification sent before the change (with `.prior`).
    public static let notificationIsPriorKey = NSKeyValueChangeKey(rawValue: "notificationIsPrior")
}
