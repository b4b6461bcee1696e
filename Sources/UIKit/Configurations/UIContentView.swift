/// A view that shows a content configuration.
///
/// Parity: UIKit's `UIContentView` (iOS 14) with `supports(_:)` (iOS 16). Documented deviation: the
/// protocol refines `AnyObject` instead of `NSObjectProtocol` (Linux has no Objective-C runtime; every
/// `UIView` is a class).
/// - Complexity: Conformers decide.
@preconcurrency @MainActor
public protocol UIContentView: AnyObject {
    /// The configuration the view shows; setting it updates the view.
    var configuration: any UIContentConfiguration { get set }
    /// Whether the view can show `configuration` by assigning it (instead of being replaced).
    func supports(_ configuration: any UIContentConfiguration) -> Bool
}

// MARK: - Default supports

extension UIContentView {
    /// The default rule, as UIKit's: the view supports configurations of the same type as its current one.
    /// - Complexity: O(1).
    public func supports(_ configuration: any UIContentConfiguration) -> Bool {
        type(of: configuration) == type(of: self.configuration)
    }
}
