import Foundation
import InterfaceBuilder

/// What a controller instantiated from a storyboard keeps of its scene: the storyboard, the nib of its
/// view (loaded lazily by `loadView()`, as iOS loads a scene's view) and its segues. Not public API.
@MainActor
final class StoryboardSceneLink {
    let storyboard: UIStoryboard
    let viewNib: UINib?
    /// Every segue of the scene: the controller's own and those its controls trigger.
    let segues: [IBSegue]

    init(storyboard: UIStoryboard, viewNib: UINib?, segues: [IBSegue]) {
        self.storyboard = storyboard
        self.viewNib = viewNib
        self.segues = segues
    }
}
