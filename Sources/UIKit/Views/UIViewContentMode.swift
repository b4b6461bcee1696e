import Foundation

extension UIView {
    /// How a view places its content (image or cached drawing) when its bounds change, with UIKit's raw values.
    public enum ContentMode: Int, Sendable {
        /// Stretch to fill (the default).
        case scaleToFill = 0
        /// Scale to fit, keeping the aspect ratio.
        case scaleAspectFit = 1
        /// Scale to fill, keeping the aspect ratio (may clip).
        case scaleAspectFill = 2
        /// Redraw (call `draw(_:)` again) when the bounds change.
        case redraw = 3
        /// Centre without scaling.
        case center = 4
        /// Top centre.
        case top = 5
        /// Bottom centre.
        case bottom = 6
        /// Left centre.
        case left = 7
        /// Right centre.
        case right = 8
        /// Top left.
        case topLeft = 9
        /// Top right.
        case topRight = 10
        /// Bottom left.
        case bottomLeft = 11
        /// Bottom right.
        case bottomRight = 12

        /// The layer gravity that draws this mode.
        var layerGravity: CALayerContentsGravity {
            switch self {
            case .scaleToFill, .redraw: return .resize
            case .scaleAspectFit: return .resizeAspect
            case .scaleAspectFill: return .resizeAspectFill
            case .center: return .center
            case .top: return .top
            case .bottom: return .bottom
            case .left: return .left
            case .right: return .right
            case .topLeft: return .topLeft
            case .topRight: return .topRight
            case .bottomLeft: return .bottomLeft
            case .bottomRight: return .bottomRight
            }
        }
    }
}
