import Foundation

/// A trait whose value is an optional object, as UIKit's `UIObjectTraitDefinition`; values compare with
/// `isEqual(_:)` when they are `NSObject`s, else by identity.
public protocol UIObjectTraitDefinition: UITraitDefinition where Value == AnyObject? {}
