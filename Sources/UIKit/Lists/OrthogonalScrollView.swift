import Foundation

/// The embedded scroll view of an orthogonally scrolling section (UIKit's
/// `_UICollectionViewOrthogonalScrollerEmbeddedScrollView`): a transparent scroll view over the section's
/// band whose content offset is the section's orthogonal offset. It is its own delegate, snapping to
/// groups for the group-based behaviours. Touches it does not use travel up the responder chain to the
/// collection view, so taps still select cells.
@MainActor
final class OrthogonalScrollView: UIScrollView, UIScrollViewDelegate {
    weak var owner: UICollectionViewCompositionalLayout?
    var section: Int
    var behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior = .continuous
    var groupStride: CGFloat = 0
    var leadingInset: CGFloat = 0
    var groupExtent: CGFloat = 0
    var vertical = true

    init(section: Int) {
        self.section = section
        super.init(frame: .zero)
        delegate = self
        contentInsetAdjustmentBehavior = .never
        backgroundColor = nil
        showsHorizontalScrollIndicator = false
        showsVerticalScrollIndicator = false
    }

    required init?(coder: NSCoder) { nil }

    func configure(behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior) {
        self.behavior = behavior
        isPagingEnabled = behavior == .paging
        decelerationRate = behavior == .paging || behavior == .groupPaging || behavior == .groupPagingCentered ? .fast : .normal
    }

    /// Sets the leading and trailing content insets `.groupPagingCentered` adds so that the first and the
    /// last group rest in the middle of the band (UIKit's header: group paging "with additional leading and
    /// trailing content insets to center each group"); other behaviours have none. `sectionLeading` and
    /// `sectionTrailing` are the section's own insets on the scrolling axis, already in the content. A view
    /// resting at its start stays at the (new) start.
    /// - Complexity: O(1).
    func applyCenteringInsets(sectionLeading: CGFloat, sectionTrailing: CGFloat) {
        let viewport = vertical ? bounds.width : bounds.height
        var lead: CGFloat = 0, trail: CGFloat = 0
        if behavior == .groupPagingCentered, viewport > 0 {
            let centering = (viewport - groupExtent) / 2
            lead = centering - sectionLeading
            trail = centering - sectionTrailing
        }
        let insets = vertical ? UIEdgeInsets(top: 0, left: lead, bottom: 0, right: trail)
                              : UIEdgeInsets(top: lead, left: 0, bottom: trail, right: 0)
        guard insets != contentInset else { return }
        let wasAtStart = vertical ? contentOffset.x <= -contentInset.left + 0.001 : contentOffset.y <= -contentInset.top + 0.001
        contentInset = insets
        if wasAtStart { contentOffset = vertical ? CGPoint(x: -lead, y: contentOffset.y) : CGPoint(x: contentOffset.x, y: -lead) }
    }

    // MARK: - UIScrollViewDelegate

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        owner?.orthogonalOffsetDidChange(section: section, offset: vertical ? contentOffset.x : contentOffset.y)
    }

    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        guard groupStride > 0 else { return }
        let proposed = vertical ? targetContentOffset.pointee.x : targetContentOffset.pointee.y
        let current = vertical ? contentOffset.x : contentOffset.y
        let viewport = vertical ? bounds.width : bounds.height
        // Where a group rests in the band: centred, or at the section's leading inset (where the first one
        // starts), so paging keeps the inset as UIKit does.
        let centering = behavior == .groupPagingCentered ? (viewport - groupExtent) / 2 : leadingInset
        var index: CGFloat
        switch behavior {
        case .continuousGroupLeadingBoundary:
            index = ((proposed - leadingInset + centering) / groupStride).rounded()
        case .groupPaging, .groupPagingCentered:
            let start = ((current - leadingInset + centering) / groupStride).rounded()
            let v = vertical ? velocity.x : velocity.y
            index = v > 0.2 ? start + 1 : (v < -0.2 ? start - 1 : ((proposed - leadingInset + centering) / groupStride).rounded())
        default:
            return
        }
        let minimum = vertical ? -contentInset.left : -contentInset.top
        let maximum = max(minimum, (vertical ? contentSize.width + contentInset.right : contentSize.height + contentInset.bottom) - viewport)
        index = max(0, index)
        let target = min(maximum, max(minimum, leadingInset + index * groupStride - centering))
        if vertical { targetContentOffset.pointee.x = target } else { targetContentOffset.pointee.y = target }
    }
}
