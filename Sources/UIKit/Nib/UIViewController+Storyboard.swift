import Foundation
import InterfaceBuilder

extension UIViewController {
    // MARK: Loading the view

    /// Whether `loadView()` loads the view from a storyboard scene or a nib (containers that make their
    /// own views by default defer to the document then).
    var loadsViewFromDocument: Bool { storyboardScene?.viewNib != nil || nibName != nil }

    func performLoadView() {
        if let nib = storyboardScene?.viewNib {
            loadView(from: nib, name: storyboardScene?.storyboard.name ?? "storyboard")
            return
        }
        if let name = nibName ?? defaultNibName() {
            loadView(from: UINib(nibName: name, bundle: nibBundle, callerFileID: NibClassResolver.module(of: self).map { $0 + "/" } ?? ""), name: name)
            return
        }
        view = UIView(frame: UIScreen.main.bounds)
    }

    private func loadView(from nib: UINib, name: String) {
        let objects = nib.instantiate(withOwner: self, options: nil)
        if viewStorage == nil, storyboardScene != nil, let root = objects.first(where: { $0 is UIView }) as? UIView { view = root }
        guard viewStorage != nil else {
            fatalError("-[\(String(reflecting: type(of: self))) _loadViewFromNibNamed:bundle:] loaded the \"\(name)\" nib but the view outlet was not set.")
        }
    }

    /// The nib iOS loads for a controller created without a nib name: the class name without
    /// `Controller` (`MyViewController` → `MyView`), then the class name, when the bundle has one.
    private func defaultNibName() -> String? {
        let className = String(describing: type(of: self))
        guard !className.hasPrefix("UI") else { return nil }
        let module = NibClassResolver.module(of: self)
        var candidates: [String] = []
        if className.hasSuffix("Controller") { candidates.append(String(className.dropLast("Controller".count))) }
        candidates.append(className)
        return candidates.first { NibResourceLocator.url(forResource: $0, extensions: ["xib", "nib"], bundle: nibBundle, callerModule: module) != nil }
    }

    // MARK: Segues

    func performStoryboardSegue(withIdentifier identifier: String, sender: Any?) {
        guard let template = storyboardScene?.segues.first(where: { $0.identifier == identifier }) else {
            fatalError("Receiver (<\(NibKeyValueCoding.describe(self))>) has no segue with identifier '\(identifier)'")
        }
        performStoryboardSegue(template, sender: sender)
    }

    /// Instantiates the destination of `template`, prepares and performs the segue.
    func performStoryboardSegue(_ template: IBSegue, sender: Any?) {
        guard let storyboard = storyboardScene?.storyboard ?? storyboard else { return }
        if template.kind == "unwind" { return performUnwindSegue(template, sender: sender, file: storyboard.document.fileName) }
        let destination = storyboard.instantiate(storyboard.scene(withControllerID: template.destination, line: template.line), creator: nil)
        let segue = makeSegue(template, destination: destination, storyboard: storyboard, sender: sender)
        prepare(for: segue, sender: sender)
        segue.perform()
    }

    /// The segue `template` describes, from this controller to `destination`; UIKit's own kinds get their
    /// transition as the perform handler. A popover segue's destination is given its anchor now, before
    /// `prepare(for:sender:)` (which may change it), as UIKit's popover segue does.
    func makeSegue(_ template: IBSegue, destination: UIViewController, storyboard: UIStoryboard, sender: Any? = nil) -> UIStoryboardSegue {
        var segueClass: UIStoryboardSegue.Type = UIStoryboardSegue.self
        if let custom = template.customClass {
            let modules = [template.customModule, storyboard.callerModule, NibClassResolver.module(of: self)].compactMap { $0 }
            guard let found = modules.lazy.compactMap({ _typeByName($0 + "." + custom) as? UIStoryboardSegue.Type }).first else {
                fatalError("\(storyboard.document.fileName):\(template.line): segue class \(custom) not found in modules \(modules.joined(separator: ", "))")
            }
            segueClass = found
        }
        let segue = segueClass.init(identifier: template.identifier, source: self, destination: destination)
        if template.customClass == nil {
            let source = self
            let file = storyboard.document.fileName
            switch template.kind {
            case "embed":
                segue.performHandler = { source.embed(destination, in: nil) }
            case "show", "push":
                segue.performHandler = { source.show(destination, sender: nil) }
            case "showDetail", "replace":
                segue.performHandler = { source.showDetailViewController(destination, sender: nil) }
            case "presentation", "modal", "popoverPresentation", "popover":
                if let style = template.modalPresentationStyle.flatMap(Self.presentationStyles.index(forKey:)).map({ Self.presentationStyles[$0].value }) {
                    destination.modalPresentationStyle = style
                }
                if template.kind.hasPrefix("popover") {
                    destination.modalPresentationStyle = .popover
                    anchorPopover(of: destination, template, sender: sender, file: file)
                }
                if let style = template.modalTransitionStyle.flatMap(Self.transitionStyles.index(forKey:)).map({ Self.transitionStyles[$0].value }) {
                    destination.modalTransitionStyle = style
                }
                let animated = template.animates
                segue.performHandler = { source.present(destination, animated: animated) }
            default:
                let kind = template.kind
                segue.performHandler = {
                    fatalError("\(file):\(template.line): segue '\(template.identifier ?? template.id)' of kind '\(kind)' needs UINavigationController or UITabBarController, which this build's storyboard loader does not create yet")
                }
            }
        }
        return segue
    }

