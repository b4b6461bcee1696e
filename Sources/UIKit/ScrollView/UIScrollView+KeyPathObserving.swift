import Foundation

/// Swift key-path observation of scroll views, as Foundation's `observe(_:options:changeHandler:)`
/// (OpenUIKit supplies it; Foundation on Linux has none).
extension _KeyValueCodingAndObserving where Self: UIScrollView {
    /// Observes `keyPath` (`\.contentOffset`, `\.contentSize`, `\.contentInset`, `\.bounds`,
    /// `\.zoomScale`) until the returned observation is invalidated or released:
    ///
    ///     observation = scrollView.observe(\.contentOffset, options: [.initial, .new]) { view, change in
    ///         tracker.frame.origin.y = change.newValue?.y ?? 0
    ///     }
    ///
    /// `.initial` calls the handler at once (with the current value as `newValue` when `.new` is given).
    /// Other key paths get the `.initial` call only (they never change through notifications here).
    /// The scroll view is held weakly by the observation.
    /// - Complexity: O(1), plus the initial call.
    @preconcurrency @MainActor public func observe<Value>(_ keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [],
                               changeHandler: @escaping @MainActor (Self, NSKeyValueObservedChange<Value>) -> Void) -> NSKeyValueObservation {
        let key = Self.observedKey(for: keyPath)
        let entry = addKeyValueHandler(key: key, keyPath: key?.rawValue ?? "\(keyPath)", options: options) { [weak self] old, new, prior in
            guard let self else { return }
            changeHandler(self, NSKeyValueObservedChange(kind: .setting, newValue: new as? Value, oldValue: old as? Value,
                                                         indexes: nil, isPrior: prior))
        }
        let observation = NSKeyValueObservation { [weak self, weak entry] in
            guard let entry else { return }
            self?.removeKeyValueEntry(entry)
            entry.isRemoved = true
        }
        if options.contains(.initial) {
            let value = self[keyPath: keyPath]
            changeHandler(self, NSKeyValueObservedChange(kind: .setting, newValue: options.contains(.new) ? value : nil,
                                                         oldValue: nil, indexes: nil, isPrior: false))
        }
        return observation
    }

    /// The observable property a key path names (compared with the key paths this type forms itself,
    /// which also matches subclasses' overrides).
    @MainActor private static func observedKey<Value>(for keyPath: KeyPath<Self, Value>) -> ScrollObservedKey? {
        let path = keyPath as AnyKeyPath
        if path == \Self.contentOffset as AnyKeyPath { return .contentOffset }
        if path == \Self.contentSize as AnyKeyPath { return .contentSize }
        if path == \Self.contentInset as AnyKeyPath { return .contentInset }
        if path == \Self.bounds as AnyKeyPath { return .bounds }
        if path == \Self.zoomScale as AnyKeyPath { return .zoomScale }
        return nil
    }
}
