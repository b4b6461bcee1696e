import Testing
import UIKitTesting
@testable import UIKit

/// The titles of a row's swipe action buttons sit on one baseline whatever the heights of their symbols
/// (a trash can, a bookmark, a circled ellipsis and an envelope are all different heights).
@MainActor
@Suite("Swipe action titles share a baseline")
struct SwipeActionBaselineTests {
    @Test("Buttons with symbols of different heights put their titles at the same height")
    func sharedBaseline() throws {
        _ = HeadlessHost(size: CGSize(width: 390, height: 844), scale: 2)
        let names = ["trash.fill", "bookmark.fill", "ellipsis.circle.fill", "envelope.fill"]
        let buttons = names.map { name -> ListSwipeActionButton in
            let action = UIContextualAction(style: .normal, title: "Title") { _, _, done in done(true) }
            action.image = UIImage(systemName: name)
            let button = ListSwipeActionButton(action: action, height: 60)
            button.layoutIfNeeded()
            return button
        }
        let heights = Set(buttons.map { $0.imageView.intrinsicContentSize.height })
        #expect(heights.count > 1)                         // the symbols really differ
        let titleTops = Set(buttons.map { $0.titleLabel.frame.minY })
        #expect(titleTops.count == 1, "title tops: \(buttons.map { $0.titleLabel.frame.minY })")
        for button in buttons {
            // Each image is centred in the slot above the title, and stays above it.
            #expect(button.imageView.frame.maxY <= button.titleLabel.frame.minY)
        }
    }
}
