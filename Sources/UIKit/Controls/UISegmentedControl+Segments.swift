import Foundation

// The segment list and the selection: inserting, removing and editing segments, keeping the selected
// index on the same segment, and the stored appearance values.

extension UISegmentedControl {
    /// Inserts `segment` at `index` clamped to `0...numberOfSegments`; a selection at or after it moves
    /// along, so the same segment stays selected.
    /// - Complexity: O(segments).
    func performInsert(_ segment: SegmentedControlSegment, at index: Int) {
        let index = min(max(index, 0), segments.count)
        segments.insert(segment, at: index)
        if selectedIndexStorage >= index { selectedIndexStorage += 1 }
        displayedSelection = selectedIndexStorage
        segmentsDidChange()
    }

    /// Removes the segment at `index` (ignored out of range); removing the selected one clears the selection.
    /// - Complexity: O(segments).
    func performRemoveSegment(at index: Int) {
        guard segments.indices.contains(index) else { return }
        segments.remove(at: index)
        if selectedIndexStorage == index {
            selectedIndexStorage = UISegmentedControl.noSegment
        } else if selectedIndexStorage > index {
            selectedIndexStorage -= 1
        }
        displayedSelection = selectedIndexStorage
        segmentsDidChange()
    }

    /// Removes every segment and the selection.
    func performRemoveAllSegments() {
        segments.removeAll()
        selectedIndexStorage = UISegmentedControl.noSegment
        displayedSelection = selectedIndexStorage
        segmentsDidChange()
    }

    /// The segment at `index`, or nil out of range.
    func segmentOrNil(_ index: Int) -> SegmentedControlSegment? {
        segments.indices.contains(index) ? segments[index] : nil
    }

    /// Changes the segment at `index` (nothing out of range) and lays out again.
    func updateSegment(_ index: Int, _ change: (inout SegmentedControlSegment) -> Void) {
        guard segments.indices.contains(index) else { return }
        change(&segments[index])
        segmentsDidChange()
    }

    /// The segments changed: their views are made again on the next layout, and the size may change.
    func segmentsDidChange() {
        parts?.segmentViewsAreStale = true
        segmentGeometryDidChange()
    }

    /// Widths or content changed: the intrinsic size and the layout follow.
    func segmentGeometryDidChange() {
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    /// Selects `index` (`noSegment` clears; other indexes out of range are ignored). With `animated`
    /// the platter slides there over 0.25 s; otherwise it moves at the next layout.
    func setSelectedSegment(_ index: Int, animated: Bool) {
        guard index == UISegmentedControl.noSegment || segments.indices.contains(index) else { return }
        selectedIndexStorage = index
        moveSelectionDisplay(to: index, animated: animated)
    }

    /// Draws the platter behind `index`, sliding when `animated` and the control is on screen.
    func moveSelectionDisplay(to index: Int, animated: Bool) {
        let from = displayedSelection
        displayedSelection = index
        guard animated, window != nil, from != UISegmentedControl.noSegment, index != UISegmentedControl.noSegment, from != index,
              let parts, !parts.segmentViewsAreStale else {
            setNeedsLayout()
            return
        }
        UIView.animate(withDuration: UISegmentedControl.selectionAnimationDuration, delay: 0,
                       options: [.beginFromCurrentState, .allowUserInteraction, .curveEaseInOut]) {
            self.layoutParts()
        }
    }

    /// Stores the title attributes for `state` (nil removes them).
    func storeTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        titleAttributes[state.rawValue] = attributes
        segmentGeometryDidChange()
    }

    /// Stores an appearance image (nil removes it).
    func storeImage(_ image: UIImage?, in table: ReferenceWritableKeyPath<UISegmentedControl, [SegmentedControlImageKey: UIImage]>,
                    key: SegmentedControlImageKey) {
        self[keyPath: table][key] = image
        segmentGeometryDidChange()
    }

    /// The title attributes for a segment in `state`: the `.normal` ones with the state's over them.
    func resolvedTitleAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any] {
        var attributes = titleAttributes[UIControl.State.normal.rawValue] ?? [:]
        for single in [UIControl.State.highlighted, .selected, .disabled] where state.contains(single) {
            if let extra = titleAttributes[single.rawValue] { attributes.merge(extra) { $1 } }
        }
        if state != .normal, let exact = titleAttributes[state.rawValue] { attributes.merge(exact) { $1 } }
        return attributes
    }
}
