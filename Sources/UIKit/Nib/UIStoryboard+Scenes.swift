import Foundation
import InterfaceBuilder

extension UIStoryboard {
    func scene(_ identifier: String) -> IBScene {
        guard let scene = document.scene(withStoryboardIdentifier: identifier) else {
            fatalError("Storyboard (<UIStoryboard: \(NibKeyValueCoding.address(self))>) doesn't contain a view controller with identifier '\(identifier)'")
        }
        return scene
    }

    func checked<ViewController: UIViewController>(_ controller: UIViewController, _ scene: IBScene) -> ViewController {
        guard let typed = controller as? ViewController else {
            fatalError("\(document.fileName):\(scene.line): the scene's view controller is a \(type(of: controller)), not a \(ViewController.self)")
        }
        return typed
    }

    /// The scene whose controller has object id `id`.
    func scene(withControllerID id: String, line: Int) -> IBScene {
        guard let scene = document.scene(withViewControllerID: id) else {
            fatalError("\(document.fileName):\(line): segue destination '\(id)' is not a scene's view controller")
        }
        return scene
    }

    /// Instantiates the controller of `scene` (through `creator` when given), links it to its scene and
    /// sends it `awakeFromNib()`. Its view loads later, from the scene, when first used.
    /// - Complexity: O(objects of the scene outside its view).
    func instantiate(_ scene: IBScene, creator: ((NSCoder) -> UIViewController?)?) -> UIViewController {
        guard let controllerObject = scene.viewController else {
            fatalError("\(document.fileName):\(scene.line): scene '\(scene.sceneID)' has no view controller")
        }
        let instantiator = NibInstantiator(document: document, bundle: bundle, owner: nil, externalObjects: [:], callerModule: callerModule, plans: plans)
        instantiator.storyboard = self
        var controllerOnly = controllerObject
        controllerOnly.properties.removeAll { $0.key == "view" }
        // Outlets into what the controller holds outside its view (navigation item, bar button items,
        // tab bar item) connect now; the rest connect when the view loads.
        var heldIDs: Set<String> = []
        controllerOnly.forEachObject { if !$0.id.isEmpty { heldIDs.insert($0.id) } }
        func isHeldOutlet(_ connection: IBConnection) -> Bool {
            switch connection {
            case .outlet(_, let destination, _), .outletCollection(_, let destination, _): heldIDs.contains(destination)
            default: false
            }
        }
        // Relationship segues stay: they describe the container itself (a split view controller's
        // `init?(coder:)` reads its style from them); `installRelationships` fills them in below.
        controllerOnly.connections = controllerObject.connections.filter { connection in
            if case .segue(let segue) = connection { return segue.kind == "relationship" }
            return isHeldOutlet(connection)
        }
        let controller: UIViewController
        if let creator, let made = creator(NibDecoder(object: controllerObject, context: instantiator.context)) {
            controller = made
            instantiator.created.append(made)
            instantiator.configure(made, from: controllerOnly)
        } else {
            guard let made = instantiator.build(controllerOnly) as? UIViewController else {
                fatalError("\(document.fileName):\(controllerObject.line): <\(controllerObject.elementName)> is not a view controller")
            }
            controller = made
        }
        // The scene's view (with the controller's outlets and actions, and the scene's other objects)
        // becomes a nib that `loadView()` instantiates with the controller as its owner.
        var segues: [IBSegue] = []
        controllerObject.forEachObject { object in
            for case .segue(let segue) in object.connections { segues.append(segue) }
        }
        var viewNib: UINib?
        if case .object(var viewObject)? = controllerObject.property("view") {
            viewObject.key = nil
            let ownerConnections = controllerObject.connections.filter { connection in
                if case .segue = connection { return false }
                return !isHeldOutlet(connection)
            }
            let owner = IBObject(elementName: "placeholder", id: controllerObject.id, placeholderIdentifier: "IBFilesOwner",
                                 connections: ownerConnections, line: controllerObject.line)
            let others = scene.objects.filter { $0.id != controllerObject.id && !$0.isPlaceholder && $0.elementName != "exit" }
            viewNib = UINib(document: document, objects: [owner, viewObject] + others, bundle: bundle, callerModule: callerModule)
        }
        controller.storyboardScene = StoryboardSceneLink(storyboard: self, viewNib: viewNib, segues: segues)
        instantiator.sceneController = controller
        instantiator.finish()
        installRelationships(of: controller, from: controllerObject)
        return controller
    }
}
