import Foundation

/// Key-value observation of a scroll view (OpenUIKit supplies it: Foundation on Linux has none).
///
/// Observable: `contentOffset`, `contentSize`, `contentInset`, `bounds` and `zoomScale`. Notifications
/// follow the change, after the subclass, delegate and scroll-observer callbacks of the same change:
/// `contentOffset` when the offset changes (drag, deceleration and animation frames, code, inset
/// adjustment), `bounds` when any part of it changes, `contentSize`/`contentInset`/`zoomScale` on every
/// set. Other key paths are accepted and never notify (like `isTracking`, `isDragging` and
/// `isDecelerating` on iOS). Observers are held weakly; registrations and removals during a
/// notification are safe.
extension UIScrollView {
    func performAddObserver(_ observer: NSObject, forKeyPath keyPath: String, options: NSKeyValueObservingOptions = [],
                            context: UnsafeMutableRawPointer?) {
        guard observer is any NSKeyValueObserving else {
            fatalError("OpenUIKit: \(type(of: observer)) was added as an observer of \"\(keyPath)\" of \(type(of: self)) but does not adopt NSKeyValueObserving; on Linux, observers adopt NSKeyValueObserving instead of overriding NSObject.observeValue(forKeyPath:of:change:context:)")
        }
        keyValueEntries.removeAll { $0.isDead }
        let entry = KeyValueObservationEntry(key: ScrollObservedKey(rawValue: keyPath), keyPath: keyPath, options: options,
                                             observer: observer, context: context, handler: nil)
        keyValueEntries.append(entry)
        if options.contains(.initial), let key = entry.key {
            deliver(entry, old: nil, new: currentValue(for: key), prior: false)
        }
    }

    func performRemoveObserver(_ observer: NSObject, forKeyPath keyPath: String, context: UnsafeMutableRawPointer?) {
        removeRegistration(observer, keyPath) { $0.context == context }
    }

    func performRemoveObserver(_ observer: NSObject, forKeyPath keyPath: String) {
        removeRegistration(observer, keyPath) { _ in true }
    }

    private func removeRegistration(_ observer: NSObject, _ keyPath: String, _ matches: (KeyValueObservationEntry) -> Bool) {
        let id = ObjectIdentifier(observer)
        guard let index = keyValueEntries.lastIndex(where: { $0.observerID == id && $0.keyPath == keyPath && !$0.isRemoved && matches($0) }) else {
            fatalError("*** Terminating app due to uncaught exception 'NSRangeException', reason: 'Cannot remove an observer <\(type(of: observer)) \(Unmanaged.passUnretained(observer).toOpaque())> for the key path \"\(keyPath)\" from <\(type(of: self)) \(Unmanaged.passUnretained(self).toOpaque())> because it is not registered as an observer.'")
        }
        keyValueEntries[index].isRemoved = true
        keyValueEntries.remove(at: index)
    }

    // MARK: Internals

    /// The current value of an observed property.
    func currentValue(for key: ScrollObservedKey) -> Any {
        switch key {
        case .contentOffset: return contentOffset
        case .contentSize: return contentSizeStorage
        case .contentInset: return contentInsetStorage
        case .bounds: return layer.bounds
        case .zoomScale: return zoomScaleStorage
        }
    }

    /// Adds a Swift key-path registration (used by `observe(_:options:changeHandler:)`).
    func addKeyValueHandler(key: ScrollObservedKey?, keyPath: String, options: NSKeyValueObservingOptions,
                            handler: @escaping @MainActor (Any?, Any?, Bool) -> Void) -> KeyValueObservationEntry {
        let entry = KeyValueObservationEntry(key: key, keyPath: keyPath, options: options, observer: nil, context: nil, handler: handler)
        keyValueEntries.append(entry)
        return entry
    }

    /// Forgets a registration.
    func removeKeyValueEntry(_ entry: KeyValueObservationEntry) {
        entry.isRemoved = true
        keyValueEntries.removeAll { $0 === entry }
    }

    /// Notifies the registrations of `key` after a change.
    /// - Complexity: O(registrations).
    func sendKeyValueNotification(_ key: ScrollObservedKey, old: Any, new: Any) {
        let entries = keyValueEntries
        guard !entries.isEmpty else { return }
        var sawDead = false
        for entry in entries where entry.key == key {
            if entry.isDead { sawDead = true; continue }
            deliver(entry, old: old, new: new, prior: false)
        }
        if sawDead { keyValueEntries.removeAll { $0.isDead } }
    }

    /// Notifies the `.prior` registrations of `key` before a change.
    func sendPriorKeyValueNotification(_ key: ScrollObservedKey, old: Any) {
        let entries = keyValueEntries
        guard !entries.isEmpty else { return }
        for entry in entries where entry.key == key && entry.options.contains(.prior) && !entry.isDead {
            deliver(entry, old: old, new: nil, prior: true)
        }
    }

    /// Sends one notification in the registration's form, with the values its options ask for.
    private func deliver(_ entry: KeyValueObservationEntry, old: Any?, new: Any?, prior: Bool) {
        let oldValue = entry.options.contains(.old) ? old : nil
        let newValue = entry.options.contains(.new) ? new : nil
        if let handler = entry.handler {
            handler(oldValue, newValue, prior)
            return
        }
        guard let observer = entry.observer as? any NSKeyValueObserving else { return }
        var change: [NSKeyValueChangeKey: Any] = [.kindKey: NSKeyValueChange.setting.rawValue]
        if let oldValue { change[.oldKey] = oldValue }
        if let newValue { change[.newKey] = newValue }
        if prior { change[.notificationIsPriorKey] = true }
        observer.observeValue(forKeyPath: entry.keyPath, of: self, change: change, context: entry.context)
    }
}
