import Foundation
import Testing
import UIKitTesting
@testable import UIKit

@MainActor
private final class RecordingSearchDelegate: UISearchBarDelegate {
    var log: [String] = []
    func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool { log.append("shouldBegin"); return true }
    func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) { log.append("didBegin") }
    func searchBarTextDidEndEditing(_ searchBar: UISearchBar) { log.append("didEnd") }
    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) { log.append("textDidChange(\(searchText))") }
    func searchBarSearchButtonClicked(_ searchBar: UISearchBar) { log.append("search") }
    func searchBarCancelButtonClicked(_ searchBar: UISearchBar) { log.append("cancel") }
}

/// UISearchBar: its field, delegate and cancel button.
@MainActor
struct UISearchBarTests {
    @Test func typingSearchingAndCancelReachTheDelegate() {
        let host = HeadlessHost(size: CGSize(width: 320, height: 120), scale: 1)
        let controller = UIViewController()
        let bar = UISearchBar(frame: CGRect(x: 0, y: 20, width: 320, height: 56))
        bar.showsCancelButton = true
        let delegate = RecordingSearchDelegate()
        bar.delegate = delegate
        controller.view.addSubview(bar)
        host.show(controller)
        #expect(bar.intrinsicContentSize.height == 56 && bar.placeholder == nil && bar.searchTextField.placeholder == "Search")
        #expect(bar.searchTextField.frame.height == 36 && bar.searchTextField.frame.minX == 8)
        #expect(bar.searchTextField.frame.maxX < 260)
        host.tap(at: CGPoint(x: 60, y: 48))
        #expect(bar.isFirstResponder && delegate.log == ["shouldBegin", "didBegin"])
        host.type("ab")
        #expect(delegate.log.suffix(2) == ["textDidChange(a)", "textDidChange(ab)"])
        host.type("\n")
        #expect(delegate.log.last == "search")
        let cancel = bar.subviews.compactMap { $0 as? UIButton }.first { $0.currentTitle == "Cancel" }
        #expect(cancel != nil)
        if let cancel {
            host.tap(at: CGPoint(x: cancel.frame.midX, y: 20 + cancel.frame.midY))
            #expect(delegate.log.last == "cancel")
        }
        bar.text = "set"
        #expect(bar.searchTextField.text == "set" && delegate.log.last == "cancel")
    }
}
