import Foundation

/// Extra parameters and results of string drawing and measuring, as UIKit's `NSStringDrawingContext`.
///
/// OpenUIKit fills `totalBounds` after each call that receives the context. `minimumScaleFactor` is
/// honoured by shrinking every font of the text in steps of 1/16 of its size (down to the factor)
/// until the text fits the given rectangle; `actualScaleFactor` reports the factor used.
open class NSStringDrawingContext: NSObject {
    /// The smallest factor by which the fonts may be scaled to fit (0 or 1: no scaling). Default 0.
    open var minimumScaleFactor: CGFloat = 0

    /// The scale factor that the last drawing or measuring call applied (1 when it did not shrink).
    open internal(set) var actualScaleFactor: CGFloat = 1

    /// The bounds of the text that the last drawing or measuring call laid out.
    open internal(set) var totalBounds: CGRect = .zero

    /// Creates a context with no minimum scale factor.
    public override init() {
        super.init()
    }
}
