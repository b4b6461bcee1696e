import Foundation

/// A rectangle in a view's coordinate space that layout code can align to.
///
/// Parity: the frame part of UIKit's `UILayoutGuide` (`layoutFrame`, `owningView`, `identifier`).
/// Documented deviation: OpenUIKit has no Auto Layout anchors yet, so the guide's frame is set by the view
/// that owns it during its layout pass (e.g. `UIListContentView` for its text, and list cells for their
/// separator) and read by clients afterwards.
/// - Complexity: O(1) reads.
@MainActor
open class UILayoutGuide: NSObject {
    /// The guide's rectangle in the owning view's coordinates.
    open internal(set) var layoutFrame: CGRect = .zero
    /// The view that owns the guide.
    open internal(set) weak var owningView: UIView?
    /// A name for debugging.
    open var identifier: String = ""

    /// Creates a guide with a zero frame and no owner.
    /// - Complexity: O(1).
    public override init() { super.init() }
}
