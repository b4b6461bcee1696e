import Testing
import UIKitTesting
@testable import UIKit

@MainActor
struct UICollectionViewSelectionTests {
    private func center(_ collectionView: UICollectionView, _ item: Int) -> CGPoint {
        let frame = collectionView.layoutAttributesForItem(at: IndexPath(item: item, section: 0))!.frame
        return collectionView.convert(CGPoint(x: frame.midX, y: frame.midY), to: nil)
    }

    @Test func tapOrderIsHighlightThenSelectThenUnhighlight() {
        let (host, collectionView, _) = makeHostedCollection(model: [Array(0 ..< 100)])
        let delegate = RecordingDelegate()
        collectionView.delegate = delegate
        host.touchDown(at: center(collectionView, 3))
        host.advance(by: 0.3)
        #expect(delegate.events == ["shouldHighlight 3", "didHighlight 3"])
        #expect(collectionView.cellForItem(at: IndexPath(item: 3, section: 0))?.isHighlighted == true)
        host.touchUp()
        host.advance(by: host.frameDuration)
        #expect(delegate.events == ["shouldHighlight 3", "didHighlight 3", "shouldSelect 3", "didSelect 3", "didUnhighlight 3"])
        let cell = collectionView.cellForItem(at: IndexPath(item: 3, section: 0))
        #expect(cell?.isSelected == true && cell?.isHighlighted == false)
        // Single selection: another tap moves the selection.
        delegate.events = []
        host.tap(at: center(collectionView, 5))
        #expect(delegate.events == ["shouldHighlight 5", "didHighlight 5", "shouldSelect 5", "didDeselect 3", "didSelect 5", "didUnhighlight 5"])
        #expect(collectionView.indexPathsForSelectedItems == [IndexPath(item: 5, section: 0)])
        // Tapping the selected item keeps it selected.
        delegate.events = []
        host.tap(at: center(collectionView, 5))
        #expect(delegate.events == ["shouldHighlight 5", "didHighlight 5", "didUnhighlight 5"])
    }

    @Test func multipleSelectionToggles() {
        let (host, collectionView, _) = makeHostedCollection(model: [Array(0 ..< 100)])
        let delegate = RecordingDelegate()
        collectionView.delegate = delegate
        collectionView.allowsMultipleSelection = true
        host.tap(at: center(collectionView, 1))
        host.tap(at: center(collectionView, 2))
        #expect(collectionView.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0), IndexPath(item: 2, section: 0)])
        delegate.events = []
        host.tap(at: center(collectionView, 1))
        #expect(delegate.events == ["shouldHighlight 1", "didHighlight 1", "shouldDeselect 1", "didDeselect 1", "didUnhighlight 1"])
        #expect(collectionView.indexPathsForSelectedItems == [IndexPath(item: 2, section: 0)])
    }

    @Test func refusedSelectionAndDisabledSelection() {
        let (host, collectionView, _) = makeHostedCollection(model: [Array(0 ..< 100)])
        let delegate = RecordingDelegate()
        delegate.allowSelect = false
        collectionView.delegate = delegate
        host.tap(at: center(collectionView, 0))
        #expect(collectionView.indexPathsForSelectedItems == nil)
        #expect(delegate.events.last == "didUnhighlight 0")
        collectionView.allowsSelection = false
        delegate.events = []
        host.tap(at: center(collectionView, 0))
        #expect(delegate.events.isEmpty)
    }

    @Test func aDragThatScrollsCancelsTheHighlight() {
        let (host, collectionView, _) = makeHostedCollection(model: [Array(0 ..< 1000)])
        let delegate = RecordingDelegate()
        collectionView.delegate = delegate
        let start = center(collectionView, 30)
        host.touchDown(at: start)
        host.advance(by: 0.3)
        #expect(delegate.events == ["shouldHighlight 30", "didHighlight 30"])
        for i in 1 ... 10 {
            host.touchMove(to: CGPoint(x: start.x, y: start.y - CGFloat(i * 20)))
            host.advance(by: host.frameDuration)
        }
        host.touchUp()
        _ = host.runUntilIdle()
        #expect(delegate.events == ["shouldHighlight 30", "didHighlight 30", "didUnhighlight 30"])
        #expect(collectionView.indexPathsForSelectedItems == nil)
        #expect(collectionView.contentOffset.y > 0)
    }

    @Test func programmaticSelectionSkipsTheDelegateAndSurvivesReuse() {
        let (host, collectionView, _) = makeHostedCollection(model: [Array(0 ..< 1000)])
        let delegate = RecordingDelegate()
        collectionView.delegate = delegate
        collectionView.selectItem(at: IndexPath(item: 900, section: 0), animated: false, scrollPosition: .centeredVertically)
        host.advance(by: host.frameDuration)
        #expect(delegate.events.isEmpty)
        #expect(collectionView.cellForItem(at: IndexPath(item: 900, section: 0))?.isSelected == true)
        #expect(collectionView.visibleCells.filter(\.isSelected).count == 1)
        collectionView.deselectItem(at: IndexPath(item: 900, section: 0), animated: false)
        #expect(collectionView.indexPathsForSelectedItems == nil)
    }

    @Test func arrowKeysMoveFocusAndSelectionCanFollow() {
        let (host, collectionView, _) = makeHostedCollection(model: [Array(0 ..< 100)])
        let delegate = RecordingDelegate()
        collectionView.delegate = delegate
        #expect(collectionView.becomeFirstResponder())
        host.press(.keyboardRightArrow)
        #expect(collectionView.indexPathForFocusedItem == IndexPath(item: 0, section: 0))
        host.press(.keyboardRightArrow)
        #expect(collectionView.indexPathForFocusedItem == IndexPath(item: 1, section: 0))
        #expect(collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.isFocused == true)
        #expect(collectionView.cellForItem(at: IndexPath(item: 0, section: 0))?.isFocused == false)
        host.press(.keyboardDownArrow)
        // Six items per 390-point line.
        #expect(collectionView.indexPathForFocusedItem == IndexPath(item: 7, section: 0))
        collectionView.selectionFollowsFocus = true
        host.press(.keyboardLeftArrow)
        #expect(collectionView.indexPathsForSelectedItems == [IndexPath(item: 6, section: 0)])
        host.press(.keyboardUpArrow)
        #expect(collectionView.indexPathsForSelectedItems == [IndexPath(item: 0, section: 0)])
    }
}
