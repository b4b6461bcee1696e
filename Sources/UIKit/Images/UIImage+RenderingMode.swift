import Foundation

extension UIImage {
    /// How UIKit uses an image's colours, with UIKit's raw values.
    public enum RenderingMode: Int, Sendable {
        /// The context decides: image views draw bitmaps as they are and symbol images as templates.
        case automatic = 0
        /// Always the original colours.
        case alwaysOriginal = 1
        /// Always a template: only the alpha is used, filled with the tint colour.
        case alwaysTemplate = 2
    }

    func performWithRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
        let copy = UIImage(content: content, scale: scale, orientation: imageOrientation, renderingMode: renderingMode,
                           symbolTint: symbolTint, resizing: resizing, flipsForRightToLeft: flipsForRightToLeft)
        copy.assetStorage = imageAsset
        return copy
    }

    /// Whether an image view should draw this image as a template in its tint colour: `.alwaysTemplate`,
    /// or `.automatic` for a symbol image without its own tint colour. OpenUIKit helper for `UIImageView`
    /// and buttons.
    var drawsAsTemplate: Bool {
        switch renderingMode {
        case .alwaysTemplate: return true
        case .alwaysOriginal: return false
        case .automatic: return isSymbolImage && symbolTint == nil
        }
    }
}
