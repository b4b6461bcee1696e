import Foundation

/// What changed on a layer since the compositor last looked at it.
struct LayerChanges: OptionSet {
    let rawValue: UInt8

    /// Something that moves, clips or fades the layer and its sublayers (position, bounds, transforms,
    /// opacity, hidden, masks, zPosition): the old and new subtree rectangles are damaged.
    static let geometry = LayerChanges(rawValue: 1 << 0)
    /// Only the layer's own look changed (colours, border, corners, shadow, contents, shape): its old and new
    /// own rectangles are damaged.
    static let appearance = LayerChanges(rawValue: 1 << 1)
    /// Sublayers were added, removed or reordered: removed sublayers' old rectangles are damaged (kept in
    /// `removedDamage`), added sublayers carry `.geometry` themselves.
    static let sublayers = LayerChanges(rawValue: 1 << 2)
    /// A `CATransition` is attached (noted every frame while it is): the layer's area, clipped to its
    /// bounds, is damaged, old and new subtree rectangles.
    static let transition = LayerChanges(rawValue: 1 << 3)
}
