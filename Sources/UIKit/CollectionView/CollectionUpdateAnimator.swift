@_spi(OpenUIKitHost) import QuartzCore
import Foundation

/// Animates one batch update: cells move from their old frames to their new ones, inserted cells fade in
/// from the layout's initial attributes, deleted cells fade out to its final attributes and then go back to
/// their queues.
///
/// Driven by `FrameTick` with an ease-in-out curve over 0.3 s (UIKit's default update duration is
/// unpublished). Kept self-contained so it can be replaced by `UIView.animate` once that exists.
@MainActor
final class CollectionUpdateAnimator {
    struct Entry {
        let view: UICollectionReusableView
        var fromFrame: CGRect
        var toFrame: CGRect
        var fromAlpha: CGFloat
        var toAlpha: CGFloat
        /// The old index path of a cell that leaves at the end (nil when it stays).
        var leavingPath: IndexPath?
    }

    static let duration: Double = 0.3

    private var entries: [ObjectIdentifier: Entry] = [:]
    private var completions: [(Bool) -> Void]
    private var startTime: Double?
    private var token: FrameTick.Token?
    private weak var collectionView: UICollectionView?
    /// True during the commit's layout pass: new cells get an appearing animation.
    var isCapturing = false

    init(completions: [(Bool) -> Void]) {
        self.completions = completions
    }

    /// The views being animated (the layout pass leaves their frames alone).
    var animatedViews: Set<ObjectIdentifier> { Set(entries.keys) }

    /// A cell that stays moves from where it is to `target`.
    func move(_ view: UICollectionReusableView, to target: UICollectionViewLayoutAttributes) {
        let from = view.frame
        guard from != target.frame || view.alpha != target.alpha else {
            view.currentAttributes = nil
            return
        }
        entries[ObjectIdentifier(view)] = Entry(view: view, fromFrame: from, toFrame: target.frame, fromAlpha: view.alpha,
                                                toAlpha: target.alpha, leavingPath: nil)
        view.currentAttributes = target
    }

    /// A cell whose item was deleted or reloaded fades (or moves) to `final` and leaves.
    func disappear(_ view: UICollectionReusableView, at oldPath: IndexPath, final: UICollectionViewLayoutAttributes?) {
        var toFrame = view.frame
        if let final, final.frame != .zero { toFrame = final.frame }
        entries[ObjectIdentifier(view)] = Entry(view: view, fromFrame: view.frame, toFrame: toFrame, fromAlpha: view.alpha,
                                                toAlpha: final?.alpha ?? 0, leavingPath: oldPath)
    }

    /// A moving cell left the visible rect: it finishes its move, then leaves.
    func markLeaving(_ view: UICollectionReusableView, at path: IndexPath) {
        entries[ObjectIdentifier(view)]?.leavingPath = path
    }

    /// The layout pass has new attributes for a moving cell.
    func retarget(_ view: UICollectionReusableView, to target: UICollectionViewLayoutAttributes) {
        entries[ObjectIdentifier(view)]?.toFrame = target.frame
        entries[ObjectIdentifier(view)]?.toAlpha = target.alpha
        view.currentAttributes = target
    }

    /// A cell made during the update's layout pass starts from the layout's initial attributes.
    func cellAppeared(_ cell: UICollectionViewCell, at path: IndexPath, attributes: UICollectionViewLayoutAttributes, in collectionView: UICollectionView) {
        guard isCapturing else { return }
        let initial = collectionView.collectionViewLayout.initialLayoutAttributesForAppearingItem(at: path)
        let fromFrame = initial?.frame ?? attributes.frame
        let fromAlpha = initial?.alpha ?? 0
        guard fromFrame != attributes.frame || fromAlpha != attributes.alpha else { return }
        cell.frame = fromFrame
        cell.alpha = fromAlpha
        entries[ObjectIdentifier(cell)] = Entry(view: cell, fromFrame: fromFrame, toFrame: attributes.frame, fromAlpha: fromAlpha,
                                                toAlpha: attributes.alpha, leavingPath: nil)
    }

    /// Starts the frame-driven animation (or finishes at once when there is nothing to animate).
    func start(in collectionView: UICollectionView) {
        self.collectionView = collectionView
        guard !entries.isEmpty else {
            finish(in: collectionView, finished: true)
            return
        }
        // Wants frames only while its collection view exists: an update animation whose collection view
        // went away mid-animation must not keep the run loop (or a headless host) busy.
        token = FrameTick.add(wantsFrames: { [weak self] in
            MainActor.assumeIsolated { self?.collectionView != nil }
        }) { [weak self] timestamp, _ in
            MainActor.assumeIsolated { self?.step(timestamp) }
        }
    }

    private func step(_ timestamp: Double) {
        guard let collectionView else {
            if let token { FrameTick.remove(token) }
            token = nil
            return
        }
        if startTime == nil { startTime = timestamp }
        let t = min(1, max(0, (timestamp - (startTime ?? timestamp)) / Self.duration))
        let eased = t < 0.5 ? 2 * t * t : 1 - pow(-2 * t + 2, 2) / 2
        let k = CGFloat(eased)
        for entry in entries.values {
            let a = entry.fromFrame, b = entry.toFrame
            entry.view.frame = CGRect(x: a.minX + (b.minX - a.minX) * k, y: a.minY + (b.minY - a.minY) * k,
                                      width: a.width + (b.width - a.width) * k, height: a.height + (b.height - a.height) * k)
            entry.view.alpha = entry.fromAlpha + (entry.toAlpha - entry.fromAlpha) * k
        }
        if t >= 1 { finish(in: collectionView, finished: true) }
    }

    /// Jumps to the end: views take their final frames, leaving views go to their queues, completions run.
    func finish(in collectionView: UICollectionView, finished: Bool) {
        if let token { FrameTick.remove(token) }
        token = nil
        let done = entries
        entries = [:]
        if collectionView.animator === self { collectionView.animator = nil }
        for entry in done.values {
            entry.view.frame = entry.toFrame
            entry.view.alpha = entry.toAlpha
            if let path = entry.leavingPath, let cell = entry.view as? UICollectionViewCell {
                entry.view.alpha = 1
                collectionView.collectionDelegate?.collectionView(collectionView, didEndDisplaying: cell, forItemAt: path)
                collectionView.enqueue(cell)
            }
        }
        let pending = completions
        completions = []
        for completion in pending { completion(finished) }
        collectionView.setNeedsLayout()
    }
}
