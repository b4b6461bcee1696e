import Foundation
import InterfaceBuilder

/// What one view element of a document says about `UIView`'s own properties, read from its attributes
/// and keyed children once (string lookups, number parsing, colour resolution) and then applied to every
/// instance a nib makes of it (`NibPlanCache`). Absent values are nil and leave UIKit's defaults.
/// Not public API.
struct NibViewAttributes {
    var frame: CGRect?
    var autoresizingMask: UIView.AutoresizingMask?
    /// `translatesAutoresizingMaskIntoConstraints="NO"`.
    var disablesAutoresizingConstraints = false
    var contentMode: UIView.ContentMode?
    var tag: Int?
    var alpha: CGFloat?
    var isHidden: Bool?
    var isOpaque: Bool?
    var clipsToBounds: Bool?
    var isUserInteractionEnabled: Bool?
    var isMultipleTouchEnabled: Bool?
    var isExclusiveTouch: Bool?
    var preservesSuperviewLayoutMargins: Bool?
    var insetsLayoutMarginsFromSafeArea: Bool?
    /// Content hugging and compression resistance, in the order UIKit's setters are called.
    var priorities: [(isHugging: Bool, axis: NSLayoutConstraint.Axis, priority: UILayoutPriority)] = []
    /// The keyed children that set view properties (colours, margins), in document order.
    var properties: [Property] = []
    /// The view's layout guides by id (`safeArea`, a scroll view's content and frame guides).
    var guides: [(kind: GuideKind, id: String)] = []

    /// A keyed child that sets a property, its value resolved.
    enum Property {
        case backgroundColor(UIColor)
        case tintColor(UIColor)
        case layoutMargins(UIEdgeInsets)
        case directionalLayoutMargins(NSDirectionalEdgeInsets)
    }

    /// Which guide of the view a `<viewLayoutGuide key="…">` names.
    enum GuideKind {
        case safeArea, content, frame
    }

    /// The hugging and compression-resistance attribute names per axis, in UIKit's setter order.
    static let priorityAttributes: [(hugging: String, resistance: String, axis: NSLayoutConstraint.Axis)] = [
        ("horizontalHuggingPriority", "horizontalCompressionResistancePriority", .horizontal),
        ("verticalHuggingPriority", "verticalCompressionResistancePriority", .vertical),
    ]

    /// Reads `object`'s view attributes, resolving colours in `context`.
    /// - Complexity: O(attributes + keyed children).
    @MainActor
    init(_ object: IBObject, context: NibValueContext) {
        for (key, value) in object.properties {
            switch (key, value) {
            case ("frame", .rect(let rect)): if frame == nil { frame = rect }
            case ("autoresizingMask", .autoresizingMask(let mask)):
                if autoresizingMask == nil { autoresizingMask = UIView.AutoresizingMask(rawValue: mask.rawValue) }
            case ("backgroundColor", .color(let c)): properties.append(.backgroundColor(context.color(c)))
            case ("tintColor", .color(let c)): properties.append(.tintColor(context.color(c)))
            case ("layoutMargins", .insets(let i)): properties.append(.layoutMargins(context.edgeInsets(i)))
            case ("directionalLayoutMargins", .insets(let i)):
                properties.append(.directionalLayoutMargins(NSDirectionalEdgeInsets(top: CGFloat(i.top), leading: CGFloat(i.left), bottom: CGFloat(i.bottom), trailing: CGFloat(i.right))))
            case ("safeArea", .layoutGuide(let id)): guides.append((.safeArea, id))
            case ("contentLayoutGuide", .layoutGuide(let id)): guides.append((.content, id))
            case ("frameLayoutGuide", .layoutGuide(let id)): guides.append((.frame, id))
            default: break
            }
        }
        disablesAutoresizingConstraints = object.bool("translatesAutoresizingMaskIntoConstraints") == false
        if let name = object["contentMode"] { contentMode = NibValueContext.contentModes[name] }
        if let text = object["tag"] { tag = Int(text) }
        if let text = object["alpha"], let value = Double(text) { alpha = CGFloat(value) }
        isHidden = object.bool("hidden")
        isOpaque = object.bool("opaque")
        clipsToBounds = object.bool("clipsSubviews")
        isUserInteractionEnabled = object.bool("userInteractionEnabled")
        isMultipleTouchEnabled = object.bool("multipleTouchEnabled")
        isExclusiveTouch = object.bool("exclusiveTouch")
        preservesSuperviewLayoutMargins = object.bool("preservesSuperviewLayoutMargins")
        insetsLayoutMarginsFromSafeArea = object.bool("insetsLayoutMarginsFromSafeArea")
        for (hugging, resistance, axis) in Self.priorityAttributes {
            if let text = object[hugging], let value = Double(text) {
                priorities.append((true, axis, UILayoutPriority(Float(value))))
            }
            if let text = object[resistance], let value = Double(text) {
                priorities.append((false, axis, UILayoutPriority(Float(value))))
            }
        }
    }

    /// Sets the values on `view` (a cell's content view keeps its frame and resizing).
    /// - Complexity: O(values present).
    @MainActor
    func apply(to view: UIView, isContentView: Bool) {
        if !isContentView {
            if let frame { view.frame = frame }
            if let autoresizingMask { view.autoresizingMask = autoresizingMask }
            if disablesAutoresizingConstraints { view.translatesAutoresizingMaskIntoConstraints = false }
        }
        if let contentMode { view.contentMode = contentMode }
        if let tag { view.tag = tag }
        if let alpha { view.alpha = alpha }
        if let isHidden { view.isHidden = isHidden }
        if let isOpaque { view.isOpaque = isOpaque }
        if let clipsToBounds { view.clipsToBounds = clipsToBounds }
        if let isUserInteractionEnabled { view.isUserInteractionEnabled = isUserInteractionEnabled }
        if let isMultipleTouchEnabled { view.isMultipleTouchEnabled = isMultipleTouchEnabled }
        if let isExclusiveTouch { view.isExclusiveTouch = isExclusiveTouch }
        if let preservesSuperviewLayoutMargins { view.preservesSuperviewLayoutMargins = preservesSuperviewLayoutMargins }
        if let insetsLayoutMarginsFromSafeArea { view.insetsLayoutMarginsFromSafeArea = insetsLayoutMarginsFromSafeArea }
        for (isHugging, axis, priority) in priorities {
            if isHugging { view.setContentHuggingPriority(priority, for: axis) } else { view.setContentCompressionResistancePriority(priority, for: axis) }
        }
        for property in properties {
            switch property {
            case .backgroundColor(let color): view.backgroundColor = color
            case .tintColor(let color): view.tintColor = color
            case .layoutMargins(let insets): view.layoutMargins = insets
            case .directionalLayoutMargins(let insets): view.directionalLayoutMargins = insets
            }
        }
    }
}
