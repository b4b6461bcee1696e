@_spi(OpenUIKitHost) import QuartzCore
import Foundation

/// Scrolls a collection view while a reorder grip's finger rests near the top or bottom (leading or
/// trailing) edge of its visible area, so a row can be carried past what is on screen. Not public API.
///
/// Behaviour (UIKit's figures are unpublished; these are documented choices): the edge zone is 44 pt deep
/// inside the adjusted content insets; the speed grows linearly from 0 at the zone's inner edge to
/// 600 pt/s at the visible edge (and beyond it); scrolling stops at the content's ends. It asks for frames
/// only while it can actually scroll, so a headless host goes idle when the finger rests at an edge the
/// content cannot pass.
@MainActor
final class ReorderAutoscroller {
    /// The depth of the edge zones, in points.
    static let edgeZone: CGFloat = 44
    /// The speed at the visible edge, in points per second.
    static let maximumSpeed: CGFloat = 600

    /// The collection view it scrolls.
    private weak var collectionView: UICollectionView?
    /// Whether it scrolls vertically (otherwise horizontally).
    private let vertical: Bool
    /// The finger relative to the visible area's origin (`location(in:)` minus `contentOffset`).
    private var finger: CGPoint = .zero
    /// The per-frame callback while scrolling may be needed.
    private var token: FrameTick.Token?
    /// The previous frame's time (the first frame after starting only records it).
    private var lastTimestamp: CFTimeInterval?
    /// Called after each scroll step, so the moving item follows the finger over the new content.
    private let didScroll: @MainActor () -> Void

    /// An autoscroller for `collectionView` along its scroll axis (`vertical` or horizontal).
    init(collectionView: UICollectionView, vertical: Bool, didScroll: @escaping @MainActor () -> Void) {
        self.collectionView = collectionView
        self.vertical = vertical
        self.didScroll = didScroll
    }

    /// The finger moved to `point` (relative to the visible area's origin); scrolling starts when it is in
    /// an edge zone.
    func update(finger point: CGPoint) {
        finger = point
        guard token == nil, speed != 0 else { return }
        lastTimestamp = nil
        token = FrameTick.add(wantsFrames: { [weak self] in
            MainActor.assumeIsolated { self?.canScroll ?? false }
        }) { [weak self] timestamp, _ in
            MainActor.assumeIsolated { self?.step(timestamp) }
        }
    }

    /// Stops scrolling.
    func stop() {
        if let token { FrameTick.remove(token) }
        token = nil
        lastTimestamp = nil
    }

    /// The signed speed (points per second along the axis) for the finger's place; 0 outside the zones.
    private var speed: CGFloat {
        guard let collectionView else { return 0 }
        let inset = collectionView.adjustedContentInset, size = collectionView.bounds.size
        let position = vertical ? finger.y : finger.x
        let start = vertical ? inset.top : inset.left
        let end = vertical ? size.height - inset.bottom : size.width - inset.right
        let zone = min(Self.edgeZone, max(0, (end - start) / 3))
        guard zone > 0 else { return 0 }
        if position < start + zone { return -Self.maximumSpeed * min(1, (start + zone - position) / zone) }
        if position > end - zone { return Self.maximumSpeed * min(1, (position - (end - zone)) / zone) }
        return 0
    }

    /// Whether the finger is in a zone and the content can still move that way.
    private var canScroll: Bool {
        guard let collectionView else { return false }
        let v = speed
        guard v != 0 else { return false }
        let offset = vertical ? collectionView.contentOffset.y : collectionView.contentOffset.x
        let limit = v < 0 ? (vertical ? collectionView.minimumOffset.y : collectionView.minimumOffset.x)
                          : (vertical ? collectionView.maximumOffset.y : collectionView.maximumOffset.x)
        return v < 0 ? offset > limit + 0.001 : offset < limit - 0.001
    }

    /// One frame: scrolls by speed × elapsed time (whole device pixels, within the content) and lets the
    /// moving item follow.
    private func step(_ timestamp: CFTimeInterval) {
        guard let collectionView else {
            stop()
            return
        }
        defer { lastTimestamp = timestamp }
        guard let last = lastTimestamp, canScroll else { return }
        let distance = speed * CGFloat(timestamp - last)
        // Whole device pixels, so the lifted row (placed on the pixel grid too) keeps its cached shadow.
        let scale = max(collectionView.window?.screen.scale ?? 1, 1)
        var offset = collectionView.contentOffset
        if vertical { offset.y = ((offset.y + distance) * scale).rounded() / scale } else { offset.x = ((offset.x + distance) * scale).rounded() / scale }
        offset = collectionView.clampedOffset(offset)
        guard offset != collectionView.contentOffset else { return }
        collectionView.contentOffset = offset
        didScroll()
    }
}
