import Foundation

/// What a key-value observation reports, with Foundation's raw values. Foundation on Linux has no
/// key-value observing, so OpenUIKit supplies it for the key paths UIKit developers observe (see
/// `UIScrollView+KeyValueObserving.swift`).
public struct NSKeyValueObservingOptions: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: UInt
    /// Creates options from raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Include the new value.
    public static let new = NSKeyValueObservingOptions(rawValue: 0x01)
    /// Include the old value.
    public static let old = NSKeyValueObservingOptions(rawValue: 0x02)
    /// Send one notification at once, when the observer is added (with the current value as new).
    public static let initial = NSKeyValueObservingOptions(rawValue: 0x04)
    /// Also send a notification before each change (`isPrior`/`notificationIsPriorKey`).
    public static let prior = NSKeyValueObservingOptions(rawValue: 0x08)
}
