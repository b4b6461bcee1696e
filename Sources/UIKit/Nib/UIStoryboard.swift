import Foundation
import InterfaceBuilder

/// A storyboard: the scenes of a `.storyboard` document, whose view controllers it instantiates, as
/// UIKit's `UIStoryboard`. Each controller's view loads from its scene when first used; segues between
/// scenes instantiate their destinations.
///
/// Resource lookup is `UINib`'s (main bundle, then the app's SwiftPM resource bundles, caller's module
/// first). A missing storyboard traps with UIKit's "Could not find a storyboard named '…' in bundle …";
/// a malformed one with the reader's `File.storyboard:line: message`.
@preconcurrency @MainActor
open class UIStoryboard: NSObject {
    let document: IBDocument
    let bundle: Bundle?
    let callerModule: String?
    let name: String
    /// What the document's elements resolve to, shared by every scene instantiated from this storyboard.
    let plans = NibPlanCache()

    /// Opens the storyboard `name` (`name.storyboard`) of `bundle` (nil: the main bundle and the app's
    /// resource bundles). `callerFileID` (`#fileID`) names the module of `customModuleProvider="target"`
    /// classes; call sites read as on iOS.
    public init(name: String, bundle storyboardBundleOrNil: Bundle?, callerFileID: String = #fileID) {
        let module = NibClassResolver.module(ofFileID: callerFileID)
        guard let url = NibResourceLocator.url(forResource: name, extensions: ["storyboard"], bundle: storyboardBundleOrNil, callerModule: module) else {
            fatalError("Could not find a storyboard named '\(name)' in bundle \((storyboardBundleOrNil ?? Bundle.main).bundlePath)")
        }
        let document = UINib.readDocument(at: url)
        guard document.kind == .storyboard else { fatalError("\(url.lastPathComponent): is a XIB, not a storyboard; load it with UINib(nibName:bundle:)") }
        self.document = document
        self.bundle = storyboardBundleOrNil
        self.callerModule = module
        self.name = name
        super.init()
    }

    /// A new instance of the initial view controller, or nil when the storyboard names none.
    open func instantiateInitialViewController() -> UIViewController? {
        guard let id = document.initialViewController, let scene = document.scene(withViewControllerID: id) else { return nil }
        return instantiate(scene, creator: nil)
    }

    /// The initial view controller made by `block` from the scene's coder (iOS 13), or nil when the
    /// storyboard names none. A nil block or a block that returns nil makes the scene's own class.
    open func instantiateInitialViewController<ViewController: UIViewController>(creator block: ((NSCoder) -> ViewController?)?) -> ViewController? {
        guard let id = document.initialViewController, let scene = document.scene(withViewControllerID: id) else { return nil }
        return checked(instantiate(scene, creator: block.map { block in { block($0) } }), scene)
    }

    /// A new instance of the controller whose storyboard ID is `identifier`; traps with UIKit's message
    /// when there is none.
    open func instantiateViewController(withIdentifier identifier: String) -> UIViewController {
        instantiate(scene(identifier), creator: nil)
    }

    /// The controller whose storyboard ID is `identifier`, made by `block` from the scene's coder (iOS 13).
    open func instantiateViewController<ViewController: UIViewController>(identifier: String, creator block: ((NSCoder) -> ViewController?)? = nil) -> ViewController {
        let scene = self.scene(identifier)
        return checked(instantiate(scene, creator: block.map { block in { block($0) } }), scene)
    }
}
