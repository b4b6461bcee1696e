import CoreGraphics
import Foundation

/// The object a layer asks for its contents, layout and actions; UIKit's views are their layers' delegates.
///
/// Parity: Apple's requirements are `@objc optional`; here each has a default implementation in a protocol
/// extension (the documented replacement). The default `display(_:)` performs the layer's standard drawing
/// (a backing bitmap, `draw(in:)`, the result as `contents`), so a delegate that does not implement it gets
/// Apple's behaviour for a delegate that does not respond to `displayLayer:`.
@preconcurrency @MainActor
public protocol CALayerDelegate: AnyObject {
    /// Replaces the layer's standard drawing: set `layer.contents` yourself.
    func display(_ layer: CALayer)
    /// Draws the layer's contents into `ctx` (y-down, in the layer's bounds coordinates).
    func draw(_ layer: CALayer, in ctx: CGContext)
    /// Called before `draw(_:in:)` when the standard drawing is about to run.
    func layerWillDraw(_ layer: CALayer)
    /// Lays out the layer's sublayers; called by `CALayer.layoutSublayers()`.
    func layoutSublayers(of layer: CALayer)
    /// The action for `event` on `layer`; `nil` lets the layer continue its search.
    func action(for layer: CALayer, forKey event: String) -> (any CAAction)?
}

extension CALayerDelegate {
    /// Default: the layer's standard drawing (see the protocol's documentation).
    public func display(_ layer: CALayer) { layer.displayWithBackingStore() }
    /// Default: draws nothing.
    public func draw(_ layer: CALayer, in ctx: CGContext) {}
    /// Default: does nothing.
    public func layerWillDraw(_ layer: CALayer) {}
    /// Default: does nothing.
    public func layoutSublayers(of layer: CALayer) {}
    /// Default: `nil` (no opinion).
    public func action(for layer: CALayer, forKey event: String) -> (any CAAction)? { nil }
}
