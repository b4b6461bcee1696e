import Foundation

/// A trait whose value is a `CGFloat`, as UIKit's `UICGFloatTraitDefinition` (the Objective-C-compatible
/// form of a custom trait).
public protocol UICGFloatTraitDefinition: UITraitDefinition where Value == CGFloat {}
