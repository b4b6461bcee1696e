import Foundation

/// The edit menu on screen: its configuration and menu, the bar in a window-wide container, the submenu
/// levels and the page shown.
@MainActor
final class EditMenuPresentation {
    let configuration: UIEditMenuConfiguration
    let container = EditMenuContainerView()
    let bar = EditMenuBarView()
    let dismissRecognizer = EditMenuDismissRecognizer()
    /// The elements of the menu and of each submenu opened in it (flattened: inline menus' children).
    var levels: [[UIMenuElement]]
    var page = 0

    init(configuration: UIEditMenuConfiguration, elements: [UIMenuElement]) {
        self.configuration = configuration
        levels = [elements]
        container.bar = bar
        container.addSubview(bar)
        dismissRecognizer.bar = bar
    }

    /// The elements of a menu as the bar shows them: inline submenus' children in place, hidden ones
    /// left out.
    /// - Complexity: O(elements).
    static func flatten(_ elements: [UIMenuElement]) -> [UIMenuElement] {
        elements.flatMap { element -> [UIMenuElement] in
            if let menu = element as? UIMenu, menu.options.contains(.displayInline) { return flatten(menu.children) }
            if let action = element as? UIAction, action.attributes.contains(.hidden) { return [] }
            if let command = element as? UICommand, command.attributes.contains(.hidden) { return [] }
            return [element]
        }
    }
}

/// Runs the delegate's animations alongside the menu's fade, and its completions after it.
@MainActor
final class EditMenuAnimator: UIEditMenuInteractionAnimating {
    private(set) var animations: [() -> Void] = []
    private(set) var completions: [() -> Void] = []

    func addAnimations(_ animations: @escaping () -> Void) { self.animations.append(animations) }
    func addCompletion(_ completion: @escaping () -> Void) { completions.append(completion) }

    /// Fades `view` to `alpha` over `duration` with the added animations, then runs the completions and
    /// `finished`.
    func run(fading view: UIView, to alpha: CGFloat, duration: TimeInterval, finished: @escaping () -> Void) {
        let animations = self.animations, completions = self.completions
        UIView.animate(withDuration: duration, animations: {
            view.alpha = alpha
            for animation in animations { animation() }
        }, completion: { _ in
            for completion in completions { completion() }
            finished()
        })
    }
}

/// A window-wide layer over everything for the bar: touches outside the bar pass through.
final class EditMenuContainerView: UIView {
    weak var bar: EditMenuBarView?

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard let bar, !bar.isHidden, bar.frame.contains(point) else { return nil }
        return bar.hitTest(convert(point, to: bar), with: event)
    }
}

/// Watches every touch in the window while the menu shows: one that begins outside the bar dismisses
/// the menu (and goes on to the view under it, as on iOS). It never recognizes.
final class EditMenuDismissRecognizer: UIGestureRecognizer {
    weak var bar: EditMenuBarView?
    /// A view whose touches do not dismiss the menu (they are its own business), if any.
    weak var keptView: UIView?
    var onOutsideTouch: (() -> Void)?

    override init() {
        super.init()
        cancelsTouchesInView = false
        delaysTouchesBegan = false
        delaysTouchesEnded = false
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        defer { state = .failed }
        guard let bar, let touch = touches.first, !bar.bounds.contains(touch.location(in: bar)) else { return }
        if let keptView, let view = touch.view, view.isDescendant(of: keptView) { return }
        onOutsideTouch?()
    }
}

extension UIEditMenuInteraction {
    /// The standard edit actions in the edit menu's order, with their English titles.
    static let standardActions: [(action: Selector, title: String)] = [
        ("cut:", "Cut"), ("copy:", "Copy"), ("paste:", "Paste"), ("delete:", "Delete"), ("select:", "Select"), ("selectAll:", "Select All"),
    ]

    /// The standard edit actions the responder chain from `view` can perform: commands that, performed,
    /// send their action to the chain's target at that moment.
    /// - Complexity: O(actions × responder chain).
    func suggestedActions(from view: UIView) -> [UIMenuElement] {
        UIEditMenuInteraction.standardActions.compactMap { action, title -> UIMenuElement? in
            guard view.target(forAction: action, withSender: self) != nil else { return nil }
            return UICommand(title: title, propertyList: action.name) { [weak view, weak self] command in
                guard let view, let target = view.target(forAction: action, withSender: self) as? UIResponder else { return }
                target.performStandardEditAction(action, sender: command)
            }
        }
    }

