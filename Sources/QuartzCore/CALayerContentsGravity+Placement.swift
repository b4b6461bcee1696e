import Foundation

extension CALayerContentsGravity {
    /// Where content of natural `size` goes inside `bounds` under this gravity: the one placement rule the
    /// compositor (layer contents) and UIKit (`UIImageView`'s vector and template images, which follow
    /// `contentMode`) share. `.resize` and unknown gravities fill `bounds`; aspect gravities keep the
    /// ratio and centre; the others keep the natural size. Not public API.
    /// - Complexity: O(1).
    @_spi(OpenUIKitBackend)
    public func placement(of size: CGSize, in bounds: CGRect) -> CGRect {
        func placed(_ s: CGSize, _ fx: CGFloat, _ fy: CGFloat) -> CGRect {
            CGRect(x: bounds.minX + (bounds.width - s.width) * fx, y: bounds.minY + (bounds.height - s.height) * fy,
                   width: s.width, height: s.height)
        }
        switch self {
        case .center: return placed(size, 0.5, 0.5)
        case .top: return placed(size, 0.5, 0)
        case .bottom: return placed(size, 0.5, 1)
        case .left: return placed(size, 0, 0.5)
        case .right: return placed(size, 1, 0.5)
        case .topLeft: return placed(size, 0, 0)
        case .topRight: return placed(size, 1, 0)
        case .bottomLeft: return placed(size, 0, 1)
        case .bottomRight: return placed(size, 1, 1)
        case .resizeAspect, .resizeAspectFill:
            guard size.width > 0, size.height > 0 else { return bounds }
            let sx = bounds.width / size.width, sy = bounds.height / size.height
            let s = self == .resizeAspect ? min(sx, sy) : max(sx, sy)
            return placed(CGSize(width: size.width * s, height: size.height * s), 0.5, 0.5)
        default:
            return bounds
        }
    }
}
