import Foundation

extension UISplitViewController {
    // MARK: The view

    func performLoadSplitView() {
        let container = UIView(frame: UIScreen.main.bounds)
        container.backgroundColor = .systemBackground
        let tap = UITapGestureRecognizer { [weak self] (_: UITapGestureRecognizer) in self?.dimmingTapped() }
        chrome.dimmingView.addGestureRecognizer(tap)
        installSidebarGestures(in: container)
        view = container
        // The columns are in the view before it enters a window, so they appear with it.
        performLayoutSplitView()
    }

    func performLayoutSplitView() {
        // Moving stacks between the columns' navigation controllers lays views out again; that layout
        // must not collapse or arrange a second time.
        guard !isRearranging else { return }
        isRearranging = true
        defer { isRearranging = false }
        updateCollapseState()
        // A display-mode animation places the columns itself until it ends.
        if columnAnimations > 0, arrangedSize == viewIfLoaded?.bounds.size { return }
        arrangeColumns(animated: false)
    }

    /// A tap on the dimmed secondary hides the sidebars over it, as UIKit.
    func dimmingTapped() {
        changeDisplayMode(to: .secondaryOnly, animated: true)
    }

    /// The controller shown alone while collapsed.
    var collapsedController: UIViewController? {
        if styleStorage == .unspecified { return classicControllers.first }
        if let record = collapseRecord, record.showsCompactColumn { return columnControllers[.compact] }
        return columnNavigations[.primary]
    }

    /// Every controller whose view the split view may show.
    private var columnViewControllers: [UIViewController] {
        if styleStorage == .unspecified { return classicControllers }
        return [Column.primary, .supplementary, .secondary, .compact].compactMap { columnContainer($0) }
    }

    // MARK: Arranging the columns

    /// Places the columns for the current state: the collapsed controller filling the view, or the
    /// expanded columns by display mode (animated over 0.3 s: the appearing sidebars slide in from the
    /// primary edge, the going ones slide out and leave the hierarchy at the end).
    /// With `interactive`, the animation is a paused property animator (kept in `sidebarSwipeAnimator`)
    /// for a swipe to scrub; ending at its start runs `onCancel` first (the swipe went back).
    func arrangeColumns(animated: Bool, interactive: Bool = false, onCancel: (() -> Void)? = nil) {
        guard let container = viewIfLoaded else { return }
        let wasRearranging = isRearranging
        isRearranging = true
        defer { isRearranging = wasRearranging }
        updateDisplayModeButtons()
        let bounds = container.bounds
        if isCollapsedStorage {
            let shown = collapsedController
            for controller in columnViewControllers where controller !== shown { removeColumnView(controller) }
            chrome.dimmingView.removeFromSuperview()
            for line in chrome.separators { line.removeFromSuperview() }
            if let shown {
                let view: UIView = shown.view
                view.frame = bounds
                if view.superview !== container { container.addSubview(view) }
            }
            return
        }
        if let compact = columnControllers[.compact] { removeColumnView(compact) }
        let layout = SplitColumnLayout(split: self, bounds: bounds)
        let place = { [self] in
            for (column, frame) in layout.frames {
                guard let controller = expandedController(column) else { continue }
                controller.view.frame = frame
            }
            for (column, frame) in layout.hiddenFrames { expandedController(column)?.viewIfLoaded?.frame = frame }
            chrome.dimmingView.frame = layout.frames.first { $0.column == .secondary }?.frame ?? bounds
            chrome.dimmingView.alpha = layout.dimsSecondary ? 1 : 0
            for (line, frame) in zip(chrome.separators, layout.separatorFrames) { line.frame = frame }
        }
        let sidebars = [Column.primary, .supplementary].compactMap { column in expandedController(column).map { (column, $0) } }
        let appearing = sidebars.filter { layout.visible.contains($0.0) && $0.1.viewIfLoaded?.superview !== container }.map(\.1)
        let going = sidebars.filter { !layout.visible.contains($0.0) && $0.1.viewIfLoaded?.superview === container }.map(\.1)
        guard animated, container.window != nil else {
            installColumnViews(layout, in: container)
            place()
            for controller in going { removeColumnView(controller) }
            if !layout.dimsSecondary { chrome.dimmingView.removeFromSuperview() }
            arrangedSize = bounds.size
            return
        }
        // Animated: the appearing sidebars start beyond the primary edge and slide in, the going ones
        // slide out and leave at the end; their appearance callbacks bracket the animation, as UIKit's.
        for controller in appearing { UIViewController.beginAppearance(in: controller.view, appearing: true, animated: true) }
        for controller in going { UIViewController.beginAppearance(in: controller.view, appearing: false, animated: true) }
        let dimmingWasShown = chrome.dimmingView.superview === container
        UIView.performWithoutAnimation {
            UIViewController.withoutWindowAppearance { installColumnViews(layout, in: container) }
            for (column, frame) in layout.hiddenFrames where appearing.contains(where: { $0 === expandedController(column) }) {
                expandedController(column)?.view.frame = frame
            }
            let entering = Set(appearing.map(ObjectIdentifier.init))
            for (column, _) in layout.frames {
                guard let controller = expandedController(column), entering.contains(ObjectIdentifier(controller)) else { continue }
                let width = column == .primary ? primaryWidth(in: bounds.width) : supplementaryWidth(in: bounds.width)
                let x = primaryEdge == .trailing ? bounds.width : -width
                controller.view.frame = CGRect(x: x, y: 0, width: width, height: bounds.height)
            }
            if !dimmingWasShown { chrome.dimmingView.alpha = 0 }
        }
        columnAnimations += 1
        arrangedSize = bounds.size
        let animations = {
            place()
            container.layoutIfNeeded()
        }
        let completion = { [weak self] (position: UIViewAnimatingPosition) in
            guard let self else { return }
            if position == .start { onCancel?() }
            self.columnAnimations -= 1
            let current = SplitColumnLayout(split: self, bounds: container.bounds)
            UIViewController.withoutWindowAppearance {
                for controller in going where !current.visible.contains(where: { self.expandedController($0) === controller }) {
                    self.removeColumnView(controller)
                }
                if !current.dimsSecondary || self.isCollapsedStorage { self.chrome.dimmingView.removeFromSuperview() }
            }
            for controller in appearing + going { UIViewController.endAppearance(in: controller.view) }
        }
        guard interactive else {
            UIView.animate(withDuration: 0.3, animations: animations, completion: { _ in completion(.end) })
            return
        }
        let animator = UIViewPropertyAnimator(duration: 0.3, curve: .easeOut, animations: animations)
        animator.addCompletion { [weak self] position in
            self?.sidebarSwipeAnimator = nil
            completion(position)
        }
        animator.pauseAnimation()
        sidebarSwipeAnimator = animator
    }

