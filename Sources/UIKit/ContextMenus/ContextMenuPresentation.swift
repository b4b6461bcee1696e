import Foundation

/// A context menu on screen: its container in the window, the lifted preview, the platter, and the
/// appearance and dismissal animations with the delegate's animator blocks.
///
/// Placement (iOS's): the platter goes 16 points below the preview when it fits in the window's safe
/// area (8-point margins), else above it, else the preview moves up to make room; horizontally it lines
/// up with the preview's leading edge when the preview is in the left half, its trailing edge otherwise,
/// kept 16 points inside the window. A compact menu (a button's) hangs 8 points below its view.
@MainActor
final class ContextMenuPresentation {
    static let appearDuration: TimeInterval = 0.25
    static let dismissDuration: TimeInterval = 0.2
    static let previewGap: CGFloat = 16
    static let compactGap: CGFloat = 8
    static let edgeMargin: CGFloat = 16

    private weak var interaction: UIContextMenuInteraction?
    let configuration: UIContextMenuConfiguration
    let container: ContextMenuContainerView
    let previewViewController: UIViewController?
    /// The view whose place the preview takes, hidden while it is lifted.
    private weak var liftedView: UIView?
    private var liftedViewWasHidden = false
    /// The preview's frame in the window where the lift started.
    private var sourcePreviewFrame: CGRect = .zero
    /// The view a compact menu hangs from.
    private weak var anchorView: UIView?
    /// The object chosen actions report as their `sender` (a button for its menu).
    weak var sender: AnyObject?
    private(set) var isDismissing = false
    /// The first responder before the menu took keyboard focus.
    private weak var previousFirstResponder: UIResponder?

    init(interaction: UIContextMenuInteraction, configuration: UIContextMenuConfiguration, menu: UIMenu?,
         previewViewController: UIViewController?, window: UIWindow, compact: Bool) {
        self.interaction = interaction
        self.configuration = configuration
        self.previewViewController = previewViewController
        let platter = menu.map { ContextMenuPlatterView(menu: $0) }
        container = ContextMenuContainerView(frame: window.bounds, platter: platter)
        container.presentation = self
        platter?.onChoose = { [weak self] element in self?.dismiss(choosing: element) }
    }

    // MARK: Showing

    /// Adds the container to `window` with the preview (a snapshot of `preview`'s view, or the preview
    /// controller's view) and animates it in, running `animator`'s blocks.
    func show(in window: UIWindow, preview: UITargetedPreview?, anchor: UIView?, animator: ContextMenuAnimator) {
        anchorView = anchor
        if let preview { installPreview(preview, in: window) }
        if anchor == nil { container.installBackdrop(ContextMenuContainerView.blurredBackdrop(of: window)) }
        window.addSubview(container)
        layoutContainer()
        previousFirstResponder = UIResponder.firstResponderStorage
        _ = container.becomeFirstResponder()
        container.backdrop?.alpha = 0
        container.platter?.alpha = 0
        UIView.animate(withDuration: Self.appearDuration, animations: {
            self.container.backdrop?.alpha = 1
            self.container.platter?.alpha = 1
            animator.runAnimations()
        }, completion: { _ in animator.runCompletions() })
    }

    private func installPreview(_ preview: UITargetedPreview, in window: UIWindow) {
        let view: UIView
        let target = preview.target
        let size = preview.size
        let center = target.container.convert(target.center, to: window)
        if let controller = previewViewController {
            let width = window.bounds.width - 2 * Self.edgeMargin
            let preferred = controller.preferredContentSize
            let frameSize = CGSize(width: preferred.width > 0 ? min(preferred.width, width) : width,
                                   height: preferred.height > 0 ? preferred.height : width)
            view = UIView(frame: CGRect(origin: .zero, size: frameSize))
            controller.view.frame = view.bounds
            view.addSubview(controller.view)
            view.center = CGPoint(x: window.bounds.midX, y: center.y)
        } else {
            let snapshot = Self.snapshot(of: preview.view)
            let imageView = UIImageView(image: snapshot)
            imageView.frame = CGRect(origin: .zero, size: size)
            view = UIView(frame: CGRect(origin: .zero, size: size))
            view.backgroundColor = preview.parameters.backgroundColor ?? .systemBackground
            view.addSubview(imageView)
            view.center = center
            liftedView = preview.view
            liftedViewWasHidden = preview.view.isHidden
            preview.view.isHidden = true
        }
        if let path = preview.parameters.visiblePath, previewViewController == nil {
            let mask = CAShapeLayer()
            mask.path = path.cgPath
            view.layer.mask = mask
        } else {
            view.layer.cornerRadius = ContextMenuPlatterView.cornerRadius
            view.clipsToBounds = true
        }
        sourcePreviewFrame = view.frame
        container.installPreview(view)
    }

