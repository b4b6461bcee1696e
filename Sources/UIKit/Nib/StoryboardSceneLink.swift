import Foundation
import InterfaceBuilder

/// What a controller instantiated from a storyboard keeps of its scene: the storyboard, the nib of its
/// view (loaded lazily by `loadView()`, as iOS loads a scene's view), its segues, and the objects its
/// popover segues anchor to (found by id when the objects are built). Not public API.
@MainActor
final class StoryboardSceneLink {
    let storyboard: UIStoryboard
    let viewNib: UINib?
    /// Every segue of the scene: the controller's own and those its controls trigger.
    let segues: [IBSegue]
    /// The ids the scene's popover segues name as `popoverAnchorView` or `popoverAnchorBarButtonItem`.
    let anchorIDs: Set<String>
    /// The anchors built so far, by id (weak: the view hierarchy and the bars own them).
    private var anchors: [String: WeakAnchor] = [:]

    private struct WeakAnchor {
        weak var object: AnyObject?
    }

    init(storyboard: UIStoryboard, viewNib: UINib?, segues: [IBSegue]) {
        self.storyboard = storyboard
        self.viewNib = viewNib
        self.segues = segues
        anchorIDs = Set(segues.flatMap { [$0.popoverAnchorView, $0.popoverAnchorBarButtonItem].compactMap { $0 } })
    }

    /// Records the anchors among `objectsByID` (an instantiation's objects).
    /// - Complexity: O(anchor ids).
    func registerAnchors(from objectsByID: [String: AnyObject]) {
        for id in anchorIDs {
            if let object = objectsByID[id] { anchors[id] = WeakAnchor(object: object) }
        }
    }

    /// The live object with document id `id`, if it was built and is still alive.
    func anchor(_ id: String) -> AnyObject? { anchors[id]?.object }
}