    /// Puts the visible columns' views, the dimming and the separators into the container in drawing
    /// order: the secondary, the dimming, the sidebars, the separators.
    private func installColumnViews(_ layout: SplitColumnLayout, in container: UIView) {
        if styleStorage != .unspecified || primaryBackgroundStyle == .sidebar, let primary = expandedController(.primary) {
            primary.view.backgroundColor = .systemGroupedBackground
        }
        var order: [UIView] = []
        if let secondary = expandedController(.secondary) { order.append(secondary.view) }
        if layout.dimsSecondary || chrome.dimmingView.superview === container { order.append(chrome.dimmingView) }
        for column in [Column.primary, .supplementary] {
            guard let controller = expandedController(column) else { continue }
            // Going sidebars stay above the secondary while they slide out.
            if layout.visible.contains(column) || controller.viewIfLoaded?.superview === container { order.append(controller.view) }
        }
        let lines = chrome.separators(count: layout.separatorFrames.count)
        for line in chrome.separators where !lines.contains(where: { $0 === line }) { line.removeFromSuperview() }
        order += lines
        for view in order {
            if view.superview !== container { container.addSubview(view) } else { container.bringSubviewToFront(view) }
        }
    }

    /// Takes a column's view out of the split view (its controller stays a child).
    private func removeColumnView(_ controller: UIViewController) {
        if let view = controller.viewIfLoaded, view.superview === viewIfLoaded { view.removeFromSuperview() }
    }
}

/// Where an expanded split view's columns go for its display mode. Not public API.
///
/// Left to right with the primary edge leading (mirrored for a trailing primary edge), P the primary's
/// and S the supplementary's width in a view W wide: `.secondaryOnly` the secondary fills the view;
/// one sidebar (the primary of two columns, the supplementary of three) `0..<P` with the secondary beside
/// it (`P..<W`) or under it (`0..<W`, dimmed); two sidebars `0..<P` and `P..<P+S` with the secondary
/// beside them, under them (dimmed), or displaced to start at `P+S` keeping its one-sidebar width
/// (dimmed). Hidden sidebars sit just beyond the primary edge.
@MainActor
struct SplitColumnLayout {
    var frames: [(column: UISplitViewController.Column, frame: CGRect)] = []
    var hiddenFrames: [(column: UISplitViewController.Column, frame: CGRect)] = []
    var separatorFrames: [CGRect] = []
    var visible: Set<UISplitViewController.Column> = []
    var dimsSecondary = false

    init(split: UISplitViewController, bounds: CGRect) {
        let w = bounds.width, h = bounds.height
        let behavior = split.resolvedSplitBehavior(for: bounds.size)
        let mode = split.resolvedDisplayMode(for: bounds.size, behavior: behavior)
        let triple = split.style == .tripleColumn
        let p = split.primaryWidth(in: w)
        let s = triple ? split.supplementaryWidth(in: w) : 0
        let sidebars = split.sidebarColumns(in: mode)
        var x: CGFloat = 0
        var spans: [(UISplitViewController.Column, CGFloat, CGFloat)] = []
        for column in sidebars {
            let width = column == .primary ? p : s
            spans.append((column, x, width))
            x += width
        }
        switch mode {
        case .oneBesideSecondary, .twoBesideSecondary: spans.append((.secondary, x, w - x))
        case .twoDisplaceSecondary: spans.append((.secondary, x, w - s))
        default: spans.append((.secondary, 0, w))
        }
        dimsSecondary = mode == .oneOverSecondary || mode == .twoOverSecondary || mode == .twoDisplaceSecondary
        let mirrored = split.primaryEdge == .trailing
        func rect(_ minX: CGFloat, _ width: CGFloat) -> CGRect {
            CGRect(x: mirrored ? w - minX - width : minX, y: 0, width: width, height: h)
        }
        for (column, minX, width) in spans {
            frames.append((column, rect(minX, width)))
            visible.insert(column)
            if column != .secondary {
                let line = SplitViewChrome.separatorWidth
                separatorFrames.append(rect(minX + width - line, line))
            }
        }
        // Hidden sidebars wait beyond the primary edge (the supplementary nearer, the primary beyond it).
        var hiddenX: CGFloat = 0
        for column in [UISplitViewController.Column.supplementary, .primary] where !visible.contains(column) {
            if column == .supplementary, !triple { continue }
            let width = column == .primary ? p : s
            hiddenX -= width
            hiddenFrames.append((column, rect(hiddenX, width)))
        }
    }
}
