import Foundation

/// Updates search results as the user types, as UIKit's `UISearchResultsUpdating`.
@preconcurrency @MainActor
public protocol UISearchResultsUpdating: AnyObject {
    /// The search bar became first responder or its text changed: show results for
    /// `searchController.searchBar.text`.
    func updateSearchResults(for searchController: UISearchController)
}
