import CoreGraphics
import Foundation

/// Groups layer-tree changes, as Core Animation's `CATransaction`: explicit transactions nest with
/// `begin()`/`commit()`; changes made outside one belong to the implicit transaction, which the frame
/// (the compositor's `render`, via `flush()`) commits once per frame.
///
/// Parity: Apple's class methods, keys and default values (`animationDuration` 0.25, actions enabled).
/// Deviation: main-actor isolated. `animationDuration`, `animationTimingFunction` and `disableActions`
/// drive layers' implicit animations; completion blocks run when the outermost transaction commits (not
/// when the animations it started end, as on Apple platforms).
@preconcurrency @MainActor
open class CATransaction: NSObject {
    /// One open transaction: its values and completion block.
    struct Scope {
        var values: [String: Any] = [:]
        var completion: (() -> Void)?
    }

    /// The explicit transactions, outermost first.
    static var scopes: [Scope] = []
    /// The implicit transaction, created by the first change made outside an explicit one.
    static var implicitScope: Scope?

    /// Starts a new (nested) transaction.
    open class func begin() {
        scopes.append(Scope())
    }

    /// Commits the innermost explicit transaction. When it is the outermost, its completion block and
    /// those of the transactions nested in it run, innermost first; nested commits hand theirs outward.
    /// Without an open explicit transaction it commits the implicit one.
    open class func commit() {
        guard let scope = scopes.popLast() else {
            flush()
            return
        }
        if scopes.isEmpty {
            scope.completion?()
        } else if let completion = scope.completion {
            let outer = scopes[scopes.count - 1].completion
            scopes[scopes.count - 1].completion = { completion(); outer?() }
        }
    }

    /// Commits the implicit transaction, if any and if no explicit transaction is open (then it waits for
    /// the outermost commit, as on Apple platforms).
    open class func flush() {
        guard scopes.isEmpty, let scope = implicitScope else { return }
        implicitScope = nil
        scope.completion?()
    }

    /// Acquires the global transaction lock. OpenUIKit's layers are main-actor isolated, so it does nothing.
    open class func lock() {}

    /// Releases the global transaction lock; does nothing (see `lock()`).
    open class func unlock() {}

    /// The duration of implicit animations. Default 0.25 seconds.
    open class func animationDuration() -> CFTimeInterval {
        (value(forKey: kCATransactionAnimationDuration) as? CFTimeInterval) ?? 0.25
    }

    /// Sets the duration of implicit animations for the current transaction.
    open class func setAnimationDuration(_ dur: CFTimeInterval) {
        setValue(dur, forKey: kCATransactionAnimationDuration)
    }

    /// Whether actions triggered by property changes are suppressed. Default `false`.
    open class func disableActions() -> Bool {
        (value(forKey: kCATransactionDisableActions) as? Bool) ?? false
    }

    /// Suppresses or enables actions for the current transaction.
    open class func setDisableActions(_ flag: Bool) {
        setValue(flag, forKey: kCATransactionDisableActions)
    }

    /// The current transaction's completion block.
    open class func completionBlock() -> (() -> Void)? {
        if let scope = scopes.last { return scope.completion }
        return implicitScope?.completion
    }

    /// Sets the block run when the current transaction (the outermost one, for nested ones) commits.
    open class func setCompletionBlock(_ block: (() -> Void)?) {
        if scopes.isEmpty {
            if implicitScope == nil { implicitScope = Scope() }
            implicitScope?.completion = block
        } else {
            scopes[scopes.count - 1].completion = block
        }
    }

    /// The value for `key` in the innermost transaction that set it (outer transactions' values are
    /// inherited), or `nil`.
    open class func value(forKey key: String) -> Any? {
        for scope in scopes.reversed() {
            if let value = scope.values[key] { return value }
        }
        return implicitScope?.values[key]
    }

    /// Sets `anObject` for `key` in the current transaction (the implicit one when none is open).
    open class func setValue(_ anObject: Any?, forKey key: String) {
        if scopes.isEmpty {
            if implicitScope == nil { implicitScope = Scope() }
            implicitScope?.values[key] = anObject
        } else {
            scopes[scopes.count - 1].values[key] = anObject
        }
    }
}

/// The transaction key for the animation duration (`CFTimeInterval`).
public let kCATransactionAnimationDuration = "animationDuration"
/// The transaction key for disabling actions (`Bool`).
public let kCATransactionDisableActions = "disableActions"
/// The transaction key for the animation timing function.
public let kCATransactionAnimationTimingFunction = "animationTimingFunction"
/// The transaction key for the completion block.
public let kCATransactionCompletionBlock = "completionBlock"
