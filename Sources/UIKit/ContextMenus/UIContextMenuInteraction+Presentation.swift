import Foundation

// MARK: - The long press, asking for the configuration, and presenting the menu

extension UIContextMenuInteraction {
    func configurePressRecognizer() {
        pressRecognizer.minimumPressDuration = 0.5
        pressArbiter.interaction = self
        pressRecognizer.delegate = pressArbiter
        pressRecognizer.addAction { [weak self] (press: UILongPressGestureRecognizer) in self?.pressChanged(press) }
        // Fingers and primary clicks hold for the long press; a secondary click opens the menu on the
        // button's way down.
        pressRecognizer.requiredButtonsStorage = .primary
        secondaryClickRecognizer.minimumPressDuration = 0
        secondaryClickRecognizer.allowedTouchTypes = [NSNumber(value: UITouch.TouchType.indirectPointer.rawValue)]
        secondaryClickRecognizer.requiredButtonsStorage = .secondary
        secondaryClickRecognizer.delegate = pressArbiter
        secondaryClickRecognizer.addAction { [weak self] (press: UILongPressGestureRecognizer) in self?.pressChanged(press) }
    }

    func detachPressRecognizer() {
        view?.removeGestureRecognizer(pressRecognizer)
        view?.removeGestureRecognizer(secondaryClickRecognizer)
    }

    func attachPressRecognizer(to newView: UIView?) {
        view = newView
        newView?.addGestureRecognizer(pressRecognizer)
        newView?.addGestureRecognizer(secondaryClickRecognizer)
    }

    /// Whether a long press may open the menu: a control turns it off with `isContextMenuInteractionEnabled`
    /// or while its menu is its primary action.
    var isEnabledForPress: Bool {
        guard let control = view as? UIControl else { return true }
        return control.isContextMenuInteractionEnabled && control.isEnabled
    }

    /// The pressed point in `target`'s coordinates.
    func requestedLocation(in target: UIView?) -> CGPoint {
        guard let point = requestedLocationInWindow else { return .zero }
        guard let target else { return point }
        return target.convert(point, from: nil)
    }

    /// The delegate's configuration for the requested location (in the interaction view's coordinates).
    func askConfiguration() -> UIContextMenuConfiguration? {
        guard let delegate, let view else { return nil }
        return delegate.contextMenuInteraction(self, configurationForMenuAtLocation: requestedLocation(in: view))
    }

    private func pressChanged(_ press: UILongPressGestureRecognizer) {
        switch press.state {
        case .began:
            guard let configuration = pendingConfiguration else { return }
            pendingConfiguration = nil
            present(configuration)
        case .changed:
            presentation?.trackPress(at: press.location(in: nil))
        case .ended:
            presentation?.endPress(at: press.location(in: nil))
        default:
            break
        }
    }

    /// Opens the menu for `configuration`: runs its providers, asks for the highlight preview (the
    /// interaction's view by default), tells the delegate `willDisplayMenuFor` and animates in.
    /// - Parameters:
    ///   - sender: what chosen actions report as their `sender`.
    func present(_ configuration: UIContextMenuConfiguration, sender: AnyObject? = nil) {
        guard presentation == nil, let view, let window = view.window, let delegate else { return }
        let previewController = anchorsToView ? nil : configuration.previewProvider?()
        let menu = configuration.actionProvider?([])
        if anchorsToView, menu == nil { return }
        var preview: UITargetedPreview?
        if !anchorsToView {
            preview = delegate.contextMenuInteraction(self, configuration: configuration,
                                                      highlightPreviewForItemWithIdentifier: configuration.identifier)
                ?? UITargetedPreview(view: view, parameters: UIPreviewParameters(),
                                     target: UIPreviewTarget(container: view.superview ?? window,
                                                             center: view.superview == nil ? view.center : view.center))
        }
        let presentation = ContextMenuPresentation(interaction: self, configuration: configuration, menu: menu,
                                                   previewViewController: previewController, window: window,
                                                   compact: anchorsToView)
        presentation.sender = sender
        self.presentation = presentation
        let animator = ContextMenuAnimator(previewViewController: previewController)
        delegate.contextMenuInteraction(self, willDisplayMenuFor: configuration, animator: animator)
        presentation.show(in: window, preview: preview, anchor: anchorsToView ? view : nil, animator: animator)
    }

    /// Opens the menu without a long press (a button whose menu is its primary action), asking the
    /// delegate for the configuration at `point` (window coordinates).
    func presentMenu(atWindowLocation point: CGPoint, sender: AnyObject?) {
        guard presentation == nil else { return }
        requestedLocationInWindow = point
        guard let configuration = askConfiguration() else { return }
        present(configuration, sender: sender)
    }
}
