import Foundation
import InterfaceBuilder

/// What a `<label>` element says about `UILabel`'s properties, read once per nib and applied to every
/// instance (see `NibViewAttributes`). Fonts of text styles are resolved at each instantiation, as they
/// follow the content size category of the moment. Not public API.
struct NibLabelAttributes {
    var font: UIFont?
    var textStyleFont: IBFontDescription?
    var text: String?
    var textAlignment: NSTextAlignment?
    var numberOfLines: Int?
    var lineBreakMode: NSLineBreakMode?
    var adjustsFontSizeToFitWidth: Bool?
    var minimumScaleFactor: CGFloat?
    var isEnabled: Bool?
    var isHighlighted: Bool?
    var textColor: UIColor?
    var highlightedTextColor: UIColor?

    /// Reads `object`'s label attributes, resolving fonts and colours in `context`.
    /// - Complexity: O(attributes + keyed children).
    @MainActor
    init(_ object: IBObject, context: NibValueContext) {
        var foundFont = false, foundText = false, foundTextColor = false, foundHighlightedColor = false
        for (key, value) in object.properties {
            switch (key, value) {
            case ("fontDescription", let value) where !foundFont:
                foundFont = true
                guard case .font(let description) = value else { break }
                if case .textStyle = description.kind { textStyleFont = description } else { font = context.font(description) }
            case ("text", let value) where !foundText:
                foundText = true
                if case .string(let string) = value { text = string }
            case ("textColor", let value) where !foundTextColor:
                foundTextColor = true
                if case .color(let c) = value { textColor = context.color(c) }
            case ("highlightedColor", let value) where !foundHighlightedColor:
                foundHighlightedColor = true
                if case .color(let c) = value { highlightedTextColor = context.color(c) }
            default: break
            }
        }
        if let string = object["text"] { text = string }
        if let name = object["textAlignment"] { textAlignment = NibValueContext.textAlignments[name] }
        if let lines = object["numberOfLines"] { numberOfLines = Int(lines) }
        if let name = object["lineBreakMode"] { lineBreakMode = NibValueContext.lineBreakModes[name] }
        adjustsFontSizeToFitWidth = object.bool("adjustsFontSizeToFit")
        if let scale = object["minimumScaleFactor"], let value = Double(scale) { minimumScaleFactor = CGFloat(value) }
        isEnabled = object.bool("enabled")
        isHighlighted = object.bool("highlighted")
    }

    /// Sets the values on `label`, in the order UIKit's decoding sets them. The label decides its own
    /// content mode (it redraws on resize), whatever the document says.
    /// - Complexity: O(values present).
    @MainActor
    func apply(to label: UILabel, context: NibValueContext) {
        if let font { label.font = font } else if let textStyleFont { label.font = context.font(textStyleFont) }
        if let text { label.text = text }
        if let textAlignment { label.textAlignment = textAlignment }
        if let numberOfLines { label.numberOfLines = numberOfLines }
        if let lineBreakMode { label.lineBreakMode = lineBreakMode }
        if let adjustsFontSizeToFitWidth { label.adjustsFontSizeToFitWidth = adjustsFontSizeToFitWidth }
        if let minimumScaleFactor { label.minimumScaleFactor = minimumScaleFactor }
        if let isEnabled { label.isEnabled = isEnabled }
        if let isHighlighted { label.isHighlighted = isHighlighted }
        if let textColor { label.textColor = textColor }
        if let highlightedTextColor { label.highlightedTextColor = highlightedTextColor }
        label.contentMode = .redraw
    }
}
