import Foundation

extension UISplitViewController {
    // MARK: Collapsing and expanding

    /// Collapses in a horizontally compact environment and expands in a regular one.
    func updateCollapseState() {
        let compact = traitCollection.horizontalSizeClass == .compact
        if compact, !isCollapsedStorage {
            collapse()
        } else if !compact, isCollapsedStorage {
            expand()
        }
    }

    /// Shows one column: the compact column's controller, or the primary's navigation controller with
    /// the other columns' stacks pushed on it up to the delegate's top column (column style); the
    /// classic delegate's choices, else the secondary pushed onto a navigation controller primary.
    func collapse() {
        if styleStorage == .unspecified {
            collapseClassic()
        } else if columnControllers[.compact] != nil {
            collapseRecord = SplitCollapseRecord(primaryCount: 0, showsCompactColumn: true)
        } else if let primary = columnNavigations[.primary] {
            let proposed: Column = columnNavigations[.secondary] != nil ? .secondary
                : (columnNavigations[.supplementary] != nil ? .supplementary : .primary)
            let top = delegate?.splitViewController(self, topColumnForCollapsingToProposedTopColumn: proposed) ?? proposed
            var stack = primary.viewControllers
            var record = SplitCollapseRecord(primaryCount: stack.count, showsCompactColumn: false)
            record.supplementaryRoot = columnNavigations[.supplementary]?.viewControllers.first
            record.secondaryRoot = columnNavigations[.secondary]?.viewControllers.first
            if top != .primary, let supplementary = columnNavigations[.supplementary] {
                stack += supplementary.viewControllers
                supplementary.setViewControllers([], animated: false)
            }
            if top == .secondary, let secondary = columnNavigations[.secondary] {
                stack += secondary.viewControllers
                secondary.setViewControllers([], animated: false)
            }
            primary.setViewControllers(stack, animated: false)
            collapseRecord = record
        }
        isCollapsedStorage = true
        updateDisplayModeButtons()
        delegate?.splitViewControllerDidCollapse(self)
    }

    /// Moves the stacks back into their columns (column style) or separates the classic secondary, then
    /// takes the delegate's display mode for expanding.
    func expand() {
        if styleStorage == .unspecified {
            expandClassic()
        } else if let record = collapseRecord, !record.showsCompactColumn, let primary = columnNavigations[.primary] {
            let stack = primary.viewControllers
            let primaryPart = Array(stack.prefix(min(record.primaryCount, stack.count)))
            let rest = Array(stack.dropFirst(primaryPart.count))
            let secondaryIndex = record.secondaryRoot.flatMap { root in rest.firstIndex { $0 === root } }
            var supplementaryPart = Array(rest[..<(secondaryIndex ?? rest.count)])
            var secondaryPart = secondaryIndex.map { Array(rest[$0...]) } ?? []
            if supplementaryPart.isEmpty, let root = record.supplementaryRoot { supplementaryPart = [root] }
            if secondaryPart.isEmpty, let root = record.secondaryRoot { secondaryPart = [root] }
            if styleStorage != .tripleColumn {
                secondaryPart = supplementaryPart.filter { $0 !== record.secondaryRoot } + secondaryPart
                supplementaryPart = []
            }
            primary.setViewControllers(primaryPart.isEmpty ? stack.prefix(1).map { $0 } : primaryPart, animated: false)
            if let supplementary = columnNavigations[.supplementary], !supplementaryPart.isEmpty {
                supplementary.setViewControllers(supplementaryPart, animated: false)
            }
            if let secondary = columnNavigations[.secondary], !secondaryPart.isEmpty {
                secondary.setViewControllers(secondaryPart, animated: false)
            }
        }
        collapseRecord = nil
        isCollapsedStorage = false
        if let delegate {
            let size = arrangementSize
            let proposed = resolvedDisplayMode(for: size, behavior: resolvedSplitBehavior(for: size))
            let chosen = delegate.splitViewController(self, displayModeForExpandingToProposedDisplayMode: proposed)
            if chosen != proposed, chosen != .automatic {
                displayModeOverride = chosen
                overrideSize = size
            }
        }
        updateDisplayModeButtons()
        delegate?.splitViewControllerDidExpand(self)
    }

    /// A column's controller was replaced while collapsed: its stack on the primary's navigation
    /// controller is the new one (pushed above the columns before it).
    func replaceCollapsedColumn(_ column: Column) {
        guard var record = collapseRecord, let primary = columnNavigations[.primary] else { return }
        let stack = primary.viewControllers
        let keep: Int
        if column == .secondary {
            let supplementaryIndex = record.supplementaryRoot.flatMap { root in stack.firstIndex { $0 === root } }
            let secondaryIndex = record.secondaryRoot.flatMap { root in stack.firstIndex { $0 === root } }
            keep = secondaryIndex ?? (supplementaryIndex.map { _ in stack.count } ?? min(record.primaryCount, stack.count))
        } else {
            keep = min(record.primaryCount, stack.count)
        }
        guard let navigation = columnNavigations[column] else { return }
        let moved = navigation.viewControllers
        navigation.setViewControllers([], animated: false)
        if column == .secondary { record.secondaryRoot = moved.first } else { record.supplementaryRoot = moved.first }
        collapseRecord = record
        primary.setViewControllers(Array(stack.prefix(keep)) + moved, animated: primary.viewIfLoaded?.window != nil)
    }

