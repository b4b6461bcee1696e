import Foundation

/// Fills `rect` with the current context's fill colour using the `.copy` blend mode, as iOS's `UIRectFill`
/// does (so a translucent colour replaces what is there instead of blending). Does nothing without a
/// current context. May be called from any thread.
public func UIRectFill(_ rect: CGRect) {
    UIRectFillUsingBlendMode(rect, .copy)
}

/// Fills `rect` with the current context's fill colour using `blendMode`. Does nothing without a current
/// context.
public func UIRectFillUsingBlendMode(_ rect: CGRect, _ blendMode: CGBlendMode) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    context.saveGState()
    context.setBlendMode(blendMode)
    context.fill(rect)
    context.restoreGState()
}

/// Draws a 1-unit frame around the inside of `rect` using the `.copy` blend mode.
///
/// Apple's documentation of `UIRectFrame` says "stroke colour" while that of
/// `UIRectFrameUsingBlendMode` says the frame is drawn in the fill colour "because this function doesn't
/// draw directly on the line"; OpenUIKit uses the fill colour for both (the frame is four filled bands).
/// Does nothing without a current context.
public func UIRectFrame(_ rect: CGRect) {
    UIRectFrameUsingBlendMode(rect, .copy)
}

/// Draws a 1-unit frame around the inside of `rect` in the current fill colour using `blendMode`.
/// Does nothing without a current context.
public func UIRectFrameUsingBlendMode(_ rect: CGRect, _ blendMode: CGBlendMode) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    context.saveGState()
    context.setBlendMode(blendMode)
    context.fill(UIGraphicsInsideFrameBands(rect, width: 1))
    context.restoreGState()
}

/// Intersects the current context's clip with `rect`. Does nothing without a current context.
public func UIRectClip(_ rect: CGRect) {
    UIGraphicsGetCurrentContext()?.clip(to: rect)
}

/// The non-overlapping bands of a frame `width` wide inside `rect` (top, bottom, left, right).
func UIGraphicsInsideFrameBands(_ rect: CGRect, width: CGFloat) -> [CGRect] {
    let r = rect.standardized
    guard r.width > 0, r.height > 0 else { return [] }
    if r.width <= 2 * width || r.height <= 2 * width { return [r] }
    return [
        CGRect(x: r.minX, y: r.minY, width: r.width, height: width),
        CGRect(x: r.minX, y: r.maxY - width, width: r.width, height: width),
        CGRect(x: r.minX, y: r.minY + width, width: width, height: r.height - 2 * width),
        CGRect(x: r.maxX - width, y: r.minY + width, width: width, height: r.height - 2 * width),
    ]
}
