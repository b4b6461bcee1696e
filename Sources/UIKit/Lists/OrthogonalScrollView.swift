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
        let centering = behavior == .groupPagingCentered ? (viewport - groupExtent) / 2 : 0
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
        let maximum = max(0, (vertical ? contentSize.width : contentSize.height) - viewport)
        index = max(0, index)
        let target = min(maximum, max(0, leadingInset + index * groupStride - centering))
        if vertical { targetContentOffset.pointee.x = target } else { targetContentOffset.pointee.y = target }
    }
}
