import Foundation

extension UITableViewCell {
    /// Right to left: the cell's parts (content, accessories, editing controls, separators, backgrounds)
    /// and its standard image and labels, laid out left to right by `layoutCell()`, are mirrored, so the
    /// image and text sit on the right and the disclosure indicator on the left, as on iOS. App subviews of
    /// the content view keep their frames (Auto Layout's leading and trailing mirror them). Swipe-action
    /// buttons are placed by the swipe controller, which swaps the sides: leading actions reveal on the
    /// right, trailing ones (and the Delete confirmation) on the left, as iOS (`ListSwipeController`).
    /// - Complexity: O(subviews).
    func layoutForRightToLeft() {
        guard isRightToLeft else { return }
        let separators = [separatorViews.top, separatorViews.bottom]
        mirrorFramesForRightToLeft(subviews.filter { !($0 is ListSwipeActionButton) })
        // The swipe slide is physical (positive: the content moves right), so the parts that slide keep its
        // sign after the mirror; the separators stay put.
        let slide = configurationStorage.swipeOffset
        if slide != 0 {
            for view in subviews where !(view is ListSwipeActionButton) && !separators.contains(where: { $0 === view }) {
                view.frame = view.frame.offsetBy(dx: 2 * slide, dy: 0)
            }
        }
        if configurationStorage.contentConfiguration == nil {
            contentViewStorage.mirrorFramesForRightToLeft([imageViewStorage, textLabelStorage, detailTextLabelStorage].compactMap { $0 })
        }
    }

    /// The text's leading edge in the content view's left-to-right terms (the guide is mirrored in right to left).
    func textLeadingInContent(of list: UIListContentView, guide: UILayoutGuide) -> CGFloat {
        isRightToLeft ? list.bounds.width - guide.layoutFrame.maxX : guide.layoutFrame.minX
    }
}
