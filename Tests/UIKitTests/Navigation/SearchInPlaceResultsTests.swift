import Testing
import UIKitTesting
@testable import UIKit

/// A table view controller that filters its own rows as the search text changes (`searchResultsController`
/// nil, `obscuresBackgroundDuringPresentation` false), the pattern of Apple's "Displaying searchable
/// content by using a search controller" sample: the rows stay tappable while searching.
@MainActor
private final class FilteringListController: UITableViewController, UISearchResultsUpdating {
    let names = (0..<40).map { "Row \($0)" }
    var filter = ""
    var selected: [String] = []
    var shown: [String] { filter.isEmpty ? names : names.filter { $0.contains(filter) } }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "List"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        let search = UISearchController(searchResultsController: nil)
        search.searchResultsUpdater = self
        search.obscuresBackgroundDuringPresentation = false
        navigationItem.searchController = search
    }

    func updateSearchResults(for searchController: UISearchController) {
        filter = searchController.searchBar.text ?? ""
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { shown.count }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.textLabel?.text = shown[indexPath.row]
        return cell
    }
    var pushesOnSelect = false
    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        selected.append(shown[indexPath.row])
        if pushesOnSelect { navigationController?.pushViewController(UIViewController(), animated: true) }
    }
}

@MainActor
struct SearchInPlaceResultsTests {
    private func scene() -> (HeadlessHost, UINavigationController, FilteringListController) {
        let host = HeadlessHost(size: CGSize(width: 390, height: 844), scale: 2, safeAreaInsets: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        let list = FilteringListController(style: .insetGrouped)
        let nav = UINavigationController(rootViewController: list)
        nav.navigationBar.prefersLargeTitles = true
        host.show(nav)
        return (host, nav, list)
    }

    @Test func rowsStayTappableWhileSearching() throws {
        let (host, _, list) = scene()
        let search = try #require(list.navigationItem.searchController)
        let field = search.searchBar.searchTextField
        #expect(abs(list.tableView.adjustedContentInset.top - (47 + 44 + 52 + 52)) < 0.001)
        host.tap(at: field.convert(CGPoint(x: field.bounds.midX, y: field.bounds.midY), to: nil))
        host.advance(by: 0.5)
        host.type("Row 1")
        host.advance(by: 0.5)
        #expect(list.shown.first == "Row 1")
        // The bar is the search field alone below the status bar, and the list moves up under it.
        let bar = try #require(list.navigationController?.navigationBar)
        #expect(bar.frame == CGRect(x: 0, y: 47, width: 390, height: 52))
        #expect(abs(list.view.safeAreaInsets.top - (47 + 52)) < 0.001)
        #expect(abs(list.tableView.adjustedContentInset.top - 99) < 0.001 && abs(list.tableView.contentOffset.y + 99) < 0.001)
        let cell = try #require(list.tableView.cellForRow(at: IndexPath(row: 1, section: 0)))
        host.tap(at: cell.convert(CGPoint(x: cell.bounds.midX, y: cell.bounds.midY), to: nil))
        host.advance(by: 0.5)
        #expect(list.selected == ["Row 10"])
        // A pushed screen and back: the search is still active and the list still starts under the field.
        let nav = try #require(list.navigationController)
        list.pushesOnSelect = true
        host.tap(at: cell.convert(CGPoint(x: cell.bounds.midX, y: cell.bounds.midY), to: nil))
        host.advance(by: 1)
        #expect(nav.viewControllers.count == 2)
        host.tap(at: CGPoint(x: 20, y: 47 + 22))
        host.advance(by: 1)
        #expect(nav.viewControllers.count == 1)
        #expect(search.isActive)
        #expect(abs(list.tableView.adjustedContentInset.top - 99) < 0.001 && abs(list.tableView.contentOffset.y + 99) < 0.001)
        // The filtered list still follows the finger (a table bounces vertically even when its rows fit).
        let before = list.tableView.contentOffset.y
        host.touchDown(at: CGPoint(x: 195, y: 600))
        for step in 1...10 {
            host.advance(by: 1.0 / 60)
            host.touchMove(to: CGPoint(x: 195, y: 600 - CGFloat(step) * 20))
        }
        #expect(list.tableView.isDragging && list.tableView.contentOffset.y > before + 50)
        host.touchUp()
        host.advance(by: 2)
        // Cancel brings the bar's rows back, and the list moves down below them again.
        let cancel = try #require(search.searchBar.subviews.compactMap { $0 as? UIButton }.first)
        host.tap(at: cancel.convert(CGPoint(x: cancel.bounds.midX, y: cancel.bounds.midY), to: nil))
        host.advance(by: 1)
        #expect(!search.isActive && list.filter.isEmpty)
        #expect(bar.frame.height == 44 + 52 + 52 && abs(list.tableView.contentOffset.y + 195) < 0.001)
    }

    /// With the content obscured (the default), the rows are not tappable and a tap on the dimmed content
    /// ends the search as Cancel does: the field gives up the keyboard and the search deactivates.
    @Test func tappingTheDimmedContentEndsTheSearch() throws {
        let (host, _, list) = scene()
        let search = try #require(list.navigationItem.searchController)
        search.obscuresBackgroundDuringPresentation = true
        let field = search.searchBar.searchTextField
        host.tap(at: field.convert(CGPoint(x: field.bounds.midX, y: field.bounds.midY), to: nil))
        host.advance(by: 0.5)
        #expect(search.isActive && field.isFirstResponder)
        host.tap(at: CGPoint(x: 195, y: 600))
        host.advance(by: 0.5)
        #expect(list.selected.isEmpty)
        #expect(!search.isActive && !field.isFirstResponder)
    }
}
