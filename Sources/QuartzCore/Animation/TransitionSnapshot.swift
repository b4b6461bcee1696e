import CoreGraphics
import Foundation

/// The old appearance a `CATransition` draws: the layer subtree rendered, clipped to its bounds, into a
/// bitmap aligned with the device pixels it covered when the transition was added. Not public API.
struct TransitionSnapshot {
    /// The pixels and where they sit relative to the whole-pixel part of the layer's device placement.
    let bitmap: DeviceBitmap
    /// The rest of the layer-to-device transform the bitmap was drawn under (linear part and sub-pixel
    /// offset, see `DeviceBitmap.split`); drawing maps the bitmap back to layer space through its inverse,
    /// so while the layer stays where it was the picture lands on whole pixels, unresampled.
    let rest: CGAffineTransform
}
