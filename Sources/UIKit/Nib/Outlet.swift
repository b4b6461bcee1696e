import Foundation

/// Marks a property a nib or storyboard connects by name: OpenUIKit's replacement for `@IBOutlet`, which
/// Swift on Linux rejects for non-`@objc` classes ("'@IBOutlet' property cannot have non-'@objc' class
/// type"). Write `@Outlet var label: UILabel!` where iOS code has `@IBOutlet weak var label: UILabel!`
/// (property wrappers cannot be `weak`; the outlet holds its object strongly, which is what UIKit
/// recommends for outlets anyway), and `@Outlet var labels: [UILabel]!` for an outlet collection.
///
/// The loader finds the wrapper's storage (`_label`) with `Mirror` and sets it through
/// `setValue(_:forKey:)`, as UIKit sets outlets through key-value coding. The storage is a reference, so
/// copies of the wrapper that `Mirror` hands out write to the property itself.
@propertyWrapper
public struct Outlet<Value> {
    /// The storage shared by the wrapper's copies.
    let storage: OutletStorage<Value>

    /// An outlet with an initial value (for collections: `@Outlet var labels: [UILabel] = []`).
    public init(wrappedValue: Value) { storage = OutletStorage(wrappedValue) }

    /// The property's value.
    public var wrappedValue: Value {
        get { storage.value }
        nonmutating set { storage.value = newValue }
    }
}

extension Outlet where Value: ExpressibleByNilLiteral {
    /// An unconnected outlet (`@Outlet var label: UILabel!`): nil until the nib sets it.
    public init() { storage = OutletStorage(nil) }
}

/// The reference the copies of one `Outlet` share. Not public API.
final class OutletStorage<Value>: NibOutletSlot {
    var value: Value
    init(_ value: Value) { self.value = value }

    func connect(_ object: Any?, appending: Bool) -> Bool {
        if appending {
            var elements = (value as Any) as? [Any] ?? []
            if let object { elements.append(object) }
            guard let array = elements as? Value else { return false }
            value = array
            return true
        }
        if object == nil, let empty = Optional<Any>.none as? Value {
            value = empty
            return true
        }
        guard let typed = object as? Value else { return false }
        value = typed
        return true
    }

    var valueTypeName: String { "\(Value.self)" }
}

/// What the loader sees of an `Outlet` through `Mirror`. Not public API.
protocol NibOutletSlot: AnyObject {
    /// Sets (or, for collections, appends) `object`; false when it is not of the outlet's type.
    func connect(_ object: Any?, appending: Bool) -> Bool
    /// The outlet's declared type, for messages.
    var valueTypeName: String { get }
}

/// Finds `@Outlet` storage by property name.
enum OutletLookup {
    /// The `Outlet` storage of the property `name` of `object` (searching superclasses), or nil.
    /// - Complexity: O(stored properties of the class hierarchy).
    static func slot(named name: String, in object: AnyObject) -> (any NibOutletSlot)? {
        let label = "_" + name
        var mirror: Mirror? = Mirror(reflecting: object)
        while let current = mirror {
            for child in current.children where child.label == label {
                if let slot = Mirror(reflecting: child.value).children.first(where: { $0.label == "storage" })?.value as? any NibOutletSlot {
                    return slot
                }
            }
            mirror = current.superclassMirror
        }
        return nil
    }
}
