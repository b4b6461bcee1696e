import Foundation

extension UIImage {
    func performImageFlippedForRightToLeftLayoutDirection() -> UIImage {
        let copy = UIImage(content: content, scale: scale, orientation: imageOrientation, renderingMode: renderingMode,
                           symbolTint: symbolTint, resizing: resizing, flipsForRightToLeft: true)
        copy.assetStorage = imageAsset
        return copy
    }

    /// The image as an image view with `direction` shows it: mirrored when it flips for right to left and
    /// the direction is right to left, else itself.
    func displayed(in direction: UIUserInterfaceLayoutDirection) -> UIImage {
        guard flipsForRightToLeft, direction == .rightToLeft else { return self }
        return withHorizontallyFlippedOrientation()
    }
}
