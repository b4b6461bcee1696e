import Foundation

extension UINavigationBar {
    func configureBar() {
        clipsToBounds = false
        addSubview(backgroundView)
        addSubview(contentRow)
        largeTitleLabel.font = UIFont.systemFont(ofSize: 34, weight: .bold)
        largeTitleArea.clipsToBounds = true
        largeTitleArea.isUserInteractionEnabled = false
        largeTitleArea.isHidden = true
        largeTitleArea.addSubview(largeTitleLabel)
        addSubview(largeTitleArea)
        promptLabel.font = UIFont.systemFont(ofSize: 13)
        promptLabel.textAlignment = .center
        promptLabel.isHidden = true
        addSubview(promptLabel)
        searchArea.clipsToBounds = true
        searchArea.isHidden = true
        addSubview(searchArea)
    }

    func performPushItem(_ item: UINavigationItem, animated: Bool) {
        if let owner = owningNavigationController, !owner.isUpdatingBar {
            raiseNavigationException("Cannot call pushNavigationItem:animated: directly on a UINavigationBar managed by a controller.", name: "NSInternalInconsistencyException")
        }
        guard !itemStack.contains(where: { $0 === item }) else {
            raiseNavigationException("Cannot push a navigation item that is already on the bar: \(item)", name: "NSInternalInconsistencyException")
        }
        guard delegate?.navigationBar(self, shouldPush: item) ?? true else { return }
        show(itemStack + [item], animated: animated)
        delegate?.navigationBar(self, didPush: item)
    }

    func performPopItem(animated: Bool) -> UINavigationItem? {
        guard itemStack.count >= 2, let top = itemStack.last else { return nil }
        if let owner = owningNavigationController {
            owner.popViewController(animated: animated)
            return top
        }
        guard delegate?.navigationBar(self, shouldPop: top) ?? true else { return nil }
        show(Array(itemStack.dropLast()), animated: animated)
        delegate?.navigationBar(self, didPop: top)
        return top
    }

    func performSetItems(_ items: [UINavigationItem], animated: Bool) {
        show(items, animated: animated)
    }

    /// The back button was tapped: the navigation controller pops, or a standalone bar pops its item.
    func backButtonTapped() {
        if let owner = owningNavigationController {
            guard let top = topItem, delegate?.navigationBar(self, shouldPop: top) ?? true else { return }
            owner.popViewController(animated: true)
        } else {
            popItem(animated: true)
        }
    }

    /// Shows `items`: without animation the content swaps; animated alone it cross-fades over 0.35 s;
    /// with a transition coordinator it cross-fades alongside the transition and goes back when the
    /// transition is cancelled.
    func show(_ items: [UINavigationItem], animated: Bool, coordinator: (any UIViewControllerTransitionCoordinator)? = nil) {
        let previousItems = itemStack
        let previousContent = contentView
        for item in previousItems { item.changeObservers[ObjectIdentifier(self)] = nil }
        itemStack = items
        for item in items { item.changeObservers[ObjectIdentifier(self)] = { [weak self, weak item] in
            guard let self, let item, item === self.topItem || item === self.backItem else { return }
            self.topItemDidChange()
        } }
        resolvedAppearancesCache = nil
        let next = makeContentView()
        contentView = next
        largeTitleSettingsDidChange()
        guard let next else {
            previousContent?.removeFromSuperview()
            return
        }
        contentRow.addSubview(next)
        next.frame = contentRow.bounds
        next.layoutIfNeeded()
        guard let previousContent, previousContent !== next else { return }
        if let coordinator, coordinator.isAnimated {
            next.alpha = 0
            coordinator.animate(alongsideTransition: { _ in
                previousContent.alpha = 0
                next.alpha = 1
            }, completion: { [weak self] context in
                guard let self else { return }
                if context.isCancelled {
                    next.removeFromSuperview()
                    previousContent.alpha = 1
                    self.itemStack = previousItems
                    self.resolvedAppearancesCache = nil
                    self.contentView = previousContent
                    self.largeTitleSettingsDidChange()
                } else {
                    previousContent.removeFromSuperview()
                }
            })
        } else if animated {
            next.alpha = 0
            UIView.animate(withDuration: 0.35, animations: {
                previousContent.alpha = 0
                next.alpha = 1
            }, completion: { _ in previousContent.removeFromSuperview() })
        } else {
            previousContent.removeFromSuperview()
        }
    }

    /// The top item changed: its content is rebuilt (cross-faded when the change was animated).
    func topItemDidChange() {
        resolvedAppearancesCache = nil
        setNeedsLayout()
        // A prompt appearing or going changes the bar's height.
        owningNavigationController?.barLayoutDidChange()
        guard let content = contentView else { return }
        if let duration = NavigationBarItemAnimation.current, window != nil {
            content.rebuild()
            content.layoutIfNeeded()
            content.alpha = 0
            UIView.animate(withDuration: duration) { content.alpha = 1 }
        } else {
            content.rebuild()
        }
        largeTitleSettingsDidChange()
    }

    private func makeContentView() -> NavigationBarContentView? {
        guard let top = topItem else { return nil }
        let content = NavigationBarContentView(item: top, backItem: backItem, containerLeadingItems: backItem == nil ? containerLeadingItems : [])
        content.apply(shownAppearance)
        content.onBack = { [weak self] in self?.backButtonTapped() }
        return content
    }
}
