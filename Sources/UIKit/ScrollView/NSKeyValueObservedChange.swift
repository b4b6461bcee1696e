import Foundation

/// The change a Swift key-path observation (`observe(_:options:changeHandler:)`) reports, as
/// Foundation's `NSKeyValueObservedChange`.
public struct NSKeyValueObservedChange<Value> {
    /// The kind of change (Foundation's name).
    public typealias Kind = NSKeyValueChange
    /// Always `.setting` for scroll-view properties.
    public let kind: Kind
    /// The new value, when the options include `.new` (and for `.initial`).
    public let newValue: Value?
    /// The old value, when the options include `.old` (not in `.initial` notifications).
    public let oldValue: Value?
    /// The indexes of a to-many change; always `nil` here.
    public let indexes: IndexSet?
    /// Whether this notification comes before the change (options include `.prior`).
    public let isPrior: Bool
}

extension NSKeyValueObservedChange: Sendable where Value: Sendable {}
