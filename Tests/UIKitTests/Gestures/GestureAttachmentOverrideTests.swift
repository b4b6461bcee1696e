import Testing
@testable import UIKit

@MainActor
struct GestureAttachmentOverrideTests {
    final class CountingView: UIView {
        var added = 0, removed = 0
        override func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
            added += 1
            super.addGestureRecognizer(gestureRecognizer)
        }
        override func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
            removed += 1
            super.removeGestureRecognizer(gestureRecognizer)
        }
    }

    @Test func subclassesSeeAttachAndDetachAndSuperDoesTheWork() {
        let view = CountingView()
        let tap = UITapGestureRecognizer { _ in }
        view.addGestureRecognizer(tap)
        #expect(view.added == 1)
        #expect(tap.view === view)
        #expect(view.gestureRecognizers?.count == 1)
        view.gestureRecognizers = nil
        #expect(view.removed == 1)
        #expect(tap.view == nil)
    }
}
