import Foundation

extension UITableViewCell {
    /// Right to left: the cell's parts (content, accessories, editing controls, separators, backgrounds)
    /// and its standard image and labels, laid out left to right by `layoutCell()`, are mirrored, so the
    /// image and text sit on the right and the disclosure indicator on the left, as on iOS. App subviews of
    /// the content view keep their frames (Auto Layout's leading and trailing mirror them). Swipe-action
    /// buttons are placed by the swipe controller and not mirrored (documented deviation: swipe actions
    /// reveal from the same physical side as left to right).
    /// - Complexity: O(subviews).
    func layoutForRightToLeft() {
        guard isRightToLeft else { return }
        mirrorFramesForRightToLeft(subviews.filter { !($0 is ListSwipeActionButton) })
        if configurationStorage.contentConfiguration == nil {
            contentViewStorage.mirrorFramesForRightToLeft([imageViewStorage, textLabelStorage, detailTextLabelStorage].compactMap { $0 })
        }
    }

    /// The text's leading edge in the content view's left-to-right terms (the guide is mirrored in right to left).
    func textLeadingInContent(of list: UIListContentView, guide: UILayoutGuide) -> CGFloat {
        isRightToLeft ? list.bounds.width - guide.layoutFrame.maxX : guide.layoutFrame.minX
    }
}
