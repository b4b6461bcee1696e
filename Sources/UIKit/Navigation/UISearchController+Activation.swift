import Foundation

extension UISearchController {
    /// The dimming of the searched content while the search is active (black at 20%, iOS's look).
    static let dimmingAlpha: CGFloat = 0.2
    /// The duration of the search interface's appearance and disappearance.
    static let presentationDuration: TimeInterval = 0.3

    func configureSearchController() {
        searchBarStorage.owningSearchController = self
        // Tapping the dimmed content ends the search, as the Cancel button does.
        dimmingView.onTap = { [weak self] in
            guard let self, self.isActiveStorage else { return }
            self.searchBarCancelTapped()
        }
    }

    func performLoadSearchView() {
        let root = SearchControllerContainerView(frame: UIScreen.main.bounds)
        root.addSubview(dimmingView)
        view = root
        if let results = searchResultsControllerStorage {
            addChild(results)
            root.addSubview(results.view)
            results.didMove(toParent: self)
        }
        updateResultsVisibility()
    }

    func layoutSearchView() {
        dimmingView.frame = view.bounds
        searchResultsControllerStorage?.viewIfLoaded?.frame = view.bounds
    }

    func updateResultsVisibility() {
        guard isViewLoaded else { return }
        dimmingView.isHidden = !obscuresBackgroundDuringPresentation
        searchResultsControllerStorage?.viewIfLoaded?.isHidden = !showsResultsStorage
    }

    /// The controller the search interface shows over: the top controller of the navigation bar showing
    /// the search bar, else the controller whose view holds the search bar.
    var searchedController: UIViewController? {
        if let nav = hostingNavigationBar?.owningNavigationController, nav.topViewController?.navigationItem.searchController === self {
            return nav.topViewController
        }
        var responder: UIResponder? = searchBarStorage.next
        while let current = responder {
            if let controller = current as? UIViewController { return controller }
            responder = current.next
        }
        return nil
    }

    /// Where the search interface's view goes and its frame: in a navigation controller's view under
    /// its bar, else over the searched controller's view below the search bar.
    func placeSearchView() {
        guard let view = viewIfLoaded, let searched = searchedController else { return }
        if let nav = searched.navigationController, hostingNavigationBar != nil {
            let bar = nav.navigationBar
            if view.superview !== nav.view { nav.view.insertSubview(view, belowSubview: bar) }
            let top = bar.frame.maxY
            view.frame = CGRect(x: 0, y: top, width: nav.view.bounds.width, height: max(0, nav.view.bounds.height - top))
        } else if let host = searched.viewIfLoaded {
            if view.superview !== host { host.addSubview(view) }
            let top = searchBarStorage.convert(searchBarStorage.bounds, to: host).maxY
            view.frame = CGRect(x: 0, y: top, width: host.bounds.width, height: max(0, host.bounds.height - top))
        }
    }

    func setActive(_ active: Bool) {
        guard active != isActiveStorage else { return }
        if active { presentSearch() } else { dismissSearch() }
    }

    private func presentSearch() {
        guard let searched = searchedController else { return }
        delegate?.willPresentSearchController(self)
        isActiveStorage = true
        if automaticallyShowsCancelButton { searchBarStorage.setShowsCancelButton(true, animated: true) }
        searched.addChild(self)
        let view = self.view!
        placeSearchView()
        didMove(toParent: searched)
        searchResultsUpdater?.updateSearchResults(for: self)
        let container = searched.navigationController?.viewIfLoaded ?? searched.viewIfLoaded
        container?.setNeedsLayout()
        view.alpha = 0
        UIView.animate(withDuration: Self.presentationDuration, animations: {
            view.alpha = 1
            container?.layoutIfNeeded()
            self.placeSearchView()
        }, completion: { [weak self] _ in
            guard let self, self.isActiveStorage else { return }
            self.delegate?.didPresentSearchController(self)
        })
    }

    private func dismissSearch() {
        delegate?.willDismissSearchController(self)
        isActiveStorage = false
        if automaticallyShowsCancelButton { searchBarStorage.setShowsCancelButton(false, animated: true) }
        if automaticallyShowsSearchResultsController { showsResultsStorage = false }
        searchResultsUpdater?.updateSearchResults(for: self)
        let container = parent?.navigationController?.viewIfLoaded ?? parent?.viewIfLoaded
        container?.setNeedsLayout()
        UIView.animate(withDuration: Self.presentationDuration, animations: {
            self.viewIfLoaded?.alpha = 0
            container?.layoutIfNeeded()
        }, completion: { [weak self] _ in
            guard let self, !self.isActiveStorage else { return }
            self.willMove(toParent: nil)
            self.viewIfLoaded?.removeFromSuperview()
            self.removeFromParent()
            self.updateResultsVisibility()
            self.delegate?.didDismissSearchController(self)
        })
    }

    // MARK: The search bar's events (after its delegate's)

    /// The user began editing the search bar: the search becomes active (or, already active, the
    /// results are updated).
    func searchBarDidBeginEditing() {
        if isActiveStorage {
            searchResultsUpdater?.updateSearchResults(for: self)
        } else {
            setActive(true)
        }
    }

    /// The search text changed: the results controller shows once there is text, and the updater is told.
    func searchBarTextDidChange() {
        if automaticallyShowsSearchResultsController {
            showsResultsStorage = !(searchBarStorage.text ?? "").isEmpty
            updateResultsVisibility()
        }
        searchResultsUpdater?.updateSearchResults(for: self)
    }

    /// Cancel was tapped: the text is cleared, editing ends and the search hides.
    func searchBarCancelTapped() {
        searchBarStorage.text = ""
        _ = searchBarStorage.resignFirstResponder()
        setActive(false)
    }
}