    /// Points `destination`'s popover at the segue's anchor: `popoverAnchorBarButtonItem` or
    /// `popoverAnchorView` (a view: `sourceView` with its bounds as `sourceRect`; a bar button item:
    /// `barButtonItem`), else the sender when it is a view, a bar button item or a gesture recognizer's view
    /// (the control that triggered the segue); sets `permittedArrowDirections` from the document. Without
    /// any anchor the popover keeps none, and presenting it in a regular-width window traps as UIKit does.
    /// An anchor id that names no object of the scene traps with the segue's line.
    private func anchorPopover(of destination: UIViewController, _ template: IBSegue, sender: Any?, file: String) {
        guard let popover = destination.popoverPresentationController else { return }
        var anchor: AnyObject? = sender as AnyObject?
        if let id = template.popoverAnchorBarButtonItem ?? template.popoverAnchorView {
            if storyboardScene?.anchor(id) == nil { loadViewIfNeeded() }   // an anchor in the scene's view
            guard let found = storyboardScene?.anchor(id) else {
                fatalError("\(file):\(template.line): popover segue '\(template.identifier ?? template.id)' anchors to '\(id)', which is not a view or bar button item of the scene of \(String(reflecting: type(of: self)))")
            }
            anchor = found
        }
        switch anchor {
        case let item as UIBarButtonItem:
            popover.barButtonItem = item
        case let view as UIView:
            popover.sourceView = view
            popover.sourceRect = view.bounds
        case let recognizer as UIGestureRecognizer:
            if let view = recognizer.view {
                popover.sourceView = view
                popover.sourceRect = view.bounds
            }
        default:
            break
        }
        if let directions = template.popoverArrowDirections {
            var permitted: UIPopoverArrowDirection = []
            if directions.contains("up") { permitted.insert(.up) }
            if directions.contains("down") { permitted.insert(.down) }
            if directions.contains("left") { permitted.insert(.left) }
            if directions.contains("right") { permitted.insert(.right) }
            popover.permittedArrowDirections = permitted
        }
    }

    static let presentationStyles: [String: UIModalPresentationStyle] = [
        "fullScreen": .fullScreen, "pageSheet": .pageSheet, "formSheet": .formSheet, "currentContext": .currentContext,
        "overFullScreen": .overFullScreen, "overCurrentContext": .overCurrentContext, "popover": .popover,
        "automatic": .automatic, "none": .none, "custom": .custom,
    ]

    static let transitionStyles: [String: UIModalTransitionStyle] = [
        "coverVertical": .coverVertical, "flipHorizontal": .flipHorizontal, "crossDissolve": .crossDissolve, "partialCurl": .partialCurl,
    ]

    // MARK: Unwind segues

    /// Performs an unwind segue from this controller: the first controller up the chain (parents, then
    /// presenting controllers) that lists `unwindAction` in its `nibActions` is the destination; it gets
    /// `prepare(for:sender:)` from the source, the action with the segue, then every controller presented
    /// above it is dismissed, as UIKit's unwind does for modal presentations.
    func performUnwindSegue(_ template: IBSegue, sender: Any?, file: String) {
        guard let selector = template.unwindAction else {
            fatalError("\(file):\(template.line): unwind segue '\(template.identifier ?? template.id)' has no unwindAction")
        }
        var candidate: UIViewController? = parent ?? presentingViewController
        var destination: UIViewController?
        while let current = candidate {
            if NibActionLookup.action(selector, of: current) != nil { destination = current; break }
            candidate = current.parent ?? current.presentingViewController
        }
        guard let destination, let action = NibActionLookup.action(selector, of: destination) else {
            fatalError("\(file):\(template.line): no view controller above \(String(reflecting: type(of: self))) lists the unwind action '\(selector)' in its nibActions")
        }
        let segue = UIStoryboardSegue(identifier: template.identifier, source: self, destination: destination)
        segue.performHandler = {
            if destination.presentedViewController != nil { destination.dismiss(animated: template.animates) }
        }
        prepare(for: segue, sender: sender)
        _ = action.invoke(destination, segue, nil)
        segue.perform()
    }

    /// Adds `child` as a child whose view fills `container` (the root view when nil), as an embed segue does.
    func embed(_ child: UIViewController, in container: UIView?) {
        let host = container ?? view!
        addChild(child)
        child.view.frame = host.bounds
        child.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        host.addSubview(child.view)
        child.didMove(toParent: self)
    }
}