    /// `show(_:)` while collapsed: pushes the column's stack (the secondary's, or the supplementary's)
    /// onto the primary's, or pops back to the primary column.
    func showCollapsed(_ column: Column) {
        guard let record = collapseRecord, !record.showsCompactColumn, let primary = columnNavigations[.primary] else { return }
        let stack = primary.viewControllers
        let animated = primary.viewIfLoaded?.window != nil
        switch column {
        case .primary:
            let keep = min(record.primaryCount, stack.count)
            if keep < stack.count, let target = stack.prefix(keep).last { primary.popToViewController(target, animated: animated) }
        case .secondary, .supplementary:
            guard let root = column == .secondary ? record.secondaryRoot : record.supplementaryRoot,
                  !stack.contains(where: { $0 === root }), let navigation = columnNavigations[column] else { return }
            var moved = navigation.viewControllers
            if moved.isEmpty { moved = [root] }
            navigation.setViewControllers([], animated: false)
            primary.setViewControllers(stack + moved, animated: animated)
        case .compact:
            break
        }
    }

    /// `hide(_:)` while collapsed: hiding the secondary (or supplementary) pops back to the column before it.
    func hideCollapsed(_ column: Column) {
        guard let record = collapseRecord, !record.showsCompactColumn, let primary = columnNavigations[.primary] else { return }
        let stack = primary.viewControllers
        let root = column == .secondary ? record.secondaryRoot : (column == .supplementary ? record.supplementaryRoot : nil)
        guard let root, let index = stack.firstIndex(where: { $0 === root }), index > 0 else { return }
        primary.popToViewController(stack[index - 1], animated: primary.viewIfLoaded?.window != nil)
    }

    // MARK: Classic collapse

    private func collapseClassic() {
        var record = SplitCollapseRecord(primaryCount: 0, showsCompactColumn: false)
        if let replacement = delegate?.primaryViewController(forCollapsing: self), replacement !== classicControllers.first {
            performSetViewControllers([replacement] + classicControllers.dropFirst())
        }
        guard classicControllers.count > 1 else {
            collapseRecord = record
            return
        }
        let primary = classicControllers[0], secondary = classicControllers[1]
        record.secondaryRoot = secondary
        if delegate?.splitViewController(self, collapseSecondary: secondary, onto: primary) != true, let navigation = primary as? UINavigationController {
            record.primaryCount = navigation.viewControllers.count
            detachColumnController(secondary)
            if let secondaryNavigation = secondary as? UINavigationController {
                let moved = secondaryNavigation.viewControllers
                secondaryNavigation.setViewControllers([], animated: false)
                record.classicSecondaryNavigation = secondaryNavigation
                record.secondaryRoot = moved.first
                navigation.setViewControllers(navigation.viewControllers + moved, animated: false)
            } else {
                navigation.setViewControllers(navigation.viewControllers + [secondary], animated: false)
            }
            classicControllers = [primary]
        } else {
            if let view = secondary.viewIfLoaded, view.superview === viewIfLoaded { view.removeFromSuperview() }
            detachColumnController(secondary)
            classicControllers = [primary]
        }
        collapseRecord = record
    }

    private func expandClassic() {
        guard let record = collapseRecord else { return }
        var secondary: UIViewController?
        if let primary = classicControllers.first {
            secondary = delegate?.splitViewController(self, separateSecondaryFrom: primary)
            if secondary == nil, let navigation = primary as? UINavigationController, record.primaryCount > 0 {
                let stack = navigation.viewControllers
                let moved = Array(stack.dropFirst(min(record.primaryCount, stack.count)))
                navigation.setViewControllers(Array(stack.prefix(record.primaryCount)), animated: false)
                if let secondaryNavigation = record.classicSecondaryNavigation {
                    secondaryNavigation.setViewControllers(moved.isEmpty ? record.secondaryRoot.map { [$0] } ?? [] : moved, animated: false)
                    secondary = secondaryNavigation
                } else {
                    secondary = moved.first ?? record.secondaryRoot
                }
            } else if secondary == nil {
                secondary = record.secondaryRoot
            }
        }
        var primary = classicControllers.first
        if let replacement = delegate?.primaryViewController(forExpanding: self) { primary = replacement }
        performSetViewControllers([primary, secondary].compactMap { $0 })
    }
}
