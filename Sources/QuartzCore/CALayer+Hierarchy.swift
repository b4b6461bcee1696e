import CoreGraphics
import Foundation

extension CALayer {
    var sublayersImplementation: [CALayer]? {
        get { sublayerStorage.isEmpty ? nil : sublayerStorage }
        set {
            for layer in sublayerStorage { layer.detachFromSuperlayer() }
            for layer in newValue ?? [] { insertSublayer(layer, at: UInt32(sublayerStorage.count)) }
        }
    }

    func performAddSublayer(_ layer: CALayer) {
        insertSublayer(layer, at: UInt32(layer.superlayerStorage === self ? sublayerStorage.count - 1 : sublayerStorage.count))
    }

    func performInsertSublayer(_ layer: CALayer, at idx: UInt32) {
        var ancestor: CALayer? = self
        while let a = ancestor {
            precondition(a !== layer, "CALayer: cannot add a layer as a sublayer of itself or of its own sublayers (\(layer))")
            ancestor = a.superlayerStorage
        }
        if layer.maskOwner != nil { layer.maskOwner?.mask = nil }
        layer.detachFromSuperlayer()
        let index = min(Int(idx), sublayerStorage.count)
        sublayerStorage.insert(layer, at: index)
        layer.superlayerStorage = self
        layer.renderedValid = false
        layer.changes.insert(.geometry)
        layer.subtreeDirty = false
        layer.markSubtreeDirty()
        noteChange(.sublayers)
        if layer.needsLayoutFlag || layer.descendantNeedsLayout { layer.propagateNeedsLayout() }
        setNeedsLayout()
    }

    func performInsertSublayer(_ layer: CALayer, below sibling: CALayer?) {
        if layer === sibling { return }
        layer.detachFromSuperlayer()
        let index = sibling.flatMap { s in sublayerStorage.firstIndex { $0 === s } } ?? 0
        insertSublayer(layer, at: UInt32(index))
    }

    func performInsertSublayer(_ layer: CALayer, above sibling: CALayer?) {
        if layer === sibling { return }
        layer.detachFromSuperlayer()
        let index = sibling.flatMap { s in sublayerStorage.firstIndex { $0 === s }.map { $0 + 1 } }
            ?? sublayerStorage.count
        insertSublayer(layer, at: UInt32(index))
    }

    func performReplaceSublayer(_ oldLayer: CALayer, with newLayer: CALayer) {
        guard oldLayer !== newLayer, let index = sublayerStorage.firstIndex(where: { $0 === oldLayer }) else { return }
        oldLayer.detachFromSuperlayer()
        newLayer.detachFromSuperlayer()
        insertSublayer(newLayer, at: UInt32(min(index, sublayerStorage.count)))
    }

    func performRemoveFromSuperlayer() {
        if let owner = maskOwner, owner.mask === self { owner.mask = nil; return }
        guard let parent = superlayerStorage else { return }
        detachFromSuperlayer()
        parent.setNeedsLayout()
    }

    /// Removes the layer from its superlayer, recording the pixels it covered as damage of the superlayer.
    final func detachFromSuperlayer() {
        guard let parent = superlayerStorage else { return }
        if let index = parent.sublayerStorage.firstIndex(where: { $0 === self }) {
            parent.sublayerStorage.remove(at: index)
        }
        superlayerStorage = nil
        if renderedValid { parent.removedDamage = parent.removedDamage.union(renderedSubtreeRect) }
        renderedValid = false
        parent.noteChange(.sublayers)
    }

    /// The sublayers in drawing order: sorted by `zPosition`, equal values in sublayer order.
    /// - Complexity: O(n) when no sublayer has a non-zero `zPosition`, O(n log n) otherwise.
    final var sublayersInDrawingOrder: [CALayer] {
        if sublayerStorage.allSatisfy({ $0.zPosition == 0 }) { return sublayerStorage }
        return sublayerStorage.enumerated()
            .sorted { $0.element.zPosition != $1.element.zPosition ? $0.element.zPosition < $1.element.zPosition : $0.offset < $1.offset }
            .map(\.element)
    }
}
