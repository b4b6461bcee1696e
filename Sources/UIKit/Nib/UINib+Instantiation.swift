import Foundation
import InterfaceBuilder

extension UINib {
    /// Parsed documents by file, shared by every `UINib` of the file.
    nonisolated(unsafe) static var documentCache: [URL: IBDocument] = [:]

    var bundle: Bundle? {
        switch source {
        case .named(_, let bundle), .data(_, let bundle), .document(_, _, let bundle): bundle
        }
    }

    /// The document, read on first use (traps with the reader's message when it is malformed).
    var document: IBDocument {
        if let documentStorage { return documentStorage }
        let document: IBDocument
        switch source {
        case .named(let name, let bundle):
            guard let url = NibResourceLocator.url(forResource: name, extensions: ["xib", "nib"], bundle: bundle, callerModule: callerModule) else {
                let described = bundle ?? Bundle.main
                fatalError("Could not load NIB in bundle: '\(described.bundlePath)' with name '\(name)'")
            }
            document = Self.readDocument(at: url)
        case .data(let data, _):
            do { document = try IBDocument(data: data, fileName: "(data)") } catch { fatalError(error.description) }
        case .document(let document2, _, _):
            document = document2
        }
        guard document.kind == .xib else {
            fatalError("\(document.fileName): is a storyboard; open it with UIStoryboard(name:bundle:)")
        }
        documentStorage = document
        return document
    }

    /// Reads (or reuses) the document at `url`; traps with `File:line: message` when it is malformed.
    static func readDocument(at url: URL) -> IBDocument {
        if let cached = documentCache[url] { return cached }
        do {
            let document = try IBDocument(contentsOf: url)
            documentCache[url] = document
            return document
        } catch {
            fatalError(error.description)
        }
    }

    func performInstantiate(withOwner ownerOrNil: Any?, options optionsOrNil: [UINib.OptionsKey: Any]?) -> [Any] {
        let document = self.document
        let objects = objectsStorage ?? document.objects
        let externals = optionsOrNil?[.externalObjects] as? [String: Any] ?? [:]
        let instantiator = NibInstantiator(document: document, bundle: bundle, owner: ownerOrNil.map { $0 as AnyObject },
                                           externalObjects: externals, callerModule: callerModule, plans: plans)
        instantiator.sceneController = ownerOrNil as? UIViewController
        return instantiator.instantiate(objects)
    }

    /// The cell a cell nib holds (its only top-level object), for table and collection view registration.
    func instantiateCell<Cell: UIView>(for identifier: String) -> Cell {
        let objects = instantiate(withOwner: nil, options: nil)
        guard objects.count == 1, let cell = objects.first as? Cell else {
            fatalError("invalid nib registered for identifier (\(identifier)) - nib must contain exactly one top level object which must be a \(Cell.self) instance")
        }
        return cell
    }

    /// A nib over one prototype cell of a document.
    convenience init(prototype: IBObject, of instantiator: NibInstantiator) {
        self.init(document: instantiator.document, objects: [prototype], bundle: instantiator.context.bundle, callerModule: instantiator.callerModule)
    }
}
