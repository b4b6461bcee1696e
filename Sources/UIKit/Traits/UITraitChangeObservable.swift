import Foundation

/// An object that reports changes of chosen traits, as UIKit's `UITraitChangeObservable` (iOS 17):
/// `UIView` and `UIViewController` adopt it.
///
/// A registration watches a list of traits (`[UITraitUserInterfaceStyle.self]`, a custom trait, or
/// `UITraitCollection.systemTraitsAffectingColorAppearance`); its callback runs once each time one of
/// them changes, after `traitCollectionDidChange(_:)`, with `UITraitCollection.current` set to the new
/// traits, and never when none of them changed.
@preconcurrency @MainActor
public protocol UITraitChangeObservable: AnyObject {
    /// Ends `registration`'s callbacks.
    func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration)
}

extension UITraitChangeObservable where Self: UITraitEnvironment {
    /// Calls `handler` with the object and its previous traits when any of `traits` changes, as UIKit's
    /// `registerForTraitChanges(_:handler:)`. The object is passed in, so the closure need not capture it.
    /// - Complexity: O(traits) to register.
    @discardableResult
    public func registerForTraitChanges(_ traits: [UITrait],
                                        handler: @escaping (Self, UITraitCollection) -> Void) -> any UITraitChangeRegistration {
        let record = TraitChangeRegistrationRecord(traits: traits) { object, previous in
            if let object = object as? Self { handler(object, previous) }
        }
        TraitEnvironmentState.of(self)?.registrations.append(record)
        return record
    }

    /// Calls `action` on `target` (held weakly) when any of `traits` changes: the replacement for UIKit's
    /// `registerForTraitChanges(_:target:action:)` with a selector taking no arguments
    /// (`registerForTraitChanges(traits, target: self, action: Controller.refresh)`).
    @discardableResult
    public func registerForTraitChanges<Target: AnyObject>(_ traits: [UITrait], target: Target,
                                                           action: @escaping (Target) -> () -> Void) -> any UITraitChangeRegistration {
        let record = TraitChangeRegistrationRecord(traits: traits) { [weak target] _, _ in
            if let target { action(target)() }
        }
        TraitEnvironmentState.of(self)?.registrations.append(record)
        return record
    }

    /// Calls `action` on `target` (held weakly) with the object and its previous traits when any of
    /// `traits` changes: the replacement for a selector of the form `traitsChanged(_:previous:)`.
    @discardableResult
    public func registerForTraitChanges<Target: AnyObject>(_ traits: [UITrait], target: Target,
                                                           action: @escaping (Target) -> (any UITraitEnvironment, UITraitCollection) -> Void)
        -> any UITraitChangeRegistration {
        let record = TraitChangeRegistrationRecord(traits: traits) { [weak target] object, previous in
            if let target, let object = object as? any UITraitEnvironment { action(target)(object, previous) }
        }
        TraitEnvironmentState.of(self)?.registrations.append(record)
        return record
    }

    /// Calls `action` on the object itself when any of `traits` changes: the replacement for UIKit's
    /// `registerForTraitChanges(_:action:)` (`registerForTraitChanges(traits, action: MyView.refresh)`).
    @discardableResult
    public func registerForTraitChanges(_ traits: [UITrait], action: @escaping (Self) -> () -> Void) -> any UITraitChangeRegistration {
        let record = TraitChangeRegistrationRecord(traits: traits) { object, _ in
            if let object = object as? Self { action(object)() }
        }
        TraitEnvironmentState.of(self)?.registrations.append(record)
        return record
    }
}
