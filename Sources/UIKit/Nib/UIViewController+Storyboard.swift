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
        let destination = storyboard.instantiate(storyboard.scene(withControllerID: template.destination, line: template.line), creator: nil)
        let segue = makeSegue(template, destination: destination, storyboard: storyboard)
        prepare(for: segue, sender: sender)
        segue.perform()
    }

    func makeSegue(_ template: IBSegue, destination: UIViewController, storyboard: UIStoryboard) -> UIStoryboardSegue {
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
            let kind = template.kind
            let source = self
            switch kind {
            case "embed":
                segue.performHandler = { source.embed(destination, in: nil) }
            default:
                segue.performHandler = {
                    fatalError("\(storyboard.document.fileName):\(template.line): segue '\(template.identifier ?? template.id)' of kind '\(kind)' needs a container OpenUIKit's storyboard loader does not drive yet (show, present, popover, relationship and unwind segues come with UINavigationController and present(_:animated:))")
                }
            }
        }
        return segue
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
