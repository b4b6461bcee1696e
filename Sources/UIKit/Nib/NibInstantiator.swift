import Foundation
import InterfaceBuilder

/// Builds the objects of one instantiation of a nib (or of a storyboard scene) in UIKit's order:
/// every object is created through `init?(coder:)` and given the document's properties, subviews and
/// child objects; then constraints are activated (placeholders left out, size-class variations applied
/// for the current traits and followed), outlets and actions connected,
/// user-defined runtime attributes set, and finally `awakeFromNib()` sent to every created object in
/// creation order. Not public API.
///
/// - Complexity: O(objects + connections + constraints) per instantiation.
@MainActor
final class NibInstantiator {
    let document: IBDocument
    let context: NibValueContext
    /// The values the document's elements resolve to, shared by the instantiations of one nib or storyboard.
    let plans: NibPlanCache
    let owner: AnyObject?
    let externalObjects: [String: Any]
    let callerModule: String?
    let ownerModule: String?
    /// The storyboard a scene comes from (nil for XIBs).
    weak var storyboard: UIStoryboard?

    /// Objects by id: placeholders, created objects, layout guides.
    var objectsByID: [String: AnyObject] = [:]
    /// Items of constraints that are not objects: view layout guides by id.
    var guidesByID: [String: UILayoutGuide] = [:]
    /// Older `viewControllerLayoutGuide`s: their view and whether it is the top guide.
    var legacyGuides: [String: (view: UIView, isTop: Bool)] = [:]
    /// Older documents' `viewControllerLayoutGuide`s, resolved once their controller's view exists.
    var pendingLegacyGuides: [(controller: UIViewController, guide: IBObject)] = []
    var pendingConstraints: [(holder: UIView, constraint: IBConstraint)] = []
    var pendingConnections: [(source: AnyObject, connection: IBConnection)] = []
    var pendingAttributes: [(target: AnyObject, attributes: [IBRuntimeAttribute])] = []
    /// Views with size-class variations, started once their constraints exist.
    var variations: [NibSizeClassVariations] = []
    var variationsByHolder: [ObjectIdentifier: NibSizeClassVariations] = [:]
    /// Created objects in creation order (they receive `awakeFromNib`).
    var created: [AnyObject] = []
    /// Whether a table view cell registered its own labels or image view under document ids (only then
    /// can a `<subviews>` child name an object that already exists).
    var hasCellParts = false
    /// The view controller that owns the objects being built (a scene's controller), for triggered segues.
    weak var sceneController: UIViewController?

    init(document: IBDocument, bundle: Bundle?, owner: AnyObject?, externalObjects: [String: Any], callerModule: String?,
         plans: NibPlanCache) {
        self.document = document
        self.context = NibValueContext(document: document, bundle: bundle)
        self.plans = plans
        // As many slots as the last instantiation of the same document needed: no rehashing while building.
        objectsByID.reserveCapacity(plans.sizes.objects)
        created.reserveCapacity(plans.sizes.created)
        pendingConstraints.reserveCapacity(plans.sizes.constraints)
        self.owner = owner
        self.externalObjects = externalObjects
        self.callerModule = callerModule
        self.ownerModule = owner.flatMap { NibClassResolver.module(of: $0) }
    }

    /// Where a message about `object` points: `File.xib:12`.
    func location(_ line: Int) -> String { "\(document.fileName):\(line)" }

    // MARK: Top level

    /// Instantiates `objects` (a XIB's `<objects>` or a scene's), returning the non-placeholders in order.
    func instantiate(_ objects: [IBObject]) -> [AnyObject] {
        var topLevel: [AnyObject] = []
        for object in objects {
            if object.isPlaceholder || object.elementName == "exit" {
                registerPlaceholder(object)
                continue
            }
            if let built = build(object) { topLevel.append(built) }
        }
        finish()
        return topLevel
    }

    func registerPlaceholder(_ object: IBObject) {
        switch object.placeholderIdentifier {
        case "IBFilesOwner"?:
            if let owner {
                objectsByID[object.id] = owner
                pendingConnections += object.connections.map { (owner, $0) }
            }
        case "IBFirstResponder"?, nil:
            break
        case let identifier?:
            guard let external = externalObjects[identifier] as AnyObject? else {
                fatalError("\(location(object.line)): the nib names the external object '\(identifier)', which the options' UINib.OptionsKey.externalObjects do not supply")
            }
            objectsByID[object.id] = external
            pendingConnections += object.connections.map { (external, $0) }
        }
    }

