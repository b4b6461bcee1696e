import Foundation

/// Manages searching with a search bar, as UIKit's `UISearchController` (iOS 8): it owns the
/// `searchBar`, becomes active when the user begins editing it (or `isActive` is set), and while active
/// shows its view over the searched content — a dimming layer (`obscuresBackgroundDuringPresentation`)
/// and the `searchResultsController`'s view (shown once there is text, with
/// `automaticallyShowsSearchResultsController`) — and tells its `searchResultsUpdater` whenever the bar
/// becomes first responder or its text changes. Put it in a navigation bar with
/// `navigationItem.searchController`: the search field shows under the title (and the large title), hides
/// as the content scrolls when `hidesSearchBarWhenScrolling`, and with
/// `hidesNavigationBarDuringPresentation` takes the bar's place while active.
///
/// Callbacks in UIKit's order: activating — `willPresentSearchController`, `updateSearchResults(for:)`,
/// `didPresentSearchController` (after the 0.3 s animation); Cancel — the bar delegate's
/// `searchBarCancelButtonClicked`, the text cleared, `willDismissSearchController`,
/// `updateSearchResults(for:)`, `didDismissSearchController`.
///
/// Deviation: the search controller is shown as a child of the navigation controller (or of the
/// controller that shows its search bar) rather than through `present(_:animated:)`, so
/// `presentingViewController` stays `nil`; `presentSearchController(_:)` is not asked.
@preconcurrency @MainActor
open class UISearchController: UIViewController {
    let searchBarStorage = UISearchBar()
    var searchResultsControllerStorage: UIViewController?
    var isActiveStorage = false
    var showsResultsStorage = false
    /// The dimming layer over the searched content.
    let dimmingView = PresentationDimmingView(dimmingAlpha: UISearchController.dimmingAlpha)
    /// Where the search bar is shown: the navigation bar, when it is in one.
    weak var hostingNavigationBar: UINavigationBar?

    /// Creates a search controller that shows `searchResultsController` with the results (`nil`: the
    /// searched controller shows them itself).
    public init(searchResultsController: UIViewController?) {
        searchResultsControllerStorage = searchResultsController
        super.init(nibName: nil, bundle: nil)
        configureSearchController()
    }

    /// Creates a search controller without a results controller.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        configureSearchController()
    }

    /// Creates a search controller from an archive (no results controller).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        configureSearchController()
    }

    /// The controller showing the results (`nil`: the searched controller shows them).
    open var searchResultsController: UIViewController? { searchResultsControllerStorage }
    /// The search bar the controller manages.
    open var searchBar: UISearchBar { searchBarStorage }
    /// Told when the search bar becomes first responder and when its text changes.
    open weak var searchResultsUpdater: (any UISearchResultsUpdating)?
    /// Told when the controller is presented and dismissed.
    open weak var delegate: (any UISearchControllerDelegate)?

    /// Whether the search interface is shown. Setting it shows or hides it (animated, as UIKit does).
    open var isActive: Bool {
        get { isActiveStorage }
        set { setActive(newValue) }
    }

    /// Whether the searched content is dimmed while the search is active. Default `true`.
    open var obscuresBackgroundDuringPresentation: Bool = true { didSet { updateResultsVisibility() } }
    /// Whether the navigation bar's title row hides while the search is active, the search field
    /// taking its place. Default `true`.
    open var hidesNavigationBarDuringPresentation: Bool = true
    /// Whether the search bar shows its Cancel button while active. Default `true`.
    open var automaticallyShowsCancelButton: Bool = true
    /// Whether the results controller shows as soon as there is text (and hides without). Default `true`.
    open var automaticallyShowsSearchResultsController: Bool = true
    /// Whether the results controller's view is shown.
    open var showsSearchResultsController: Bool {
        get { showsResultsStorage }
        set { showsResultsStorage = newValue; updateResultsVisibility() }
    }

    /// The search controller's view: the dimming layer and the results controller's view.
    open override func loadView() { performLoadSearchView() }

    /// Lays the dimming layer and the results out over the whole view.
    open override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        layoutSearchView()
    }
}
