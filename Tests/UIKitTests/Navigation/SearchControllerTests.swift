import Testing
import UIKitTesting
@testable import UIKit

@MainActor
final class SearchLog: UISearchControllerDelegate, UISearchResultsUpdating, UISearchBarDelegate {
    var entries: [String] = []
    func willPresentSearchController(_ searchController: UISearchController) { entries.append("willPresent") }
    func didPresentSearchController(_ searchController: UISearchController) { entries.append("didPresent") }
    func willDismissSearchController(_ searchController: UISearchController) { entries.append("willDismiss") }
    func didDismissSearchController(_ searchController: UISearchController) { entries.append("didDismiss") }
    func updateSearchResults(for searchController: UISearchController) { entries.append("update(\(searchController.searchBar.text ?? ""))") }
    func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool { entries.append("shouldBegin"); return true }
    func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) { entries.append("didBegin") }
    func searchBarTextDidEndEditing(_ searchBar: UISearchBar) { entries.append("didEnd") }
    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) { entries.append("textDidChange(\(searchText))") }
    func searchBarCancelButtonClicked(_ searchBar: UISearchBar) { entries.append("cancel") }
}

@MainActor
struct SearchControllerTests {
    /// A phone with a navigation controller whose root (a scrolling page) has a search controller.
    private func scene(largeTitles: Bool = true) -> (HeadlessHost, UINavigationController, ScrollingPageController, UISearchController, UIViewController) {
        let host = HeadlessHost(size: CGSize(width: 390, height: 600), scale: 2, safeAreaInsets: UIEdgeInsets(top: 47, left: 0, bottom: 0, right: 0))
        let page = ScrollingPageController(title: "Mail")
        let results = UIViewController()
        results.view.backgroundColor = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
        let search = UISearchController(searchResultsController: results)
        search.searchBar.placeholder = "Search"
        page.navigationItem.searchController = search
        let nav = UINavigationController(rootViewController: page)
        nav.navigationBar.prefersLargeTitles = largeTitles
        host.show(nav)
        return (host, nav, page, search, results)
    }

    @Test func searchFieldShowsUnderTheLargeTitleAndHidesFirstAsTheContentScrolls() {
        let (host, nav, page, search, _) = scene()
        let bar = nav.navigationBar
        #expect(bar.frame == CGRect(x: 0, y: 47, width: 390, height: 44 + 52 + 52))
        #expect(page.view.safeAreaInsets.top == 195)
        #expect(search.searchBar.superview === bar.searchArea)
        #expect(search.searchBar.convert(search.searchBar.bounds, to: nil) == CGRect(x: 8, y: 47 + 96, width: 374, height: 52))
        #expect(search.searchBar.searchTextField.convert(search.searchBar.searchTextField.bounds, to: nil).minX == 16)
        // Scrolling hides the search field first, then collapses the large title.
        page.scroll(by: 30)
        host.renderFrame()
        #expect(bar.frame.height == 118 && bar.searchArea.frame.height == 22 && bar.largeTitleExtent == 52)
        page.scroll(by: 52)
        host.renderFrame()
        #expect(bar.frame.height == 96 && bar.searchArea.frame.height == 0)
        page.scroll(by: 52 + 30)
        host.renderFrame()
        #expect(bar.frame.height == 66 && bar.largeTitleExtent == 22)
        // Without hidesSearchBarWhenScrolling the field stays and the title collapses at once.
        page.navigationItem.hidesSearchBarWhenScrolling = false
        page.scroll(by: 30)
        host.renderFrame()
        #expect(bar.searchArea.frame.height == 52 && bar.largeTitleExtent == 22 && bar.frame.height == 118)
    }

    @Test func searchFieldSitsUnderTheStandardTitleWithoutLargeTitles() {
        let (host, nav, page, search, _) = scene(largeTitles: false)
        host.renderFrame()
        #expect(nav.navigationBar.frame.height == 96 && page.view.safeAreaInsets.top == 143)
        #expect(nav.navigationBar.searchArea.frame == CGRect(x: 0, y: 44, width: 390, height: 52))
        #expect(search.searchBar.superview === nav.navigationBar.searchArea && search.searchBar.frame.minY == 0)
    }

    @Test func tappingTheFieldActivatesTheSearchAndCancelEndsItInUIKitsOrder() {
        let (host, nav, page, search, results) = scene()
        let log = SearchLog()
        search.delegate = log
        search.searchResultsUpdater = log
        search.searchBar.delegate = log
        let field = search.searchBar.searchTextField
        host.tap(at: field.convert(CGPoint(x: field.bounds.midX, y: field.bounds.midY), to: nil))
        #expect(log.entries == ["shouldBegin", "didBegin", "willPresent", "update()"])
        #expect(search.isActive && search.parent === page && field.isFirstResponder)
        host.advance(by: 0.4)
        #expect(log.entries.last == "didPresent")
        // The search field takes the bar's place; the dimmed search interface covers the content below it.
        let bar = nav.navigationBar
        #expect(bar.frame == CGRect(x: 0, y: 47, width: 390, height: 52) && bar.contentRow.alpha == 0)
        #expect(search.view.superview === nav.view && search.view.frame == CGRect(x: 0, y: 99, width: 390, height: 501))
        #expect(!search.dimmingView.isHidden && results.view.isHidden)
        #expect(search.searchBar.showsCancelButton)
        // Typing shows the results controller and updates the results on every change.
        log.entries.removeAll()
        host.type("ab")
        #expect(log.entries == ["textDidChange(a)", "update(a)", "textDidChange(ab)", "update(ab)"])
        #expect(!results.view.isHidden && search.showsSearchResultsController)
        ReferenceImage.expectMatch(host.snapshot(), named: "search-controller-results@2x")
        // Cancel clears the text, ends editing and dismisses.
        log.entries.removeAll()
        let cancel = search.searchBar.subviews.compactMap { $0 as? UIButton }.first!
        host.tap(at: cancel.convert(CGPoint(x: cancel.bounds.midX, y: cancel.bounds.midY), to: nil))
        #expect(log.entries == ["cancel", "didEnd", "willDismiss", "update()"])
        host.advance(by: 0.4)
        #expect(log.entries.last == "didDismiss")
        #expect(!search.isActive && search.parent == nil && search.view.superview == nil)
        #expect(bar.frame.height == 148 && bar.contentRow.alpha == 1 && !search.searchBar.showsCancelButton)
        #expect(search.searchBar.text == "")
    }

    @Test func activeSearchDimsTheContentUnlessToldNotTo() {
        let (host, _, _, search, _) = scene(largeTitles: false)
        search.hidesNavigationBarDuringPresentation = false
        search.isActive = true
        host.advance(by: 0.4)
        #expect(search.isActive)
        // The red page under the interface, dimmed by black at 20%: 204, 0, 0.
        #expect(host.snapshot().pixel(atPoint: CGPoint(x: 200, y: 300), scale: 2) == Pixel(r: 204, g: 0, b: 0, a: 255))
        ReferenceImage.expectMatch(host.snapshot(), named: "search-controller-active@2x")
        search.obscuresBackgroundDuringPresentation = false
        host.renderFrame()
        #expect(host.snapshot().pixel(atPoint: CGPoint(x: 200, y: 300), scale: 2) == Pixel(r: 255, g: 0, b: 0, a: 255))
        search.isActive = false
        host.advance(by: 0.4)
        #expect(search.viewIfLoaded?.superview == nil)
    }
}