    /// Connects, constrains, sets runtime attributes and wakes the objects built so far.
    func finish() {
        plans.sizes.note(objects: objectsByID.count, created: created.count, constraints: pendingConstraints.count)
        if let link = (sceneController ?? owner as? UIViewController)?.storyboardScene, !link.anchorIDs.isEmpty {
            link.registerAnchors(from: objectsByID)
        }
        for (controller, guide) in pendingLegacyGuides {
            if let view = controller.viewIfLoaded { legacyGuides[guide.id] = (view, guide["type"] != "bottom") }
        }
        pendingLegacyGuides.removeAll()
        activateConstraints()
        for variation in variations { variation.start() }
        variations.removeAll()
        variationsByHolder.removeAll()
        for (source, connection) in pendingConnections { connect(connection, from: source) }
        pendingConnections.removeAll()
        for (target, attributes) in pendingAttributes { apply(attributes, to: target) }
        pendingAttributes.removeAll()
        let toWake = created
        created.removeAll()
        for object in toWake {
            (object as? UIResponder)?.awakeFromNib()
        }
    }

    // MARK: Objects

    /// Creates `object` (and everything inside it), or returns nil for design-time objects UIKit has no
    /// class for (`<navigationBar>` inside a navigation controller, simulated metrics).
    @discardableResult
    func build(_ object: IBObject) -> AnyObject? {
        let (cls, missing): (AnyClass?, String?) = NibClassResolver.resolve(object, callerModule: callerModule, ownerModule: ownerModule)
        if let missing {
            FileHandle.standardError.write(Data("Unknown class \(missing) in Interface Builder file \(location(object.line)).\n".utf8))
        }
        guard let cls else {
            fatalError("\(location(object.line)): <\(object.elementName)> is not a class OpenUIKit creates from documents; expected a view, control, cell, view controller, gesture recognizer or layout")
        }
        let decoder = NibDecoder(object: object, context: context)
        let instance: AnyObject
        switch cls {
        case let viewType as UIView.Type:
            guard let view = viewType.init(coder: decoder) else {
                fatalError("\(location(object.line)): init(coder:) of \(String(reflecting: viewType)) returned nil")
            }
            instance = view
        case let controllerType as UIViewController.Type:
            guard let controller = controllerType.init(coder: decoder) else {
                fatalError("\(location(object.line)): init(coder:) of \(String(reflecting: controllerType)) returned nil")
            }
            instance = controller
        default:
            guard let made = makeNonCodingObject(object) else {
                fatalError("\(location(object.line)): cannot create <\(object.elementName)> (\(cls))")
            }
            instance = made
        }
        if !object.id.isEmpty { objectsByID[object.id] = instance }
        created.append(instance)
        configure(instance, from: object)
        return instance
    }

    /// Gesture recognizers and layouts, which have no `init?(coder:)` in OpenUIKit.
    func makeNonCodingObject(_ object: IBObject) -> AnyObject? {
        switch object.elementName {
        case "tapGestureRecognizer": UITapGestureRecognizer()
        case "panGestureRecognizer": UIPanGestureRecognizer()
        case "longPressGestureRecognizer": UILongPressGestureRecognizer()
        case "pinchGestureRecognizer": UIPinchGestureRecognizer()
        case "rotationGestureRecognizer": UIRotationGestureRecognizer()
        case "swipeGestureRecognizer": UISwipeGestureRecognizer()
        case "collectionViewFlowLayout": UICollectionViewFlowLayout()
        default: nil
        }
    }

    /// Applies everything the element says to the new object.
    func configure(_ instance: AnyObject, from object: IBObject) {
        switch instance {
        case let view as UIView: configureView(view, from: object)
        case let controller as UIViewController: configureController(controller, from: object)
        case let recognizer as UIGestureRecognizer: configureGestureRecognizer(recognizer, from: object)
        case let layout as UICollectionViewFlowLayout: configureFlowLayout(layout, from: object)
        default: break
        }
        for connection in object.connections { pendingConnections.append((instance, connection)) }
        if !object.runtimeAttributes.isEmpty { pendingAttributes.append((instance, object.runtimeAttributes)) }
    }
}