    /// Renders `view`'s layer tree into an image at the screen's scale.
    static func snapshot(of view: UIView) -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = max(1, view.traitCollection.displayScale)
        return UIGraphicsImageRenderer(bounds: view.bounds, format: format).image { context in
            view.layer.render(in: context.cgContext)
        }
    }

    /// Places the preview and platter for the window's current size (called from the container's layout).
    func layoutContainer() {
        guard let window = container.window else { return }
        let safe = window.bounds.inset(by: window.safeAreaInsets)
        let area = CGRect(x: safe.minX + Self.edgeMargin, y: safe.minY + 8,
                          width: max(0, safe.width - 2 * Self.edgeMargin), height: max(0, safe.height - 16))
        guard let platter = container.platter else { return }
        let size = platter.preferredSize
        var menuFrame = CGRect(origin: .zero, size: size)
        if let anchor = anchorView, let superview = anchor.superview {
            let anchorFrame = superview.convert(anchor.frame, to: window)
            menuFrame.origin.x = anchorFrame.midX <= window.bounds.midX ? anchorFrame.minX : anchorFrame.maxX - size.width
            if anchorFrame.maxY + Self.compactGap + size.height <= area.maxY || anchorFrame.minY - Self.compactGap - size.height < area.minY {
                menuFrame.origin.y = anchorFrame.maxY + Self.compactGap
            } else {
                menuFrame.origin.y = anchorFrame.minY - Self.compactGap - size.height
            }
        } else if let previewView = container.previewView {
            var previewFrame = sourcePreviewFrame
            if previewFrame.maxY + Self.previewGap + size.height <= area.maxY {
                menuFrame.origin.y = previewFrame.maxY + Self.previewGap
            } else if previewFrame.minY - Self.previewGap - size.height >= area.minY {
                menuFrame.origin.y = previewFrame.minY - Self.previewGap - size.height
            } else {
                previewFrame.origin.y = max(area.minY, area.maxY - size.height - Self.previewGap - previewFrame.height)
                menuFrame.origin.y = previewFrame.maxY + Self.previewGap
            }
            previewView.frame = previewFrame
            menuFrame.origin.x = previewFrame.midX <= window.bounds.midX ? previewFrame.minX : previewFrame.maxX - size.width
        } else {
            menuFrame.origin = CGPoint(x: area.midX - size.width / 2, y: area.midY - size.height / 2)
        }
        menuFrame.origin.x = min(max(menuFrame.origin.x, area.minX), max(area.minX, area.maxX - size.width))
        menuFrame.size.height = min(size.height, max(0, area.maxY - menuFrame.origin.y))
        platter.frame = menuFrame
    }

    // MARK: The pressing finger

    /// The finger that opened the menu moved (window coordinates): highlights the row under it.
    func trackPress(at point: CGPoint) {
        guard let platter = container.platter, !isDismissing else { return }
        let local = container.convert(point, to: platter)
        platter.highlightRow(at: platter.bounds.contains(local) ? local : nil)
    }

    /// The finger that opened the menu lifted: chooses the row it is on, if it moved onto one.
    func endPress(at point: CGPoint) {
        guard let platter = container.platter, !isDismissing else { return }
        let local = container.convert(point, to: platter)
        guard platter.bounds.contains(local) else { return }
        platter.highlightRow(at: local)
        platter.activateHighlightedRow()
    }

    // MARK: Changing and dismissing

    /// Replaces the menu shown with `block`'s result.
    func updateMenu(_ block: (UIMenu) -> UIMenu) {
        guard let platter = container.platter else { return }
        platter.replaceMenu(block(platter.menuStack[0]))
        layoutContainer()
    }

    /// The user tapped the preview: the delegate hears `willPerformPreviewActionForMenuWith` (its
    /// animator's completions run once the menu has gone), then the menu dismisses.
    func commitPreview() {
        guard !isDismissing, let interaction, let delegate = interaction.delegate else { return }
        let animator = ContextMenuAnimator(previewViewController: previewViewController)
        delegate.contextMenuInteraction(interaction, willPerformPreviewActionForMenuWith: configuration, animator: animator)
        dismiss(choosing: nil, commitAnimator: animator)
    }

    /// Dismisses the menu: asks for the dismissal preview, tells the delegate `willEndFor`, animates out
    /// (the preview returning to where it came from), removes the container, then runs the chosen element.
    func dismiss(choosing element: UIMenuElement?, commitAnimator: ContextMenuAnimator? = nil) {
        guard !isDismissing else { return }
        isDismissing = true
        let animator = ContextMenuAnimator(previewViewController: previewViewController)
        var returnFrame = sourcePreviewFrame
        if let interaction, let delegate = interaction.delegate {
            if let preview = delegate.contextMenuInteraction(interaction, configuration: configuration,
                                                             dismissalPreviewForItemWithIdentifier: configuration.identifier),
               let window = container.window {
                let center = preview.target.container.convert(preview.target.center, to: window)
                returnFrame = CGRect(x: center.x - preview.size.width / 2, y: center.y - preview.size.height / 2,
                                     width: preview.size.width, height: preview.size.height)
            }
            delegate.contextMenuInteraction(interaction, willEndFor: configuration, animator: animator)
        }
        if container.isFirstResponder {
            _ = container.resignFirstResponder()
            if let previousFirstResponder, previousFirstResponder !== container { _ = previousFirstResponder.becomeFirstResponder() }
        }
        UIView.animate(withDuration: Self.dismissDuration, animations: {
            self.container.backdrop?.alpha = 0
            self.container.platter?.alpha = 0
            if self.previewViewController == nil { self.container.previewView?.frame = returnFrame } else { self.container.previewView?.alpha = 0 }
            animator.runAnimations()
            commitAnimator?.runAnimations()
        }, completion: { _ in self.finishDismissal(choosing: element, animator: animator, commitAnimator: commitAnimator) })
    }

    private func finishDismissal(choosing element: UIMenuElement?, animator: ContextMenuAnimator, commitAnimator: ContextMenuAnimator?) {
        container.removeFromSuperview()
        if let liftedView { liftedView.isHidden = liftedViewWasHidden }
        if let interaction, interaction.presentation === self { interaction.presentation = nil }
        animator.runCompletions()
        commitAnimator?.runCompletions()
        guard let element else { return }
        (sender as? UIButton)?.menuElementChosen(element)
        ContextMenuItem.perform(element, sender: sender)
    }
}
