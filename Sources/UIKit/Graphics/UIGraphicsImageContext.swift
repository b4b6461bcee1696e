@_spi(OpenUIKitBackend) import CoreGraphics
import Foundation

/// Creates a bitmap-based graphics context of `size` points at scale 1 and makes it current: the legacy
/// equivalent of `UIGraphicsBeginImageContextWithOptions(size, false, 1)`.
///
/// Prefer `UIGraphicsImageRenderer`, as Apple does since iOS 10.
public func UIGraphicsBeginImageContext(_ size: CGSize) {
    UIGraphicsBeginImageContextWithOptions(size, false, 1)
}

/// Creates a bitmap-based graphics context and makes it the current context.
///
/// The context is y-down (origin at the top-left) with `scale` applied, as on iOS: one unit is one point.
/// A `scale` of 0 means the main screen's scale. The bitmap is `ceil(size × scale)` pixels. With `opaque`
/// the bitmap starts opaque black (iOS's opaque bitmaps have no alpha channel, so what is not drawn is
/// black); otherwise it starts transparent.
///
/// An empty or invalid size pushes nothing, so `UIGraphicsGetCurrentContext()` stays as it was (iOS logs
/// an error and likewise gives no context). May be called from any thread.
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
    let resolved = scale > 0 && scale.isFinite ? scale : UIScreenScale.current
    guard let context = UIGraphicsMakeImageContext(size: size, scale: resolved, opaque: opaque) else { return }
    UIGraphicsContextStack.current.push(UIGraphicsContextEntry(context: context, imageScale: resolved))
}

/// Returns an image of the current image context's contents, or `nil` when the current context is not
/// one opened by `UIGraphicsBeginImageContext(WithOptions)`. The image's scale is the context's.
/// - Complexity: O(pixels): the pixels are copied.
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
    guard let entry = UIGraphicsContextStack.current.top, let scale = entry.imageScale,
          let cgImage = entry.context.makeImage() else { return nil }
    return UIImage(cgImage: cgImage, scale: scale, orientation: .up)
}

/// Removes the current bitmap-based graphics context from the top of the stack. Does nothing when the
/// current context is not an image context (iOS logs and ignores such a call).
public func UIGraphicsEndImageContext() {
    let stack = UIGraphicsContextStack.current
    guard stack.top?.imageScale != nil else { return }
    stack.pop()
}

/// The pixel dimension for `points` at `scale`: rounded up, ignoring floating-point noise below 1/1000 px.
func UIGraphicsPixelCount(_ points: CGFloat, scale: CGFloat) -> Int {
    let pixels = points * scale
    guard pixels.isFinite, pixels > 0 else { return 0 }
    return Int((pixels - 0.001).rounded(.up))
}

/// A y-down bitmap context of `size` points at `scale` with the scale applied, or `nil` for an empty size.
func UIGraphicsMakeImageContext(size: CGSize, scale: CGFloat, opaque: Bool) -> CGContext? {
    let width = UIGraphicsPixelCount(size.width, scale: scale)
    let height = UIGraphicsPixelCount(size.height, scale: scale)
    guard width > 0, height > 0, let context = CGContext.makeTopDown(width: width, height: height) else { return nil }
    if opaque {
        context.setFillColor(CGColor.black)
        context.fill(CGRect(x: 0, y: 0, width: width, height: height))
    }
    context.scaleBy(x: scale, y: scale)
    return context
}
