import Foundation

/// Key-value observing names Foundation on Linux lacks (OpenUIKit additions for UIKit parity).
extension NSObject {
    /// The end of the `observeValue(forKeyPath:of:change:context:)` chain: what
    /// `super.observeValue(forKeyPath:of:change:context:)` reaches from an `NSKeyValueObserving`
    /// observer that is a direct `NSObject` subclass.
    ///
    /// Deviation: on iOS, `NSObject`'s implementation raises for a notification nobody handled; here it
    /// does nothing, because OpenUIKit only sends notifications to registered `NSKeyValueObserving`
    /// observers. It is generic over the change dictionary's key type so that it never counts as the
    /// method an observer declares (Swift cannot override extension methods), yet the `super` call of
    /// iOS code resolves to it unchanged.
    public func observeValue<Key: Hashable>(forKeyPath keyPath: String?, of object: Any?, change: [Key: Any]?,
                                            context: UnsafeMutableRawPointer?) {}
}
