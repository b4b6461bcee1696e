import Foundation

/// A token for one `registerForTraitChanges` registration, as UIKit's `UITraitChangeRegistration`; pass it
/// to `unregisterForTraitChanges(_:)` to stop the callbacks. Registrations also end when the object goes away.
@preconcurrency @MainActor
public protocol UITraitChangeRegistration: AnyObject {}

/// One registration: the traits it watches and what to call. Not public API.
@MainActor
final class TraitChangeRegistrationRecord: UITraitChangeRegistration {
    /// The watched traits, by `ObjectIdentifier` of their type.
    let traits: Set<ObjectIdentifier>
    /// Called with the environment and its previous traits.
    let callback: (AnyObject, UITraitCollection) -> Void

    init(traits: [UITrait], callback: @escaping (AnyObject, UITraitCollection) -> Void) {
        self.traits = Set(traits.map { ObjectIdentifier($0) })
        self.callback = callback
    }
}