    func performPresent(_ configuration: UIEditMenuConfiguration) {
        performDismiss(animated: false)
        lastSourcePoint = configuration.sourcePoint
        guard let view = viewStorage, let window = view.window else { return }
        let suggested = suggestedActions(from: view)
        let menu = delegateStorage?.editMenuInteraction(self, menuFor: configuration, suggestedActions: suggested)
            ?? UIMenu(children: suggested)
        let elements = EditMenuPresentation.flatten(menu.children)
        guard !elements.isEmpty else { return }
        let presentation = EditMenuPresentation(configuration: configuration, elements: elements)
        presentation.bar.onSelect = { [weak self] entry in self?.select(entry) }
        presentation.dismissRecognizer.onOutsideTouch = { [weak self] in self?.performDismiss() }
        if keepsMenuForTouchesInView { presentation.dismissRecognizer.keptView = view }
        self.presentation = presentation
        presentation.container.frame = window.bounds
        presentation.container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        window.addSubview(presentation.container)
        window.addGestureRecognizer(presentation.dismissRecognizer)
        placeBar()
        let animator = EditMenuAnimator()
        delegateStorage?.editMenuInteraction(self, willPresentMenuFor: configuration, animator: animator)
        presentation.container.alpha = 0
        animator.run(fading: presentation.container, to: 1, duration: UIEditMenuInteraction.fadeDuration) {}
    }

    /// The menu's fade in and out, in seconds.
    static let fadeDuration: TimeInterval = 0.15

    func performDismiss(animated: Bool = true) {
        guard let presentation else { return }
        self.presentation = nil
        presentation.dismissRecognizer.onOutsideTouch = nil
        presentation.dismissRecognizer.view?.removeGestureRecognizer(presentation.dismissRecognizer)
        presentation.bar.isUserInteractionEnabled = false
        let animator = EditMenuAnimator()
        delegateStorage?.editMenuInteraction(self, willDismissMenuFor: presentation.configuration, animator: animator)
        let container = presentation.container
        animator.run(fading: container, to: 0, duration: animated ? UIEditMenuInteraction.fadeDuration : 0) {
            container.removeFromSuperview()
        }
    }

    func performReload() {
        guard let configuration = presentation?.configuration else { return }
        performPresent(configuration)
    }

    func performUpdatePosition() { placeBar() }

    func performLocation(in view: UIView) -> CGPoint {
        guard let source = viewStorage else { return lastSourcePoint }
        return source.convert(lastSourcePoint, to: view)
    }

    /// Lays the current page of the current level out over the target rectangle.
    func placeBar() {
        guard let presentation, let view = viewStorage, let window = view.window else { return }
        let configuration = presentation.configuration
        var target = delegateStorage?.editMenuInteraction(self, targetRectFor: configuration) ?? .null
        if target.isNull { target = CGRect(origin: configuration.sourcePoint, size: .zero) }
        target = view.convert(target, to: window)
        let bounds = window.bounds.inset(by: window.safeAreaInsets)
        let elements = presentation.levels[presentation.levels.count - 1]
        let widths = elements.map { EditMenuBarView.titleWidth($0.title) }
        let chevron = EditMenuBarView.titleWidth(EditMenuEntry.nextPage.title)
        var pages = EditMenuLayout.pages(widths: widths, chevronWidth: chevron, available: bounds.width - 2 * EditMenuLayout.edgeMargin)
        if pages.isEmpty { pages = [0..<0] }
        presentation.page = min(presentation.page, pages.count - 1)
        let range = pages[presentation.page]
        var entries: [EditMenuEntry] = []
        if presentation.levels.count > 1 { entries.append(.back) }
        if presentation.page > 0 { entries.append(.previousPage) }
        entries += elements[range].map(EditMenuEntry.element)
        if presentation.page < pages.count - 1 { entries.append(.nextPage) }
        let layout = EditMenuLayout.layout(widths: entries.map { EditMenuBarView.titleWidth($0.title) }, target: target, in: bounds,
                                           preferred: configuration.preferredArrowDirection)
        presentation.bar.frame = layout.frame
        presentation.bar.layout = EditMenuLayout(frame: layout.frame, arrowPointsUp: layout.arrowPointsUp, arrowX: layout.arrowX,
                                                 entryRanges: layout.entryRanges)
        presentation.bar.entries = entries
    }

    /// A tap on an entry: a command dismisses the menu and runs; a submenu opens in the bar; chevrons
    /// page and go back.
    func select(_ entry: EditMenuEntry) {
        guard let presentation else { return }
        switch entry {
        case .nextPage: presentation.page += 1; placeBar()
        case .previousPage: presentation.page -= 1; placeBar()
        case .back:
            presentation.levels.removeLast()
            presentation.page = 0
            placeBar()
        case .element(let element):
            if let menu = element as? UIMenu {
                presentation.levels.append(EditMenuPresentation.flatten(menu.children))
                presentation.page = 0
                placeBar()
            } else if let action = element as? UIAction {
                guard !action.attributes.contains(.disabled) else { return }
                performDismiss()
                action.perform(sender: self)
            } else if let command = element as? UICommand {
                guard !command.attributes.contains(.disabled) else { return }
                performDismiss()
                command.perform()
            }
        }
    }
}
