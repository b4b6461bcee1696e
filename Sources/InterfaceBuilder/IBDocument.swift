import Foundation

/// A XIB or storyboard document (`com.apple.InterfaceBuilder3.CocoaTouch.XIB` or
/// `com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB`, version 3.0, as Xcode 8-16 write them) as a
/// typed model: top-level objects (XIB) or scenes (storyboard), resources and the document's settings.
///
/// `IBDocument(data:fileName:)` reads one; it never traps: malformed XML, truncations and constructs the
/// format does not have throw `IBReaderError` naming the file and line.
public struct IBDocument: Sendable, Equatable {
    /// Whether the document is a XIB or a storyboard.
    public enum Kind: Sendable, Equatable {
        /// `com.apple.InterfaceBuilder3.CocoaTouch.XIB`.
        case xib
        /// `com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB`.
        case storyboard
    }

    /// The file name the document was read from (for messages).
    public var fileName: String
    /// XIB or storyboard.
    public var kind: Kind
    /// `toolsVersion`, as written.
    public var toolsVersion: String?
    /// `useAutolayout="YES"`.
    public var usesAutoLayout: Bool
    /// `useSafeAreas="YES"`.
    public var usesSafeAreas: Bool
    /// For storyboards: the initial view controller's object id.
    public var initialViewController: String?
    /// For XIBs: the objects under `<objects>`, placeholders included, in document order.
    public var objects: [IBObject]
    /// For storyboards: the scenes in document order.
    public var scenes: [IBScene]
    /// `<resources>`.
    public var resources: [IBResource]

    /// Creates a document.
    public init(fileName: String, kind: Kind, toolsVersion: String? = nil, usesAutoLayout: Bool = true, usesSafeAreas: Bool = true,
                initialViewController: String? = nil, objects: [IBObject] = [], scenes: [IBScene] = [], resources: [IBResource] = []) {
        self.fileName = fileName
        self.kind = kind
        self.toolsVersion = toolsVersion
        self.usesAutoLayout = usesAutoLayout
        self.usesSafeAreas = usesSafeAreas
        self.initialViewController = initialViewController
        self.objects = objects
        self.scenes = scenes
        self.resources = resources
    }

    /// Reads a document from `data`; `fileName` names it in errors.
    /// - Complexity: O(n) in the size of the data.
    public init(data: Data, fileName: String) throws(IBReaderError) {
        let root = try IBXMLTreeReader.read(data, fileName: fileName)
        self = try IBDocumentBuilder(fileName: fileName).document(from: root)
    }

    /// Reads the document at `url` (errors name its last path component).
    public init(contentsOf url: URL) throws(IBReaderError) {
        let data: Data
        do { data = try Data(contentsOf: url) } catch {
            throw IBReaderError(file: url.lastPathComponent, line: 0, message: "cannot read the file: \(error.localizedDescription)")
        }
        try self.init(data: data, fileName: url.lastPathComponent)
    }

    /// The scene whose view controller has object id `id`, if any.
    /// - Complexity: O(scenes).
    public func scene(withViewControllerID id: String) -> IBScene? { scenes.first { $0.viewController?.id == id } }

    /// The scene whose view controller has `storyboardIdentifier` `identifier`, if any.
    /// - Complexity: O(scenes).
    public func scene(withStoryboardIdentifier identifier: String) -> IBScene? {
        scenes.first { $0.viewController?["storyboardIdentifier"] == identifier }
    }
}
