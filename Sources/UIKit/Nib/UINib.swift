import Foundation
import InterfaceBuilder

/// A nib: an Interface Builder document whose objects can be instantiated any number of times, as
/// UIKit's `UINib`. OpenUIKit reads the XIB itself (Xcode compiles XIBs to binary nibs; Linux has no
/// compiler for them), once per file: every `UINib` of the same file shares the parsed document.
///
/// Resource lookup as on iOS: `bundle: nil` is the main bundle; OpenUIKit also searches the SwiftPM
/// resource bundles next to the executable (an app target's `resources:`), the caller's module first.
/// A missing nib traps with UIKit's "Could not load NIB in bundle: … with name '…'"; a malformed one
/// traps with the reader's `File.xib:line: message`.
///
/// Deviation: the initialisers take a defaulted `callerFileID` (`#fileID`) that names the caller's module,
/// where `customModuleProvider="target"` classes live; call sites read exactly as on iOS.
@preconcurrency @MainActor
open class UINib: NSObject {
    /// Where the document comes from, until it is read.
    enum Source {
        case named(String, Bundle?)
        case data(Data, Bundle?)
        case document(IBDocument, [IBObject], Bundle?)
    }

    let source: Source
    let callerModule: String?
    var documentStorage: IBDocument?
    var objectsStorage: [IBObject]?
    /// What the document's elements resolve to, read at the first instantiation and reused by later ones.
    let plans = NibPlanCache()

    /// A nib for the document `name` (`name.xib`) in `bundle` (nil: the main bundle and the app's
    /// resource bundles). The document is found and read when first instantiated.
    public init(nibName name: String, bundle bundleOrNil: Bundle?, callerFileID: String = #fileID) {
        source = .named(name, bundleOrNil)
        callerModule = NibClassResolver.module(ofFileID: callerFileID)
        super.init()
    }

    /// A nib for a document's data (the text of a XIB); images resolve in `bundle`.
    public init(data: Data, bundle bundleOrNil: Bundle?, callerFileID: String = #fileID) {
        source = .data(data, bundleOrNil)
        callerModule = NibClassResolver.module(ofFileID: callerFileID)
        super.init()
    }

    /// A nib over some objects of an already read document (storyboard scenes' views, prototype cells).
    init(document: IBDocument, objects: [IBObject], bundle: Bundle?, callerModule: String?) {
        source = .document(document, objects, bundle)
        self.callerModule = callerModule
        documentStorage = document
        objectsStorage = objects
        super.init()
    }

    /// Instantiates the nib's objects: the File's Owner placeholder stands for `ownerOrNil` (its outlets
    /// and actions are connected to it), external-object placeholders for `options[.externalObjects]`;
    /// returns the other top-level objects in document order. Every created object gets `awakeFromNib()`
    /// after all outlets and actions are connected; the owner does not.
    /// - Complexity: O(objects + connections + constraints); the document is read once per file.
    open func instantiate(withOwner ownerOrNil: Any?, options optionsOrNil: [UINib.OptionsKey: Any]? = nil) -> [Any] {
        performInstantiate(withOwner: ownerOrNil, options: optionsOrNil)
    }
}
