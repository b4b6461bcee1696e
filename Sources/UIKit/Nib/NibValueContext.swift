import Foundation
import InterfaceBuilder

/// Turns the document model's values into UIKit's: colours (system names, named colours from the
/// document's resources), fonts, images, insets, enumerations by the names documents write. Not public API.
@MainActor
final class NibValueContext {
    let document: IBDocument
    let bundle: Bundle?
    private var namedColors: [String: IBColor] = [:]
    private var systemColorDesigns: [String: IBColor] = [:]

    init(document: IBDocument, bundle: Bundle?) {
        self.document = document
        self.bundle = bundle
        for resource in document.resources {
            switch resource {
            case .namedColor(let name, let color?): namedColors[name] = color
            case .systemColor(let name, let color?): systemColorDesigns[name] = color
            default: break
            }
        }
    }

    // MARK: Values

    func uiValue(_ value: IBValue) -> Any? {
        switch value {
        case .rect(let r): r
        case .point(let p): p
        case .size(let s): s
        case .insets(let i): edgeInsets(i)
        case .color(let c): color(c)
        case .font(let f): font(f)
        case .autoresizingMask(let m): UIView.AutoresizingMask(rawValue: m.rawValue)
        case .string(let s): s
        case .number(let n): n
        case .bool(let b): b
        case .nil, .object, .layoutGuide, .element, .buttonState: nil
        }
    }

    func color(_ color: IBColor) -> UIColor {
        switch color {
        case .white(let white, let alpha):
            return UIColor(white: CGFloat(white), alpha: CGFloat(alpha))
        case .rgb(let red, let green, let blue, let alpha, let space):
            if space == "displayP3" { return UIColor(displayP3Red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha)) }
            return UIColor(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
        case .system(let name):
            if let system = NibSystemColors.color(named: name) { return system }
            if let design = systemColorDesigns[name], design != color { return self.color(design) }
            return .clear
        case .named(let name):
            if let design = namedColors[name], design != color { return self.color(design) }
            return NibSystemColors.color(named: name) ?? .clear
        }
    }

    func font(_ description: IBFontDescription) -> UIFont {
        let size = CGFloat(description.pointSize)
        switch description.kind {
        case .system(let weight): return .systemFont(ofSize: size, weight: Self.fontWeight(weight))
        case .boldSystem: return .boldSystemFont(ofSize: size)
        case .italicSystem: return .italicSystemFont(ofSize: size)
        case .named(let name, _): return UIFont(name: name, size: size) ?? .systemFont(ofSize: size)
        case .textStyle(let style): return .preferredFont(forTextStyle: UIFont.TextStyle(rawValue: style))
        }
    }

    static func fontWeight(_ name: String) -> UIFont.Weight {
        switch name {
        case "ultraLight": .ultraLight
        case "thin": .thin
        case "light": .light
        case "medium": .medium
        case "semibold": .semibold
        case "bold": .bold
        case "heavy": .heavy
        case "black": .black
        default: .regular
        }
    }

    /// An image by name: SF Symbols for `catalog="system"`, else the app's images (then symbols, as
    /// `UIImage(named:)` falls back on iOS for names that are only symbols).
    func image(named name: String, catalog: String?) -> UIImage? {
        if catalog == "system" { return UIImage(systemName: name) }
        return UIImage(named: name, in: bundle, with: nil) ?? UIImage(named: name) ?? UIImage(systemName: name)
    }

    func edgeInsets(_ insets: IBInsets) -> UIEdgeInsets {
        UIEdgeInsets(top: CGFloat(insets.top), left: CGFloat(insets.left), bottom: CGFloat(insets.bottom), right: CGFloat(insets.right))
    }

    // MARK: Enumerations by name

    static let contentModes: [String: UIView.ContentMode] = [
        "scaleToFill": .scaleToFill, "scaleAspectFit": .scaleAspectFit, "scaleAspectFill": .scaleAspectFill, "redraw": .redraw,
        "center": .center, "top": .top, "bottom": .bottom, "left": .left, "right": .right, "topLeft": .topLeft,
        "topRight": .topRight, "bottomLeft": .bottomLeft, "bottomRight": .bottomRight,
    ]

    static let textAlignments: [String: NSTextAlignment] = [
        "left": .left, "center": .center, "right": .right, "justified": .justified, "natural": .natural,
    ]

    static let lineBreakModes: [String: NSLineBreakMode] = [
        "wordWrap": .byWordWrapping, "characterWrap": .byCharWrapping, "clip": .byClipping,
        "headTruncation": .byTruncatingHead, "tailTruncation": .byTruncatingTail, "middleTruncation": .byTruncatingMiddle,
    ]

    static let controlEvents: [String: UIControl.Event] = [
        "touchDown": .touchDown, "touchDownRepeat": .touchDownRepeat, "touchDragInside": .touchDragInside,
        "touchDragOutside": .touchDragOutside, "touchDragEnter": .touchDragEnter, "touchDragExit": .touchDragExit,
        "touchUpInside": .touchUpInside, "touchUpOutside": .touchUpOutside, "touchCancel": .touchCancel,
        "valueChanged": .valueChanged, "primaryActionTriggered": .primaryActionTriggered, "menuActionTriggered": .menuActionTriggered,
        "editingDidBegin": .editingDidBegin, "editingChanged": .editingChanged, "editingDidEnd": .editingDidEnd,
        "editingDidEndOnExit": .editingDidEndOnExit,
    ]

    static let controlStates: [String: UIControl.State] = [
        "normal": .normal, "highlighted": .highlighted, "selected": .selected, "disabled": .disabled,
    ]

    static let layoutAttributes: [String: NSLayoutConstraint.Attribute] = [
        "left": .left, "right": .right, "top": .top, "bottom": .bottom, "leading": .leading, "trailing": .trailing,
        "width": .width, "height": .height, "centerX": .centerX, "centerY": .centerY, "baseline": .lastBaseline,
        "lastBaseline": .lastBaseline, "firstBaseline": .firstBaseline, "leftMargin": .leftMargin, "rightMargin": .rightMargin,
        "topMargin": .topMargin, "bottomMargin": .bottomMargin, "leadingMargin": .leadingMargin, "trailingMargin": .trailingMargin,
        "centerXWithinMargins": .centerXWithinMargins, "centerYWithinMargins": .centerYWithinMargins,
    ]
}
