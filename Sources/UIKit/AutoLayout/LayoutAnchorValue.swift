import Foundation

/// What an anchor or one side of a constraint stands for: one attribute of one item (a view or a layout
/// guide, held weakly as UIKit's anchors hold their items), or the distance between two anchors
/// (`anchorWithOffset(to:)`: `to - from`).
/// - Complexity: O(1) to copy; offsets nest.
indirect enum LayoutAnchorValue {
    /// `attribute` of `item`.
    case attribute(WeakLayoutItem, NSLayoutConstraint.Attribute)
    /// `to - from`: a dimension made from two position anchors.
    case offset(from: LayoutAnchorValue, to: LayoutAnchorValue)

    /// The item of a plain attribute, or of the offset's starting anchor.
    @MainActor var item: AnyObject? {
        switch self {
        case .attribute(let item, _): return item.object
        case .offset(let from, _): return from.item
        }
    }

    /// The attribute of a plain anchor; `notAnAttribute` for an offset.
    var attribute: NSLayoutConstraint.Attribute {
        if case .attribute(_, let attribute) = self { return attribute }
        return .notAnAttribute
    }

    /// Every item the value mentions (both ends of an offset).
    @MainActor var items: [AnyObject] {
        switch self {
        case .attribute(let item, _): return item.object.map { [$0] } ?? []
        case .offset(let from, let to): return from.items + to.items
        }
    }

    /// The value as UIKit prints it in descriptions: `UIView:0x….leading`, or `(a - b)` for an offset.
    @MainActor var debugText: String {
        switch self {
        case .attribute(let item, let attribute):
            return LayoutItemNaming.name(of: item.object) + "." + attribute.debugName
        case .offset(let from, let to):
            return "(" + to.debugText + " - " + from.debugText + ")"
        }
    }
}

/// A non-retaining reference to a layout item (a `UIView` or a `UILayoutGuide`) that reads nil once the
/// item is gone, through the item's `LayoutItemReference` (no `weak` side table on views).
struct WeakLayoutItem {
    /// The item's reference.
    let reference: LayoutItemReference

    /// A reference to `object`.
    @MainActor init(object: AnyObject) { reference = LayoutItemReference.of(object) }
    /// A reference to a view (no dynamic cast).
    @MainActor init(object view: UIView) { reference = view.layoutItemReference }
    /// A reference to a layout guide (no dynamic cast).
    @MainActor init(object guide: UILayoutGuide) { reference = guide.layoutItemReference }

    /// The item, while it exists.
    var object: AnyObject? { reference.object }
}

/// How items print inside constraint and anchor descriptions.
@MainActor
enum LayoutItemNaming {
    /// `ClassName:0xADDR` (Swift classes outside UIKit with their module), a label's or button's text in
    /// single quotes after it, a guide's identifier likewise; `nil` for a missing item.
    static func name(of item: AnyObject?) -> String {
        guard let item else { return "nil" }
        var text = className(of: item) + ":" + address(of: item)
        if let label = item as? UILabel {
            text += "'" + clipped(label.text ?? "") + "'"
        } else if let button = item as? UIButton, let title = button.currentTitle {
            text += "'" + clipped(title) + "'"
        } else if let guide = item as? UILayoutGuide, !guide.identifier.isEmpty {
            text += "'" + guide.identifier + "'"
        }
        return text
    }

    /// The class name as UIKit prints it: `UIView` for OpenUIKit's classes, `Module.Class` for others.
    static func className(of object: AnyObject) -> String {
        let full = String(reflecting: type(of: object))
        if full.hasPrefix("UIKit.") { return String(full.dropFirst("UIKit.".count)) }
        return full
    }

    /// The object's address as `0x…` in lower-case hex without padding.
    static func address(of object: AnyObject) -> String {
        "0x" + String(UInt(bitPattern: Unmanaged.passUnretained(object).toOpaque()), radix: 16)
    }

    /// Text cut to 25 characters plus "..." as UIKit's descriptions cut long strings.
    static func clipped(_ text: String) -> String {
        text.count > 25 ? String(text.prefix(25)) + "..." : text
    }
}
