import Foundation
import InterfaceBuilder

/// The coder `init?(coder:)` receives when a nib or storyboard creates an object: a keyed `NSCoder`
/// over the object's element in the document, so user classes that override `init?(coder:)` run their
/// code as on iOS and may decode the document's values (`coder.decodeObject(forKey: "text")`,
/// `decodeBool(forKey: "clipsSubviews")`, `decodeDouble(forKey: "minimumLineSpacing")`: attribute names as
/// the document writes them; keyed children decode as UIKit values, `decodeObject(forKey: "backgroundColor")`
/// is a `UIColor`).
///
/// Deviation from iOS (documented in the README): UIKit's own classes set the document's properties right
/// after `init?(coder:)` returns, before outlets are connected and before `awakeFromNib()`; code in a
/// subclass's `init?(coder:)` sees UIKit's defaults for them. Apple's guidance is to configure objects
/// from a nib in `awakeFromNib()`, which sees everything, as on iOS.
final class NibDecoder: NSCoder {
    /// The element being decoded.
    let object: IBObject
    /// The document's values and resources.
    let context: NibValueContext

    init(object: IBObject, context: NibValueContext) {
        self.object = object
        self.context = context
        super.init()
    }

    override var allowsKeyedCoding: Bool { true }

    override func containsValue(forKey key: String) -> Bool {
        object.attributes[key] != nil || object.property(key) != nil
    }

    override func decodeObject(forKey key: String) -> Any? {
        if let text = object.attributes[key] { return text }
        guard let value = object.property(key) else { return nil }
        nonisolated(unsafe) var result: Any?
        let context = self.context
        MainActor.assumeIsolated { result = context.uiValue(value) }
        return result
    }

    override func decodeBool(forKey key: String) -> Bool { object.attributes[key] == "YES" }
    override func decodeInteger(forKey key: String) -> Int { Int(decodeDouble(forKey: key)) }
    override func decodeInt32(forKey key: String) -> Int32 { Int32(clamping: decodeInteger(forKey: key)) }
    override func decodeInt64(forKey key: String) -> Int64 { Int64(decodeInteger(forKey: key)) }
    override func decodeFloat(forKey key: String) -> Float { Float(decodeDouble(forKey: key)) }
    override func decodeDouble(forKey key: String) -> Double {
        if let text = object.attributes[key], let value = Double(text) { return value }
        if case .number(let value)? = object.property(key) { return value }
        return 0
    }

    // MARK: UIKit's own decoding (read by UIKit initialisers whose values are fixed at creation)

    /// The table view style the document gives (`style="grouped"` …).
    var tableViewStyle: UITableView.Style {
        switch object["style"] {
        case "grouped": .grouped
        case "insetGrouped": .insetGrouped
        default: .plain
        }
    }

    /// The split view controller's style, as Xcode 12 and later write it: a column-style split carries
    /// `allowDoubleColumnStyle="YES"` whether it has two or three columns, and is a triple-column split
    /// when it has a `supplementaryViewController` relationship (Xcode 13's documents: the attribute
    /// together with `masterViewController`, `supplementaryViewController` and `detailViewController`
    /// relationships and `preferredDisplayMode="twoDisplace"`); without the attribute it is the classic
    /// split (`.unspecified`), as UIKit's `-initWithCoder:`.
    var splitViewControllerStyle: UISplitViewController.Style {
        guard object.bool("allowDoubleColumnStyle") == true else { return .unspecified }
        for case .segue(let segue) in object.connections where segue.kind == "relationship" && segue.relationship == "supplementaryViewController" {
            return .tripleColumn
        }
        return .doubleColumn
    }

    /// The table view cell style (`style="IBUITableViewCellStyleSubtitle"` …).
    var tableViewCellStyle: UITableViewCell.CellStyle {
        switch object["style"] {
        case "IBUITableViewCellStyleValue1": .value1
        case "IBUITableViewCellStyleValue2": .value2
        case "IBUITableViewCellStyleSubtitle": .subtitle
        default: .default
        }
    }
}
