import Foundation

/// A storyboard `<scene sceneID>`: its view controller (the object with `sceneMemberID="viewController"`),
/// the first responder and exit placeholders, and any other top-level objects.
public struct IBScene: Sendable, Equatable {
    /// The scene id.
    public var sceneID: String
    /// The scene's top-level objects in document order.
    public var objects: [IBObject]
    /// The line of the element.
    public var line: Int

    /// Creates a scene.
    public init(sceneID: String, objects: [IBObject], line: Int = 0) {
        self.sceneID = sceneID
        self.objects = objects
        self.line = line
    }

    /// The scene's view controller (or storyboard-reference placeholder), if any.
    public var viewController: IBObject? {
        objects.first { $0["sceneMemberID"] == "viewController" } ?? objects.first { !$0.isPlaceholder }
    }
}
